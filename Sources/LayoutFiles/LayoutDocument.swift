import AutoLayout
import SourceDiagnostics

/// A parsed `.vfl` layout file: one screen's canvas, settings, views and constraints, each
/// with where it was written.
///
/// Only the parser makes one, from a file without errors: names, numbers and attribute pairs
/// are checked, VFL strings are parsed into constraints (see ``VisualFormatLine``), and every
/// constraint was made on stand-in views, so a document always builds. Nothing is solved.
/// Views are in declaration order, so every parent comes before its children.
public struct LayoutDocument: Sendable, Hashable {
    /// The name of the root view in equations and `in` clauses.
    public static let rootName = "root"
    /// The device whose size a file without `canvas` is drawn at (unless the command is given
    /// another): `iphone-se`, 320x568.
    public static let defaultDevice = DevicePreset.iphoneSE
    /// Standard spacing between siblings when there is no `spacing` statement.
    public static let defaultSiblingSpacing: Double = 8
    /// Standard spacing to the superview's edge when `spacing` does not give one.
    public static let defaultSuperviewSpacing: Double = 20

    /// The path the file was read from, as given.
    public let path: String
    /// The `canvas` statement, if any.
    public let canvas: CanvasDeclaration?
    /// The `spacing` statement, if any.
    public let spacing: SpacingDeclaration?
    /// The `direction` statement's direction, if any.
    public let direction: Located<LayoutDirection>?
    /// The `orientation` statement's choice, if any: which orientations the commands and
    /// snapshot assertions lay out (``orientations``).
    public let orientation: Located<OrientationChoice>?
    /// The `allow` statement: the problems of the solved layout it expects, at the
    /// statement's range (``allowedIssues``).
    public let allowed: Located<Set<LayoutIssueKind>>?
    /// The `safearea` statement, if any: the root's safe-area insets, over the device's.
    public let safeArea: SafeAreaDeclaration?
    /// The `sizeclass` statement, if any: the horizontal size class, over the device's.
    public let sizeClass: SizeClassDeclaration?
    /// Every `guide`, in declaration order.
    public let guides: [GuideDeclaration]
    /// Every metric, in the order defined.
    public let metrics: [MetricDefinition]
    /// Every view, in declaration order (parents before children).
    public let views: [ViewDeclaration]
    /// The VFL lines and equations, in file order.
    public let statements: [LayoutStatement]
    /// The `text` statement: how text is measured, and at which content size category.
    public let text: TextSetting?

    /// Creates a document; only the parser does, once the file has no error (so building it
    /// cannot fail).
    init(
        path: String, canvas: CanvasDeclaration? = nil, spacing: SpacingDeclaration? = nil,
        direction: Located<LayoutDirection>? = nil, orientation: Located<OrientationChoice>? = nil,
        allowed: Located<Set<LayoutIssueKind>>? = nil, safeArea: SafeAreaDeclaration? = nil,
        sizeClass: SizeClassDeclaration? = nil,
        metrics: [MetricDefinition] = [], views: [ViewDeclaration] = [], guides: [GuideDeclaration] = [],
        statements: [LayoutStatement] = [], text: TextSetting? = nil
    ) {
        self.text = text
        self.path = path
        self.canvas = canvas
        self.spacing = spacing
        self.direction = direction
        self.orientation = orientation
        self.allowed = allowed
        self.safeArea = safeArea
        self.sizeClass = sizeClass
        self.metrics = metrics
        self.views = views
        self.guides = guides
        self.statements = statements
    }

    /// The standard spacing between sibling views: from `spacing`, else 8.
    public var siblingSpacing: Double { spacing?.sibling.value ?? Self.defaultSiblingSpacing }
    /// The standard spacing to a superview's edge: from `spacing`, else 20.
    public var superviewSpacing: Double { spacing?.superview?.value ?? Self.defaultSuperviewSpacing }
    /// True when `spacing ... margins` relates `|-` to the superview's layout margins (the
    /// iOS 8 rule); false for the fixed space of iOS 7 (the default).
    public var spacesToLayoutMargins: Bool { spacing?.layoutMargins != nil }
    /// The layout direction: from `direction`, else left to right.
    public var layoutDirection: LayoutDirection { direction?.value ?? .leftToRight }
    /// The orientations to lay out: from `orientation`, else both.
    public var orientations: OrientationChoice { orientation?.value ?? .both }
    /// The problems of the solved layout the file allows: from `allow`, else none.
    public var allowedIssues: Set<LayoutIssueKind> { allowed?.value ?? [] }
    /// The metrics by name (the first definition of a name wins).
    public var metricValues: [String: Double] { Self.values(of: metrics) }

    /// Metric definitions by name, the first definition of a name winning.
    static func values(of metrics: [MetricDefinition]) -> [String: Double] {
        Dictionary(metrics.map { ($0.name.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The metrics a VFL string in the file sees: the file's `metrics`, and UIKit's priority
    /// names as predefined metrics (`required` 1000, `defaultHigh` 750, ... `fittingSizeLevel`
    /// 50), so `H:[a(==100@defaultHigh)]` reads as `@defaultHigh` does in an equation. A
    /// file's own metric of the same name wins, and a name that is also a view's (`isView`)
    /// is left out (in a predicate, it means the view). This is the file format's extension:
    /// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` keeps Apple's
    /// behaviour, where such a name must be in the metrics.
    static func visualFormatMetrics(_ metrics: [String: Double], isView: (String) -> Bool) -> [String: Double] {
        var result = metrics
        for (name, priority) in LayoutPriority.named where result[name] == nil && !isView(name) {
            result[name] = Double(priority.rawValue)
        }
        return result
    }

    /// The VFL lines, in file order.
    public var visualFormatLines: [VisualFormatLine] {
        statements.compactMap { if case .visualFormat(let line) = $0 { return line } else { return nil } }
    }
    /// The equations, in file order.
    public var equations: [LayoutEquation] {
        statements.compactMap { if case .equation(let equation) = $0 { return equation } else { return nil } }
    }

    /// The screen at `size` (see ``screen(at:device:)``) on the canvas's device.
    public func screen(at size: LayoutSize) -> ScreenTraits {
        screen(at: size, device: canvas?.device)
    }

    /// The screen at `size` on `device`: each trait from the file's statement for the
    /// orientation of `size` (`safearea`, `sizeclass`), else the device's when `size` is its
    /// portrait or landscape size, else a plain canvas's (no insets, a compact width).
    public func screen(at size: LayoutSize, device: DevicePreset?) -> ScreenTraits {
        let deviceScreen = device?.screen(at: size) ?? ScreenTraits()
        return ScreenTraits(
            safeAreaInsets: safeArea?.insets(at: size) ?? deviceScreen.safeAreaInsets,
            horizontalSizeClass: sizeClass?.sizeClass(at: size) ?? deviceScreen.horizontalSizeClass)
    }

    /// The root view's safe-area insets at `size` (see ``screen(at:)``).
    public func safeAreaInsets(at size: LayoutSize) -> LayoutEdgeInsets { screen(at: size).safeAreaInsets }

    /// The guide with this name, if declared.
    public func guide(named name: String) -> GuideDeclaration? {
        guides.first { $0.name.value == name }
    }

    /// The view with this name, if declared.
    ///
    /// - Complexity: O(n) in the number of views; build a dictionary for many lookups.
    public func view(named name: String) -> ViewDeclaration? {
        views.first { $0.name.value == name }
    }
}

/// A constraint statement: a VFL line or an equation.
public enum LayoutStatement: Sendable, Hashable {
    /// A line of Apple's Visual Format Language.
    case visualFormat(VisualFormatLine)
    /// An equation between attributes. Boxed: an equation is five times the size of a VFL
    /// line, and a large file's statements are mostly VFL lines.
    indirect case equation(LayoutEquation)

    /// Where the statement was written.
    public var range: SourceRange {
        switch self {
        case .visualFormat(let line): return line.range
        case .equation(let equation): return equation.range
        }
    }
}

/// The `canvas` statement: the root view's size.
///
///     canvas 320x568
///     canvas iphone-se landscape
public struct CanvasDeclaration: Sendable, Hashable {
    /// The width in points, after `landscape` is applied.
    public var width: Double
    /// The height in points, after `landscape` is applied.
    public var height: Double
    /// The preset, when the canvas was given by device name.
    public var device: DevicePreset?
    /// True when `landscape` swapped a preset's width and height.
    public var isLandscape: Bool
    /// Where the size or the device name was written.
    public var valueRange: SourceRange
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a canvas.
    public init(
        width: Double, height: Double, device: DevicePreset? = nil, isLandscape: Bool = false,
        valueRange: SourceRange, range: SourceRange
    ) {
        self.width = width
        self.height = height
        self.device = device
        self.isLandscape = isLandscape
        self.valueRange = valueRange
        self.range = range
    }
}

/// The `spacing` statement: the standard spacings the VFL `-` stands for.
///
///     spacing 8 20
public struct SpacingDeclaration: Sendable, Hashable {
    /// Between siblings.
    public var sibling: Located<Double>
    /// To the superview's edge, when given as a number.
    public var superview: Located<Double>?
    /// Where `margins` was written in place of that number: a standard space to the superview
    /// is then its layout margins (`|-[a]` makes `a.leading == superview.leadingMargin`, as
    /// on iOS 8 and later).
    public var layoutMargins: SourceRange?
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a spacing statement.
    public init(
        sibling: Located<Double>, superview: Located<Double>? = nil, layoutMargins: SourceRange? = nil,
        range: SourceRange
    ) {
        self.sibling = sibling
        self.superview = superview
        self.layoutMargins = layoutMargins
        self.range = range
    }
}

/// The `safearea` statement: the root view's safe-area insets, top, left, bottom, right, as
/// `UIEdgeInsets`, for a canvas with no device or over a device's own.
///
///     safearea 44 0 34 0                                   # in every orientation
///     safearea portrait 44 0 34 0 landscape 0 44 21 44     # per orientation
public struct SafeAreaDeclaration: Sendable, Hashable {
    /// The insets in portrait (the width at most the height), if given.
    public var portrait: LayoutEdgeInsets?
    /// The insets in landscape, if given.
    public var landscape: LayoutEdgeInsets?
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a safe-area statement.
    public init(portrait: LayoutEdgeInsets?, landscape: LayoutEdgeInsets?, range: SourceRange) {
        self.portrait = portrait
        self.landscape = landscape
        self.range = range
    }

    /// The insets given for the orientation of `size`, if any.
    public func insets(at size: LayoutSize) -> LayoutEdgeInsets? {
        size.width <= size.height ? portrait : landscape
    }
}

/// The `sizeclass` statement: the horizontal size class (`UIUserInterfaceSizeClass`), which
/// sets the root view's system minimum margins, for a canvas with no device or over a
/// device's own.
///
///     sizeclass regular                                # in every orientation
///     sizeclass portrait compact landscape regular     # per orientation
public struct SizeClassDeclaration: Sendable, Hashable {
    /// The size class in portrait, if given.
    public var portrait: LayoutSizeClass?
    /// The size class in landscape, if given.
    public var landscape: LayoutSizeClass?
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a size-class statement.
    public init(portrait: LayoutSizeClass?, landscape: LayoutSizeClass?, range: SourceRange) {
        self.portrait = portrait
        self.landscape = landscape
        self.range = range
    }

    /// The size class given for the orientation of `size`, if any.
    public func sizeClass(at size: LayoutSize) -> LayoutSizeClass? {
        size.width <= size.height ? portrait : landscape
    }
}

/// A `guide` statement: a layout guide (`UILayoutGuide`) owned by a view.
///
///     guide gap in card
///     guide content                # owned by the root view
public struct GuideDeclaration: Sendable, Hashable {
    /// The guide's name: a C identifier, unique among the file's views, guides and metrics.
    public var name: Located<String>
    /// The owning view from `in VIEW`, or nil for the root view.
    public var owner: Located<String>?
    /// The whole statement, without a trailing comment.
    public var range: SourceRange

    /// Creates a guide declaration.
    public init(name: Located<String>, owner: Located<String>? = nil, range: SourceRange) {
        self.name = name
        self.owner = owner
        self.range = range
    }

    /// The name of the owning view: the owner's name, or `root`.
    public var ownerName: String { owner?.value ?? LayoutDocument.rootName }
}

/// One `name=value` of a `metrics` statement.
public struct MetricDefinition: Sendable, Hashable {
    /// The metric's name: a C identifier.
    public var name: Located<String>
    /// Its value in points.
    public var value: Located<Double>

    /// Creates a metric.
    public init(name: Located<String>, value: Located<Double>) {
        self.name = name
        self.value = value
    }
}
