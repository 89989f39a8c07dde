/// A set of distinct small non-negative integers taken out smallest first — or largest first
/// when made with `largestFirst`. The triangular solves use it to visit only the elimination
/// steps a sparse vector reaches, in the order the factors require.
///
/// Bits in levels: level 0 has a bit per value, and each word of a level has a bit in the
/// level above, set while the word is not zero; the top level is one word. Taking out the
/// first value reads one word per level (a count of leading or trailing zeros each), where a
/// binary heap sifts through its height: a chain's solve walks thousands of steps, one or two
/// queued at a time.
struct IndexHeap {
    /// Every level's words in one array, level 0 first; level `l` starts at `starts[l]`.
    private var bits: [UInt64] = []
    private var starts: [Int] = []
    private var wordsInLevel0 = 0
    private let largestFirst: Bool
    private var count = 0

    init(largestFirst: Bool = false) { self.largestFirst = largestFirst }

    var isEmpty: Bool { count == 0 }

    /// Queues `value` unless it is queued already.
    mutating func push(_ value: Int) {
        if value >> 6 >= wordsInLevel0 { grow(toHold: value) }
        var index = value
        for level in starts.indices {
            let word = starts[level] + index >> 6, bit = UInt64(1) << UInt64(index & 63)
            let before = bits[word]
            if level == 0 {
                if before & bit != 0 { return }
                count += 1
            }
            bits[word] = before | bit
            if before != 0 { return } // the levels above know this word already
            index >>= 6
        }
    }

    /// Removes and returns the first value, or nil when empty.
    mutating func pop() -> Int? {
        guard count > 0 else { return nil }
        var index = 0
        for level in starts.indices.reversed() {
            let word = bits[starts[level] + index]
            index = index << 6 + (largestFirst ? 63 - word.leadingZeroBitCount : word.trailingZeroBitCount)
        }
        count -= 1
        var value = index
        for level in starts.indices {
            let word = starts[level] + value >> 6
            bits[word] &= ~(UInt64(1) << UInt64(value & 63))
            if bits[word] != 0 { break }
            value >>= 6
        }
        return index
    }

    mutating func removeAll() {
        while count > 0 { _ = pop() }
    }

    /// Makes room for values up to `value`, keeping those queued: level 0 gets at least twice
    /// the words it needs, and levels are added above until one word covers them all.
    private mutating func grow(toHold value: Int) {
        var queued: [Int] = []
        while let next = pop() { queued.append(next) }
        wordsInLevel0 = max(2 * ((value >> 6) + 1), 4)
        starts = []
        var words = wordsInLevel0, total = 0
        repeat {
            starts.append(total)
            total += words
            words = (words + 63) >> 6
        } while total - starts[starts.count - 1] > 1
        bits = [UInt64](repeating: 0, count: total)
        for next in queued { push(next) }
    }
}

/// The two heaps a triangular solve walks with, kept between solves: a heap's bits grow to the
/// largest index it has held, so a fresh one per solve would cost the size of the factors.
struct SolveHeaps {
    var increasing = IndexHeap()
    var decreasing = IndexHeap(largestFirst: true)
}
