import AutoLayout
import Foundation
import SourceDiagnostics
import Testing

@testable import LayoutFiles

/// Stacks built from files: the two example layouts with every frame worked out by hand, in
/// portrait and landscape, and the diagnostics of a stack that cannot fit.
@Suite("Stack layouts")
struct StackLayoutTests {
    /// The package's `Layouts/` folder.
    static let layouts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts")

    /// The example, built, with no diagnostic at the canvas size or rotated.
    static func example(_ name: String) throws -> BuiltLayout {
        let result = LayoutFile.load(path: layouts.appendingPathComponent(name).path)
        #expect(result.diagnostics.isEmpty, "\(result.renderedDiagnostics())")
        return try #require(result.document).build()
    }

    /// Every view's frame in its superview, by name.
    static func frames(_ built: BuiltLayout, at size: LayoutSize) -> [String: LayoutRect] {
        built.layout(at: size)
        #expect(built.layoutDiagnostics().isEmpty, "\(built.layoutDiagnostics())")
        return Dictionary(uniqueKeysWithValues: built.views.map { ($0.name, $0.frame) })
    }

    @Test func aStackDeclarationBuildsAStackView() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                stack form vertical alignment center spacing 12 marginsRelative margins 2
                label title "Title" in form spacingAfter 20
                view hiddenNote in form hidden
                button ok "OK" in form
                view outside
                """))
        let built = document.build()
        let form = try #require(built.view(named: "form") as? StackView)
        #expect(form.axis == .vertical && form.alignment == .center && form.distribution == .fill && form.spacing == 12)
        #expect(
            form.isLayoutMarginsRelativeArrangement
                && form.directionalLayoutMargins == LayoutDirectionalEdgeInsets(all: 2))
        #expect(!form.isBaselineRelativeArrangement)
        #expect(form.arrangedSubviews.map(\.name) == ["title", "hiddenNote", "ok"])
        #expect(form.customSpacing(after: form.arrangedSubviews[0]) == 20)
        #expect(built.view(named: "hiddenNote")?.isHidden == true)
        #expect(!(built.view(named: "outside") is StackView))
        // Every constraint the stack made points at its line.
        #expect(
            form.arrangementConstraints.allSatisfy {
                $0.source == ConstraintSource(file: "test.vfl", range: lineRange(1, 1..<74))
            })
    }

    // MARK: The settings form

    /// Layouts/settings-form.vfl. The form is 20 in from the left and the top and 280 wide in
    /// portrait (320 - 2 * 20), 528 in landscape (568 - 40). Rows, 12 apart:
    ///
    /// - The label column is as wide as the widest label, "Email" and "Theme" (5 cells of 7 =
    ///   35; "Name" is 28): the equal widths are required, compression resistance (750) keeps
    ///   35, hugging (251) keeps no more.
    /// - Name and email rows: the label (18 high, baseline 14) on the field's first baseline
    ///   (34 high, baseline 22) starts 22 - 14 = 8 down; the row is 34 high, the field from
    ///   35 + 8 = 43 to the end: 237 wide (280 - 43), 485 in landscape.
    /// - The email error is hidden: no height (`UISV-hiding`), right under the email row, at
    ///   46 + 34 = 80, and no spacing of its own: the theme row follows the email row 12 down,
    ///   at 92.
    /// - Theme row: the label on the button's baseline (30 high, baseline 20) is 6 down; the
    ///   row is 30 high. The button hugs at 250, less than the label (251): it takes the rest.
    /// - Save: 24 after the theme row (its custom spacing), at 92 + 30 + 24 = 146, 30 high and
    ///   as wide as the form (alignment fill). The form is 176 high.
    @Test(arguments: [false, true])
    func settingsForm(landscape: Bool) throws {
        let built = try Self.example("settings-form.vfl")
        let width: Double = landscape ? 528 : 280
        let frames = Self.frames(built, at: LayoutSize(width: landscape ? 568 : 320, height: landscape ? 320 : 568))
        let expected: [String: LayoutRect] = [
            "form": LayoutRect(x: 20, y: 20, width: width, height: 176),
            "nameRow": LayoutRect(x: 0, y: 0, width: width, height: 34),
            "nameLabel": LayoutRect(x: 0, y: 8, width: 35, height: 18),
            "nameField": LayoutRect(x: 43, y: 0, width: width - 43, height: 34),
            "emailRow": LayoutRect(x: 0, y: 46, width: width, height: 34),
            "emailLabel": LayoutRect(x: 0, y: 8, width: 35, height: 18),
            "emailField": LayoutRect(x: 43, y: 0, width: width - 43, height: 34),
            "emailError": LayoutRect(x: 0, y: 80, width: width, height: 0),
            "themeRow": LayoutRect(x: 0, y: 92, width: width, height: 30),
            "themeLabel": LayoutRect(x: 0, y: 6, width: 35, height: 18),
            "theme": LayoutRect(x: 43, y: 0, width: width - 43, height: 30),
            "save": LayoutRect(x: 0, y: 146, width: width, height: 30)
        ]
        #expect(frames == expected)
        // The labels' baselines are their fields' (in the root).
        let label = try #require(built.view(named: "emailLabel")), field = try #require(built.view(named: "emailField"))
        #expect(label.frameInRoot.y + 14 == field.frameInRoot.y + 22)
    }

    // MARK: The toolbar

    /// Layouts/toolbar.vfl. The toolbar is the screen's width, 44 high at the bottom; its views
    /// are arranged within 16-point side margins: 288 wide in portrait, 536 in landscape. The
    /// buttons are 32 (Back), 53 (Forward), 39 (Share), 67 (Bookmarks) and 32 (Tabs) wide,
    /// 223 together (7 points a character plus 4), 30 high, centred: 7 down. The four equal
    /// spaces share the rest: (288 - 223) / 4 = 16.25, and (536 - 223) / 4 = 78.25 in
    /// landscape. Each button starts where the one before ends plus a space, the first at 16.
    @Test(arguments: [false, true])
    func toolbar(landscape: Bool) throws {
        let built = try Self.example("toolbar.vfl")
        let (width, height): (Double, Double) = landscape ? (568, 320) : (320, 568)
        let frames = Self.frames(built, at: LayoutSize(width: width, height: height))
        let space = (width - 32 - 223) / 4
        #expect(space == (landscape ? 78.25 : 16.25))
        var expected: [String: LayoutRect] = [
            "content": LayoutRect(x: 0, y: 0, width: width, height: height - 44),
            "toolbar": LayoutRect(x: 0, y: height - 44, width: width, height: 44)
        ]
        var x = 16.0
        for (name, buttonWidth) in [("back", 32.0), ("forward", 53), ("share", 39), ("bookmarks", 67), ("tabs", 32)] {
            expected[name] = LayoutRect(x: x, y: 7, width: buttonWidth, height: 30)
            x += buttonWidth + space
        }
        #expect(frames == expected)
        #expect(frames["tabs"]?.maxX == width - 16)
    }

    // MARK: Content that cannot fit

    /// Two buttons that must keep their widths (18 and 46) with 10 between them need 74; the
    /// stack may have 60. The conflict is reported at the constraint broken, with a note at the
    /// stack's line for each of its constraints in the conflict, named by its UIKit identifier.
    @Test func aStackThatCannotFitIsReportedAtItsLine() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                canvas 320x568
                stack row spacing 10
                button ok "OK" in row compression required
                button cancel "Cancel" in row compression required
                H:|-[row]
                V:|-[row]
                row.width == 60
                """))
        let built = document.build()
        built.layout(at: LayoutSize(width: 320, height: 568))
        let diagnostics = built.layoutDiagnostics()
        #expect(diagnostics.count == 1)
        let conflict = try #require(diagnostics.first)
        #expect(conflict.message == "unable to simultaneously satisfy constraints; breaking 'row.width == 60'")
        #expect(conflict.location == FileLocation(line: 7, column: 1))
        let notes = conflict.notes.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "?"): \($0.message)" }
        #expect(
            notes == [
                "3:8: in conflict: 'ok.width >= 18 (compression resistance)'",
                "4:8: in conflict: 'cancel.width >= 46 (compression resistance)'",
                "2:1: in conflict: 'row.leading == ok.leading' (UISV-canvas-connection)",
                "2:1: in conflict: 'cancel.trailing == row.trailing' (UISV-canvas-connection)",
                "2:1: in conflict: 'cancel.leading == ok.trailing + 10' (UISV-spacing)",
                "7:1: in conflict: 'row.width == 60'"
            ])
    }

    /// Hiding a view whose height is fixed: the classic conflict with `UISV-hiding`, at the
    /// stack's line.
    @Test func hidingAViewOfFixedHeightIsReportedAtTheStack() throws {
        let document = try #require(
            expectLayoutDocument(
                """
                stack column vertical
                view banner in column hidden
                banner.height == 128
                H:|[column]|
                V:|[column]
                """))
        let built = document.build()
        built.layout(at: LayoutSize(width: 320, height: 568))
        let messages = built.layoutDiagnostics().flatMap { [$0] + $0.notes }.map {
            "\($0.location?.line ?? 0): \($0.message)"
        }
        #expect(messages.contains("1: in conflict: 'banner.height == 0' (UISV-hiding)"))
        #expect(messages.contains("3: in conflict: 'banner.height == 128'"))
    }
}
