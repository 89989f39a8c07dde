// swift-tools-version:6.0
// A package that uses the solver alone, as a program that wants only `Cassowary` would: CI
// builds and runs it, so the library links by itself (it may not need Foundation or libm).
// `.ci/run` copies it beside a link named `layout` to the checkout, whatever the checkout's
// folder is called.
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [.package(path: "../layout")],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "Cassowary", package: "layout")]),
    ]
)
