import Foundation
import LayoutTesting
import XCTest

/// The XCTest path: outside Swift Testing a failing assertion goes through `XCTFail`, which
/// reaches the test case's `recordFailure`. This test case catches those failures while it
/// checks them, and lets every other failure through.
final class XCTestReportingTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAutomaticReporterIsXCTestOutsideSwiftTesting() {
        XCTAssertEqual(SnapshotFailureReporter.automatic.name, "XCTest")
    }

    func testFailureGoesThroughXCTFailAtTheCallersLine() throws {
        let folder = try ScratchFolder()
        capturing = true
        let line = #line + 2
        withLayoutSnapshotTesting(environment: SnapshotEnvironment(["CI": "true"])) {
            assertLayoutSnapshot(of: .file(seedFile), snapshotDirectory: folder.path)
        }
        capturing = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        let expected = """
            No reference was found on disk at:
              \(folder.file("testFailureGoesThroughXCTFailAtTheCallersLine.1.txt"))
            Nothing was recorded because CI is set (CI=true).
            """
        XCTAssertTrue(captured.first?.description.contains(expected) == true, captured.first?.description ?? "none")
    }

    // Unnamed snapshots are numbered within the test case.
    func testNumberingInXCTest() throws {
        let folder = try ScratchFolder()
        capturing = true
        withLayoutSnapshotTesting(environment: SnapshotEnvironment()) {
            assertLayoutSnapshot(of: .file(seedFile), orientations: .portrait, snapshotDirectory: folder.path)
            assertLayoutSnapshot(of: .file(seedFile), orientations: .portrait, snapshotDirectory: folder.path)
        }
        capturing = false
        XCTAssertEqual(folder.listing(), ["testNumberingInXCTest.1.txt", "testNumberingInXCTest.2.txt"])
        XCTAssertEqual(captured.count, 2)
    }

    // Numbering restarts with each XCTest test case, as in swift-snapshot-testing: both of
    // these tests find reference number 1 for the same test name and folder, whichever runs
    // first.
    func testNumberingRestartsInEachTestCaseA() { assertFirstNumberIsOne() }
    func testNumberingRestartsInEachTestCaseB() { assertFirstNumberIsOne() }

    private func assertFirstNumberIsOne(line: UInt = #line) {
        let failure = withLayoutSnapshotTesting(environment: SnapshotEnvironment(["CI": "true"])) {
            verifyLayoutSnapshot(
                of: .file(seedFile), snapshotDirectory: "/nonexistent-layout-xctest", testName: "shared()")
        }
        XCTAssertTrue(
            failure?.contains("\n  /nonexistent-layout-xctest/shared.1.txt\n") == true, failure ?? "passed", line: line)
    }
}
