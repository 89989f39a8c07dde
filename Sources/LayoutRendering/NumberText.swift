import AutoLayout

/// Numbers in reports: AutoLayout's `formatPoints` (`20`, `23.2`, `1e16`), and `null` for
/// non-finite values in JSON.
enum NumberText {
    static func text(_ value: Double) -> String { formatPoints(value) }

    static func json(_ value: Double) -> String {
        value.isFinite ? formatPoints(value) : "null"
    }
}
