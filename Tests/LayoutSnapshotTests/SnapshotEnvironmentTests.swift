import Testing

@testable import LayoutSnapshot

@Suite("SnapshotEnvironment")
struct SnapshotEnvironmentTests {
    @Test(
        arguments: [
            (nil, false), ("", false), ("0", false), ("false", false), ("FALSE", false), (" false ", false),
            ("true", true), ("1", true), ("yes", true), ("GitHub Actions", true)
        ] as [(String?, Bool)])
    func ciIsOnUnlessEmptyZeroOrFalse(value: String?, isCI: Bool) {
        let environment = SnapshotEnvironment(value.map { ["CI": $0] } ?? [:])
        #expect(environment.isCI == isCI)
    }

    @Test func recordModeFromTheEnvironment() throws {
        #expect(try SnapshotEnvironment().recordMode() == nil)
        #expect(try SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": ""]).recordMode() == nil)
        #expect(try SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "all"]).recordMode() == .all)
        #expect(try SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": " Failed "]).recordMode() == .failed)
        #expect(throws: SnapshotError.invalidRecordMode("yes")) {
            try SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "yes"]).recordMode()
        }
        #expect(
            SnapshotError.invalidRecordMode("yes\n").description
                == #"LAYOUT_SNAPSHOT_RECORD="yes\n" is not a record mode (missing, all, failed, never)"#)
    }

    // Code wins over the environment, which wins over the default.
    @Test func resolvedRecordMode() throws {
        let environment = SnapshotEnvironment(["LAYOUT_SNAPSHOT_RECORD": "never"])
        #expect(try environment.resolvedRecordMode(.all) == .all)
        #expect(try environment.resolvedRecordMode(nil) == .never)
        #expect(try SnapshotEnvironment().resolvedRecordMode(nil) == .missing)
    }
}

@Suite("RecordPolicy")
struct RecordPolicyTests {
    let states: [ReferenceState] = [.missing, .matching, .differing(reference: "old")]

    func actions(
        _ mode: SnapshotRecordMode, update: Bool = false,
        _ environment: SnapshotEnvironment = SnapshotEnvironment()
    ) -> [RecordPolicy.Action] {
        let policy = RecordPolicy(mode: mode, update: update, environment: environment)
        return states.map(policy.action)
    }

    // The table in RecordPolicy's documentation, row by row for missing, matching, differing.
    @Test func table() {
        #expect(actions(.missing) == [.write, .pass, .fail])
        #expect(actions(.failed) == [.write, .pass, .write])
        #expect(actions(.all) == [.write, .write, .write])
        #expect(actions(.never) == [.fail, .pass, .fail])
        #expect(actions(.missing, update: true) == [.write, .pass, .write])
        #expect(actions(.never, update: true) == [.fail, .pass, .fail])
    }

    // Under CI nothing is written, whatever the mode.
    @Test(arguments: SnapshotRecordMode.allCases)
    func ciNeverWrites(mode: SnapshotRecordMode) {
        let ci = SnapshotEnvironment(["CI": "true"])
        #expect(actions(mode, ci) == [.fail, .pass, .fail])
        #expect(actions(mode, update: true, ci) == [.fail, .pass, .fail])
        #expect(RecordPolicy(mode: mode, environment: ci).writingRefusal == "CI is set (CI=true)")
    }

    @Test func writesPassOnlyWhenAskedFor() {
        #expect(RecordPolicy(mode: .missing, update: true, environment: SnapshotEnvironment()).writePasses)
        #expect(!RecordPolicy(mode: .all, environment: SnapshotEnvironment()).writePasses)
        #expect(
            RecordPolicy(mode: .never, environment: SnapshotEnvironment()).writingRefusal
                == #"the record mode is "never""#)
    }
}
