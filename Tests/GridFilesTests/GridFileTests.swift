import Foundation
import XCTest

@testable import GridFiles

/// The Swift port of Benchmarks/make-grid-vfl.py writes what the script writes, byte for byte
/// (edge cases and the benchmark's grid sizes here; `layout-e2e --verify-generator` runs more,
/// and every screen of the folder scenario), and the folder of screens is valid and the same
/// every time.
final class GridFileTests: XCTestCase {
    /// The repository root, from this file's path (Tests/GridFilesTests/GridFileTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What `python3 Benchmarks/make-grid-vfl.py ARGUMENTS` prints. The script is the reference,
    /// so a machine without python3 fails these tests rather than skipping them.
    private func script(_ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let python = path else {
            XCTFail("python3 is not on PATH: the reference make-grid-vfl.py cannot run")
            throw CocoaError(.executableNotLoadable)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("Benchmarks/make-grid-vfl.py").path] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, message)
    }

    func testSameBytesAsTheScript() throws {
        for (cells, columns, canvas) in [
            (1, 4, "ipad"), (5, 4, "ipad"), (7, 3, "iphone-14"), (9, 2, "800.5x600"),
            (250, 4, "ipad"), (500, 4, "ipad"), (2000, 4, "ipad"), (5000, 4, "ipad")
        ] {
            let expected = try script(["--cells", "\(cells)", "--columns", "\(columns)", "--canvas", canvas])
            XCTAssertEqual(expected.status, 0, expected.error)
            let port = try GridFile(cells: cells, columns: columns, canvas: canvas)
            XCTAssertEqual(
                Data(port.bytes), expected.output, "--cells \(cells) --columns \(columns) --canvas \(canvas)")
        }
    }

    func testRefusesWhatTheScriptRefuses() throws {
        let expected = try script(["--cells", "100", "--columns", "50", "--canvas", "iphone-se"])
        XCTAssertEqual(expected.status, 2)
        XCTAssertThrowsError(try GridFile(cells: 100, columns: 50, canvas: "iphone-se")) { error in
            let message = (error as? GridFileError)?.message ?? ""
            XCTAssertTrue(
                expected.error.hasSuffix("error: \(message)\n"), "script: \(expected.error), port: \(message)")
        }
        XCTAssertThrowsError(try GridFile(cells: 0))
        XCTAssertThrowsError(try GridFile(cells: 3, columns: 51))
        XCTAssertThrowsError(try GridFile(cells: 3, canvas: "12x"))
        XCTAssertThrowsError(try GridFile(cells: 3, canvas: "-ipad"))
    }

    func testViewsAndShape() throws {
        let file = try GridFile(cells: 6)
        XCTAssertEqual(file.viewCount, 28)
        let declared = file.text.split(separator: "\n").filter {
            $0.hasPrefix("view ") || $0.hasPrefix("label ") || $0.hasPrefix("button ")
        }
        XCTAssertEqual(declared.count, 28)
        XCTAssertTrue(file.text.contains("H:|-[cell1_0(==cell0_0)]-[cell1_1(==cell0_0)] alignAllTop|alignAllBottom\n"))
        XCTAssertTrue(file.text.hasSuffix("\nV:[cell1_0]-|\n"))
    }

    func testScreenFolderIsVariedAndTheSameEveryTime() {
        let screens = ScreenFolder.screens(200)
        XCTAssertEqual(screens.map(\.file), ScreenFolder.screens(200).map(\.file))
        XCTAssertEqual(Set(screens.map(\.name)).count, 200)
        XCTAssertEqual(screens.first?.name, "screen-000.vfl")
        XCTAssertEqual(screens.last?.name, "screen-199.vfl")
        XCTAssertEqual(Set(screens.map(\.file.cells)), Set(2...40))
        XCTAssertEqual(Set(screens.map(\.file.columns)), Set(1...5))
        XCTAssertEqual(Set(screens.map(\.file.canvas)).count, ScreenFolder.canvases.count)
        // A single partial row would be ambiguous (its cells' width refers only to itself).
        XCTAssertTrue(screens.allSatisfy { $0.file.columns <= $0.file.cells })
    }
}
