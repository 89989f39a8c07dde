/// A name or text quoted for a message, with control characters escaped and anything
/// longer than 40 characters cut short: `'_topButon'`.
package func quoted(_ text: String) -> String {
    var shown = ""
    for (count, character) in text.enumerated() {
        if count == 40 {
            shown += "..."
            break
        }
        if let scalar = character.unicodeScalars.first, scalar.isUnsafeInTerminal {
            shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            shown.append(character)
        }
    }
    return "'\(shown)'"
}
