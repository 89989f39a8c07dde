/// A grid of character cells that box borders and names are drawn into.
///
/// A cell is empty, holds one character of text, or holds line segments ("arms") reaching
/// from its centre towards its neighbours. Borders that meet merge their arms, so the style
/// can draw a junction where a child's border touches or crosses its parent's. All writes
/// outside the grid are ignored.
struct Canvas {
    /// Line segments leaving a cell's centre; `dot` marks a border with no extent at all.
    struct Arms: OptionSet, Hashable {
        let rawValue: UInt8
        static let up = Arms(rawValue: 1)
        static let down = Arms(rawValue: 2)
        static let left = Arms(rawValue: 4)
        static let right = Arms(rawValue: 8)
        static let dot = Arms(rawValue: 16)
    }

    /// What one cell holds.
    enum Cell: Hashable {
        case empty
        case text(Character)
        case lines(Arms)
        /// A dotted line (the safe area), under everything else: any other write replaces it.
        case dots(Arms)
    }

    /// Number of columns; at least 0.
    let columns: Int
    /// Number of rows; at least 0.
    let rows: Int
    private var cells: [Cell]

    /// An empty canvas. Negative sizes count as zero.
    init(columns: Int, rows: Int) {
        self.columns = Swift.max(columns, 0)
        self.rows = Swift.max(rows, 0)
        cells = Array(repeating: .empty, count: self.columns * self.rows)
    }

    /// The cell at a position, or `nil` outside the grid.
    subscript(column: Int, row: Int) -> Cell? {
        guard let index = index(column, row) else { return nil }
        return cells[index]
    }

    /// Empties a cell.
    mutating func clear(column: Int, row: Int) {
        guard let index = index(column, row) else { return }
        cells[index] = .empty
    }

    /// Writes one character of text, replacing whatever the cell held.
    mutating func put(_ character: Character, column: Int, row: Int) {
        guard let index = index(column, row) else { return }
        cells[index] = .text(character)
    }

    /// Adds line segments to a cell, merging with any already there; text is replaced.
    /// Adding no segments changes nothing.
    mutating func addArms(_ arms: Arms, column: Int, row: Int) {
        guard !arms.isEmpty, let index = index(column, row) else { return }
        if case .lines(let existing) = cells[index] {
            cells[index] = .lines(existing.union(arms))
        } else {
            cells[index] = .lines(arms)
        }
    }

    /// Adds dotted segments to an empty or dotted cell; a cell holding anything else keeps it.
    mutating func addDots(_ arms: Arms, column: Int, row: Int) {
        guard !arms.isEmpty, let index = index(column, row) else { return }
        switch cells[index] {
        case .empty: cells[index] = .dots(arms)
        case .dots(let existing): cells[index] = .dots(existing.union(arms))
        case .text, .lines: return
        }
    }

    /// Removes line segments from a cell; a cell left with no segments becomes empty.
    mutating func removeArms(_ arms: Arms, column: Int, row: Int) {
        guard let index = index(column, row), case .lines(let existing) = cells[index] else { return }
        let remaining = existing.subtracting(arms)
        cells[index] = remaining.isEmpty ? .empty : .lines(remaining)
    }

    /// The grid as text, one string per row, drawn in `style`, with trailing spaces removed.
    func lines(style: BoxStyle) -> [String] {
        (0..<rows).map { row in
            var line = ""
            line.reserveCapacity(columns)
            for column in 0..<columns {
                switch cells[row * columns + column] {
                case .empty: line.append(" ")
                case .text(let character): line.append(character)
                case .lines(let arms): line.append(style.glyph(for: arms))
                case .dots(let arms): line.append(style.dottedGlyph(for: arms))
                }
            }
            return TextLines.trimmingTrailingSpaces(line)
        }
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }
}
