import AutoLayout
import SourceDiagnostics

/// The arrangement of a `stack` statement: a stack view's settings, each with where it was
/// written (nil when not written: UIKit's default applies). The views it arranges are the views
/// declared `in` it, in the order of their lines. Its margins, as any view's, are the
/// declaration's (`ViewDeclaration/layoutMargins`).
///
///     stack form vertical spacing 12 alignment fill
///     stack row in form alignment firstBaseline spacing 8 marginsRelative margins 4 16 4 16
public struct StackDeclaration: Sendable, Hashable {
    /// `horizontal` or `vertical`.
    public var axis: Located<LayoutAxis>?
    /// `distribution NAME`.
    public var distribution: Located<StackView.Distribution>?
    /// `alignment NAME`.
    public var alignment: Located<StackView.Alignment>?
    /// The alignment's name as written (`top` is `leading`), to check that it suits the axis.
    var alignmentName = ""
    /// `spacing N` (or `system`: `StackView.spacingUseSystem`; a metric's value).
    public var spacing: Located<Double>?
    /// The metric `spacing` names, until the metrics are known.
    var spacingMetric: Located<String>?
    /// Where `baselineRelative` was written (`isBaselineRelativeArrangement`).
    public var baselineRelativeRange: SourceRange?
    /// Where `marginsRelative` was written (`isLayoutMarginsRelativeArrangement`).
    public var marginsRelativeRange: SourceRange?

    /// A stack with UIKit's defaults.
    public init() {}

    /// The axis: horizontal unless `vertical` is written, as UIKit's default.
    public var axisValue: LayoutAxis { axis?.value ?? .horizontal }
    /// The distribution: fill unless written.
    public var distributionValue: StackView.Distribution { distribution?.value ?? .fill }
    /// The alignment: fill unless written.
    public var alignmentValue: StackView.Alignment { alignment?.value ?? .fill }
    /// The spacing: 0 unless written.
    public var spacingValue: Double { spacing?.value ?? 0 }
    /// Whether spacing is between baselines (`baselineRelative`).
    public var isBaselineRelativeArrangement: Bool { baselineRelativeRange != nil }
    /// Whether the views are arranged within the margins (`marginsRelative`).
    public var isLayoutMarginsRelativeArrangement: Bool { marginsRelativeRange != nil }

    /// Applies the settings to a stack view (before it arranges any view, so it arranges once).
    func configure(_ stack: StackView) {
        stack.axis = axisValue
        stack.distribution = distributionValue
        stack.alignment = alignmentValue
        stack.spacing = spacingValue
        stack.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        stack.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    }
}
