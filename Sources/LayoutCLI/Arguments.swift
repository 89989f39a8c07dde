/// A subcommand's arguments, sorted into positionals, option values and flags.
///
/// Parsing follows swift-argument-parser's conventions:
///
/// - `--name value` and `--name=value` give an option its value; a value may start with a
///   single `-` (so `--size -5x10` reaches the size check), but not with `--`.
/// - Flags take no value.
/// - `--` ends the options: everything after it is positional (for files named `-x.vfl`).
/// - `-h` or `--help` anywhere before `--` asks for help, whatever else is there.
///
/// Unlike swift-argument-parser, an option given twice is an error rather than "last one
/// wins", and an empty value is an error rather than an empty string.
struct Arguments: Sendable, Equatable {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// Option values by option name (`--size`).
    var values: [String: String] = [:]
    /// The flags given, by name (`--strict`).
    var flags: Set<String> = []
    /// True when `-h` or `--help` was given.
    var helpRequested = false

    /// The spellings that ask for help.
    static let helpNames: Set<String> = ["-h", "--help"]
    /// The argument after which everything is positional.
    static let terminator = "--"

    /// The value given for an option, if any.
    func value(_ option: OptionSpec) -> String? { values[option.name] }

    /// True when the option was given (as a flag, or with a value).
    func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) || values[option.name] != nil }

    /// Sorts `arguments` by `command`'s options and checks the number of positionals.
    ///
    /// - Throws: a ``UsageError`` for an unknown option, a missing, empty or unexpected
    ///   value, an option given twice, or too few or too many positionals.
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> Arguments {
        var result = Arguments()
        if (arguments.prefix { $0 != terminator }).contains(where: helpNames.contains) {
            result.helpRequested = true
            return result
        }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !isOption(argument) {
                result.positionals.append(argument)
            } else if argument == terminator {
                optionsEnded = true
            } else {
                try result.take(argument, from: arguments, at: &index, for: command)
            }
        }
        try result.checkPositionals(for: command)
        return result
    }

    /// True for what reads as an option: `-x`, `--name`, `--` (a lone `-` is positional).
    static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// Records one option, reading its value from `=value` or from the next argument.
    private mutating func take(
        _ argument: String, from arguments: [String], at index: inout Int,
        for command: CommandSpec
    ) throws(UsageError) {
        let name = String(argument.prefix { $0 != "=" })
        let inlineValue = argument.firstIndex(of: "=").map { String(argument[argument.index(after: $0)...]) }
        let wellFormed = argument.hasPrefix("--") || (inlineValue == nil && argument.count == 2)
        guard wellFormed, let option = command.option(named: name) else {
            let names = command.options.map(\.name) + ["--help"]
            throw UsageError(
                "unknown option \(UsageError.quoted(name))" + UsageError.suggestion(for: name, among: names),
                command: command)
        }
        guard !has(option) else {
            throw UsageError("option \(UsageError.quoted(option.name)) given more than once", command: command)
        }
        if option.isFlag {
            guard inlineValue == nil else {
                throw UsageError("option \(UsageError.quoted(option.name)) does not take a value", command: command)
            }
            flags.insert(option.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
            value = arguments[index]
            index += 1
        } else {
            throw UsageError("missing value for \(UsageError.quoted(option.label))", command: command)
        }
        guard !value.isEmpty else {
            throw UsageError("empty value for \(UsageError.quoted(option.label))", command: command)
        }
        values[option.name] = value
    }

    /// Fails on a missing or empty required positional, or one too many.
    private func checkPositionals(for command: CommandSpec) throws(UsageError) {
        for (position, argument) in command.arguments.enumerated() {
            guard position < positionals.count else {
                if argument.isOptional { continue }
                throw UsageError("missing expected argument \(UsageError.quoted(argument.label))", command: command)
            }
            let given = argument.isVariadic ? positionals[position...] : positionals[position...position]
            if given.contains(where: \.isEmpty) {
                throw UsageError("empty value for \(UsageError.quoted(argument.label))", command: command)
            }
        }
        if positionals.count > command.arguments.count, command.arguments.last?.isVariadic != true {
            throw UsageError(
                "unexpected argument \(UsageError.quoted(positionals[command.arguments.count]))",
                command: command)
        }
    }
}
