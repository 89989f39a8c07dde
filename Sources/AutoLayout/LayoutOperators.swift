// Constraints as equations between anchors — the third way to write them:
//
//     b.left == a.right + 8
//     a.width >= 0.5 * b.width + 10 ~ .defaultHigh
//     icon.height == icon.width
//     label.width <= 200
//
// Each side is an anchor (`view.left` is `view.leftAnchor`), optionally scaled (sizes only,
// as with anchors) and offset; the result is a `LayoutConstraint`, not yet active.
import Cassowary

/// `multiplier * anchor + constant`: one side of a constraint equation.
public struct LayoutExpression<Kind> {
    public var anchor: LayoutAnchor<Kind>
    public var multiplier: Double
    public var constant: Double
}

extension LayoutItem {
    public var left: LayoutXAxisAnchor { leftAnchor }
    public var right: LayoutXAxisAnchor { rightAnchor }
    public var leading: LayoutXAxisAnchor { leadingAnchor }
    public var trailing: LayoutXAxisAnchor { trailingAnchor }
    public var centerX: LayoutXAxisAnchor { centerXAnchor }
    public var top: LayoutYAxisAnchor { topAnchor }
    public var bottom: LayoutYAxisAnchor { bottomAnchor }
    public var centerY: LayoutYAxisAnchor { centerYAnchor }
    public var width: LayoutDimension { widthAnchor }
    public var height: LayoutDimension { heightAnchor }
}

extension LayoutView {
    public var firstBaseline: LayoutYAxisAnchor { firstBaselineAnchor }
    public var lastBaseline: LayoutYAxisAnchor { lastBaselineAnchor }

    // The margin attributes (`NSLayoutConstraint.Attribute.leadingMargin`, ...): a constraint
    // made with one keeps the attribute, as UIKit's does (`a.leading == card.leadingMargin`),
    // and acts on the view's layout margins guide.
    public var leftMargin: LayoutXAxisAnchor { LayoutAnchor(self, .leftMargin) }
    public var rightMargin: LayoutXAxisAnchor { LayoutAnchor(self, .rightMargin) }
    public var leadingMargin: LayoutXAxisAnchor { LayoutAnchor(self, .leadingMargin) }
    public var trailingMargin: LayoutXAxisAnchor { LayoutAnchor(self, .trailingMargin) }
    public var centerXWithinMargins: LayoutXAxisAnchor { LayoutAnchor(self, .centerXWithinMargins) }
    public var topMargin: LayoutYAxisAnchor { LayoutAnchor(self, .topMargin) }
    public var bottomMargin: LayoutYAxisAnchor { LayoutAnchor(self, .bottomMargin) }
    public var centerYWithinMargins: LayoutYAxisAnchor { LayoutAnchor(self, .centerYWithinMargins) }
}

extension LayoutAnchor {
    var expression: LayoutExpression<Kind> { LayoutExpression(anchor: self, multiplier: 1, constant: 0) }
}

// MARK: Offsets and scales

public func + <K>(anchor: LayoutAnchor<K>, constant: Double) -> LayoutExpression<K> {
    LayoutExpression(anchor: anchor, multiplier: 1, constant: constant)
}
public func - <K>(anchor: LayoutAnchor<K>, constant: Double) -> LayoutExpression<K> {
    LayoutExpression(anchor: anchor, multiplier: 1, constant: -constant)
}
public func + <K>(expression: LayoutExpression<K>, constant: Double) -> LayoutExpression<K> {
    LayoutExpression(
        anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant + constant)
}
public func - <K>(expression: LayoutExpression<K>, constant: Double) -> LayoutExpression<K> {
    LayoutExpression(
        anchor: expression.anchor, multiplier: expression.multiplier, constant: expression.constant - constant)
}
public func * (multiplier: Double, anchor: LayoutDimension) -> LayoutExpression<Dimension> {
    LayoutExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}
public func * (anchor: LayoutDimension, multiplier: Double) -> LayoutExpression<Dimension> {
    LayoutExpression(anchor: anchor, multiplier: multiplier, constant: 0)
}

// MARK: Relations

private func relate<K>(_ lhs: LayoutAnchor<K>, _ relation: LayoutRelation, _ rhs: LayoutExpression<K>)
    -> LayoutConstraint
{
    LayoutConstraint(
        unchecked: lhs.item, lhs.attribute, relation, rhs.anchor.item, rhs.anchor.attribute,
        multiplier: rhs.multiplier, constant: rhs.constant)
}

public func == <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint { relate(lhs, .equal, rhs) }
public func >= <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint {
    relate(lhs, .greaterThanOrEqual, rhs)
}
public func <= <K>(lhs: LayoutAnchor<K>, rhs: LayoutExpression<K>) -> LayoutConstraint {
    relate(lhs, .lessThanOrEqual, rhs)
}
public func == <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    relate(lhs, .equal, rhs.expression)
}
public func >= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    relate(lhs, .greaterThanOrEqual, rhs.expression)
}
public func <= <K>(lhs: LayoutAnchor<K>, rhs: LayoutAnchor<K>) -> LayoutConstraint {
    relate(lhs, .lessThanOrEqual, rhs.expression)
}

public func == (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.constraint(equalToConstant: constant)
}
public func >= (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.constraint(greaterThanOrEqualToConstant: constant)
}
public func <= (lhs: LayoutDimension, constant: Double) -> LayoutConstraint {
    lhs.constraint(lessThanOrEqualToConstant: constant)
}

// MARK: Priority

/// `constraint ~ priority`, as in Cartography: sets the priority and returns the constraint.
/// Declared with Cassowary's `StrengthPrecedence` (looser than `==`), so both modules' `~`
/// can be imported together.
infix operator ~ : StrengthPrecedence

@discardableResult
public func ~ (constraint: LayoutConstraint, priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}
