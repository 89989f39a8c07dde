import Foundation

/// Where a test's reference files live, laid out as swift-snapshot-testing lays them out:
/// a `__Snapshots__` folder beside the test file, a folder named after the test file, and a
/// file named after the test and the snapshot.
///
///     Tests/LayoutTestingTests/SeedTests.swift                       the test file
///     Tests/LayoutTestingTests/__Snapshots__/SeedTests/seedLayout.1.txt           first unnamed snapshot
///     Tests/LayoutTestingTests/__Snapshots__/SeedTests/seedLayout.2.txt           second unnamed snapshot
///     Tests/LayoutTestingTests/__Snapshots__/SeedTests/seedLayout.landscape.txt   named "landscape"
///
/// The test name is the function's name without its parentheses (`seedLayout()` becomes
/// `seedLayout`, `testSeed()` stays `testSeed`). Names are made safe for every file system:
/// each run of characters other than letters, digits and `_` becomes one `-`, and `-` at
/// either end is dropped (`sizes(width:)` becomes `sizes-width`, `"iPhone SE"` becomes
/// `iPhone-SE`); a name left empty becomes `snapshot`.
public enum SnapshotReferencePath {
    /// The folder holding every reference of a test file: `FOLDER/__Snapshots__/FILENAME`.
    public static func folder(forTestFile testFilePath: String) -> String {
        let test = FilePath(testFilePath)
        return FilePath.join(FilePath.join(test.folder, folderName), test.baseName)
    }

    /// The path of one reference: `FOLDER/__Snapshots__/FILENAME/TEST.IDENTIFIER.txt`,
    /// where the identifier is the snapshot's name, or its number among the unnamed
    /// snapshots of the test.
    public static func path(forTestFile testFilePath: String, testName: String, identifier: String) -> String {
        path(inFolder: folder(forTestFile: testFilePath), testName: testName, identifier: identifier)
    }

    /// The path of one reference in a chosen folder: `FOLDER/TEST.IDENTIFIER.txt`.
    public static func path(inFolder folder: String, testName: String, identifier: String) -> String {
        FilePath.join(folder, sanitized(testName) + "." + sanitized(identifier) + "." + fileExtension)
    }

    /// `__Snapshots__`.
    public static let folderName = "__Snapshots__"
    /// `txt`.
    public static let fileExtension = "txt"

    /// `name` as a safe file-name component (see above).
    public static func sanitized(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for character in name.hasSuffix("()") ? String(name.dropLast(2)) : name {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }
}

/// Numbers the unnamed snapshots of each test, 1, 2, 3..., as the assertions run. Safe to use
/// from tests running in parallel. The assertions share one (``shared``).
///
///     SnapshotCounter.shared.next(for: "SeedTests/seedLayout")   // 1
///     SnapshotCounter.shared.next(for: "SeedTests/seedLayout")   // 2
public final class SnapshotCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// A counter with every count at zero: the shared one, and fresh ones in tests.
    init() {}

    /// The counter the snapshot assertions share.
    public static let shared = SnapshotCounter()

    /// The next number for `key`, starting at 1.
    public func next(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let next = (counts[key] ?? 0) &+ 1
        counts[key] = next
        return next
    }

    /// Sets every count back to zero (when a new XCTest test case starts).
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        counts.removeAll()
    }
}
