import AutoLayout
import LayoutFiles
import LayoutPipeline
import LayoutRendering
import Testing

@testable import LayoutCLI

/// Option values on their own, in process.
@Suite("Option values")
struct OptionValuesTests {
    private func size(_ text: String) throws(UsageError) -> LayoutSize {
        try OptionValues.size(text, for: Options.size.spec, command: RenderCommand.spec)
    }

    private func scale(_ text: String) throws(UsageError) -> Double {
        try OptionValues.scale(text, for: Options.scale.spec, command: RenderCommand.spec)
    }

    @Test func sizes() throws {
        #expect(try size("375x667") == LayoutSize(width: 375, height: 667))
        #expect(try size("375X667") == LayoutSize(width: 375, height: 667))
        #expect(try size("375×667") == LayoutSize(width: 375, height: 667))
        #expect(try size("0.5x.5") == LayoutSize(width: 0.5, height: 0.5))
        #expect(try size("10000x10000") == LayoutSize(width: 10000, height: 10000))
        #expect(try size("0010x020") == LayoutSize(width: 10, height: 20))
    }

    @Test(arguments: [
        "", "x", "0x1", "1x0", "10000.001x1", "1e2x3", "-1x2", "1x", "x1", "1x2x3", "ax1", "nanx1", "1 x 2"
    ])
    func badSizes(_ text: String) {
        #expect(throws: UsageError.self) { try size(text) }
    }

    @Test func scales() throws {
        #expect(try scale("8") == 8)
        #expect(try scale("0.25") == 0.25)
        #expect(try scale(".5") == 0.5)
        #expect(try scale("10000") == 10000)
    }

    @Test(arguments: ["0", "-8", "+8", "1e308", "nan", "NaN", "inf", "infinity", "10000.0001", "8pt", "0x10", ""])
    func badScales(_ text: String) {
        #expect(throws: UsageError.self) { try scale(text) }
    }

    @Test func devices() throws {
        let device = try OptionValues.device("iPhone-SE-1", for: Options.device.spec, command: CheckCommand.spec)
        #expect(device == DevicePreset.iphoneSE)
        #expect(
            throws: UsageError(
                "invalid value 'ipda' for '--device <device>'; did you mean 'ipad'?", command: CheckCommand.spec)
        ) {
            try OptionValues.device("ipda", for: Options.device.spec, command: CheckCommand.spec)
        }
    }

    @Test func choices() throws {
        let style: BoxStyle = try OptionValues.choice("unicode", for: Options.style.spec, command: RenderCommand.spec)
        #expect(style == .unicode)
        let orientation: OrientationChoice = try OptionValues.choice(
            "landscape", for: Options.orientation.spec, command: RenderCommand.spec)
        #expect(orientation == .landscape)
        #expect(
            throws: UsageError(
                "invalid value 'JSON' for '--format <format>'; expected text or json", command: RenderCommand.spec)
        ) {
            let _: OutputFormat = try OptionValues.choice("JSON", for: Options.format.spec, command: RenderCommand.spec)
        }
    }

    @Test func lists() {
        #expect(OptionValues.list([]) == "")
        #expect(OptionValues.list(["a"]) == "a")
        #expect(OptionValues.list(["a", "b"]) == "a or b")
        #expect(OptionValues.list(["a", "b", "c"]) == "a, b or c")
    }

    // MARK: Sizing

    private func sizing(_ arguments: [String]) throws(UsageError) -> LayoutSizes {
        try LayoutSizes(Arguments.parse(["a.vfl"] + arguments, for: RenderCommand.spec), command: RenderCommand.spec)
    }

    @Test func sizingChoices() throws {
        let document = try #require(LayoutFileParser.parse(source: "canvas 100x50\nview a", path: "a.vfl").document)
        #expect(
            try sizing([]).sizes(for: document) == [
                LayoutSize(width: 50, height: 100), LayoutSize(width: 100, height: 50)
            ])
        #expect(try sizing(["--orientation", "landscape"]).sizes(for: document) == [LayoutSize(width: 100, height: 50)])
        #expect(
            try sizing(["--device", "ipad", "--orientation", "portrait"]).sizes(for: document)
                == [LayoutSize(width: 768, height: 1024)])
        #expect(try sizing(["--size", "30x40"]).sizes(for: document) == [LayoutSize(width: 30, height: 40)])
    }

    /// A file without a canvas is drawn at the default device, or at `--device`.
    @Test func sizingWithoutACanvas() throws {
        let document = try #require(LayoutFileParser.parse(source: "view a", path: "a.vfl").document)
        #expect(try sizing(["--orientation", "portrait"]).sizes(for: document) == [LayoutSize(width: 320, height: 568)])
        #expect(
            try sizing(["--device", "iphone-8"]).sizes(for: document)
                == [LayoutSize(width: 375, height: 667), LayoutSize(width: 667, height: 375)])
    }

    /// A square canvas is the same in both orientations, so it is laid out once.
    @Test func squareCanvasOnce() throws {
        let document = try #require(LayoutFileParser.parse(source: "canvas 500x500\nview a", path: "a.vfl").document)
        let arguments = try Arguments.parse(["a.vfl"], for: CheckCommand.spec)
        #expect(
            try LayoutSizes(arguments, command: CheckCommand.spec).sizes(for: document) == [
                LayoutSize(width: 500, height: 500)
            ])
    }
}
