import Testing
import XCTest

/// Where a snapshot assertion was written, as the test frameworks want it.
public struct SnapshotSourceLocation: Sendable {
    public var fileID: StaticString
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    /// A location from the `#fileID`, `#filePath`, `#line` and `#column` of a call.
    public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location in Swift Testing's form. Values Swift Testing would reject (a line or
    /// column of 0, a file ID without a module) are adjusted rather than trapped on.
    var swiftTesting: Testing.SourceLocation {
        let fileID = "\(fileID)"
        return Testing.SourceLocation(
            fileID: fileID.contains("/") ? fileID : "Unknown/" + (fileID.isEmpty ? "Unknown.swift" : fileID),
            filePath: "\(filePath)",
            line: Int(clamping: max(line, 1)), column: Int(clamping: max(column, 1)))
    }
}

/// How a failed snapshot assertion is reported: a small struct around one closure, so tests
/// can capture failures instead of failing.
///
///     withLayoutSnapshotTesting(reporter: SnapshotFailureReporter(name: "print") { message, _ in print(message) }) {
///         assertLayoutSnapshot(of: .file("Layouts/seed.vfl"))
///     }
///
/// By default (``automatic``) a failure inside a Swift Testing test is an `Issue.record` at
/// the assertion's source location, and anywhere else (an XCTest test) an `XCTFail` with
/// its file and line.
public struct SnapshotFailureReporter: Sendable {
    /// A name for messages and tests: `"Swift Testing"`, `"XCTest"`.
    public var name: String
    /// Reports one failure.
    public var report: @Sendable (_ message: String, _ location: SnapshotSourceLocation) -> Void

    /// A reporter with a name and a function.
    public init(
        name: String, report: @escaping @Sendable (_ message: String, _ location: SnapshotSourceLocation) -> Void
    ) {
        self.name = name
        self.report = report
    }

    /// Records a Swift Testing issue at the location.
    public static let swiftTesting = SnapshotFailureReporter(name: "Swift Testing") { message, location in
        Issue.record(Comment(rawValue: message), sourceLocation: location.swiftTesting)
    }

    /// Calls `XCTFail` with the location's file and line.
    public static let xcTest = SnapshotFailureReporter(name: "XCTest") { message, location in
        XCTFail(message, file: location.filePath, line: location.line)
    }

    /// ``swiftTesting`` while a Swift Testing test is running (`Test.current` is set),
    /// ``xcTest`` otherwise.
    public static var automatic: SnapshotFailureReporter {
        Test.current != nil ? .swiftTesting : .xcTest
    }
}
