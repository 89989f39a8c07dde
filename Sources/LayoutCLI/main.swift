// The `layout` command: run it on the arguments, write what it printed, exit with its status.
// Everything else lives beside this file: `LayoutTool` dispatches through the one table of
// subcommands (`Commands`), `Arguments` parses, each `LayoutCommand` (render, check, test,
// help) reads its options (`Options`, each declared once) and does the work through the
// libraries, `Help` explains.
import Foundation

let output = LayoutTool.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.write(output)
exit(output.status.rawValue)
