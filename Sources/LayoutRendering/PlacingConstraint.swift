/// A constraint that places a view, as the HTML page lists it when the view is selected: its
/// text and where it was written.
///
///     PlacingConstraint(text: "_bottomButton.left == _topButton.right", line: 13, column: 1)
public struct PlacingConstraint: Sendable, Hashable {
    /// The constraint as it reads: `_bottomButton.left == _topButton.right`.
    public var text: String
    /// The 1-based line it was written on, or 0 when it was not written in a file.
    public var line: Int
    /// The 1-based column, or 0.
    public var column: Int

    /// Creates an entry.
    public init(text: String, line: Int = 0, column: Int = 0) {
        self.text = text
        self.line = line
        self.column = column
    }
}
