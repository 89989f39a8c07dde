/// The kind of a ``LayoutAnchor``: horizontal positions, vertical positions, or sizes. The
/// type system keeps anchors of different kinds apart, as `NSLayoutAnchor` does.
public enum XAxis {}
/// See ``XAxis``.
public enum YAxis {}
/// See ``XAxis``.
public enum Dimension {}

/// One attribute of one view or layout guide, ready to be constrained: `view.leadingAnchor`.
///
///     b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
///     image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 4.0 / 3.0)
///     label.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
///     title.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
public struct LayoutAnchor<Kind> {
    public let item: LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            unchecked: item, attribute, relation, other.item, other.attribute, multiplier: multiplier,
            constant: constant)
    }

    /// `self == anchor + constant`
    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }
    /// `self >= anchor + constant`
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }
    /// `self <= anchor + constant`
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing, centerX.
public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
/// A vertical position: top, bottom, centerY, firstBaseline, lastBaseline.
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>
/// A size: width or height.
public typealias LayoutDimension = LayoutAnchor<Dimension>

/// The standard spacing between sibling views that `systemSpacing` anchors use (iOS: 8).
public let systemSpacing: Double = 8

extension LayoutAnchor {
    /// The system spacing from `anchor` to this anchor, times `multiplier`: ``systemSpacing``
    /// (8 points, UIKit's spacing for views without text), except from a baseline of a view
    /// with text down to a baseline of another. UIKit derives that one from the fonts and does
    /// not publish the rule; in this product's text model it is the distance that leaves the
    /// standard 8 points between the two views, as if stacked: the upper view's last baseline
    /// offset from its bottom, plus 8, plus the lower view's first baseline offset from its top
    /// (26 between two labels: 4 + 8 + 14). It is worked out when the constraint is made.
    func systemSpacing(from anchor: LayoutAnchor<Kind>, multiplier: Double) -> Double {
        guard attribute.isBaseline, anchor.attribute.isBaseline,
            let lower = (item as? LayoutView)?.firstBaselineOffsetFromTop,
            let upper = (anchor.item as? LayoutView)?.lastBaselineOffsetFromBottom
        else {
            return AutoLayout.systemSpacing * multiplier
        }
        return (upper + AutoLayout.systemSpacing + lower) * multiplier
    }
}

extension LayoutAnchor where Kind == XAxis {
    /// `self == anchor + multiplier * 8`: the system spacing after `anchor` (iOS 11).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
    /// `self >= anchor + multiplier * 8`
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
    /// `self <= anchor + multiplier * 8`
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
}

extension LayoutAnchor where Kind == YAxis {
    /// `self == anchor + multiplier * spacing`: the system spacing below `anchor` (iOS 11); 8
    /// points, or between baselines of views with text, what the text needs (see
    /// `systemSpacing(from:multiplier:)`).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
    /// `self >= anchor + multiplier * spacing`
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
    /// `self <= anchor + multiplier * spacing`
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: systemSpacing(from: anchor, multiplier: multiplier))
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// `self == constant`
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self >= constant`
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self <= constant`
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self == multiplier * anchor + constant`
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= multiplier * anchor + constant`
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= multiplier * anchor + constant`
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
}

extension LayoutView {
    /// Views have baselines; layout guides do not (as `UILayoutGuide`).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }
}
