import AutoLayout
import Foundation
import LayoutFiles
import SourceDiagnostics
import Testing

/// A layout file made into views and constraints.
@Suite struct BuiltLayoutTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func build(_ source: String, path: String = "test.vfl") throws -> BuiltLayout {
        let parsed = LayoutFileParser.parse(source: source, path: path)
        #expect(!parsed.hasErrors, "\(parsed.renderedDiagnostics())")
        let document = try #require(parsed.document)
        return document.build()
    }

    @Test func theSeedFileGivesTheSeedFrames() throws {
        let parsed = LayoutFile.load(path: Self.packageRoot.appendingPathComponent("Layouts/seed.vfl").path)
        #expect(!parsed.hasErrors, "\(parsed.renderedDiagnostics())")
        #expect(parsed.diagnostics.isEmpty)
        let built = try #require(parsed.document).build()
        for size in [LayoutSize(width: 320, height: 568), LayoutSize(width: 568, height: 320)] {
            built.layout(at: size)
            let gray = size.width - 40
            #expect(built.view(named: "_topGrayView")?.frame == LayoutRect(x: 20, y: 20, width: gray, height: 100))
            #expect(built.view(named: "_bottomGrayView")?.frame == LayoutRect(x: 20, y: 128, width: gray, height: 100))
            #expect(built.view(named: "_topButton")?.frame == LayoutRect(x: 20, y: 35, width: 46, height: 30))
            #expect(built.view(named: "_bottomButton")?.frame == LayoutRect(x: 66, y: 35, width: 46, height: 30))
            #expect(built.layoutDiagnostics().isEmpty, "\(built.layoutDiagnostics())")
        }
        #expect(built.views.map(\.name) == ["_topGrayView", "_bottomGrayView", "_topButton", "_bottomButton"])
        let crossing = built.engine.activeConstraints.first { $0.firstAttribute == .left }
        #expect(crossing?.description == "_bottomButton.left == _topButton.right  (\(parsed.path):20:1)")
    }

    @Test func constraintsRememberWhereTheyWereWritten() throws {
        let built = try build(
            """
            metrics pad=12
            view a
            H:|-pad-[a(>=50)]   # three constraints from one line
            a.top == root.top + pad @defaultHigh
            """)
        let ranges = built.engine.activeConstraints.filter { $0.kind == .explicit }.compactMap {
            built.sourceRange(of: $0)
        }
        #expect(ranges.map(\.description) == ["3:3-3:18", "3:12-3:16", "4:1-4:37"])
        let top = built.engine.activeConstraints.first { $0.firstAttribute == .top }
        #expect(top?.priority == .defaultHigh)
        #expect(top?.source?.text == nil)
    }

    @Test func conflictsAndAmbiguityBecomeLocatedWarnings() throws {
        let built = try build(
            """
            canvas 320x568
            view a
            view b
            H:|-[a]-|
            a.width == 400
            V:|-[a(==10)]
            """)
        built.layout(at: built.engine.size)
        let diagnostics = built.layoutDiagnostics()
        #expect(diagnostics.count == 3, "\(diagnostics)")
        let conflict = diagnostics[0]
        #expect(conflict.severity == .warning)
        #expect(conflict.message == "unable to simultaneously satisfy constraints; breaking 'a.width == 400'")
        #expect(conflict.location == SourceDiagnostics.SourceLocation(line: 5, column: 1))
        #expect(
            conflict.notes.map(\.message) == [
                "in conflict: 'a.leading == root.leading + 20'", "in conflict: 'root.trailing == a.trailing + 20'",
                "in conflict: 'a.width == 400'", "in conflict: 'root.width == 320 (the root view's size)'"
            ])
        #expect(conflict.notes.map { $0.location?.line } == [4, 4, 5, 1])
        #expect(
            diagnostics[1].message
                == "b is ambiguous horizontally: x and width are not determined by its constraints (ambiguous layout)")
        #expect(diagnostics[1].location == SourceDiagnostics.SourceLocation(line: 3, column: 6))
        #expect(diagnostics[2].message.hasPrefix("b is ambiguous vertically"))
    }
}
