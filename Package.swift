// swift-tools-version: 6.0
//
// layout — Auto Layout-style constraint solving, the Visual Format Language and an ASCII
// renderer, on any platform Swift runs on. No dependencies beyond the toolchain.
//
// Module graph (arrows point one way; nothing imports LayoutCLI):
//
//   UIKitLayoutTesting ──▶ UIKitLayout ──▶ LayoutFiles, VisualFormat, AutoLayout; UIKitLayoutTesting ──▶ LayoutTesting
//   LayoutTesting ──▶ LayoutSnapshot ──▶ LayoutPipeline ──▶ LayoutFiles ──▶ VisualFormat ──▶ AutoLayout ──▶ Cassowary
//                                                      └──▶ LayoutRendering ──▶ AutoLayout
//   LayoutCLI ──▶ LayoutPipeline, LayoutSnapshot      (the `layout` executable)
//   LayoutFuzz ──▶ LayoutFuzzing ──▶ LayoutPipeline, VisualFormat, SeededRandomness
//   SolverCheck ──▶ SolverOracle ──▶ Cassowary; SolverCheck ──▶ LayoutFuzzing
//   LayoutBench ──▶ BenchmarkSystems ──▶ Cassowary
//   LayoutE2E ──▶ GridFiles               (runs the `layout` binary; imports no other module of the package)
//   AutoLayout, LayoutFiles, LayoutPipeline, LayoutSnapshot, LayoutCLI, LayoutFuzzing ──▶ SourceDiagnostics
//   SourceDiagnostics and SeededRandomness import nothing; GridFiles imports only Foundation.
import PackageDescription

let package = Package(
    name: "layout",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "SourceDiagnostics", targets: ["SourceDiagnostics"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "LayoutFiles", targets: ["LayoutFiles"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "LayoutPipeline", targets: ["LayoutPipeline"]),
        .library(name: "LayoutSnapshot", targets: ["LayoutSnapshot"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .library(name: "UIKitLayout", targets: ["UIKitLayout"]),
        .library(name: "UIKitLayoutTesting", targets: ["UIKitLayoutTesting"]),
        .executable(name: "layout", targets: ["LayoutCLI"]),
        .executable(name: "layout-bench", targets: ["LayoutBench"]),
        .executable(name: "layout-e2e", targets: ["LayoutE2E"]),
        .executable(name: "uikit-bench", targets: ["UIKitBench"]),
        .executable(name: "layout-fuzz", targets: ["LayoutFuzz"]),
        .executable(name: "solver-check", targets: ["SolverCheck"])
    ],
    targets: [
        // The incremental simplex solver. Imports nothing, not even Foundation.
        .target(name: "Cassowary"),
        // Source locations, source text, diagnostics and their rendering with carets. Imports
        // nothing, so every module can report problems without importing a language.
        .target(name: "SourceDiagnostics"),
        // Views, attributes, layout constraints, anchors, priorities, intrinsic sizes, frames.
        .target(name: "AutoLayout", dependencies: ["Cassowary", "SourceDiagnostics"]),
        // Apple's Visual Format Language alone: the parser, its errors, options and constraints.
        .target(name: "VisualFormat", dependencies: ["AutoLayout"]),
        // The `.vfl` layout file (not Apple's VFL, which its lines may hold): reading, parsing
        // (every error is found here) and building a document onto an engine.
        .target(name: "LayoutFiles", dependencies: ["AutoLayout", "VisualFormat", "SourceDiagnostics"]),
        // Frames to text: the ASCII / Unicode renderer and the text and JSON reports. It draws
        // laid-out frames and knows nothing of files.
        .target(name: "LayoutRendering", dependencies: ["AutoLayout"]),
        // The one path from a file to frames: read, parse, build, lay out at the sizes it
        // decides, check. The command, `layout test` and the snapshot assertions call it.
        .target(
            name: "LayoutPipeline", dependencies: ["AutoLayout", "LayoutFiles", "LayoutRendering", "SourceDiagnostics"]),
        // Snapshots of layouts: text format, diffs, record modes, atomic writes, folder runs.
        .target(
            name: "LayoutSnapshot",
            dependencies: ["AutoLayout", "LayoutFiles", "LayoutPipeline", "LayoutRendering", "SourceDiagnostics"]),
        // Snapshot assertions for XCTest and Swift Testing.
        .target(
            name: "LayoutTesting", dependencies: ["LayoutSnapshot", "AutoLayout", "LayoutFiles", "LayoutRendering"]),
        // UIKit's layout API (UIView, NSLayoutConstraint, anchors, UIStackView, ...) on the
        // engine, for tests that import it instead of UIKit on Linux. Names and behaviour only.
        .target(name: "UIKitLayout", dependencies: ["AutoLayout", "VisualFormat", "LayoutFiles"]),
        // assertLayoutSnapshot(of: UIView or UIViewController), apart so UIKitLayout needs no XCTest.
        .target(
            name: "UIKitLayoutTesting",
            dependencies: ["UIKitLayout", "LayoutTesting", "LayoutSnapshot", "LayoutRendering", "AutoLayout"]),
        // The `layout` command: argument handling and output only.
        .executableTarget(
            name: "LayoutCLI",
            dependencies: [
                "AutoLayout", "LayoutFiles", "LayoutPipeline", "LayoutRendering", "LayoutSnapshot", "SourceDiagnostics"
            ]
        ),
        // `swift run -c release layout-bench`: the solver benchmark (see Benchmarks/README.md).
        .executableTarget(
            name: "LayoutBench",
            dependencies: ["Cassowary", "BenchmarkSystems"],
            path: "Benchmarks/LayoutBench"
        ),
        // `swift run -c release layout-e2e`: the `layout` binary end to end on generated files, time
        // and peak memory, against a second binary with --baseline (see Benchmarks/EndToEnd/README.md).
        .executableTarget(
            name: "LayoutE2E",
            dependencies: ["GridFiles"],
            path: "Benchmarks/EndToEnd",
            exclude: ["README.md"]
        ),
        // `swift run -c release uikit-bench`: what changing a constraint's constant or isActive costs
        // in UIKitLayout, against a build and a rotation (see Benchmarks/README.md).
        .executableTarget(name: "UIKitBench", dependencies: ["UIKitLayout"], path: "Benchmarks/UIKitBench"),
        // The grid files of make-grid-vfl.py, in Swift (byte for byte), and the folder of screens.
        .target(name: "GridFiles", path: "Benchmarks/GridFiles"),
        // SplitMix64, the seeded generator of the fuzzers and the randomized tests.
        .target(name: "SeededRandomness"),
        // Seeded generators, mutations and checks for fuzzing every parser (tests and layout-fuzz).
        .target(
            name: "LayoutFuzzing",
            dependencies: [
                "AutoLayout", "VisualFormat", "LayoutFiles", "LayoutPipeline", "LayoutRendering",
                "SourceDiagnostics", "SeededRandomness"
            ]),
        // `swift run -c release layout-fuzz --iterations N`: the long fuzz run (see Scripts/fuzz.sh).
        .executableTarget(name: "LayoutFuzz", dependencies: ["LayoutFuzzing"]),
        // An independent check of the solver: a plain dense lexicographic simplex (exact with
        // rationals, or in doubles), seeded random systems, and the comparison of the two.
        // Optimized in debug builds too: its exact arithmetic and dense simplex are 10 to 30
        // times slower unoptimized, which the test suite's oracle checks cannot afford. It is
        // in no library product, so no package that depends on this one builds it.
        .target(
            name: "SolverOracle", dependencies: ["Cassowary"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // `swift run -c release solver-check --systems N`: the long seeded oracle run.
        .executableTarget(name: "SolverCheck", dependencies: ["SolverOracle", "LayoutFuzzing"]),
        // The chain and grid systems of Benchmarks/kiwi_bench.py, shared by the benchmark and the tests.
        .target(name: "BenchmarkSystems", dependencies: ["Cassowary"], path: "Benchmarks/Systems"),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "BenchmarkSystems", "SolverOracle"]),
        .testTarget(name: "SolverOracleTests", dependencies: ["SolverOracle", "Cassowary", "LayoutFuzzing"]),
        .testTarget(name: "SeededRandomnessTests", dependencies: ["SeededRandomness"]),
        .testTarget(name: "SourceDiagnosticsTests", dependencies: ["SourceDiagnostics", "SeededRandomness"]),
        .testTarget(
            name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary", "SourceDiagnostics", "SeededRandomness"]),
        .testTarget(name: "VisualFormatTests", dependencies: ["VisualFormat", "AutoLayout", "LayoutFuzzing"]),
        .testTarget(
            name: "LayoutFilesTests",
            dependencies: ["LayoutFiles", "VisualFormat", "SourceDiagnostics", "AutoLayout", "LayoutFuzzing"]),
        .testTarget(name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "AutoLayout", "SeededRandomness"]),
        .testTarget(
            name: "LayoutPipelineTests",
            dependencies: ["LayoutPipeline", "LayoutFiles", "LayoutRendering", "AutoLayout", "SourceDiagnostics"]),
        .testTarget(
            name: "LayoutSnapshotTests",
            dependencies: [
                "LayoutSnapshot", "LayoutPipeline", "SourceDiagnostics", "LayoutRendering", "LayoutFiles", "AutoLayout",
                "SeededRandomness"
            ]),
        // The references its snapshot assertions record and read (through #filePath), not
        // resources of the test bundle.
        .testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "UIKitLayoutTests", dependencies: ["UIKitLayout", "UIKitLayoutTesting", "LayoutTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "LayoutCLITests", dependencies: ["LayoutCLI", "LayoutFuzzing"]),
        .testTarget(name: "GridFilesTests", dependencies: ["GridFiles"]),
        .testTarget(name: "LayoutE2ETests", dependencies: ["LayoutE2E", "GridFiles"])
    ]
)

// The libFuzzer target, only when `Scripts/libfuzzer.sh` asks for it (LAYOUT_LIBFUZZER=1): it
// needs `-sanitize=fuzzer` and `-parse-as-library`, which a normal build does not pass.
if Context.environment["LAYOUT_LIBFUZZER"] == "1" {
    package.products.append(.executable(name: "layout-libfuzzer", targets: ["LayoutLibFuzzer"]))
    package.targets.append(
        .executableTarget(name: "LayoutLibFuzzer", dependencies: ["LayoutFuzzing"], path: "Fuzz/LibFuzzer"))
}
