/// A folder of many small-to-medium screens for timing `layout test` on a folder: each screen
/// is a grid file (so each is also `python3 Benchmarks/make-grid-vfl.py` with the arguments in
/// its second line), varied in cells, columns and canvas, and the same for the same count.
public enum ScreenFolder {
    /// The canvases the screens cycle through, phones and tablets.
    static let canvases = ["iphone-se", "iphone-14", "ipad", "iphone-14-pro-max", "ipad-pro-12.9", "iphone-15"]
    /// Cells per screen: 2 to 40 (12 to 164 views), spread by a step prime to the range.
    static let cellRange = 2...40

    /// Screen `index` (0-based): its file name and arguments.
    public static func screen(_ index: Int) -> (name: String, file: GridFile) {
        let span = cellRange.count
        let cells = cellRange.lowerBound + (index * 17 + index / span) % span
        let canvas = canvases[index % canvases.count]
        // No more columns than cells: a grid whose only row is partial sizes its cells by
        // themselves (`[cell0_1(==cell0_0)]` with no trailing edge), which is ambiguous.
        var columns = min(cells, 1 + (index * 7) % 5)
        // Fewer columns until the labels fit (one column always fits every canvas here).
        while true {
            if let file = try? GridFile(cells: cells, columns: columns, canvas: canvas) {
                return (fileName(index), file)
            }
            precondition(columns > 1, "a screen of one column must fit")
            columns -= 1
        }
    }

    /// screen-000.vfl, screen-001.vfl, ... (zero-padded so a listing sorts in order).
    public static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return "screen-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".vfl"
    }

    /// Every screen of a folder of `count`.
    public static func screens(_ count: Int) -> [(name: String, file: GridFile)] {
        (0..<count).map(screen)
    }
}
