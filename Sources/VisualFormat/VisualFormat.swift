// VisualFormat: Apple's Visual Format Language, constraint equations and the `.vfl` layout
// file reader. Source locations and diagnostics live in SourceDiagnostics.
