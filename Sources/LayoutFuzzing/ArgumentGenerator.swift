/// Writes random command lines for `layout`: subcommands, options in every spelling (with a
/// value after a space or an `=`, misspelt, repeated, given to the wrong subcommand), values
/// valid and not, the files of a ``FuzzSandbox`` and paths that are not there, `--`, `-`,
/// empty and very long arguments.
public struct ArgumentGenerator: Sendable {
    /// Paths the command lines may name.
    public var paths: [String]
    /// Whether `test` may come up (it writes snapshots: only in a folder of one's own).
    public var includesTest: Bool

    public init(paths: [String] = FuzzSandbox.fileNames, includesTest: Bool = true) {
        self.paths = paths
        self.includesTest = includesTest
    }

    static let valuedOptions: [(name: String, values: [String])] = [
        ("--orientation", ["portrait", "landscape", "both", "Portrait", "sideways", ""]),
        (
            "--size",
            ["320x568", "1x1", "10000x10000", "0x0", "-5x10", "10001x1", "320X568", "1e308x1", "nanx5", "x", "320x"]
        ),
        ("--device", ["iphone-se", "IPAD", "ipad-pro-12.9", "iphone", "ipda", ""]),
        ("--scale", ["8", "1", "0.5", "4.25", "0", "-1", "1e308", "nan", "inf", "1000", "1001", "8pt"]),
        ("--style", ["ascii", "unicode", "Unicode", "ansi"]),
        ("--format", ["text", "json", "JSON", "xml"]),
        ("--record", ["missing", "all", "failed", "never", "sometimes"])
    ]
    static let flags = ["--strict", "--update", "-u", "--help", "-h", "--version"]
    static let strays = [
        "--", "-", "", " ", "--styel", "--=x", "-x", "---", "--strict=1", "-uh", "render", "check",
        "help", "é", "\u{0}", "--size=", "-\u{202E}", String(repeating: "a", count: 5000)
    ]

    /// One command line (without the program name): half of them well formed (a subcommand,
    /// a path, options it takes with valid values), a third of those then edited once; the
    /// other half thrown together from every piece.
    public func arguments(using random: inout FuzzRandom) -> [String] {
        var arguments = random.chance(50) ? wellFormed(using: &random) : thrownTogether(using: &random)
        if random.chance(20) { edit(&arguments, using: &random) }
        if !includesTest { arguments.removeAll { $0 == "test" } }
        return arguments
    }

    /// `render|check PATH [options]`, `test [PATH...] [options]`, `help [SUBCOMMAND]`.
    func wellFormed(using random: inout FuzzRandom) -> [String] {
        var subcommands = ["render", "render", "check", "check", "help"]
        if includesTest { subcommands.append("test") }
        let subcommand = random.pick(subcommands)
        if subcommand == "help" {
            return ["help"] + (random.chance(70) ? [random.pick(["render", "check", "test"])] : [])
        }
        var arguments = [subcommand]
        if subcommand == "test" {
            for _ in 0..<random.below(3) { arguments.append(random.pick(paths)) }
            if random.chance(40) { arguments.append(random.pick(["--update", "-u"])) }
            if random.chance(30) { arguments += ["--record", random.pick(["missing", "all", "failed", "never"])] }
            return arguments
        }
        arguments.append(random.pick(paths))
        var names = ["--orientation", "--device", "--format"]
        if random.chance(20) { names = ["--size", "--format"] }
        if subcommand == "render" { names += ["--scale", "--style"] }
        for name in names where random.chance(35) {
            let values = Self.valuedOptions.first { $0.name == name }?.values ?? []
            arguments += [name, values[random.below(min(values.count, 3))]] // the first three are valid
        }
        if subcommand == "render", random.chance(20) { arguments.append("--strict") }
        return arguments
    }

    /// A subcommand (or not) and up to six pieces of any kind.
    func thrownTogether(using random: inout FuzzRandom) -> [String] {
        var subcommands = ["render", "render", "check", "check", "help", "--help", "--version", "-h"]
        if includesTest { subcommands += ["test", "test"] }
        var arguments = [random.mostly(subcommands, else: ["rendr", "", "Render", "--bogus", "x.vfl", "tset"])]
        for _ in 0..<random.below(6) {
            switch random.below(10) {
            case 0...2:
                // Not `/`: `check` and `test` search a folder, and a search of the whole disk
                // takes a minute and checks nothing the sandbox's folder does not.
                arguments.append(
                    random.mostly(paths, else: ["missing.vfl", "/dev/null", ".", "nowhere/x.vfl", "Layouts"]))
            case 3...6:
                let option = random.pick(Self.valuedOptions)
                let value = random.pick(option.values)
                if random.chance(30) {
                    arguments.append(option.name + "=" + value)
                } else {
                    arguments.append(option.name)
                    if random.chance(90) { arguments.append(value) }
                }
            case 7, 8:
                arguments.append(random.pick(Self.flags))
            default:
                arguments.append(random.pick(Self.strays))
            }
        }
        return arguments
    }

    /// One edit: drop, repeat or swap an argument, or put a stray one in.
    func edit(_ arguments: inout [String], using random: inout FuzzRandom) {
        let index = random.below(arguments.count)
        switch random.below(4) {
        case 0 where arguments.count > 1: arguments.remove(at: index)
        case 1: arguments.insert(arguments[index], at: index)
        case 2: arguments.swapAt(index, random.below(arguments.count))
        default: arguments.insert(random.pick(Self.strays + Self.flags), at: random.below(arguments.count + 1))
        }
    }
}
