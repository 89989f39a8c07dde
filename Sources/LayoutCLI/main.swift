// The `layout` command: run it on the arguments, write what it printed, exit with its status.
// Everything else lives beside this file: `LayoutTool` dispatches through the one table of
// subcommands (`Commands`), `Arguments` parses, each `LayoutCommand` (render, check, test,
// help) reads its options (`Options`, each declared once) and does the work through the
// libraries, `Help` explains.
import Foundation
import LayoutPipeline

// A laid-out file is a graph of many small objects (views, constraints, the solver's rows):
// taking it apart object by object took about a tenth of a large file's run, and the process
// is about to give all its memory back at once. So the command's last run stays referenced
// here until `exit`, as compilers leave their trees to the exit.
nonisolated(unsafe) var keptUntilExit: LayoutRun?
let output = LayoutTool.run(Array(CommandLine.arguments.dropFirst()), keepUntilExit: { keptUntilExit = $0 })
StandardStreams.write(output)
exit(output.status.rawValue)
