// The libFuzzer target: libFuzzer chooses the bytes, `LibFuzzerInput` feeds them to the layout
// file parser (and the layout, the drawing and the JSON report), Apple's VFL parser or the
// equation parser, and any problem its checks find stops the run with the input saved. A Swift
// trap (an overflow, a bad subscript) stops it the same way.
//
// Not part of the package's normal build: `Scripts/libfuzzer.sh` builds it (with
// LAYOUT_LIBFUZZER=1 and `-sanitize=fuzzer,address`) and runs it. The program's own entry
// point hands over to libFuzzer's driver (`LLVMFuzzerRunDriver`), which parses libFuzzer's
// flags and calls `testOneInput` for every input.
import Foundation
import LayoutFuzzing

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

nonisolated(unsafe) private var formatCheck = VisualFormatCheck()

/// One input: its problems stop the run (libFuzzer saves the input as a crash).
private func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let problems = LibFuzzerInput.problems(data, formats: &formatCheck)
    if !problems.isEmpty { fatalError("fuzz check failed: \(problems.joined(separator: "; "))") }
    return 0
}

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv, { testOneInput($0, $1) }))
