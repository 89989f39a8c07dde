/// Diagnostics in the order they are reported: by location, whole-file ones first, and in the
/// order they were found for equal locations (see ``Diagnostic/sorted(_:)``). The order is
/// made once, when the list is: merging two lists, keeping some of one, promoting warnings
/// keep it without sorting again, and the renderer and the error limit take it as it is.
///
///     let parsed = DiagnosticList(sorting: found)
///     let all = parsed.merged(with: DiagnosticList(sorting: layoutProblems))
///     DiagnosticRenderer(path: path, source: source).render(all, limit: .default)
public struct DiagnosticList: Sendable, Hashable, RandomAccessCollection {
    /// The diagnostics, in report order.
    public let elements: [Diagnostic]

    /// The diagnostics sorted into report order.
    ///
    /// - Complexity: O(n log n).
    public init(sorting diagnostics: [Diagnostic]) {
        elements = Diagnostic.sorted(diagnostics)
    }

    /// Diagnostics already in report order (a ``DiagnosticCollector``'s).
    package init(inReportOrder diagnostics: [Diagnostic]) {
        elements = diagnostics
    }

    /// No diagnostics.
    public static let empty = DiagnosticList(inReportOrder: [])

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Diagnostic { elements[position] }

    /// This list and `later` in one, in report order; for equal locations this list's come
    /// first, as if `later` had been found after it.
    ///
    /// - Complexity: O(n + m): the lists are merged, not sorted again.
    public func merged(with later: DiagnosticList) -> DiagnosticList {
        var result: [Diagnostic] = []
        result.reserveCapacity(count + later.count)
        var mine = elements[...], theirs = later.elements[...]
        while let next = theirs.first {
            if let first = mine.first, !Self.precedes(next, first) {
                result.append(mine.removeFirst())
            } else {
                result.append(theirs.removeFirst())
            }
        }
        return DiagnosticList(inReportOrder: result + mine)
    }

    /// The diagnostics that satisfy `isIncluded`, in the same order.
    public func filter(_ isIncluded: (Diagnostic) -> Bool) -> DiagnosticList {
        DiagnosticList(inReportOrder: elements.filter(isIncluded))
    }

    /// Each diagnostic changed by `transform`, which keeps its location (a severity or a
    /// message may change), in the same order.
    public func mapKeepingLocations(_ transform: (Diagnostic) -> Diagnostic) -> DiagnosticList {
        DiagnosticList(inReportOrder: elements.map(transform))
    }

    /// True when `lhs` is reported strictly before `rhs`: a whole-file diagnostic first, then
    /// by location.
    static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let l?, let r?): return l < r
        }
    }
}
