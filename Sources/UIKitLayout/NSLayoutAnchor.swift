import AutoLayout
import Foundation

/// An attribute of a view or layout guide, ready to be constrained, as UIKit's `NSLayoutAnchor`
/// subclasses: the engine's anchor, with the UIKit item it belongs to. Anchors of different
/// kinds cannot be mixed (``NSLayoutXAxisAnchor``, ``NSLayoutYAxisAnchor``, ``NSLayoutDimension``).
public class NSLayoutAnchor<Kind> {
    let base: LayoutAnchor<Kind>
    /// The ``UIView`` or ``UILayoutGuide`` the anchor belongs to.
    let owner: AnyObject

    init(_ base: LayoutAnchor<Kind>, owner: AnyObject) {
        self.base = base
        self.owner = owner
    }

    func wrap(_ made: LayoutConstraint, _ other: NSLayoutAnchor<Kind>?) -> NSLayoutConstraint {
        NSLayoutConstraint(made, first: owner, second: other?.owner)
    }

    /// `self == anchor + c`
    public func constraint(equalTo anchor: NSLayoutAnchor<Kind>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        wrap(base.constraint(equalTo: anchor.base, constant: Double(c)), anchor)
    }

    /// `self >= anchor + c`
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<Kind>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(greaterThanOrEqualTo: anchor.base, constant: Double(c)), anchor)
    }

    /// `self <= anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<Kind>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(lessThanOrEqualTo: anchor.base, constant: Double(c)), anchor)
    }
}

/// A horizontal position: left, right, leading, trailing, centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<XAxis> {
    /// `self == anchor + multiplier * 8`: the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(equalToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)), anchor)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(
            base.constraint(greaterThanOrEqualToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)),
            anchor)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(lessThanOrEqualToSystemSpacingAfter: anchor.base, multiplier: Double(multiplier)), anchor)
    }
}

/// A vertical position: top, bottom, centerY, firstBaseline, lastBaseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<YAxis> {
    /// `self == anchor + multiplier * spacing`: the system spacing below `anchor` (8 points, or
    /// between baselines of text what the text needs).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(equalToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)), anchor)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(
            base.constraint(greaterThanOrEqualToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)),
            anchor)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(lessThanOrEqualToSystemSpacingBelow: anchor.base, multiplier: Double(multiplier)), anchor)
    }
}

/// A size: width or height.
public final class NSLayoutDimension: NSLayoutAnchor<AutoLayout.Dimension> {
    /// `self == c`
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        wrap(base.constraint(equalToConstant: Double(c)), nil)
    }

    /// `self >= c`
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        wrap(base.constraint(greaterThanOrEqualToConstant: Double(c)), nil)
    }

    /// `self <= c`
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        wrap(base.constraint(lessThanOrEqualToConstant: Double(c)), nil)
    }

    /// `self == m * anchor + c`
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(equalTo: anchor.base, multiplier: Double(m), constant: Double(c)), anchor)
    }

    /// `self >= m * anchor + c`
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        wrap(base.constraint(greaterThanOrEqualTo: anchor.base, multiplier: Double(m), constant: Double(c)), anchor)
    }

    /// `self <= m * anchor + c`
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        wrap(base.constraint(lessThanOrEqualTo: anchor.base, multiplier: Double(m), constant: Double(c)), anchor)
    }
}

// The anchors of views and of layout guides, with UIKit's names.

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(node.leadingAnchor, owner: self) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(node.trailingAnchor, owner: self) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(node.leftAnchor, owner: self) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(node.rightAnchor, owner: self) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(node.centerXAnchor, owner: self) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(node.topAnchor, owner: self) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(node.bottomAnchor, owner: self) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(node.centerYAnchor, owner: self) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(node.widthAnchor, owner: self) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(node.heightAnchor, owner: self) }

    /// The first baseline: of the first line of text, or the bottom edge of a view without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(node.firstBaselineAnchor, owner: self)
    }

    /// The last baseline: of the last line of text, or the bottom edge of a view without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(node.lastBaselineAnchor, owner: self)
    }
}

extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(base.leadingAnchor, owner: self) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(base.trailingAnchor, owner: self) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(base.leftAnchor, owner: self) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(base.rightAnchor, owner: self) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(base.centerXAnchor, owner: self) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(base.topAnchor, owner: self) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(base.bottomAnchor, owner: self) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(base.centerYAnchor, owner: self) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(base.widthAnchor, owner: self) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(base.heightAnchor, owner: self) }
}
