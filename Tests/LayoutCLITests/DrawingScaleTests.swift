import Testing

/// The scale of a drawing must fit it in 1000 columns and 1000 rows: a `--scale` too small
/// for the layouts drawn is a usage error naming the smallest scale that fits (never a
/// silently clipped drawing), and without `--scale` a canvas too large for the default of 8
/// is drawn at the smallest whole number that fits, which the header states.
@Suite("Drawing scale")
struct DrawingScaleTests {
    /// The usage error for a scale too small for `layout` (`landscape 160x96`).
    func tooSmall(_ scale: String, needs bound: String, _ layout: String) -> Run {
        Run(
            status: 64, stdout: "",
            stderr: usageError(
                "invalid value '\(scale)' for '--scale <scale>'; expected points per column, more than \(bound) "
                    + "so that \(layout) fits in 1000 columns and 1000 rows"))
    }

    @Test func aScaleTooSmallForTheCanvasIsAUsageError() throws {
        // small.vfl is 96x160: landscape 160x96 needs more than 160 / 1000 points per column.
        #expect(
            try layout(["render", "small.vfl", "--scale", "0.001"], files: Fixtures.small)
                == tooSmall("0.001", needs: "0.16", "landscape 160x96"))
        // At the bound itself the closing border would fall in column 1000, one too many.
        #expect(
            try layout(["render", "small.vfl", "--scale", "0.16"], files: Fixtures.small)
                == tooSmall("0.16", needs: "0.16", "landscape 160x96"))
    }

    /// Just above the bound, both layouts are drawn whole (the landscape one 994 columns wide).
    @Test func aScaleJustAboveTheBoundDrawsEverything() throws {
        let run = try layout(["render", "small.vfl", "--scale", "0.161"], files: Fixtures.small)
        #expect(run.status == 0 && run.stderr == "")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.filter { $0.hasSuffix("pt per column)") } == [
                "portrait 96x160 (0.161 pt per column)", "landscape 160x96 (0.161 pt per column)"
            ])
        let landscape = try #require(lines.firstIndex(of: "landscape 160x96 (0.161 pt per column)"))
        let border = "+" + String(repeating: "-", count: 992) + "+" // columns 0...993
        #expect(lines[landscape + 1] == border)
        #expect(lines[landscape + 1 + 298] == border) // rows 0...298: floor(96 / 0.322)
        #expect(lines.allSatisfy { $0.count <= 1000 })
    }

    /// Only the layouts drawn count; the error names the one that needs the largest scale.
    @Test func theLayoutsDrawnDecide() throws {
        #expect(
            try layout(["render", "small.vfl", "--scale", "0.1", "--orientation", "portrait"], files: Fixtures.small)
                .status == 0)
        #expect(
            try layout(["render", "small.vfl", "--scale", "0.1"], files: Fixtures.small)
                == tooSmall("0.1", needs: "0.16", "landscape 160x96"))
        // Rows are twice as tall as columns are wide: 2000 points high needs more than 1.
        #expect(
            try layout(["render", "small.vfl", "--size", "100x2000", "--scale", "1"], files: Fixtures.small)
                == tooSmall("1", needs: "1", "portrait 100x2000"))
        #expect(
            try layout(["render", "small.vfl", "--size", "100x1999", "--scale", "1"], files: Fixtures.small)
                .status == 0)
    }

    /// JSON has no drawing, so the scale is not checked; a file error comes before it.
    @Test func onlyDrawingsAreChecked() throws {
        let json = try layout(["render", "small.vfl", "--scale", "0.001", "--format", "json"], files: Fixtures.small)
        #expect(json.status == 0 && json.stdout.hasPrefix("{\n") && json.stderr == "")
        let broken = try layout(["render", "broken.vfl", "--scale", "0.001"], files: ["broken.vfl": "view a b\n"])
        #expect(broken.status == 1 && broken.stderr.hasPrefix("broken.vfl:1:"))
    }

    /// Without `--scale`, 8 unless the canvas is 8000 points wide or more; then the smallest
    /// whole number that fits: 9000 points need more than 9, so 10.
    @Test func theDefaultGrowsToFitAHugeCanvas() throws {
        let dashes = { (count: Int) in String(repeating: "-", count: count) }
        // Columns 0...900, rows 0...5; the box (20, 20, 8960, 40) in columns 2...898, rows 1...3.
        let expected = [
            "landscape 9000x100 (10 pt per column)",
            "+" + dashes(899) + "+",
            "| +" + dashes(895) + "+ |",
            "| |box" + String(repeating: " ", count: 892) + "| |",
            "| +" + dashes(895) + "+ |",
            "|" + String(repeating: " ", count: 899) + "|",
            "+" + dashes(899) + "+",
            "",
            "box  in root  (20, 20, 8960, 40)",
            ""
        ].joined(separator: "\n")
        #expect(
            try layout(["render", "small.vfl", "--size", "9000x100"], files: Fixtures.small)
                == Run(status: 0, stdout: expected, stderr: ""))
        for (size, header) in [
            ("7999x100", "landscape 7999x100 (8 pt per column)\n"),
            ("8000x100", "landscape 8000x100 (9 pt per column)\n"),
            ("10000x10000", "portrait 10000x10000 (11 pt per column)\n")
        ] {
            let run = try layout(["render", "small.vfl", "--size", size], files: Fixtures.small)
            #expect(run.status == 0 && run.stdout.hasPrefix(header), "\(size)")
            #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count <= 1000 }, "\(size)")
        }
    }
}
