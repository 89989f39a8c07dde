/// The kind of a ``LayoutAnchor``: horizontal positions, vertical positions, or sizes. The
/// type system keeps anchors of different kinds apart, as `NSLayoutAnchor` does.
public enum XAxis {}
/// See ``XAxis``.
public enum YAxis {}
/// See ``XAxis``.
public enum Dimension {}

/// One attribute of one view, ready to be constrained: `view.leadingAnchor`.
///
///     b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
///     image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 4.0 / 3.0)
///     label.widthAnchor.constraint(greaterThanOrEqualToConstant: 40)
public struct LayoutAnchor<Kind> {
    public let item: LayoutView
    public let attribute: LayoutAttribute

    init(_ item: LayoutView, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor<Kind>, multiplier: Double = 1, constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, relation, other.item, other.attribute, multiplier: multiplier, constant: constant)
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

extension LayoutAnchor where Kind == XAxis {
    /// `self == anchor + multiplier * 8`: standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier * 8`
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

extension LayoutAnchor where Kind == YAxis {
    /// `self == anchor + multiplier * 8`: standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier * 8`
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// `self == constant`
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, .equal, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self >= constant`
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self <= constant`
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, .lessThanOrEqual, nil, .notAnAttribute, multiplier: 1, constant: constant)
    }
    /// `self == multiplier * anchor + constant`
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= multiplier * anchor + constant`
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= multiplier * anchor + constant`
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutView {
    public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
}
