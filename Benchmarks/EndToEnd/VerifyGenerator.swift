// `--verify-generator`: the Swift port of make-grid-vfl.py against the script itself.
import Foundation
import GridFiles

/// The arguments compared: edge cases of the rows (one cell, a partial last row, one column),
/// every kind of canvas, the benchmark's grid sizes, and every screen of the folder scenario.
func generatorCases(screens: Int) -> [(cells: Int, columns: Int, canvas: String)] {
    var cases: [(Int, Int, String)] = [
        (1, 4, "ipad"), (2, 4, "ipad"), (4, 4, "ipad"), (5, 4, "ipad"), (3, 1, "iphone-se"), (7, 3, "iphone-14"),
        (10, 10, "1024x768"), (13, 5, "ipad-pro-12.9"), (9, 2, "800.5x600"), (5, 2, "some-device"),
        (25, 4, "IPAD"), (11, 2, "iphone-15"), (100, 4, "ipad"), (1000, 4, "ipad"), (2000, 4, "ipad"),
        (5000, 4, "ipad"), (10000, 4, "ipad"),
        // Refused by both: too narrow, out of range, a bad canvas.
        (100, 50, "iphone-se"), (1000, 6, "iphone-se"), (0, 4, "ipad"), (5, 51, "ipad"), (5, 4, "12x")
    ]
    cases += ScreenFolder.screens(screens).map { ($0.file.cells, $0.file.columns, $0.file.canvas) }
    return cases
}

/// Runs the script and the port on every case; prints one line per case; true if all agree.
func verifyGenerator(_ options: Options, scratch: String) -> Bool {
    guard let python = which(options.python) else {
        progress("layout-e2e: --verify-generator: '\(options.python)' not found (see --python)")
        return false
    }
    guard FileManager.default.fileExists(atPath: options.generatorScript) else {
        progress(
            "layout-e2e: --verify-generator: no script at '\(options.generatorScript)' (run from the repository root or pass --generator-script)"
        )
        return false
    }
    let script = absolutePath(options.generatorScript)
    var agreed = 0
    let cases = generatorCases(screens: options.screens)
    for (cells, columns, canvas) in cases {
        let label = "--cells \(cells) --columns \(columns) --canvas \(canvas)"
        let verdict = compareCase(cells, columns, canvas, python: python, script: script, scratch: scratch)
        print("  \(padRight(label, 48)) \(verdict ?? "OK")")
        if verdict == nil { agreed += 1 }
    }
    print("\(agreed) of \(cases.count) argument sets agree (output byte for byte, or the same error)")
    return agreed == cases.count
}

/// nil when the script and the port agree on these arguments; else what differs.
private func compareCase(
    _ cells: Int, _ columns: Int, _ canvas: String, python: String, script: String,
    scratch: String
) -> String? {
    let out = scratch + "/generator.out", err = scratch + "/generator.err"
    let command = ChildCommand(
        program: python, arguments: [script, "--cells", "\(cells)", "--columns", "\(columns)", "--canvas", canvas],
        directory: scratch, standardOutput: out, standardError: err)
    guard let measurement = try? Spawn.run(command, timeout: 300) else { return "FAIL: cannot run \(python)" }
    let scriptOutput = (try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data()
    let scriptError = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
    do {
        let port = try GridFile(cells: cells, columns: columns, canvas: canvas)
        guard measurement.succeeded else {
            return "FAIL: the script refused (\(lastLine(scriptError))), the port wrote a file"
        }
        return Data(port.bytes) == scriptOutput
            ? nil
            : "FAIL: outputs differ (\(scriptOutput.count) bytes from the script, \(port.bytes.count) from the port)"
    } catch {
        guard !measurement.succeeded else {
            return "FAIL: the port refused (\(error.message)), the script wrote a file"
        }
        // The script's message, after argparse's "make-grid-vfl.py: error: " and its option name.
        return lastLine(scriptError).hasSuffix(messageTail(error.message))
            ? nil
            : "FAIL: different errors: script '\(lastLine(scriptError))', port '\(error.message)'"
    }
}

/// The part of the port's message the script words the same way (argparse names the option
/// its own way: "argument --cells: ..."), so from the first ": " on for option errors.
private func messageTail(_ message: String) -> String {
    guard message.hasPrefix("--"), let colon = message.range(of: ": ") else { return message }
    return String(message[colon.upperBound...])
}

private func lastLine(_ text: String) -> String {
    text.split(separator: "\n").last.map(String.init) ?? ""
}
