import Foundation

/// The environment variables snapshot checks read, passed in rather than read from the
/// process, so tests can give their own.
///
///     let environment = SnapshotEnvironment(["CI": "true"])
///     environment.isCI                 // true: nothing is ever recorded
///     try environment.recordMode()     // nil: LAYOUT_SNAPSHOT_RECORD is not set
///
/// Two variables matter:
/// - `CI`: when set to anything but the empty string, `0` or `false` (in any case), no
///   reference is ever written; a missing reference fails.
/// - `LAYOUT_SNAPSHOT_RECORD` (``SnapshotRecordMode/environmentVariable``): the record mode
///   used when code does not choose one: `missing`, `all`, `failed` or `never`.
public struct SnapshotEnvironment: Sendable, Hashable {
    /// The variables, by name.
    public var variables: [String: String]

    /// An environment with the given variables (none by default).
    public init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The variables of the running process.
    public static var process: SnapshotEnvironment {
        SnapshotEnvironment(ProcessInfo.processInfo.environment)
    }

    /// The name of the variable continuous-integration services set.
    public static let ciVariable = "CI"

    /// Whether `CI` is set to something other than the empty string, `0` or `false`.
    public var isCI: Bool {
        guard let value = variables[Self.ciVariable] else { return false }
        let trimmed = value.trimmingCharacters(in: .whitespaces).lowercased()
        return !(trimmed.isEmpty || trimmed == "0" || trimmed == "false")
    }

    /// The record mode `LAYOUT_SNAPSHOT_RECORD` asks for, or `nil` when it is unset or empty.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for any other value.
    public func recordMode() throws(SnapshotError) -> SnapshotRecordMode? {
        guard let value = variables[SnapshotRecordMode.environmentVariable] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        guard let mode = SnapshotRecordMode(rawValue: trimmed.lowercased()) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }

    /// The mode to use: `explicit` if given, else the environment's, else
    /// ``SnapshotRecordMode/missing``.
    public func resolvedRecordMode(_ explicit: SnapshotRecordMode?) throws(SnapshotError) -> SnapshotRecordMode {
        if let explicit { return explicit }
        return try recordMode() ?? .missing
    }
}
