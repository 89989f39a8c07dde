/// Help texts in swift-argument-parser's layout: `OVERVIEW:`, the discussion, `USAGE:`,
/// then `ARGUMENTS:`, `OPTIONS:` and `SUBCOMMANDS:` as tables whose descriptions start at
/// column 27, everything wrapped at 80 columns.
///
///     OVERVIEW: Show subcommand help information.
///
///     USAGE: layout help [<subcommand>]
///
///     ARGUMENTS:
///       <subcommand>            The subcommand to explain: render or check.
///
///     OPTIONS:
///       -h, --help              Show help information.
enum Help {
    /// The widest line.
    static let width = 80
    /// Where descriptions start in the tables, counted from 0.
    static let descriptionColumn = 26
    /// The row every command has.
    static let helpRow = (label: "-h, --help", help: "Show help information.")

    /// The help text of `command`, ending with a newline.
    static func text(for command: CommandSpec) -> String {
        var sections: [[String]] = [TextWrapping.lines("OVERVIEW: " + command.abstract, width: width)]
        for paragraph in command.discussion {
            sections.append(TextWrapping.lines(paragraph, width: width))
        }
        sections.append(["USAGE: " + command.usage])
        if !command.arguments.isEmpty {
            sections.append(["ARGUMENTS:"] + table(command.arguments.map { ($0.label, $0.help) }))
        }
        let options = command.options.map { ($0.helpLabel, $0.help) } + [helpRow]
        sections.append(["OPTIONS:"] + table(options))
        if !command.subcommands.isEmpty {
            sections.append(["SUBCOMMANDS:"] + table(command.subcommands.map { ($0.name, $0.abstract) }))
            sections.append(["  See '\(CommandSpec.toolName) help <subcommand>' for detailed help."])
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// Rows of `label  description`: the label indented by two, the description from
    /// ``descriptionColumn``, wrapped; a label too long to leave two spaces gets its
    /// description on the next line.
    static func table(_ rows: [(label: String, help: String)]) -> [String] {
        var lines: [String] = []
        let indent = String(repeating: " ", count: descriptionColumn)
        for row in rows {
            let help = TextWrapping.lines(row.help, width: width - descriptionColumn)
            let head = "  " + row.label
            var rest = help[...]
            if head.count + 2 <= descriptionColumn, let first = rest.first {
                lines.append(head + String(repeating: " ", count: descriptionColumn - head.count) + first)
                rest = rest.dropFirst()
            } else {
                lines.append(head)
            }
            lines += rest.map { indent + $0 }
        }
        return lines
    }
}
