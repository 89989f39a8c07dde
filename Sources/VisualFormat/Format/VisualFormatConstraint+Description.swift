import AutoLayout

extension VisualFormatConstraint: CustomStringConvertible {
    /// A description in the style of Apple's constraint logs, for debugging:
    ///
    ///     H:[a(>=50)]            a size with a constant
    ///     H:[a]-(10)-[b]         spacing between views (`b.leading == a.trailing + 10`)
    ///     H:|-(20)-[a]           spacing to the superview
    ///     H:[a]-(>=20)-|(LTR)    left/right attributes get Apple's `(LTR)` suffix
    ///     a.top == b.top         anything else, as an equation
    ///
    /// A priority below required is written `@250` after the constant.
    public var description: String {
        visualDescription ?? equationDescription
    }

    /// The equation form: `b.leading == a.trailing + 10 @750`, `a.width >= 50`.
    public var equationDescription: String {
        var text = Self.name(of: firstItem) + "." + firstAttribute.rawValue + " " + relation.description
        if let secondItem {
            text += " " + Self.name(of: secondItem) + "." + secondAttribute.rawValue
            if multiplier != 1 { text += " * " + CFloatFormat.g(multiplier) }
            if constant != 0 || constant.isNaN {
                text += (constant < 0 ? " - " : " + ") + CFloatFormat.g(constant.magnitude)
            }
        } else {
            text += " " + CFloatFormat.g(constant)
        }
        if priority != .required { text += " @" + priority.description }
        return text
    }

    /// Apple's visual form, when the constraint has one.
    private var visualDescription: String? {
        let prefix = axis == .horizontal ? "H:" : "V:"
        switch kind {
        case .size where secondItem == nil:
            guard case .view(let name) = firstItem else { return nil }
            return prefix + "[" + name + "(" + predicateText + ")]"
        case .spacing:
            guard let secondItem, let leftToRight = spacingIsLeftRight else { return nil }
            let connection = "-(" + predicateText + ")-"
            return prefix + Self.visual(secondItem) + connection + Self.visual(firstItem) + (leftToRight ? "(LTR)" : "")
        default:
            return nil
        }
    }

    /// `>=50`, `100@20`: the relation (omitted for `==`), the constant and any priority.
    private var predicateText: String {
        var text = relation == .equal ? "" : relation.description
        text += CFloatFormat.g(constant)
        if priority != .required { text += "@" + priority.description }
        return text
    }

    /// For a spacing constraint with edge attributes: true when they are left/right, false for
    /// leading/trailing or top/bottom; nil for baselines (no visual form).
    private var spacingIsLeftRight: Bool? {
        switch (secondAttribute, firstAttribute) {
        case (.trailing, .leading), (.leading, .leading), (.trailing, .trailing), (.leading, .trailing): return false
        case (.bottom, .top), (.top, .top), (.bottom, .bottom), (.top, .bottom): return false
        case (.right, .left), (.left, .left), (.right, .right), (.left, .right): return true
        default: return nil
        }
    }

    private static func visual(_ item: Item) -> String {
        switch item {
        case .view(let name): return "[" + name + "]"
        case .superview: return "|"
        }
    }

    private static func name(of item: Item) -> String {
        switch item {
        case .view(let name): return name
        case .superview: return "superview"
        }
    }
}
