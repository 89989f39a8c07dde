/// An option of the `layout` subcommands, declared once: its name, placeholder and help (the
/// parser and the help text read them from ``spec``), how its value is read, and what it is
/// when it is not given. A command lists it in its spec and reads it with
/// ``value(in:command:)``; nothing else knows about it.
///
///     static let style = CommandOption.choice("--style", valueName: "style",
///                                             help: "Box-drawing characters.", absent: BoxStyle.ascii)
///     let style = try Options.style.value(in: arguments, command: Self.spec)   // .ascii if absent
struct CommandOption<Value>: Sendable {
    /// The name, placeholder and help.
    let spec: OptionSpec
    /// The value when the option is not given.
    private let absent: @Sendable () -> Value
    /// Reads the value given (nil text for a flag that was given).
    private let read:
        @Sendable (_ text: String?, _ spec: OptionSpec, _ command: CommandSpec) -> Result<Value, UsageError>

    init(
        _ spec: OptionSpec, absent: @escaping @Sendable () -> Value,
        read:
            @escaping @Sendable (_ text: String?, _ spec: OptionSpec, _ command: CommandSpec) -> Result<
                Value, UsageError
            >
    ) {
        self.spec = spec
        self.absent = absent
        self.read = read
    }

    /// The option's value in `arguments` (parsed for `command`), or its value when absent.
    ///
    /// - Throws: ``UsageError`` when the value given is not one the option takes.
    func value(in arguments: Arguments, command: CommandSpec) throws(UsageError) -> Value {
        guard arguments.has(spec) else { return absent() }
        return try read(arguments.value(spec), spec, command).get()
    }
}

extension CommandOption where Value == Bool {
    /// A flag: true when given.
    static func flag(_ name: String, help: String, shortName: String? = nil) -> CommandOption {
        CommandOption(
            OptionSpec(name: name, valueName: nil, help: help, shortName: shortName),
            absent: { false }, read: { _, _, _ in .success(true) })
    }
}

extension CommandOption {
    /// An option with a value read by `parse`, `absent` when not given.
    static func value(
        _ name: String, valueName: String, help: String, absent: @escaping @Sendable () -> Value,
        parse:
            @escaping @Sendable (_ text: String, _ spec: OptionSpec, _ command: CommandSpec) throws(UsageError) -> Value
    )
        -> CommandOption
    {
        CommandOption(OptionSpec(name: name, valueName: valueName, help: help), absent: absent) { text, spec, command in
            Result { () throws(UsageError) in try parse(text ?? "", spec, command) }
        }
    }

    /// One of an enumeration's raw values, exactly as spelled, `absent` when not given; the
    /// help ends with the values and the default, as swift-argument-parser shows them:
    /// `(values: a, b; default: a)`.
    static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, valueName: String, help: String, absent: Value, defaultText: String
    ) -> CommandOption where Choice.RawValue == String, Value == Choice? {
        let listed = "(values: \(Choice.allCases.map(\.rawValue).joined(separator: ", ")); default: \(defaultText))"
        return .value(name, valueName: valueName, help: help + " " + listed, absent: { absent }) {
            (text, spec, command) throws(UsageError) -> Choice? in
            try OptionValues.choice(text, for: spec, command: command)
        }
    }
}

extension CommandOption where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of an enumeration's raw values, `absent` when not given, with the values and the
    /// default at the end of the help.
    static func choice(_ name: String, valueName: String, help: String, absent: Value) -> CommandOption {
        let listed = "(values: \(Value.allCases.map(\.rawValue).joined(separator: ", ")); default: \(absent.rawValue))"
        return .value(name, valueName: valueName, help: help + " " + listed, absent: { absent }) {
            (text, spec, command) throws(UsageError) -> Value in
            try OptionValues.choice(text, for: spec, command: command)
        }
    }
}
