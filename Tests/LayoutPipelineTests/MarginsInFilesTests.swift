import AutoLayout
import LayoutFiles
import Testing

@testable import LayoutPipeline

/// Layout margins written in files, laid out the whole way: a view's `margins` in both layout
/// directions, the root's margins on a device in either orientation, by its size class.
@Suite struct MarginsInFilesTests {
    /// The frames of `source`'s views at each size laid out, by name.
    func frames(_ source: String, sizes: LayoutSizes = .fileCanvas) -> [[String: LayoutRect]] {
        let run = LayoutRun(LayoutFileParser.parse(source: source, path: "x.vfl"), sizes: sizes)
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
        return run.layouts.map { Dictionary(uniqueKeysWithValues: $0.subviews.map { ($0.name, $0.frame) }) }
    }

    /// A card flush with the root's sides, (0, 100, 320, 100), its margins top 4, leading 30,
    /// bottom 4, trailing 10, and `H:|-[child]-|` on them: left to right the child runs from
    /// 30 to 320 - 10; right to left leading is the right side, so from 10 to 320 - 30. Either
    /// way it is 280 wide, and 4 to 100 - 4 high.
    @Test func aViewsMarginsInBothDirections() {
        for (direction, x) in [("ltr", 30.0), ("rtl", 10)] {
            let source = """
                canvas 320x568
                orientation portrait
                direction \(direction)
                spacing 8 margins
                view card margins 4 30 4 10
                view child in card
                H:|[card]|
                V:|-100-[card(==100)]
                H:|-[child]-|
                V:|-[child]-|
                """
            #expect(frames(source).first?["child"] == LayoutRect(x: x, y: 4, width: 280, height: 92), "\(direction)")
        }
    }

    /// On an iPhone 15 (compact in both orientations) right to left, a 10-point view on the
    /// root's leading margin: portrait, the margin is 16 from the right edge (x 393 - 16 - 10);
    /// landscape, 16 from the sensor housing's 59 (x 852 - 75 - 10). Its top on the safe area:
    /// 59, then 0.
    @Test func theRootsLeadingMarginRightToLeft() {
        let source = """
            canvas iphone-15
            direction rtl
            view a
            a.leading == root.leadingMargin
            a.top == root.safeArea.top
            a.width == 10
            a.height == 10
            """
        #expect(frames(source).map { $0["a"]?.origin } == [LayoutPoint(x: 367, y: 59), LayoutPoint(x: 767, y: 0)])
    }

    /// `--device iphone-16-pro-max`: regular in landscape, so the root's margin is 20 beyond
    /// the 62-point sensor housing there (82), and 16 in portrait.
    @Test func aLargeIPhoneIsRegularInLandscape() {
        let source =
            "view a\na.leading == root.leadingMargin\na.top == root.safeArea.top\na.width == 10\na.height == 10"
        let device = DevicePreset.named("iphone-16-pro-max")
        #expect(
            frames(source, sizes: .orientations(nil, device: device)).map { $0["a"]?.origin }
                == [LayoutPoint(x: 16, y: 62), LayoutPoint(x: 82, y: 0)])
        // A file's `sizeclass` wins over the device's.
        #expect(
            frames("sizeclass compact\n" + source, sizes: .orientations(.landscape, device: device)).first?["a"]?.origin
                == LayoutPoint(x: 78, y: 0))
    }

    /// A plain canvas has no safe area and a compact width unless the file says otherwise.
    @Test func aPlainCanvasTakesTheFilesScreen() {
        let body = "view a\na.leading == root.leadingMargin\na.top == root.safeArea.top\na.width == 10\na.height == 10"
        #expect(frames("canvas 400x800\norientation portrait\n" + body).first?["a"]?.origin == LayoutPoint(x: 16, y: 0))
        #expect(
            frames("canvas 400x800\norientation portrait\nsizeclass regular\nsafearea 30 0 0 0\n" + body).first?["a"]?
                .origin
                == LayoutPoint(x: 20, y: 30))
    }
}
