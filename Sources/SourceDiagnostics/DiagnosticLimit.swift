/// How many errors a run reports before it stops, as clang's `-ferror-limit`: the first
/// ``count`` errors by location, then one line saying that it stopped.
///
///     DiagnosticLimit.default.count          // 20
///     DiagnosticLimit(errors: 0).isUnlimited // true
///
/// Keeping only what can be reported keeps a file full of mistakes from costing more memory
/// than a small multiple of its size: a parser stops looking past the last error it can
/// still show. Warnings and notes are not counted, but nothing located after the last error
/// shown is kept.
public struct DiagnosticLimit: Sendable, Hashable {
    /// The number of errors reported; 0 for no limit.
    public var count: Int

    /// A limit of `errors` errors; 0 (or less) means no limit.
    public init(errors: Int) {
        count = max(errors, 0)
    }

    /// 20 errors, as clang.
    public static let `default` = DiagnosticLimit(errors: 20)
    /// No limit: every error is kept and reported.
    public static let unlimited = DiagnosticLimit(errors: 0)

    /// True when every error is kept.
    public var isUnlimited: Bool { count == 0 }

    /// The line that ends a report cut at the limit, as clang's: `too many errors emitted,
    /// stopping now`.
    public static let stoppedMessage = "too many errors emitted, stopping now"

    /// What the `layout` command adds to ``stoppedMessage``: how to see every error.
    public static let commandLineHint = " (--max-errors 0 prints every error)"

    /// The first diagnostics of `diagnostics` (sorted by location, see
    /// ``Diagnostic/sorted(_:)``) up to and including the last error within the limit, and
    /// whether any were left out: anything after that error is.
    public func applied(to diagnostics: [Diagnostic]) -> (shown: [Diagnostic], stopped: Bool) {
        let (shown, stopped) = applied(to: DiagnosticList(sorting: diagnostics))
        return (shown.elements, stopped)
    }

    /// The first diagnostics of the list, in its order, up to and including the last error
    /// within the limit, and whether any were left out: anything after that error is.
    public func applied(to diagnostics: DiagnosticList) -> (shown: DiagnosticList, stopped: Bool) {
        guard !isUnlimited else { return (diagnostics, false) }
        var errors = 0
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.isError {
            errors += 1
            if errors == count {
                let stopped = diagnostics[(index + 1)...].contains(where: \.isError)
                return (stopped ? DiagnosticList(inReportOrder: Array(diagnostics[...index])) : diagnostics, stopped)
            }
        }
        return (diagnostics, false)
    }
}

/// Diagnostics collected under a ``DiagnosticLimit``: the first `limit` errors by location
/// are kept, whatever order they are found in, and once more than that have been found,
/// nothing located after the last of them is kept (``cutoff``), so a parser can stop
/// looking there.
///
/// Errors are ordered by location (a whole-file diagnostic first), then by the order they
/// were added, as ``Diagnostic/sorted(_:)`` orders them, so the kept ones are exactly what an
/// unlimited run would print first.
package struct DiagnosticCollector {
    let limit: DiagnosticLimit
    /// What was kept, with its key, in the order added (some may lie after the cutoff).
    private var kept: [(key: Key, diagnostic: Diagnostic)] = []
    /// The keys of the kept errors, largest on top, while there is a limit.
    private var errorKeys = MaxHeap<Key>()
    /// How many diagnostics were added, kept or not.
    package private(set) var added = 0
    /// True once an error was found.
    package private(set) var hasErrors = false
    /// Once more errors than the limit were found: the key of the last one kept. Nothing
    /// after it is reported.
    private var cutoffKey: Key?

    package init(limit: DiagnosticLimit) {
        self.limit = limit
    }

    /// Where a diagnostic sorts: its location (nil first), then the order it was added in.
    struct Key: Comparable {
        var location: SourceLocation?
        var sequence: Int

        static func < (lhs: Key, rhs: Key) -> Bool {
            switch (lhs.location, rhs.location) {
            case (nil, nil): return lhs.sequence < rhs.sequence
            case (nil, _): return true
            case (_, nil): return false
            case (let l?, let r?): return l == r ? lhs.sequence < rhs.sequence : l < r
            }
        }
    }

    /// True when more errors were found than the limit lets through.
    package var reachedLimit: Bool { cutoffKey != nil }

    /// Once the limit is reached, the line of the last error reported (0 for an error about
    /// the whole file): nothing on a later line can be reported, so there is no need to look
    /// there.
    package var cutoffLine: Int? { cutoffKey.map { $0.location?.line ?? 0 } }

    /// Adds a diagnostic; it is dropped if it lies after the cutoff.
    package mutating func append(_ diagnostic: Diagnostic) {
        let key = Key(location: diagnostic.location, sequence: added)
        added += 1
        if diagnostic.isError { hasErrors = true }
        if let cutoffKey, cutoffKey < key { return }
        guard diagnostic.isError, !limit.isUnlimited else {
            kept.append((key, diagnostic))
            return
        }
        if errorKeys.count < limit.count {
            errorKeys.insert(key)
            kept.append((key, diagnostic))
            return
        }
        // One error too many: the largest of the kept ones and this one is not reported.
        if let largest = errorKeys.max, key < largest {
            errorKeys.replaceMax(with: key)
            kept.append((key, diagnostic))
        }
        cutoffKey = errorKeys.max
    }

    /// The diagnostics to report, sorted by location (as ``Diagnostic/sorted(_:)`` sorts them).
    package var diagnostics: DiagnosticList {
        DiagnosticList(
            inReportOrder: kept.filter { entry in cutoffKey.map { !($0 < entry.key) } ?? true }
                .sorted { $0.key < $1.key }
                .map(\.diagnostic))
    }
}

/// A binary heap whose top is its largest element.
struct MaxHeap<Element: Comparable> {
    private var elements: [Element] = []

    var count: Int { elements.count }
    var max: Element? { elements.first }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[parent] < elements[child] else { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Replaces the largest element with `element` and restores the order.
    mutating func replaceMax(with element: Element) {
        guard !elements.isEmpty else { return insert(element) }
        elements[0] = element
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < elements.count, elements[largest] < elements[left] { largest = left }
            if right < elements.count, elements[largest] < elements[right] { largest = right }
            if largest == parent { return }
            elements.swapAt(parent, largest)
            parent = largest
        }
    }
}
