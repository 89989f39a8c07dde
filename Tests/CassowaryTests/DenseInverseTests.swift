@testable import Cassowary
import Testing

/// The dense inverse of a block-diagonal basis: its solves against a plain Gaussian
/// elimination of the same matrix, before and after borders and pivots that join blocks, and
/// its undo.
@Suite struct DenseInverseTests {
    /// `B` by row id and slot id, solved by Gaussian elimination with partial pivoting.
    struct Matrix {
        var rows: [Int32]
        var slots: [Int32]
        var entries: [Int32: [Int32: Double]] = [:]

        subscript(row: Int32, slot: Int32) -> Double {
            get { entries[row]?[slot] ?? 0 }
            set { entries[row, default: [:]][slot] = newValue }
        }

        /// Solves `M z = b` for the dense `M` given by `entry(i, j)`.
        static func eliminate(_ n: Int, _ entry: (Int, Int) -> Double, _ b: [Double]) -> [Double] {
            var m = (0..<n).map { i in (0..<n).map { j in entry(i, j) } + [b[i]] }
            for column in 0..<n {
                let pivot = (column..<n).max { abs(m[$0][column]) < abs(m[$1][column]) } ?? column
                m.swapAt(column, pivot)
                for i in 0..<n where i != column && m[i][column] != 0 {
                    let factor = m[i][column] / m[column][column]
                    for j in column...n { m[i][j] -= factor * m[column][j] }
                }
            }
            return (0..<n).map { m[$0][n] / m[$0][$0] }
        }

        /// `x` (by slot) with `B x = a` (`a` by row).
        func solve(_ a: [Int32: Double]) -> [Int32: Double] {
            let x = Self.eliminate(rows.count, { self[rows[$0], slots[$1]] }, rows.map { a[$0] ?? 0 })
            return Dictionary(uniqueKeysWithValues: zip(slots, x))
        }

        /// `y` (by row) with `Bᵀ y = c` (`c` by slot).
        func solveTransposed(_ c: [Int32: Double]) -> [Int32: Double] {
            let y = Self.eliminate(slots.count, { self[rows[$1], slots[$0]] }, slots.map { c[$0] ?? 0 })
            return Dictionary(uniqueKeysWithValues: zip(rows, y))
        }

        /// The columns of `B⁻¹`, one per row, as the inverse is made from them.
        var inverseColumns: [(row: Int32, slots: [Int32], values: [Double])] {
            rows.sorted().map { row in
                let x = solve([row: 1])
                let slots = self.slots.sorted().filter { (x[$0] ?? 0) != 0 }
                return (row, slots, slots.map { x[$0] ?? 0 })
            }
        }
    }

    static func vector(_ entries: [Int32: Double]) -> ScatterVector {
        let vector = ScatterVector()
        vector.reserve(128)
        for key in entries.keys.sorted() { vector.set(key, entries[key] ?? 0) }
        return vector
    }

    static func dictionary(_ vector: ScatterVector) -> [Int32: Double] {
        var result: [Int32: Double] = [:]
        for id in vector.positions where vector[id] != 0 { result[id] = vector[id] }
        return result
    }

    /// Every FTRAN of a unit row and BTRAN of a unit slot agrees with the elimination.
    static func expectSolves(_ inverse: inout DenseInverse, _ matrix: Matrix, _ context: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        var result = ScatterVector()
        result.reserve(128)
        for row in matrix.rows {
            result.clear()
            inverse.solve(vector([row: 1]), into: &result)
            let expected = matrix.solve([row: 1]), got = dictionary(result)
            for slot in matrix.slots {
                #expect(abs((got[slot] ?? 0) - (expected[slot] ?? 0)) < 1e-12,
                        "\(context): FTRAN of row \(row) at slot \(slot)", sourceLocation: sourceLocation)
            }
        }
        for slot in matrix.slots {
            result.clear()
            inverse.solveTransposed(vector([slot: 1]), into: &result)
            let expected = matrix.solveTransposed([slot: 1]), got = dictionary(result)
            for row in matrix.rows {
                #expect(abs((got[row] ?? 0) - (expected[row] ?? 0)) < 1e-12,
                        "\(context): BTRAN of slot \(slot) at row \(row)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Three blocks, with row and slot ids that interleave: rows {3, 10}, {1, 7, 12}, {5};
    /// slots {2, 9}, {0, 4, 11}, {6}.
    static func threeBlocks() -> Matrix {
        var m = Matrix(rows: [3, 10, 1, 7, 12, 5], slots: [2, 9, 0, 4, 11, 6])
        m[3, 2] = 2; m[3, 9] = 1; m[10, 2] = -1; m[10, 9] = 3
        m[1, 0] = 4; m[1, 4] = 1; m[7, 4] = 2; m[7, 11] = -1; m[12, 0] = 1; m[12, 11] = 5
        m[5, 6] = -2
        return m
    }

    @Test func blocksAreFoundAndSolvedApart() throws {
        let matrix = Self.threeBlocks()
        var inverse = try #require(DenseInverse(columns: matrix.inverseColumns))
        #expect(inverse.blocks.map(\.dimension) == [3, 2, 1], "blocks in order of their lowest row")
        #expect(inverse.dimension == 3)
        #expect(inverse.totalDimension == 6)
        Self.expectSolves(&inverse, matrix, "three blocks")
        // A combination across blocks is the sum of the blocks' answers.
        var result = ScatterVector()
        result.reserve(128)
        inverse.solve(Self.vector([3: 1, 1: -2, 5: 0.5]), into: &result)
        let expected = matrix.solve([3: 1, 1: -2, 5: 0.5]), got = Self.dictionary(result)
        for slot in matrix.slots { #expect(abs((got[slot] ?? 0) - (expected[slot] ?? 0)) < 1e-12) }
    }

    /// Each block knows the lowest and highest of its row and slot ids (for reading ahead);
    /// a border or a join widens them, and a block emptied by a join has none.
    @Test func blocksKnowTheBoundsOfTheirIDs() throws {
        var inverse = try #require(DenseInverse(columns: Self.threeBlocks().inverseColumns))
        func bounds(_ b: Int) -> [Int]? {
            inverse.bounds(ofBlock: b).map { [$0.rows.lowerBound, $0.rows.upperBound, $0.slots.lowerBound, $0.slots.upperBound] }
        }
        #expect(bounds(0) == [1, 12, 0, 11])
        #expect(bounds(1) == [3, 10, 2, 9])
        #expect(bounds(2) == [5, 5, 6, 6])
        #expect(bounds(3) == nil && bounds(-1) == nil)
        // Row 20 (slot 30) reaches slots 9 and 6: blocks 1 and 2 join, the larger keeping its index.
        inverse.border(row: 20, slot: 30, pivot: 4, entrySlots: [9, 6], entryValues: [1.5, -1])
        #expect(bounds(1) == [3, 20, 2, 30])
        #expect(bounds(2) == nil, "joined into block 1")
        #expect(bounds(0) == [1, 12, 0, 11])
    }

    @Test func aBlockWithMoreSlotsThanRowsIsRefused() {
        // Row 0 reaches slots 0 and 1 and nothing else is given: not the inverse of a square block.
        #expect(DenseInverse(columns: [(0, [0, 1], [1, 1])]) == nil)
    }

    @Test func aBorderReachingTwoBlocksJoinsThem() throws {
        var matrix = Self.threeBlocks()
        var inverse = try #require(DenseInverse(columns: matrix.inverseColumns))
        // Row 20 joins with a new symbol in slot 30 (σ = 4) and entries on slots 9 and 6.
        inverse.border(row: 20, slot: 30, pivot: 4, entrySlots: [9, 6], entryValues: [1.5, -1])
        matrix.rows.append(20)
        matrix.slots.append(30)
        matrix[20, 30] = 4; matrix[20, 9] = 1.5; matrix[20, 6] = -1
        #expect(inverse.blocks.map(\.dimension).filter { $0 > 0 }.sorted() == [3, 4])
        #expect(inverse.dimension == 4)
        Self.expectSolves(&inverse, matrix, "after the border")
        // A border with no entries on older slots is a block of its own.
        inverse.border(row: 21, slot: 31, pivot: -3, entrySlots: [], entryValues: [])
        matrix.rows.append(21)
        matrix.slots.append(31)
        matrix[21, 31] = -3
        #expect(inverse.blocks.map(\.dimension).filter { $0 > 0 }.sorted() == [1, 3, 4])
        Self.expectSolves(&inverse, matrix, "after a border of its own")
    }

    @Test func aPivotWhoseColumnReachesTwoBlocksJoinsThem() throws {
        var matrix = Self.threeBlocks()
        var inverse = try #require(DenseInverse(columns: matrix.inverseColumns))
        // The symbol in slot 4 is replaced by one with entries on rows 7 and 10.
        let entering: [Int32: Double] = [7: 2, 10: 1]
        let alpha = matrix.solve(entering)
        for row in matrix.rows { matrix[row, 4] = entering[row] ?? 0 }
        inverse.eta(slot: 4, pivot: alpha[4] ?? 0, alpha: Self.vector(alpha))
        #expect(inverse.blocks.map(\.dimension).filter { $0 > 0 }.sorted() == [1, 5])
        Self.expectSolves(&inverse, matrix, "after the pivot")
    }

    /// An inverse grown row by row from nothing keeps rows that reach no block together, up to
    /// ``DenseInverse/openLimit``, as one dense inverse would; one made from factors gives each
    /// such row a block of its own.
    @Test func rowsReachingNoBlockShareTheOpenBlockOnlyInAnInverseGrownFromNothing() throws {
        var grown = DenseInverse()
        var matrix = Matrix(rows: [], slots: [])
        let count = DenseInverse.openLimit + 3
        for k in 0..<count {
            let id = Int32(k)
            grown.border(row: id, slot: id, pivot: Double(k % 5 + 1), entrySlots: [], entryValues: [])
            matrix.rows.append(id)
            matrix.slots.append(id)
            matrix[id, id] = Double(k % 5 + 1)
        }
        #expect(grown.blocks.map(\.dimension) == [DenseInverse.openLimit, 3])
        Self.expectSolves(&grown, matrix, "grown from nothing")
        var made = try #require(DenseInverse(columns: Self.threeBlocks().inverseColumns))
        made.border(row: 40, slot: 40, pivot: 1, entrySlots: [], entryValues: [])
        made.border(row: 41, slot: 41, pivot: 1, entrySlots: [], entryValues: [])
        #expect(made.blocks.map(\.dimension) == [3, 2, 1, 1, 1])
    }

    @Test func rollingBackUndoesBordersPivotsAndJoins() throws {
        let matrix = Self.threeBlocks()
        var inverse = try #require(DenseInverse(columns: matrix.inverseColumns))
        let before = inverse
        inverse.beginRecording()
        inverse.border(row: 20, slot: 30, pivot: 4, entrySlots: [9, 6], entryValues: [1.5, -1])
        inverse.border(row: 21, slot: 31, pivot: 2, entrySlots: [], entryValues: [])
        var changed = matrix
        changed.rows += [20, 21]
        changed.slots += [30, 31]
        changed[20, 30] = 4; changed[20, 9] = 1.5; changed[20, 6] = -1; changed[21, 31] = 2
        let alpha = changed.solve([7: 2, 3: 1])
        inverse.eta(slot: 4, pivot: alpha[4] ?? 0, alpha: Self.vector(alpha))
        #expect(inverse.blocks.map(\.dimension).filter { $0 > 0 }.count == 2)
        inverse.rollBack()
        #expect(inverse.blocks.map(\.dimension) == before.blocks.map(\.dimension))
        #expect(inverse.blocks.map(\.entries) == before.blocks.map(\.entries))
        #expect(inverse.dimension == 3 && inverse.totalDimension == 6)
        Self.expectSolves(&inverse, matrix, "after the roll-back")
        var result = ScatterVector()
        result.reserve(128)
        inverse.solve(Self.vector([20: 1]), into: &result)
        #expect(result.writtenCount == 0, "row 20 has no place after the roll-back")
        // Changes kept by endRecording stay, and a later rollBack has nothing to undo.
        inverse.beginRecording()
        inverse.border(row: 21, slot: 31, pivot: 2, entrySlots: [], entryValues: [])
        inverse.endRecording()
        inverse.rollBack()
        #expect(inverse.totalDimension == 7)
    }
}
