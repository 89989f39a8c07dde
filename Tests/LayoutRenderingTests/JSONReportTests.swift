import Foundation
import Testing

@testable import LayoutRendering

@Suite("JSONReport")
struct JSONReportTests {
    @Test func seedReport() {
        let report = JSONReport(
            file: "seed.vfl", layouts: [Seed.portrait, Seed.landscape],
            diagnostics: [
                ReportDiagnostic(
                    severity: .warning, file: "seed.vfl", line: 3, column: 1, message: "view _spare is never used")
            ])
        #expect(
            report.render() == """
                {
                  "file": "seed.vfl",
                  "layouts": [
                    {
                      "orientation": "portrait",
                      "size": {"width": 320, "height": 568},
                      "views": [
                        {"name": "_topGrayView", "superview": "root", "frame": {"x": 20, "y": 20, "width": 280, "height": 100}},
                        {"name": "_bottomGrayView", "superview": "root", "frame": {"x": 20, "y": 128, "width": 280, "height": 100}},
                        {"name": "_topButton", "superview": "_topGrayView", "frame": {"x": 20, "y": 35, "width": 46, "height": 30}},
                        {"name": "_bottomButton", "superview": "_bottomGrayView", "frame": {"x": 66, "y": 35, "width": 46, "height": 30}}
                      ]
                    },
                    {
                      "orientation": "landscape",
                      "size": {"width": 568, "height": 320},
                      "views": [
                        {"name": "_topGrayView", "superview": "root", "frame": {"x": 20, "y": 20, "width": 528, "height": 100}},
                        {"name": "_bottomGrayView", "superview": "root", "frame": {"x": 20, "y": 128, "width": 528, "height": 100}},
                        {"name": "_topButton", "superview": "_topGrayView", "frame": {"x": 20, "y": 35, "width": 46, "height": 30}},
                        {"name": "_bottomButton", "superview": "_bottomGrayView", "frame": {"x": 66, "y": 35, "width": 46, "height": 30}}
                      ]
                    }
                  ],
                  "diagnostics": [
                    {"severity": "warning", "file": "seed.vfl", "line": 3, "column": 1, "message": "view _spare is never used"}
                  ]
                }
                """)
    }

    @Test func emptyReport() {
        #expect(
            JSONReport(file: "", layouts: []).render() == """
                {
                  "file": "",
                  "layouts": [],
                  "diagnostics": []
                }
                """)
    }

    @Test func layoutWithoutViewsAndSeveralDiagnostics() {
        let report = JSONReport(
            file: "a.vfl",
            layouts: [
                RenderedLayout(orientation: "375x667", width: 375, height: 667, views: [.root(width: 375, height: 667)])
            ],
            diagnostics: [
                ReportDiagnostic(severity: .error, file: "a.vfl", line: 1, column: 5, message: "expected ']'"),
                ReportDiagnostic(severity: .warning, file: "b.vfl", line: 10, column: 12, message: "ambiguous")
            ])
        #expect(
            report.render() == """
                {
                  "file": "a.vfl",
                  "layouts": [
                    {
                      "orientation": "375x667",
                      "size": {"width": 375, "height": 667},
                      "views": []
                    }
                  ],
                  "diagnostics": [
                    {"severity": "error", "file": "a.vfl", "line": 1, "column": 5, "message": "expected ']'"},
                    {"severity": "warning", "file": "b.vfl", "line": 10, "column": 12, "message": "ambiguous"}
                  ]
                }
                """)
    }

    @Test func numbersInFullPrecisionAndNullForNonFinite() {
        let layout = RenderedLayout(
            orientation: "p", width: 320.5, height: 568,
            views: [
                LayoutBox(name: "v", superview: "root", frame: rect(23.2, -8, 0.1 + 0.2, -0.0), rootFrame: .zero),
                LayoutBox(
                    name: "w", superview: "root", frame: rect(.nan, .infinity, -.infinity, 1e300), rootFrame: .zero)
            ])
        let json = JSONReport(file: "f", layouts: [layout]).render()
        #expect(
            json.contains(
                #"{"name": "v", "superview": "root", "frame": {"x": 23.2, "y": -8, "width": 0.30000000000000004, "height": 0}}"#
            ))
        #expect(
            json.contains(
                #"{"name": "w", "superview": "root", "frame": {"x": null, "y": null, "width": null, "height": 1e300}}"#)
        )
        #expect(json.contains(#""size": {"width": 320.5, "height": 568}"#))
        #expect(!json.contains(".0,") && !json.contains(".0}") && !json.contains("-0"))
        expectValidJSON(json)
    }

    @Test func rootViewIsLeftOutButItsChildrenAreNot() {
        let json = JSONReport(file: "f", layouts: [Seed.portrait]).render()
        #expect(!json.contains(#""name": "root""#))
        #expect(json.components(separatedBy: #""superview": "root""#).count - 1 == 2)
    }

    @Test func stringsAreEscaped() {
        #expect(JSONText.string(#"say "hi"\"#) == #""say \"hi\"\\""#)
        #expect(JSONText.string("a\nb\r\tc") == #""a\nb\r\tc""#)
        #expect(JSONText.string("\u{0}\u{1}\u{1F}\u{7F}\u{8}\u{C}") == #""\u0000\u0001\u001f\u007f\b\f""#)
        #expect(JSONText.string("é 视图 🙂 /") == "\"é 视图 🙂 /\"")
    }

    @Test func hostileNamesRoundTripThroughAJSONParser() throws {
        let name = "q\"b\\s\n\t\u{0}é🙂\u{2028}"
        let layout = RenderedLayout(
            orientation: "o\"", width: 10, height: 10,
            frames: [
                (name: name, superview: "root", frame: rect(1, 2, 3, 4))
            ])
        let diagnostic = ReportDiagnostic(
            severity: .error, file: "dir\\f.vfl", line: 2, column: 3, message: "bad \"name\"\n")
        let json = JSONReport(file: "x\u{1}y", layouts: [layout], diagnostics: [diagnostic]).render()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["file"] as? String == "x\u{1}y")
        let layouts = try #require(object["layouts"] as? [[String: Any]])
        #expect(layouts.first?["orientation"] as? String == "o\"")
        let views = try #require(layouts.first?["views"] as? [[String: Any]])
        #expect(views.first?["name"] as? String == name)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["message"] as? String == "bad \"name\"\n")
        #expect(diagnostics.first?["file"] as? String == "dir\\f.vfl")
        #expect(diagnostics.first?["line"] as? Int == 2)
    }

    @Test func seedReportIsValidJSON() {
        expectValidJSON(JSONReport(file: "seed.vfl", layouts: [Seed.portrait, Seed.landscape]).render())
    }

    /// Numbers as `formatPoints` writes them; `null` for what JSON cannot write.
    @Test func numbers() {
        #expect(JSONReport.number(.nan) == "null")
        #expect(JSONReport.number(.infinity) == "null")
        #expect(JSONReport.number(-.infinity) == "null")
        #expect(JSONReport.number(-0.0) == "0")
        #expect(JSONReport.number(23.2) == "23.2")
    }

    private func expectValidJSON(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
        #expect(parsed is [String: Any], "not valid JSON:\n\(json)", sourceLocation: sourceLocation)
    }
}
