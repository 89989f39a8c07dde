import AutoLayout
import SourceDiagnostics
import Testing
import VisualFormat

@testable import LayoutFiles

/// VFL strings in layout files: UIKit's priority names as predefined metrics, and every
/// problem reported even when the file has other errors.
@Suite struct FileVisualFormatTests {
    func build(_ source: String) throws -> BuiltLayout {
        let parsed = LayoutFileParser.parse(source: source, path: "test.vfl")
        #expect(!parsed.hasErrors, "\(parsed.renderedDiagnostics())")
        return try #require(parsed.document).build()
    }

    /// The constraints of `view`'s width, as `priority relation constant`.
    func widths(of view: String, in built: BuiltLayout) -> [String] {
        var result: [String] = []
        for constraint in built.engine.activeConstraints where constraint.kind == .explicit {
            guard constraint.firstItem.name == view, constraint.firstAttribute == .width, constraint.secondItem == nil
            else {
                continue
            }
            let priority: String = constraint.priority.description
            let relation: String = constraint.relation.description
            result.append(priority + " " + relation + " " + AutoLayout.formatPoints(constraint.constant))
        }
        return result
    }

    @Test(arguments: LayoutPriority.named)
    func priorityNamesWorkInVisualFormatStrings(_ named: (name: String, priority: LayoutPriority)) throws {
        let built = try build("view a\nH:[a(==100@\(named.name))]\n")
        #expect(widths(of: "a", in: built) == ["\(named.priority) == 100"])
    }

    /// Names act as metrics, anywhere a metric may go: a priority, a predicate, a spacing.
    @Test func priorityNamesAreMetrics() throws {
        let built = try build("view a\nH:[a(>=fittingSizeLevel@defaultLow)]\n")
        #expect(widths(of: "a", in: built) == ["250 >= 50"])
    }

    /// A file's own metric of the same name wins.
    @Test func aFileMetricOverridesAPriorityName() throws {
        let built = try build("metrics defaultHigh=600\nview a\nH:[a(==defaultHigh@defaultHigh)]\n")
        #expect(widths(of: "a", in: built) == ["600 == 600"])
    }

    /// A view with a priority's name is still the view in a predicate (`a(==defaultLow)`:
    /// a's width equals the view's).
    @Test func aViewNamedLikeAPriorityIsTheView() throws {
        let built = try build("view a\nview defaultLow\nH:[a(==defaultLow)]\n")
        let equal = built.engine.activeConstraints.first { $0.firstItem.name == "a" && $0.kind == .explicit }
        #expect(equal?.secondItem?.name == "defaultLow")
    }

    /// The library's plain VFL keeps Apple's behaviour: the name must be in the metrics.
    @Test func theLibraryKeepsApplesBehaviour() {
        let a = LayoutView(name: "a")
        #expect(throws: VisualFormatError.self) {
            try LayoutConstraint.constraints(
                withVisualFormat: "H:[a(==100@defaultHigh)]", metrics: [:], views: ["a": a])
        }
        do {
            _ = try LayoutConstraint.constraints(
                withVisualFormat: "H:[a(==100@defaultHigh)]", metrics: [:], views: ["a": a])
        } catch {
            #expect(
                error.message
                    == "Encountered metric with name \"defaultHigh\", but value was not specified in metrics or views dictionaries"
            )
        }
    }

    /// A view whose declaration is wrong is still declared, and the VFL strings that use it
    /// (or anything else) are still checked by Apple's parser: every problem is reported.
    @Test func visualFormatErrorsAreReportedWhenTheFileHasOtherErrors() {
        let source = """
            view a intrinsic 10
            view b
            H:|-[a]-[b
            H:[a(==100@defaultHigh)]
            V:|[c]|
            H:|-1e300-[a]
            a.width == 10 @defaultHigh
            """
        expectLayoutDiagnostics(
            source,
            [
                "1:18: error: expected a size like 46x30, found '10'",
                "3:11: error: Expected a ']' here. That is how you give the end of a view.",
                "5:6: error: c is not a key in the views dictionary.",
                "6:5: error: constant '1e300' is out of range; lengths are limited to ±1000000 points"
            ])
    }

    /// The VFL strings before the first error the parser meets are checked too.
    @Test func visualFormatLinesBeforeTheFirstErrorAreChecked() {
        expectLayoutDiagnostics(
            "view a\nH:[a]-[\nV:[a(==x)]\nview 1\n",
            [
                "2:8: error: Expected a view",
                "3:9: error: Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries",
                "4:6: error: '1' is not a valid view name; names are C identifiers like 'header' or '_topButton'"
            ])
    }

    /// Apple's parser's errors point at the exact character, and are parse errors: a file
    /// with one has no document, so it is never built or solved.
    @Test func visualFormatErrorsPointAtTheCharacter() throws {
        let parsed = parseLayout(
            """
            view a
            view b
            H:|-[a]-[c]-|
            """)
        #expect(parsed.document == nil)
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.diagnostics.first?.message == "c is not a key in the views dictionary.")
        #expect(parsed.diagnostics.first?.location == SourceDiagnostics.SourceLocation(line: 3, column: 11))
    }

    /// Apple's parser reads numbers as `strtod` does; a constant a file could not write in
    /// an equation (beyond ±1,000,000 points, or not finite) is an error at the number, one
    /// per constraint: the line's other constraints are checked and pass.
    @Test func visualFormatConstantsBeyondTheLimitsAreErrorsAtTheNumber() throws {
        let parsed = parseLayout(
            """
            view a
            view b
            H:|-1e308-[a]-|
            V:|-[a(>=0x1p40@750)]
            V:[a]-(-2e6)-[b(1000000)]
            H:|-[b(==2000000.5)]
            """)
        #expect(parsed.document == nil)
        #expect(
            parsed.diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" } == [
                "3:5: constant '1e308' is out of range; lengths are limited to ±1000000 points",
                "4:10: constant '0x1p40' is out of range; lengths are limited to ±1000000 points",
                "5:8: constant '-2e6' is out of range; lengths are limited to ±1000000 points",
                "6:10: constant '2000000.5' is out of range; lengths are limited to ±1000000 points"
            ])
        #expect(parsed.diagnostics.map { $0.range.map { $0.end.column - $0.start.column } } == [5, 6, 4, 9])
    }

    /// Apple takes any priority above 0; one the engine refuses (below 1) is an error at the
    /// priority, naming the constraint as building would make it.
    @Test func visualFormatPrioritiesBelowOneAreErrorsAtThePriority() throws {
        expectLayoutDiagnostics(
            """
            view a
            H:|-[a]-|
            V:|-[a(==10@0.5)]
            """,
            [
                "3:13: error: A priority must be from 1 to 1000: a.height == 10 @0.5"
            ])
    }
}
