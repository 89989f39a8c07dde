/// The names a visual format may use, as Apple's `metrics` and `views` dictionaries give them,
/// but as lookups: a caller with tables of its own (a views dictionary, a layout file's
/// declarations) answers from them as the parser meets each name, so a parse reads the format
/// once and costs nothing per name it does not mention.
///
///     let names = VisualFormatNames(metrics: ["pad": 16], isView: { $0 == "a" })
///     try VisualFormatLanguage.constraints(withVisualFormat: "H:|-pad-[a]", names: names)
public struct VisualFormatNames {
    /// Named constants; a name is looked up here before the views.
    public var metrics: [String: Double]
    /// Whether a name is a view the format may use.
    public var isView: (String) -> Bool
    /// Whether a view has a superview: `|` next to one without fails with Apple's
    /// `Unable to interpret '|' character…`, at the point Apple reports it.
    public var hasSuperview: (String) -> Bool

    /// Creates the names; by default every view has a superview.
    public init(
        metrics: [String: Double] = [:], isView: @escaping (String) -> Bool,
        hasSuperview: @escaping (String) -> Bool = { _ in true }
    ) {
        self.metrics = metrics
        self.isView = isView
        self.hasSuperview = hasSuperview
    }

    /// The names of sets: `views`, of which `viewsWithoutSuperview` have no superview.
    public init(metrics: [String: Double] = [:], views: Set<String>, viewsWithoutSuperview: Set<String> = []) {
        self.init(metrics: metrics, isView: views.contains, hasSuperview: { !viewsWithoutSuperview.contains($0) })
    }
}
