import Testing

/// A Swift Testing trait that sets the snapshot settings of a test or of every test in a
/// suite.
///
///     @Suite(.layoutSnapshots(record: .all))
///     struct LoginLayouts {
///         @Test func portrait() { assertLayoutSnapshot(of: .file("Layouts/login.vfl")) }
///     }
public struct LayoutSnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings the trait applies (see ``LayoutSnapshotConfiguration``).
    public var configuration: LayoutSnapshotConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let merged = LayoutSnapshotConfiguration.current.overridden(by: configuration)
        try await LayoutSnapshotConfiguration.$current.withValue(merged) {
            try await function()
        }
    }
}

extension Trait where Self == LayoutSnapshotTrait {
    /// Snapshot settings for a test or a suite: a record mode, an environment, a reporter.
    public static func layoutSnapshots(
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
        reporter: SnapshotFailureReporter? = nil
    ) -> Self {
        LayoutSnapshotTrait(
            configuration: LayoutSnapshotConfiguration(
                record: record, environment: environment,
                reporter: reporter))
    }
}
