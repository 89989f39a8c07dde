import AutoLayout
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// `canvas`, `spacing`, `direction` and `metrics`.
@Suite struct SettingsTests {
    @Test func canvasBySize() throws {
        let canvas = try #require(expectLayoutDocument("canvas 375x667\nview a")?.canvas)
        #expect(canvas.width == 375 && canvas.height == 667 && canvas.device == nil)
        let other = try #require(expectLayoutDocument("canvas  1024.5X768   # comment\nview a")?.canvas)
        #expect(other.width == 1024.5 && other.height == 768)
        #expect(other.valueRange == lineRange(1, 9..<19) && other.range == lineRange(1, 1..<19))
        #expect(try #require(expectLayoutDocument("canvas 100×200\nview a")?.canvas).height == 200)
    }

    @Test func canvasByDeviceAnyCaseAndOrientation() throws {
        let canvas = try #require(expectLayoutDocument("canvas iPhone-SE\nview a")?.canvas)
        #expect(canvas.width == 320 && canvas.height == 568 && canvas.device?.name == "iphone-se")
        #expect(canvas.valueRange == lineRange(1, 8..<17))
        let landscape = try #require(expectLayoutDocument("canvas iphone-5s LANDSCAPE\nview a")?.canvas)
        #expect(landscape.width == 568 && landscape.height == 320 && landscape.isLandscape)
        let portrait = try #require(expectLayoutDocument("canvas ipad-pro-12.9 portrait\nview a")?.canvas)
        #expect(portrait.width == 1024 && portrait.height == 1366 && !portrait.isLandscape)
        let sized = try #require(expectLayoutDocument("canvas 320x568 landscape\nview a")?.canvas)
        #expect(sized.width == 568 && sized.height == 320)
    }

    @Test func canvasIsOptional() throws {
        let document = try #require(expectLayoutDocument("view a"))
        #expect(document.canvas == nil)
        #expect(LayoutDocument.defaultDevice.width == 320 && LayoutDocument.defaultDevice.height == 568)
    }

    @Test func canvasErrors() {
        expectLayoutDiagnostics(
            "canvas\nview a",
            ["1:7: error: expected a size or a device after 'canvas', like 'canvas 320x568' or 'canvas iphone-se'"])
        expectLayoutDiagnostics("canvas 0x568\nview a", ["1:8: error: the canvas width must be more than 0 points"])
        expectLayoutDiagnostics("canvas 320x0\nview a", ["1:8: error: the canvas height must be more than 0 points"])
        expectLayoutDiagnostics(
            "canvas 320x10001\nview a",
            ["1:12: error: height '10001' is out of range; sizes are limited to 10000 points"])
        expectLayoutDiagnostics(
            "canvas -x568\nview a", ["1:8: error: the canvas needs a width; '-' (none) is only for intrinsic sizes"])
        expectLayoutDiagnostics(
            "canvas 320x\nview a", ["1:12: error: size '320x' has no height; write WIDTHxHEIGHT, like 320x568"])
        expectLayoutDiagnostics("canvas 320 568\nview a", ["1:8: error: expected a size like 320x568, found '320'"])
        expectLayoutDiagnostics(
            "canvas iphone-sx\nview a", ["1:8: error: unknown device 'iphone-sx'; did you mean 'iphone-se'?"])
        expectLayoutDiagnostics(
            "canvas pixel\nview a",
            [
                "1:8: error: unknown device 'pixel'; known devices: iphone-se, iphone-8, "
                    + "iphone-x, iphone-13-mini, iphone-14, iphone-15, iphone-16-pro, iphone-air, iphone-14-pro-max, iphone-16-pro-max, ipad, ipad-pro-11, "
                    + "ipad-pro-12.9"
            ])
        expectLayoutDiagnostics(
            "canvas ipad sideways\nview a",
            ["1:13: error: unexpected 'sideways' after the canvas; expected 'portrait' or 'landscape'"])
        expectLayoutDiagnostics("canvas ipad landscape now\nview a", ["1:23: error: unexpected 'now' after the canvas"])
        expectLayoutDiagnostics(
            "canvas nanxinf\nview a",
            [
                "1:8: error: unknown device 'nanxinf'; known devices: iphone-se, iphone-8, "
                    + "iphone-x, iphone-13-mini, iphone-14, iphone-15, iphone-16-pro, iphone-air, iphone-14-pro-max, iphone-16-pro-max, ipad, ipad-pro-11, "
                    + "ipad-pro-12.9"
            ])
        expectLayoutDiagnostics("canvas 1xinf\nview a", ["1:10: error: 'inf' is not a finite number"])
    }

    @Test func secondCanvasIsAnErrorWithANote() {
        expectLayoutDiagnostics(
            "canvas 320x568\nview a\ncanvas ipad",
            [
                "3:1: error: the canvas is already set",
                "1:1: note: first set here"
            ])
    }

    @Test func spacing() throws {
        let both = try #require(expectLayoutDocument("spacing 10 30\nview a"))
        #expect(both.siblingSpacing == 10 && both.superviewSpacing == 30)
        #expect(both.spacing?.sibling == Located(10, at: lineRange(1, 9..<11)))
        #expect(both.spacing?.superview == Located(30, at: lineRange(1, 12..<14)))
        let one = try #require(expectLayoutDocument("spacing 4.5\nview a"))
        #expect(one.siblingSpacing == 4.5 && one.superviewSpacing == 20 && one.spacing?.superview == nil)
    }

    @Test func spacingErrors() {
        expectLayoutDiagnostics(
            "spacing\nview a", ["1:8: error: expected the standard spacing after 'spacing', like 'spacing 8 20'"])
        expectLayoutDiagnostics(
            "spacing wide\nview a",
            ["1:9: error: expected the standard spacing after 'spacing', like 'spacing 8 20', found 'wide'"])
        expectLayoutDiagnostics("spacing -8\nview a", ["1:9: error: sibling spacing cannot be negative"])
        expectLayoutDiagnostics("spacing 8 -20\nview a", ["1:11: error: superview spacing cannot be negative"])
        expectLayoutDiagnostics("spacing 8 20 30\nview a", ["1:14: error: unexpected '30' after the spacing"])
        expectLayoutDiagnostics(
            "spacing 2000000\nview a",
            ["1:9: error: sibling spacing '2000000' is out of range; lengths are limited to 1000000 points"])
        expectLayoutDiagnostics(
            "spacing 8px\nview a", ["1:9: error: invalid sibling spacing '8px'; expected a number like 8 or 0.5"])
        expectLayoutDiagnostics(
            "spacing 8\nspacing 8\nview a", ["2:1: error: the spacing is already set", "1:1: note: first set here"])
    }

    @Test func direction() throws {
        #expect(try #require(expectLayoutDocument("direction rtl\nview a")).layoutDirection == .rightToLeft)
        #expect(try #require(expectLayoutDocument("direction LTR\nview a")).layoutDirection == .leftToRight)
        #expect(
            try #require(expectLayoutDocument("direction rightToLeft\nview a")).direction
                == Located(.rightToLeft, at: lineRange(1, 11..<22)))
        #expect(try #require(expectLayoutDocument("view a")).layoutDirection == .leftToRight)
    }

    @Test func directionErrors() {
        expectLayoutDiagnostics("direction\nview a", ["1:10: error: expected 'ltr' or 'rtl' after 'direction'"])
        expectLayoutDiagnostics("direction rlt\nview a", ["1:11: error: unknown direction 'rlt'; did you mean 'rtl'?"])
        expectLayoutDiagnostics(
            "direction up\nview a", ["1:11: error: unknown direction 'up'; expected 'ltr' or 'rtl'"])
        expectLayoutDiagnostics(
            "direction rtl\ndirection rtl\nview a",
            ["2:1: error: the direction is already set", "1:1: note: first set here"])
    }

    @Test func metricsInOrderOverSeveralLines() throws {
        let document = try #require(expectLayoutDocument("metrics pad=20 h = 100\nmetric neg=-8.5 plus=+3\nview a"))
        #expect(document.metrics.map(\.name.value) == ["pad", "h", "neg", "plus"])
        #expect(document.metrics.map(\.value.value) == [20, 100, -8.5, 3])
        #expect(document.metrics[1].name.range == lineRange(1, 16..<17))
        #expect(document.metrics[1].value.range == lineRange(1, 20..<23))
        #expect(document.metrics[2].value.range == lineRange(2, 12..<16))
        #expect(document.metricValues == ["pad": 20, "h": 100, "neg": -8.5, "plus": 3])
    }

    @Test func metricErrors() {
        expectLayoutDiagnostics("metrics\nview a", ["1:8: error: expected a metric like 'pad=20' after 'metrics'"])
        expectLayoutDiagnostics(
            "metrics pad 20\nview a", ["1:13: error: expected '=' and a value after metric 'pad', like 'pad=20'"])
        expectLayoutDiagnostics("metrics pad=\nview a", ["1:13: error: expected a number after 'pad=', like 'pad=20'"])
        expectLayoutDiagnostics("metrics pad=inf\nview a", ["1:13: error: 'inf' is not a finite number"])
        expectLayoutDiagnostics("metrics pad=NaN\nview a", ["1:13: error: 'NaN' is not a finite number"])
        expectLayoutDiagnostics("spacing 8 nan\nview a", ["1:11: error: 'nan' is not a finite number"])
        expectLayoutDiagnostics(
            "metrics pad=-1000001\nview a",
            ["1:14: error: metric '-1000001' is out of range; lengths are limited to ±1000000 points"])
        expectLayoutDiagnostics(
            "metrics 2x=1\nview a",
            ["1:9: error: expected a metric name, found '2x=1'; names are C identifiers like 'pad'"])
        expectLayoutDiagnostics(
            "metrics pad=20\nview a\nmetrics pad=30 gap=8",
            [
                "3:9: error: metric 'pad' is already defined",
                "1:9: note: first defined here"
            ])
        expectLayoutDiagnostics(
            "metrics a=20\nview a",
            [
                "1:9: error: 'a' is both a view and a metric; give them different names",
                "2:6: note: view 'a' is declared here"
            ])
        expectLayoutDiagnostics(
            "metrics root=1\nview a", ["1:9: error: 'root' is the root view; choose another name for the metric"])
    }
}
