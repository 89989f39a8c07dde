// Reading ahead during the block-by-block re-solve of a large layout.
//
// A re-solve of a grid of views goes through S one block (one row of views) at a time, and each
// block's data (its rows of the dense inverse, reduced rows, values, reduced costs, columns) is
// a few hundred cache lines spread over some twenty arrays. Past a few thousand views the whole
// no longer stays in the cache from one re-solve to the next, and each block's lines come from
// memory one miss at a time, as the solve and the pivots reach them: the time per row of views
// doubled between 2,000 and 5,000 views, with the same instructions. The processor's own
// prefetchers do not follow twenty streams read out of order.
//
// The ids of one block's rows, slots and symbols lie close together (a layout adds a view's
// constraints together, and their rows and symbols get ids in that order), so a block's data
// is a few short spans of each array. While the solver works on one block, it asks for the
// spans of the next ones, in three steps so that no step waits on memory: three blocks ahead,
// the block's part of the dense inverse and the arrays indexed by its rows and slots (known
// from the block's bounds); two ahead, those indexed by its symbols (read from the basic
// symbols the first step brought) and its reduced rows and cached tableau rows (from where
// the first step brought them); one ahead, the entries of its columns (read from the column
// ends the second step brought). Spans that are not short (ids scattered by removals and
// additions) are skipped. The hints change no value: results are the same, bit for bit, with
// or without them.
//
// Measured on a grid of 5,000 views (10,000): a rotation took 5.9 ms (12.5 ms) without, about
// 3.8 ms (8.2 ms) with, for some 7% more instructions; below ``readAheadPartCount`` blocks
// nothing changes.

extension SolverCore {
    /// Fewer parts than this, and a re-solve's data stays in the cache from one re-solve to
    /// the next (about 100 KB per row of views of a grid: 64 rows of views are 6 MB): reading
    /// ahead would cost instructions (some 7% of a grid's re-solve) and save nothing.
    static let readAheadPartCount = 64

    /// Before the re-solve works on part `part` of `parts` (keyed by block + 1): asks for the
    /// data of the parts after it.
    mutating func readAhead(_ parts: GroupedChanges, before part: Int) {
        readAheadCount &+= 1
        if part + 1 < parts.partCount { readAheadColumns(block: Int(parts.partKeys[part + 1]) - 1) }
        if part + 2 < parts.partCount { readAheadSymbols(block: Int(parts.partKeys[part + 2]) - 1) }
        if part + 3 < parts.partCount { readAheadIndexed(block: Int(parts.partKeys[part + 3]) - 1) }
    }

    /// The block's row and slot ids, when they are close enough together to read ahead.
    private mutating func readAheadBounds(_ block: Int) -> (rows: ClosedRange<Int>, slots: ClosedRange<Int>)? {
        guard block >= 0, let bounds = factor.denseBlockBounds(block),
              bounds.rows.count <= 4 * bounds.slots.count + 16, bounds.slots.upperBound < head.count,
              bounds.rows.upperBound < rhs.count else { return nil }
        return bounds
    }

    /// The block's basic symbols' ids, when they are close enough together (`slots` must be
    /// within ``head``).
    private func basicSymbolBounds(slots: ClosedRange<Int>) -> ClosedRange<Int>? {
        var lowest = Int32.max, highest: Int32 = -1
        head.withUnsafeBufferPointer { head in
            for slot in slots where head[slot] >= 0 {
                lowest = Swift.min(lowest, head[slot])
                highest = Swift.max(highest, head[slot])
            }
        }
        guard highest >= lowest, Int(highest - lowest) < 8 * slots.count + 16, Int(highest) < kinds.count else { return nil }
        return Int(lowest)...Int(highest)
    }

    /// Three parts ahead: the block's part of the dense inverse, and what its rows and slots
    /// index.
    private mutating func readAheadIndexed(block: Int) {
        guard let (rows, slots) = readAheadBounds(block) else { return }
        factor.prefetchDenseBlock(block)
        Prefetch.span(head, slots)
        Prefetch.span(x, slots)
        column.prefetch(slots)
        Prefetch.span(role, rows)
        Prefetch.span(rhs, rows)
        Prefetch.span(reducedRHS, rows)
        reducedRows.prefetchRanges(rows)
        multipliers.prefetch(rows)
        definingChange.prefetch(rows)
        rowCache.prefetchRanges(slots)
        factor.prefetchDenseIndices(rows: rows, slots: slots)
    }

    /// Two parts ahead: what the block's symbols index, its reduced rows and its cached tableau
    /// rows. Keeps the block's symbols' bounds for the next step.
    private mutating func readAheadSymbols(block: Int) {
        readAheadSymbolBounds = nil
        guard let (rows, slots) = readAheadBounds(block) else { return }
        reducedRows.prefetchEntries(rows, limit: 16 * rows.count)
        rowCache.prefetchEntries(slots, limit: 64 * slots.count)
        guard let symbols = basicSymbolBounds(slots: slots) else { return }
        readAheadSymbolBounds = (block, symbols)
        Prefetch.span(kinds, symbols)
        Prefetch.span(slotOf, symbols)
        Prefetch.span(owners, symbols)
        if levelStride > 0 {
            Prefetch.span(reduced, (symbols.lowerBound * levelStride)...(symbols.upperBound * levelStride + levelStride - 1))
        }
        columns.prefetchEnds(symbols)
        aColumns.prefetchEnds(symbols)
        tableauRow.prefetch(symbols)
        infeasibleRows.prefetch(symbols)
    }

    /// One part ahead: the entries of the columns of the block's symbols, from those of the
    /// lowest symbol's column to those of the highest's (columns written in order).
    private mutating func readAheadColumns(block: Int) {
        guard let (block: known, symbols) = readAheadSymbolBounds, known == block else { return }
        let limit = 64 * symbols.count
        var reducedSpan = (lowest: Int.max, highest: -1), originalSpan = (lowest: Int.max, highest: -1)
        let lowest = SymbolID(symbols.lowerBound), highest = SymbolID(symbols.upperBound)
        columns.widen(&reducedSpan, toEntriesOf: lowest)
        columns.widen(&reducedSpan, toEntriesOf: highest)
        aColumns.widen(&originalSpan, toEntriesOf: lowest)
        aColumns.widen(&originalSpan, toEntriesOf: highest)
        columns.prefetchEntries(reducedSpan, limit: limit)
        aColumns.prefetchEntries(originalSpan, limit: limit)
    }
}
