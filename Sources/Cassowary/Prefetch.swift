import CassowaryPrefetch

/// Requests to bring memory into the cache ahead of its use (hints: they change no value, and
/// an index outside the array is skipped).
enum Prefetch {
    /// The bytes of a cache line on the processors Swift runs on.
    static let lineSize = 64

    /// Asks for the lines holding `array[range]`.
    @inline(__always)
    static func span<T>(_ array: [T], _ range: ClosedRange<Int>) {
        guard range.lowerBound >= 0, range.upperBound < array.count else { return }
        array.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            lines(base, range)
        }
    }

    /// Asks for the lines holding `base[range]`.
    @inline(__always)
    static func lines<T>(_ base: UnsafePointer<T>, _ range: ClosedRange<Int>) {
        let step = Swift.max(1, lineSize / MemoryLayout<T>.stride)
        var index = range.lowerBound
        while index <= range.upperBound {
            cassowary_prefetch(base + index)
            index += step
        }
        // The last line, when the steps jumped over its start.
        cassowary_prefetch(base + range.upperBound)
    }
}
