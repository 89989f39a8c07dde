/// An option a subcommand accepts: `--strict`, or `--size <size>` with a value.
///
/// The same description drives the parser (which names exist, which take a value) and the
/// help text, so the two cannot drift apart.
struct OptionSpec: Sendable, Equatable {
    /// The option as typed: `--size`.
    let name: String
    /// The value's placeholder without brackets (`size`), or nil for a flag.
    let valueName: String?
    /// One or two sentences for the help text.
    let help: String
    /// A one-letter spelling (`-u`), if the option has one.
    var shortName: String? = nil

    /// True for an option that takes no value.
    var isFlag: Bool { valueName == nil }

    /// `--size <size>` or `--strict`: how error messages name the option.
    var label: String { valueName.map { "\(name) <\($0)>" } ?? name }

    /// `-u, --update` or `--size <size>`: how the help table names the option.
    var helpLabel: String { shortName.map { "\($0), \(label)" } ?? label }

    /// True when `spelling` is the option's name or its short name.
    func isSpelled(_ spelling: String) -> Bool { spelling == name || spelling == shortName }
}

/// A positional argument: `<file>`.
struct ArgumentSpec: Sendable, Equatable {
    /// The placeholder without brackets: `file`.
    let name: String
    /// One sentence for the help text.
    let help: String
    /// True when it may be left out.
    var isOptional = false
    /// True when it takes every remaining positional (`<path> ...`); only the last may be.
    var isVariadic = false

    /// `<file>`, or `<path> ...` for a variadic argument.
    var label: String { isVariadic ? "<\(name)> ..." : "<\(name)>" }
}

/// A command's interface: its name, what it does, its arguments and options.
struct CommandSpec: Sendable, Equatable {
    /// The subcommand's name (`render`), or empty for `layout` itself.
    let name: String
    /// One sentence: the help's OVERVIEW and the subcommand list's description.
    let abstract: String
    /// Paragraphs after the overview, wrapped when printed.
    var discussion: [String] = []
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec] = []
    /// Options other than `-h, --help`, which every command has.
    var options: [OptionSpec] = []
    /// The subcommands (for `layout` itself only).
    var subcommands: [CommandSpec] = []

    /// The command as typed: `layout render`, or `layout`.
    var commandName: String { name.isEmpty ? Self.toolName : "\(Self.toolName) \(name)" }

    /// `layout render <file> [<options>]`, `layout help [<subcommand>]`, `layout <subcommand>`.
    var usage: String {
        var parts = [commandName]
        if !subcommands.isEmpty { parts.append("<subcommand>") }
        for argument in arguments {
            parts.append(argument.isOptional ? "[\(argument.label)]" : argument.label)
        }
        if !options.isEmpty && subcommands.isEmpty { parts.append("[<options>]") }
        return parts.joined(separator: " ")
    }

    /// The option with this name, if the command has it.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.isSpelled(name) }
    }

    /// The executable's name.
    static let toolName = "layout"
}
