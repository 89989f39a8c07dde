// The `layout` command: run it on the arguments, write what it printed, exit with its status.
// Everything else lives beside this file: `LayoutTool` dispatches, `Arguments` parses,
// `RenderCommand` and `CheckCommand` do the work (through the libraries), `Help` explains.
import Foundation

let output = LayoutTool.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.write(output)
exit(output.status.rawValue)
