import Foundation
import Testing
import XCTest

/// Checks a layout against the reference recorded beside the test, from XCTest or Swift
/// Testing, in the spirit of swift-snapshot-testing's `assertSnapshot(of:as:)`.
///
///     @Test func seedLayout() {
///         assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
///     }
///
///     func testSignUpForm() {
///         let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
///         // ... views and constraints ...
///         assertLayoutSnapshot(of: .engine(engine), orientations: .portrait, named: "compact")
///     }
///
/// **Reference files.** `__Snapshots__/TESTFILE/TEST.N.txt` beside the test file, `N`
/// counting the test's unnamed snapshots from 1 (or `TEST.NAME.txt` when `named:` is
/// given); see `SnapshotReferencePath`. The text is `SnapshotFormat`'s: each size's
/// drawing and the frame of every view. Numbers follow the order the assertions run in; in
/// XCTest they restart with each test case. In a parameterized Swift Testing test, whose
/// cases run in parallel, give each snapshot a name (`named: "\(device)"`).
///
/// **Recording.** The record mode is `record:` if given, else the enclosing
/// ``withLayoutSnapshotTesting(record:environment:reporter:operation:)`` or
/// ``Testing/Trait/layoutSnapshots(record:environment:reporter:)``, else
/// `LAYOUT_SNAPSHOT_RECORD`, else `missing`: a missing reference is recorded and the test
/// fails once, so it is noticed. When `CI` is set, nothing is ever written.
///
/// **Failures** are reported at the call: `Issue.record` in a Swift Testing test,
/// `XCTFail` otherwise (see ``SnapshotFailureReporter``). A mismatch shows the reference's
/// path, the frames that changed and a unified line diff (see `SnapshotVerifier`).
///
/// - Parameters:
///   - subject: what to lay out: `.file(path)`, `.document(_)`, `.built(_)`, `.engine(_, views:)`.
///   - orientations: the sizes, from the subject's canvas; by default a file's own
///     `orientation`, else portrait then landscape.
///   - name: names the reference instead of numbering it.
///   - record: the record mode for this assertion.
///   - snapshotDirectory: a folder to keep the references in instead of
///     `__Snapshots__/TESTFILE` beside the test file (as in swift-snapshot-testing).
///   - fileID: the test file's identifier, for the failure's location; leave the default.
///   - filePath: the test file's path, beside which `__Snapshots__` lies; leave the default.
///   - testName: the test's name, which names its references; leave the default.
///   - line: the line of the assertion, where a failure is reported; leave the default.
///   - column: the column of the assertion; leave the default.
public func assertLayoutSnapshot(
    of subject: SnapshotSubject,
    orientations: SnapshotOrientations = .automatic,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
        let failure = verifyLayoutSnapshot(
            of: subject, orientations: orientations, named: name, record: record, snapshotDirectory: snapshotDirectory,
            fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    else { return }
    (LayoutSnapshotConfiguration.current.reporter ?? .automatic).report(failure, location)
}

/// The check ``assertLayoutSnapshot(of:orientations:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// makes, returning the failure message (or `nil` when it passes) instead of reporting it,
/// like swift-snapshot-testing's `verifySnapshot`. References are named and recorded the
/// same way.
public func verifyLayoutSnapshot(
    of subject: SnapshotSubject,
    orientations: SnapshotOrientations = .automatic,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let configuration = LayoutSnapshotConfiguration.current
    let folder = snapshotDirectory ?? SnapshotReferencePath.folder(forTestFile: "\(filePath)")
    let identifier = name ?? String(SnapshotCounter.shared.next(for: counterKey(folder: folder, testName: testName)))
    let referencePath = SnapshotReferencePath.path(inFolder: folder, testName: testName, identifier: identifier)
    let verifier = SnapshotVerifier(
        record: record ?? configuration.record,
        environment: configuration.environment ?? .process)
    return verifier.verify(subject, orientations: orientations, referencePath: referencePath)
}

/// Unnamed snapshots are numbered per test file and test; in XCTest the numbering restarts
/// with each test case, as in swift-snapshot-testing.
private func counterKey(folder: String, testName: String) -> String {
    if Test.current == nil { XCTestCounterReset.install() }
    return folder + "/" + SnapshotReferencePath.sanitized(testName)
}

/// Restarts the numbering of unnamed snapshots when an XCTest test case starts, so a test
/// run twice in one process (`--repeat`) finds the same references.
final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let shared: XCTestCounterReset = {
        let observer = XCTestCounterReset()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    /// Registers the observer, once.
    static func install() { _ = shared }

    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
    }
}
