import AutoLayout
import Foundation
import LayoutFiles
import Testing

@testable import LayoutPipeline

/// `Layouts/safe-area.vfl` on an iPhone 15, its frames worked out by hand from UIKit's rules
/// (not read from the snapshot), and files that use safe areas, margins and guides taken the
/// whole way: the CLI's device, located conflicts and ambiguity.
@Suite("Safe area example")
struct SafeAreaExampleTests {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/safe-area.vfl").path

    /// Portrait, 393x852: safe area (0, 59, 393, 759); an iPhone 15 has a compact width in
    /// both orientations (Apple's HIG, device size classes), so the root's system minimum
    /// margins are 16 on the sides, measured from the safe area: (59, 16, 34, 16).
    /// - title: top 59 + 8 = 67, leading margin 16; "Messages" is 8 cells, 56x18.
    /// - field: `|-[field]-|` on the margins, 16 to 393 - 16 = 377, so 361 wide; 8 below the
    ///   title (67 + 18 + 8 = 93); 44 high.
    /// - send: 8 below the field (93 + 44 + 8 = 145); trailing margin 377, 32 wide: x 345.
    /// - toolbar: edge to edge, bottom on the safe area's 852 - 34 = 818, 44 high: y 774.
    /// - compose: the toolbar lies inside the safe area, so its margins are UIKit's default 8;
    ///   its trailing margin is 393 - 8 = 385, 53 wide: x 332; centred in 44: y 7.
    static let portrait: [String: LayoutRect] = [
        "title": LayoutRect(x: 16, y: 67, width: 56, height: 18),
        "field": LayoutRect(x: 16, y: 93, width: 361, height: 44),
        "send": LayoutRect(x: 345, y: 145, width: 32, height: 30),
        "toolbar": LayoutRect(x: 0, y: 774, width: 393, height: 44),
        "compose": LayoutRect(x: 332, y: 7, width: 53, height: 30)
    ]

    /// Landscape, 852x393: safe area (59, 0, 734, 372); the root's margins 16 + 59 on the
    /// sides and the home indicator's 21 at the bottom: (0, 75, 21, 75).
    /// - title: top 0 + 8 = 8, leading 75.
    /// - field: 75 to 852 - 75 = 777, 702 wide; y 8 + 18 + 8 = 34.
    /// - send: y 34 + 44 + 8 = 86; x 777 - 32 = 745.
    /// - toolbar: bottom on 393 - 21 = 372, y 328, still 852 wide.
    /// - compose: the toolbar reaches into both 59-point side strips, so its safe-area insets
    ///   are 59 on each side and its margins 8 + 59 = 67: trailing 852 - 67 = 785, x 732.
    static let landscape: [String: LayoutRect] = [
        "title": LayoutRect(x: 75, y: 8, width: 56, height: 18),
        "field": LayoutRect(x: 75, y: 34, width: 702, height: 44),
        "send": LayoutRect(x: 745, y: 86, width: 32, height: 30),
        "toolbar": LayoutRect(x: 0, y: 328, width: 852, height: 44),
        "compose": LayoutRect(x: 732, y: 7, width: 53, height: 30)
    ]

    @Test func framesInBothOrientations() throws {
        let run = LayoutRun.file(path: Self.path, sizes: .fileCanvas)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
        let layouts = run.layouts
        try #require(layouts.count == 2)
        for (layout, expected) in zip(layouts, [Self.portrait, Self.landscape]) {
            let frames = Dictionary(uniqueKeysWithValues: layout.subviews.map { ($0.name, $0.frame) })
            #expect(frames == expected, "\(layout.orientation)")
        }
        #expect(layouts[0].safeArea == LayoutRect(x: 0, y: 59, width: 393, height: 759))
        #expect(layouts[1].safeArea == LayoutRect(x: 59, y: 0, width: 734, height: 372))
    }

    /// docs/SafeAreaAndMargins.md shows the example: the file without its comment lines.
    @Test func theDocsShowTheExample() throws {
        let root = URL(fileURLWithPath: Self.path).deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/SafeAreaAndMargins.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```vfl\n"))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let shown = page[start.upperBound..<end.lowerBound].components(separatedBy: "\n").filter { !$0.isEmpty }
        let file = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(shown == file.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The toolbar's own safe area is the screen's clipped to it.
    @Test func theToolbarsSafeAreaIsClipped() throws {
        let document = try #require(LayoutFile.load(path: Self.path).document)
        let built = document.build()
        built.layout(at: LayoutSize(width: 852, height: 393))
        let toolbar = try #require(built.view(named: "toolbar"))
        #expect(toolbar.safeAreaInsets == LayoutEdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(toolbar.layoutMargins == LayoutEdgeInsets(top: 8, left: 67, bottom: 8, right: 67))
        built.layout(at: LayoutSize(width: 393, height: 852))
        #expect(toolbar.safeAreaInsets == .zero && toolbar.layoutMargins == LayoutEdgeInsets(all: 8))
    }

    /// `--device` gives a file without `canvas` the device's size, insets and size class: an
    /// iPhone X's margin is 16 in portrait, and 44 + 16 in landscape (still compact).
    @Test func theCommandsDeviceGivesItsInsets() throws {
        let source =
            "view a\na.top == root.safeArea.top\na.leading == root.leadingMargin\na.width == 10\na.height == 10"
        let document = try #require(LayoutFileParser.parse(source: source, path: "x.vfl").document)
        let sizes = LayoutSizes.orientations(nil, device: DevicePreset.named("iphone-x"))
        let portrait = LayoutSize(width: 375, height: 812)
        #expect(
            sizes.screen(for: document, at: portrait).safeAreaInsets
                == LayoutEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(LayoutSizes.fileCanvas.screen(for: document, at: LayoutSize(width: 320, height: 568)) == ScreenTraits())
        let run = LayoutRun(LayoutFileParser.parse(source: source, path: "x.vfl"), sizes: sizes)
        #expect(
            run.layouts.map { $0.subviews[0].frame.origin } == [LayoutPoint(x: 16, y: 44), LayoutPoint(x: 60, y: 0)])
    }

    /// A conflict with the safe area is reported at the broken constraint, with a note at
    /// the guide's constraint pointing at what gave the insets (the device's `canvas`).
    @Test func aConflictWithTheSafeAreaIsLocated() throws {
        let source = """
            canvas iphone-15
            view bar
            bar.top == root.safeArea.top
            bar.top == root.top + 20
            H:|[bar]|
            bar.height == 44
            """
        let run = LayoutRun(
            LayoutFileParser.parse(source: source, path: "x.vfl"), sizes: .orientations(.portrait, device: nil))
        let lines = run.diagnostics.flatMap { [$0] + $0.notes }.map {
            "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
        }
        #expect(
            lines == [
                "4:1 unable to simultaneously satisfy constraints; breaking 'bar.top == root.top + 20'",
                "1:1 in conflict: 'root.safeArea.top == root.top + 59' (UIViewSafeAreaLayoutGuide-top)",
                "3:1 in conflict: 'bar.top == root.safeArea.top'",
                "4:1 in conflict: 'bar.top == root.top + 20'"
            ])
    }

    /// A guide the file does not place is reported at its declaration, as a view is.
    @Test func anAmbiguousGuideIsLocated() throws {
        let source = """
            canvas 320x568
            view a
            guide gap
            H:|-[a]-|
            V:|-[a(==44)]
            gap.top == a.bottom
            gap.height == 8
            """
        let run = LayoutRun(
            LayoutFileParser.parse(source: source, path: "x.vfl"), sizes: .orientations(.portrait, device: nil))
        let lines = run.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)" }
        #expect(
            lines == [
                "3:7 gap is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)"
            ])
        #expect(run.layouts.first?.guides.map(\.name) == ["gap"])
    }
}
