import Foundation
import Testing

/// The example layouts in `Layouts/` draw cleanly: no conflict, no ambiguity, no warning, in
/// both orientations.
@Suite("Example layouts")
struct ExampleLayoutTests {
    /// Every example, by file name; a file added or removed must be listed here.
    static let examples = [
        "dashboard.vfl", "find-bar.vfl", "login.vfl", "rtl-form.vfl", "safe-area.vfl", "seed.vfl",
        "settings-form.vfl", "text-form.vfl", "three-columns.vfl", "toolbar.vfl"
    ]

    @Test func theExamplesAreAllThere() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Paths.packageRoot.appendingPathComponent("Layouts").path)
        #expect(names.filter { $0.hasSuffix(".vfl") }.sorted() == Self.examples)
    }

    @Test(arguments: examples)
    func rendersStrictlyWithoutWarnings(_ name: String) throws {
        let run = try layout("render", "Layouts/\(name)", "--strict")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("portrait "))
        #expect(run.stdout.contains("\nlandscape "))
    }

    @Test(arguments: examples)
    func checksClean(_ name: String) throws {
        let run = try layout("check", "Layouts/\(name)")
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("Layouts/\(name): OK (portrait "))
    }

    /// Each example says what it shows in a comment on its first line.
    @Test(arguments: examples)
    func startsWithAComment(_ name: String) throws {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Layouts/\(name)"), encoding: .utf8)
        #expect(text.hasPrefix("# "))
    }

    /// The centred login column: full width less 20 a side in portrait, capped at 400
    /// points in landscape, centred in both.
    @Test func loginColumnKeepsItsMaximumWidth() throws {
        let run = try layout("render", "Layouts/login.vfl", "--format", "json")
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                #"{"name": "column", "superview": "root", "frame": {"x": 20, "y": 144, "width": 280, "height": 280}}"#))
        #expect(
            run.stdout.contains(
                #"{"name": "column", "superview": "root", "frame": {"x": 84, "y": 20, "width": 400, "height": 280}}"#))
    }

    /// Text like a device: the body label is 280 wide in portrait, three lines of 20.287109375
    /// (60.861, rounded up to a third of a point: 61), and 528 wide in landscape, two lines
    /// (40.574: 40.666667). It starts under the one-line headline (17 points: 20.333) and the
    /// standard 8: at 48.333333. The text field is 34 high, its 14-point font's height.
    @Test func textFormLabelTakesThreeLinesThenTwo() throws {
        let run = try layout("render", "Layouts/text-form.vfl", "--format", "json")
        #expect(run.status == 0)
        let portrait =
            #"{"name": "intro", "superview": "root", "frame": {"x": 20, "y": 48.333333, "width": 280, "height": 61}, "lines": ["We send one message a week", "about new features. Change your", "mind at any time in Settings."]}"#
        let landscape =
            #"{"name": "intro", "superview": "root", "frame": {"x": 20, "y": 48.333333, "width": 528, "height": 40.666667}, "lines": ["We send one message a week about new features. Change your", "mind at any time in Settings."]}"#
        #expect(run.stdout.contains(portrait))
        #expect(run.stdout.contains(landscape))
        #expect(
            run.stdout.contains(
                #""name": "email", "superview": "root", "frame": {"x": 20, "y": 117.333333, "width": 280, "height": 34}"#
            ))
    }

    /// Right to left: the labels are on the right, their fields to their left.
    @Test func rightToLeftFormPutsLabelsOnTheRight() throws {
        let run = try layout("render", "Layouts/rtl-form.vfl", "--orientation", "portrait")
        #expect(run.status == 0)
        #expect(run.stdout.contains("nameLabel   in root  (181, 33, 119, 18)"))
        #expect(run.stdout.contains("nameField   in root  (20, 20, 153, 44)"))
    }

    /// The find bar: the field takes the rest of the line; all three share a centre line.
    @Test func findFieldTakesTheRestOfTheLine() throws {
        let run = try layout("render", "Layouts/find-bar.vfl", "--orientation", "portrait")
        #expect(run.status == 0)
        #expect(run.stdout.contains("find       in bar   (20, 7, 32, 30)"))
        #expect(run.stdout.contains("findNext   in bar   (60, 7, 67, 30)"))
        #expect(run.stdout.contains("findField  in bar   (135, 11, 165, 22)"))
    }

    /// Frames in superview coordinates carry no floating-point noise: the activity card
    /// starts at 503.2 - 230.4 = 272.8 in its superview, not 272.79999999999995.
    @Test func dashboardFramesAreRounded() throws {
        let run = try layout("render", "Layouts/dashboard.vfl", "--orientation", "portrait")
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                """
                chart      in content    (20, 20, 244.8, 876)
                activity   in content    (272.8, 20, 244.8, 876)

                """))
    }
}
