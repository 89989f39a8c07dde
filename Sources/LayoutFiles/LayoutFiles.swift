// LayoutFiles: the `.vfl` layout file, a format of its own (a screen's canvas, views and
// constraints) whose constraint lines may be Apple's VFL strings or equations. Reading
// (`LayoutFile`), parsing into a `LayoutDocument` (`LayoutFileParser`) and building the
// document onto a `LayoutEngine` (`BuiltLayout`).
