// LayoutTesting: snapshot assertions for layouts, usable from XCTest and Swift Testing.
// The snapshot format, diffs and record modes live in LayoutSnapshot, re-exported here.
@_exported import LayoutSnapshot
