import AutoLayout
import Foundation
import LayoutFiles
import LayoutPipeline
import LayoutRendering
import SourceDiagnostics
import Testing

@testable import LayoutSnapshot

/// Hostile shapes through the whole pipeline — parser, engine, renderer, JSON report,
/// snapshot text and snapshot diff: views nested ten thousand deep, many thousand views,
/// sizes that go negative, cycles of equalities, million-character names, hostile sizes. Each
/// gives a result or a clear error, with no recursion on the input's depth (a stack overflow
/// would crash the test process) and within a bounded time. The files are made here, at run
/// time.
@Suite struct HostileShapeTests {
    /// What the pipeline made of a file.
    struct Outcome {
        var parsed: LayoutParseResult
        var scene: LayoutScene?
        var text = ""
        var json = ""
        var snapshot = ""
        var seconds = 0.0
    }

    /// Parses `source`, lays it out in both orientations, and makes the text report, the JSON
    /// report and the snapshot text; then checks what every outcome must satisfy.
    static func pipeline(
        _ source: String, ambiguity: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        var outcome = Outcome(parsed: LayoutFileParser.parse(source: source, path: "big.vfl"))
        if let document = outcome.parsed.document {
            let scene = LayoutScene(
                document: document, sizes: OrientationChoice.both.sizes(for: document.canvasSize),
                checkAmbiguity: ambiguity)
            outcome.text = TextReport().render(scene.layouts)
            outcome.json = JSONReport(
                file: "big.vfl", layouts: scene.layouts, diagnostics: scene.reportDiagnostics(path: "big.vfl")
            ).render()
            outcome.snapshot = SnapshotFormat().text(for: scene.layouts)
            outcome.scene = scene
        }
        _ = outcome.parsed.renderedDiagnostics()
        let elapsed = start.duration(to: clock.now).components
        outcome.seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        #expect(outcome.seconds < 90, "took \(outcome.seconds) s", sourceLocation: sourceLocation)
        let all = Array(outcome.parsed.diagnostics) + Array(outcome.scene?.diagnostics ?? .empty)
        for diagnostic in all + all.flatMap(\.notes) {
            if let range = diagnostic.range {
                #expect(
                    outcome.parsed.source.contains(range), "\(diagnostic.message.prefix(80))",
                    sourceLocation: sourceLocation)
            }
        }
        if !outcome.json.isEmpty {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(outcome.json.utf8))) != nil, "the JSON does not parse",
                sourceLocation: sourceLocation)
        }
        for line in outcome.text.split(separator: "\n") where line.hasPrefix("+") || line.hasPrefix("|") {
            #expect(line.count <= BoxRenderer.maximumColumns + 1, sourceLocation: sourceLocation)
        }
        return outcome
    }

    /// `view v0`, `view v1 in v0`, ... `count` deep, each with `constraints(i)` after it.
    static func nested(_ count: Int, canvas: String = "320x568", constraints: (Int) -> [String] = { _ in [] }) -> String
    {
        var lines = ["canvas \(canvas)"]
        for index in 0..<count {
            lines.append(index == 0 ? "view v0" : "view v\(index) in v\(index - 1)")
            lines += constraints(index)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Ten thousand views, each inside the one before: parsed, built, laid out (every view
    /// ambiguous: no constraints), drawn, reported in JSON, snapshotted and diffed.
    @Test func viewsNestedTenThousandDeep() throws {
        let outcome = Self.pipeline(Self.nested(10_000))
        let scene = try #require(outcome.scene)
        #expect(scene.layouts.map { $0.views.count } == [10_001, 10_001])
        #expect(scene.diagnostics.count == 20_000)
        #expect(
            scene.diagnostics.last?.message
                == "v9999 is ambiguous vertically: y and height are not determined by its constraints (ambiguous layout)"
        )
        #expect(outcome.snapshot.contains("v9999 in v9998 (0, 0, 0, 0)"))
        // Diffing two deep snapshots, one with the deepest view moved.
        let moved = outcome.snapshot.replacingOccurrences(
            of: "v9999 in v9998 (0, 0, 0, 0)", with: "v9999 in v9998 (1, 0, 0, 0)")
        let reference = SnapshotFrames(text: outcome.snapshot)
        let actual = SnapshotFrames(text: moved)
        #expect(
            FrameDiff.lines(from: reference, to: actual).contains { $0.contains("v9999: (0, 0, 0, 0) -> (1, 0, 0, 0)") }
        )
    }

    /// A hundred thousand views, each inside the one before, built onto an engine, laid out
    /// once and released: the release went one stack frame per level and overflowed (the
    /// commands died with SIGSEGV). Scripts/check-limits.sh runs the commands on this file.
    @Test func viewsNestedAHundredThousandDeepAreReleased() throws {
        let parsed = LayoutFileParser.parse(source: Self.nested(100_000), path: "deep.vfl")
        let document = try #require(parsed.document)
        weak var weakRoot: LayoutView?
        weak var weakDeepest: LayoutView?
        do {
            let built = document.build()
            built.layout(at: document.canvasSize)
            #expect(built.view(named: "v99999")?.superview?.name == "v99998")
            #expect(built.view(named: "v99999")?.frame == LayoutRect(x: 0, y: 0, width: 0, height: 0))
            (weakRoot, weakDeepest) = (built.engine.root, built.view(named: "v99999"))
        }
        #expect(weakRoot == nil && weakDeepest == nil)
    }

    /// A chain of views each inset by one point in its parent, 170 deep: sizes
    /// shrink by two points a level and go negative past the 160th (the width in portrait,
    /// the height in landscape); frames are exact, drawn (standardized) and reported, and
    /// each negative size is a warning at its view.
    @Test func nestedInsetsGoNegative() throws {
        let outcome = Self.pipeline(Self.nested(170) { ["H:|-1-[v\($0)]-1-|", "V:|-1-[v\($0)]-1-|"] })
        let scene = try #require(outcome.scene)
        var expected: [String] = []
        for index in 160..<170 {
            let side = 320 - 2 * (index + 1)
            expected.append("v\(index) has a negative width (\(side) points) (in portrait 320x568)")
            expected.append("v\(index) has a negative height (\(side) points) (in landscape 568x320)")
        }
        #expect(scene.diagnostics.map(\.message) == expected)
        #expect(scene.diagnostics.allSatisfy { $0.severity == .warning && $0.issue == .negativeSizes })
        let portrait = scene.layouts[0].views.dropFirst()
        for (index, view) in portrait.enumerated() {
            let inset = Double(2 * (index + 1))
            #expect(view.frame == LayoutRect(x: 1, y: 1, width: 320 - inset, height: 568 - inset), "v\(index)")
        }
        #expect(portrait.last?.frame.width == -20)
    }

    /// A hundred thousand views parse in linear time; thirty thousand, without constraints, go
    /// through the whole pipeline (the solver's scale is measured apart, with the command: see
    /// docs/Reliability.md).
    @Test func hundredThousandViews() throws {
        let lines = ["canvas 320x568"] + (0..<100_000).map { "view v\($0)" }
        let parsed = LayoutFileParser.parse(source: lines.joined(separator: "\n"), path: "big.vfl")
        #expect(parsed.diagnostics.isEmpty && parsed.document?.views.count == 100_000)
        let outcome = Self.pipeline(lines.prefix(30_001).joined(separator: "\n"), ambiguity: false)
        let scene = try #require(outcome.scene)
        #expect(scene.layouts.map { $0.views.count } == [30_001, 30_001])
        #expect(outcome.json.components(separatedBy: "\"superview\": \"root\"").count - 1 == 60_000)
    }

    /// The widths of 150 views in a cycle of equalities, and one more equality that
    /// contradicts the cycle: one conflict, naming a minimal set (the shorter way round the
    /// cycle plus the contradiction), at every size. (Larger cycles are measured with the
    /// command: the ambiguity probes make the solver's rows dense.)
    @Test func cycleOfEqualities() throws {
        let count = 150
        var lines = ["canvas 320x568"] + (0..<count).map { "view v\($0)" }
        for index in 0..<count { lines.append("v\(index).width == v\((index + 1) % count).width") }
        lines.append("v0.width == v10.width + 10")
        for index in 0..<count { lines += ["H:|[v\(index)]", "V:|[v\(index)(==10)]"] }
        let outcome = Self.pipeline(lines.joined(separator: "\n"))
        let scene = try #require(outcome.scene)
        let conflicts = scene.diagnostics.filter { $0.message.hasPrefix("unable to simultaneously satisfy") }
        #expect(
            conflicts.map(\.message) == [
                "unable to simultaneously satisfy constraints; breaking 'v0.width == v10.width + 10'"
            ])
        #expect(conflicts.first?.notes.count == 11)
        // The broken constraint left out, the cycle holds: every width is the same.
        let widths = Set(scene.layouts[0].views.dropFirst().map(\.frame.width))
        #expect(widths.count == 1)
    }

    /// A million-character name and a long title: parsed, drawn (clipped), reported; the
    /// messages quote what they must.
    @Test func millionCharacterNames() throws {
        let name = String(repeating: "n", count: 1_000_000)
        let source =
            "canvas 320x568\nview \(name)\nlabel l \"\(String(repeating: "W", count: 100_000))\"\n"
            + "H:|-[\(name)]-|\nV:|-[\(name)(==10)]-[l]\nH:|-[l]\n"
        let outcome = Self.pipeline(source)
        let scene = try #require(outcome.scene)
        #expect(scene.diagnostics.isEmpty)
        #expect(scene.layouts[0].views[2].frame == LayoutRect(x: 20, y: 38, width: 700_000, height: 18))
        #expect(outcome.text.split(separator: "\n").allSatisfy { $0.count <= 1_000_100 })
        #expect(outcome.json.contains(name))
        // A misspelt million-character name: the error quotes 40 characters of it.
        let typo = Self.pipeline("view \(name)\n\(name)x.width == 10\n")
        let quoted = "'\(String(repeating: "n", count: 40))...'"
        let declaration = "'view \(String(repeating: "n", count: 35))...'"
        #expect(typo.parsed.diagnostics.map(\.message) == ["unknown view \(quoted); declare it with \(declaration)"])
    }

    /// Root sizes no screen has — zero, negative, NaN, infinite, 10^308 — laid out through
    /// the scene: frames stay finite (the size used is clamped and the clamp reported at the
    /// canvas), the drawing stays within its bounds, the JSON parses.
    @Test(arguments: [
        LayoutSize(width: 0, height: 0), LayoutSize(width: -320, height: 568),
        LayoutSize(width: .nan, height: 568), LayoutSize(width: .infinity, height: -.infinity),
        LayoutSize(width: 1e308, height: 1e308), LayoutSize(width: 1, height: 1e7)
    ])
    func hostileRootSizes(size: LayoutSize) throws {
        let source = "canvas 320x568\nview a\nview b in a\nH:|-[a]-|\nV:|-[a]-|\nH:|-[b(>=10)]-|\nV:|-[b]-|\n"
        let document = try #require(LayoutFileParser.parse(source: source, path: "odd.vfl").document)
        let scene = LayoutScene(document: document, sizes: [size, LayoutSize(width: 320, height: 568)])
        for layout in scene.layouts {
            #expect(layout.width.isFinite && layout.height.isFinite, "\(size)")
            for view in layout.views {
                #expect(
                    view.frame.x.isFinite && view.frame.width.isFinite && view.frame.y.isFinite
                        && view.frame.height.isFinite,
                    "\(size): \(view.name) \(view.frame)")
            }
        }
        let text = TextReport().render(scene.layouts)
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 2 * (BoxRenderer.maximumColumns + 1) + 4 })
        // Two drawings one above the other, each at most 1000 rows, and the frame lists.
        #expect(text.split(separator: "\n").count <= 2 * (BoxRenderer.maximumRows + 2) + 20)
        let json = JSONReport(
            file: "odd.vfl", layouts: scene.layouts, diagnostics: scene.reportDiagnostics(path: "odd.vfl")
        ).render()
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
        // After the odd size, the ordinary one is laid out as if it came first.
        #expect(scene.layouts[1].views[1].frame == LayoutRect(x: 20, y: 20, width: 280, height: 528))
    }

    /// Frames no solver should give — NaN, infinities, 10^308, negative sizes, on a canvas of
    /// zero or huge size — drawn and reported without a trap: non-finite frames are left out
    /// of the drawing and written `null` in JSON.
    @Test func hostileFramesDrawAndReport() {
        let frames: [LayoutRect] = [
            LayoutRect(x: .nan, y: 0, width: 10, height: 10), LayoutRect(x: 0, y: 0, width: .infinity, height: 10),
            LayoutRect(x: -1e308, y: -1e308, width: 1e308, height: 1e308),
            LayoutRect(x: 50, y: 50, width: -40, height: -40),
            LayoutRect(x: 1e308, y: 0, width: -1e308, height: 1), LayoutRect(x: 0, y: 0, width: 0, height: 0)
        ]
        for (width, height) in [(0.0, 0.0), (320, 568), (1e308, 1e308), (Double.nan, 5), (-10, -10)] {
            let layout = RenderedLayout(
                orientation: "odd", width: width, height: height,
                frames: frames.enumerated().map {
                    (name: "v\($0.offset)", superview: "root", frame: $0.element)
                })
            for style in [BoxStyle.ascii, .unicode] {
                let lines = BoxRenderer(style: style).lines(for: layout)
                #expect(
                    lines.count <= BoxRenderer.maximumRows + 1
                        && lines.allSatisfy { $0.count <= BoxRenderer.maximumColumns + 1 },
                    "\(width)x\(height)")
            }
            let json = JSONReport(file: "odd", layouts: [layout]).render()
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(width)x\(height)")
            #expect(json.contains("\"x\": null") && !json.contains("nan") && !json.contains("inf"))
            _ = SnapshotFormat().text(for: [layout])
        }
    }
}
