import SourceDiagnostics

/// A value together with the source range it was read from.
///
///     Located("_topButton", at: SourceRange(line: 5, columns: 8..<18))
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var range: SourceRange

    /// Creates a located value.
    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
