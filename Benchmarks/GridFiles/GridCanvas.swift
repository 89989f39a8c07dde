import Foundation

/// make-grid-vfl.py's handling of `--canvas`: which texts it accepts, the width it knows for
/// them, and its refusal of columns too narrow for their labels.
enum GridCanvas {
    /// Device widths (portrait) of the presets the script knows; any other well-formed canvas
    /// goes into the file unchecked.
    static let presetWidths: [String: Double] = [
        "iphone-se": 320, "iphone-8": 375, "iphone-x": 375, "iphone-14": 390, "iphone-15": 393,
        "iphone-14-pro-max": 430, "ipad": 768, "ipad-pro-11": 834, "ipad-pro-12.9": 1024, "ipad-pro": 1024
    ]

    /// The script's `CANVAS` pattern: a name (a letter, then letters, digits, '.' or '-') or
    /// WxH (each side digits with an optional fraction, 'x' or 'X' between).
    static func isWellFormed(_ canvas: String) -> Bool {
        let bytes = Array(canvas.utf8)
        guard let first = bytes.first else { return false }
        if isLetter(first) {
            return bytes.dropFirst().allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
            }
        }
        return sizeSides(bytes) != nil
    }

    /// The narrower side of the canvas when the script knows it (a preset or WxH), else nil.
    static func width(_ canvas: String) -> Double? {
        if let preset = presetWidths[canvas.lowercased()] { return preset }
        guard let sides = sizeSides(Array(canvas.utf8)) else { return nil }
        return min(sides.0, sides.1)
    }

    /// The script's error when `columns` cells side by side are narrower than the last cell's
    /// labels need; nil when they fit or the width is unknown.
    static func tooNarrow(cells: Int, columns: Int, canvas: String) -> String? {
        guard let width = width(canvas) else { return nil }
        let spacing = Double(GridMetrics.spacing), edge = Double(GridMetrics.edge)
        let cell = (width - 2 * edge - spacing * Double(columns - 1)) / Double(columns)
        let last = cellParts(cells - 1)
        let widest = max(last.title.count, last.detail.count) * GridMetrics.characterWidth
        let need = GridMetrics.edge + widest + GridMetrics.spacing
        guard cell < Double(need) else { return nil }
        return "\(columns) columns on a \(String(format: "%g", width))-point-wide canvas make cells "
            + "\(String(format: "%.0f", cell)) points wide; their labels need \(need) (fewer --columns or a wider --canvas)"
    }

    /// The two sides of a WxH canvas as the pattern reads them, or nil.
    private static func sizeSides(_ bytes: [UInt8]) -> (Double, Double)? {
        let parts = bytes.split(omittingEmptySubsequences: false) { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }
        guard parts.count == 2, isNumber(parts[0]), isNumber(parts[1]),
            let w = Double(String(decoding: parts[0], as: UTF8.self)),
            let h = Double(String(decoding: parts[1], as: UTF8.self))
        else { return nil }
        return (w, h)
    }

    /// Digits, optionally a '.' and more digits.
    private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
        let pieces = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count) else { return false }
        return pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy(isDigit) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
