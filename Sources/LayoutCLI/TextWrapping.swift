/// Greedy word wrapping for help text.
enum TextWrapping {
    /// `text`'s words in lines of at most `width` characters, a word longer than that on a
    /// line of its own. Runs of spaces count as one; an empty text gives no lines.
    static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
