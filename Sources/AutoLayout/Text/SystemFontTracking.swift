/// The tracking San Francisco applies by itself at each size (its `trak` table), in thousandths
/// of an em, from Apple's Human Interface Guidelines, Typography, "Tracking values" for iOS:
/// +12 at 10 points, 0 at 12, -6 at 13, -26 at 17, +14 at 28 (those five also confirmed by a
/// second public source). Inter has no such table, so the text model adds it per character.
/// Sizes between two rows are interpolated linearly; below 6 points the 6-point value is used,
/// and above 36 points the 36-point value, which is a guess: the table here stops at 36.
enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em).
    static let rows: [(size: Double, tracking: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10)
    ]

    /// The tracking at `size` points, in points per character.
    static func points(at size: Double) -> Double {
        guard let first = rows.first, let last = rows.last else { return 0 }
        let perMille: Double
        if size <= first.size {
            perMille = first.tracking
        } else if size >= last.size {
            perMille = last.tracking
        } else {
            let upper = rows.firstIndex { $0.size >= size } ?? rows.count - 1
            let (high, low) = (rows[upper], rows[upper - 1])
            perMille = low.tracking + (high.tracking - low.tracking) * (size - low.size) / (high.size - low.size)
        }
        return perMille / 1000 * size
    }
}
