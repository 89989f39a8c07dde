/// Settings for the snapshot assertions of a scope, in a task-local value: the record mode,
/// the environment (`CI`, `LAYOUT_SNAPSHOT_RECORD`) and the failure reporter.
///
///     withLayoutSnapshotTesting(record: .all) {
///         assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))   // re-recorded
///     }
///
///     @Suite(.layoutSnapshots(record: .never)) struct CheckoutLayouts { ... }
///
/// What is not set here comes from the enclosing scope, then from the defaults: the record
/// mode from `LAYOUT_SNAPSHOT_RECORD` (else `missing`), the process's environment, and
/// ``SnapshotFailureReporter/automatic``. A `record:` argument to the assertion itself
/// wins over all of them.
public struct LayoutSnapshotConfiguration: Sendable {
    public var record: SnapshotRecordMode?
    public var environment: SnapshotEnvironment?
    public var reporter: SnapshotFailureReporter?

    public init(
        record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
        reporter: SnapshotFailureReporter? = nil
    ) {
        self.record = record
        self.environment = environment
        self.reporter = reporter
    }

    /// The configuration of the current task.
    @TaskLocal public static var current = LayoutSnapshotConfiguration()

    /// This configuration with the settings `inner` gives replacing its own.
    func overridden(by inner: LayoutSnapshotConfiguration) -> LayoutSnapshotConfiguration {
        LayoutSnapshotConfiguration(
            record: inner.record ?? record, environment: inner.environment ?? environment,
            reporter: inner.reporter ?? reporter)
    }
}

/// Runs `operation` with snapshot settings overridden; settings left `nil` keep the
/// enclosing scope's.
///
///     withLayoutSnapshotTesting(record: .failed, environment: SnapshotEnvironment(["CI": "false"])) {
///         assertLayoutSnapshot(of: .engine(engine))
///     }
public func withLayoutSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
    reporter: SnapshotFailureReporter? = nil, operation: () throws -> Result
) rethrows -> Result {
    let inner = LayoutSnapshotConfiguration(record: record, environment: environment, reporter: reporter)
    return try LayoutSnapshotConfiguration.$current.withValue(
        LayoutSnapshotConfiguration.current.overridden(by: inner),
        operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings overridden.
public func withLayoutSnapshotTesting<Result>(
    record: SnapshotRecordMode? = nil, environment: SnapshotEnvironment? = nil,
    reporter: SnapshotFailureReporter? = nil, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let inner = LayoutSnapshotConfiguration(record: record, environment: environment, reporter: reporter)
    return try await LayoutSnapshotConfiguration.$current.withValue(
        LayoutSnapshotConfiguration.current.overridden(by: inner), operation: operation, isolation: isolation)
}
