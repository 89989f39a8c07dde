// VisualFormat: Apple's Visual Format Language, constraint equations and the `.vfl` layout
// file reader, with source locations and diagnostics.
