import AutoLayout
import SourceDiagnostics
import Testing
@testable import LayoutFiles
import VisualFormat

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
            guard constraint.firstItem.name == view, constraint.firstAttribute == .width, constraint.secondItem == nil else {
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
        #expect(built.diagnostics.isEmpty, "\(built.diagnostics)")
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
            try LayoutConstraint.constraints(withVisualFormat: "H:[a(==100@defaultHigh)]", metrics: [:], views: ["a": a])
        }
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: "H:[a(==100@defaultHigh)]", metrics: [:], views: ["a": a])
        } catch {
            #expect(error.message == "Encountered metric with name \"defaultHigh\", but value was not specified in metrics or views dictionaries")
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
        expectLayoutDiagnostics(source, [
            "1:18: error: expected a size like 46x30, found '10'",
            "3:11: error: Expected a ']' here. That is how you give the end of a view.",
            "5:6: error: c is not a key in the views dictionary.",
            "6:5: error: constant '1e300' is out of range; lengths are limited to ±1000000 points",
        ])
    }

    /// The VFL strings before the first error the parser meets are checked too.
    @Test func visualFormatLinesBeforeTheFirstErrorAreChecked() {
        expectLayoutDiagnostics("view a\nH:[a]-[\nV:[a(==x)]\nview 1\n", [
            "2:8: error: Expected a view",
            "3:9: error: Encountered metric with name \"x\", but value was not specified in metrics or views dictionaries",
            "4:6: error: '1' is not a valid view name; names are C identifiers like 'header' or '_topButton'",
        ])
    }
}
