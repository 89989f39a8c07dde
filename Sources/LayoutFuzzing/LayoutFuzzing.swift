// LayoutFuzzing: seeded generators of layout files, visual format strings, equations and
// command lines, mutations of a seed corpus, and the checks every input must pass.
//
// The same code drives three runs:
//
// - the test suite (`swift test`), at a size that keeps it quick;
// - `swift run -c release layout-fuzz --iterations N`, for as long as you like, with the
//   command lines run through the `layout` binary so that a trap is caught with its input;
// - the libFuzzer target (`Scripts/libfuzzer.sh`), where libFuzzer chooses the bytes.
//
// Everything is deterministic: input `i` of a run with seed `s` is the same on every run and
// platform, so a failure is reported as `seed s, input i` and replayed with
// `layout-fuzz --seed s --only i`.
