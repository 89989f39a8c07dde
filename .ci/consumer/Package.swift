// swift-tools-version:6.0
// A package that uses the solver alone, as a program that wants only `Cassowary` would: CI
// builds and runs it, so the library links by itself (it may not need Foundation or libm).
// `.ci/run` copies it beside a link named `layout` to the checkout, whatever the checkout's
// folder is called.
//
// Its test target is set up as the snapshot testing guide tells users to set theirs up
// (the guide's manifest lines are these, verbatim; the documentation tests check it):
// `swift test --package-path` on the copy runs it.
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(path: "../layout")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "Cassowary", package: "layout")]),
        .testTarget(
            name: "MyAppTests",
            dependencies: [.product(name: "LayoutTesting", package: "layout")],
            exclude: ["__Snapshots__"]
        ),
    ]
)
