import AutoLayout

/// Options for a visual format string, with the names and bit values of Swift's
/// `NSLayoutConstraint.FormatOptions`.
///
/// An alignment option (`alignAllTop`, …) relates every adjacent pair of views in the format
/// with one extra constraint (`a.top == b.top`). It must be on the other axis than the format:
/// `alignAllTop` with `H:`, `alignAllLeading` with `V:`. A direction option chooses the
/// attributes of horizontal spacing constraints, and `spacingBaselineToBaseline` makes vertical
/// spacing run from the upper view's last baseline to the lower view's first baseline.
///
///     let options: FormatOptions = [.alignAllCenterY, .directionLeftToRight]
///     FormatOptions(named: "alignAllTop")   // .alignAllTop
public struct FormatOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of adjacent views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges of adjacent views.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges of adjacent views.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges of adjacent views.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges of adjacent views.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges of adjacent views.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centers of adjacent views.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centers of adjacent views.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines of adjacent views.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the first baselines of adjacent views.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Every alignment bit.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Horizontal spacing runs from trailing to leading (the default; no bit set).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal spacing uses left and right, in the order of the format.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal spacing uses left and right, the format read from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Spacing runs between the edges of views (the default; no bit set).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing runs from the last baseline of the upper view to the first baseline of the
    /// lower one. Not valid in a horizontal format.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// Every option by its Swift name, in bit order. The zero-valued defaults
    /// (`directionLeadingToTrailing`, `spacingEdgeToEdge`) are listed too; masks are not.
    public static let named: [(name: String, option: FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline), ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("directionLeftToRight", .directionLeftToRight), ("directionRightToLeft", .directionRightToLeft),
        ("spacingEdgeToEdge", .spacingEdgeToEdge), ("spacingBaselineToBaseline", .spacingBaselineToBaseline)
    ]

    /// The option with a Swift name (`"alignAllCenterY"`), if any. Case-sensitive.
    public init?(named name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.option
    }
}

extension FormatOptions: CustomStringConvertible {
    /// The names of the set non-default options, `[.alignAllTop, .directionLeftToRight]`, with
    /// any unnamed bits as a hexadecimal number.
    public var description: String {
        var names: [String] = []
        var rest = rawValue
        for (name, option) in Self.named where option.rawValue != 0 && contains(option) {
            // Both direction bits together (3 << 16) are not a named option; keep them raw.
            if option == .directionLeftToRight || option == .directionRightToLeft,
                intersection(.directionMask) != option
            {
                continue
            }
            names.append("." + name)
            rest &= ~option.rawValue
        }
        if rest != 0 { names.append("0x" + String(rest, radix: 16)) }
        return "[" + names.joined(separator: ", ") + "]"
    }
}

// MARK: - What the parser reads from the options

extension FormatOptions {
    /// The attributes to align adjacent views on, in Apple's order (attribute raw value 1...12).
    ///
    /// Bit `i` of the options is `NSLayoutAttribute` raw value `i`; bits 7 and 8 (width and height)
    /// have no option name but are honoured as Apple does.
    var alignmentAttributes: [LayoutAttribute] {
        Self.attributeByBit.compactMap { bit, attribute in
            rawValue & (1 << UInt(bit)) != 0 ? attribute : nil
        }
    }

    /// `NSLayoutAttribute` raw values 1...12 and their attributes.
    private static let attributeByBit: [(Int, LayoutAttribute)] = [
        (1, .left), (2, .right), (3, .top), (4, .bottom), (5, .leading), (6, .trailing),
        (7, .width), (8, .height), (9, .centerX), (10, .centerY), (11, .lastBaseline), (12, .firstBaseline)
    ]

    /// True when horizontal spacing uses left/right rather than leading/trailing (any direction bit).
    var usesLeftAndRight: Bool { rawValue & Self.directionMask.rawValue != 0 }

    /// True when a horizontal format is read from right to left (exactly `directionRightToLeft`).
    var readsRightToLeft: Bool { rawValue & Self.directionMask.rawValue == Self.directionRightToLeft.rawValue }

    /// True when vertical spacing runs between baselines.
    var spacesBaselines: Bool { contains(.spacingBaselineToBaseline) }
}
