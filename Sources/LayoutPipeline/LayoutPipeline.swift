// LayoutPipeline: the one path from a layout file to frames. `LayoutRun` reads and parses a
// file and, when it has no error, builds it, lays it out at the sizes `LayoutSizes` decides
// and checks it (`LayoutScene`); the `layout` command, `layout test` and the snapshot
// assertions all call it. The renderer it hands the frames to knows nothing of files.
