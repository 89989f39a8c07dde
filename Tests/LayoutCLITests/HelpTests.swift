import Testing

@testable import LayoutCLI

/// Help texts, in swift-argument-parser's layout, and the version.
@Suite("layout help and --version")
struct HelpTests {
    /// With no arguments at all, as swift-argument-parser does for a command group (its
    /// default `run()` asks for help): the overview on standard output, status 0.
    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func overview(_ arguments: [String]) throws {
        #expect(try layout(arguments) == Run(status: 0, stdout: HelpOutput.root, stderr: ""))
    }

    @Test(arguments: [
        ["help", "render"], ["render", "--help"], ["render", "-h"], ["--help", "render"],
        ["render", "Layouts/seed.vfl", "--bogus", "-h"]
    ])
    func renderHelp(_ arguments: [String]) throws {
        #expect(try layout(arguments) == Run(status: 0, stdout: HelpOutput.render, stderr: ""))
    }

    @Test(arguments: [["help", "check"], ["check", "--help"], ["check", "-h"]])
    func checkHelp(_ arguments: [String]) throws {
        #expect(try layout(arguments) == Run(status: 0, stdout: HelpOutput.check, stderr: ""))
    }

    @Test(arguments: [["help", "test"], ["test", "--help"], ["test", "-h"], ["test", "Layouts", "-u", "-h"]])
    func testHelp(_ arguments: [String]) throws {
        #expect(try layout(arguments) == Run(status: 0, stdout: HelpOutput.test, stderr: ""))
    }

    @Test(arguments: [["help", "help"], ["help", "--help"]])
    func helpHelp(_ arguments: [String]) throws {
        #expect(try layout(arguments) == Run(status: 0, stdout: HelpOutput.help, stderr: ""))
    }

    /// After `--`, `-h` is a file name, not a request for help.
    @Test func helpAfterTheTerminatorIsAFile() throws {
        #expect(
            try layout(["render", "--", "-h"], files: [:])
                == Run(status: 1, stdout: "", stderr: "-h: error: no such file\n"))
    }

    @Test func version() throws {
        #expect(try layout("--version") == Run(status: 0, stdout: "0.1.0\n", stderr: ""))
    }

    /// No help line is wider than 80 columns or ends in a space.
    @Test func helpFitsIn80Columns() {
        for command in [Commands.root, RenderCommand.spec, CheckCommand.spec, TestCommand.spec, HelpCommand.spec] {
            for line in Help.text(for: command).split(separator: "\n") {
                #expect(line.count <= 80, "\(line)")
                #expect(line.last != " ", "\(line)")
            }
        }
    }
}

/// What the help commands print, recorded from the command and checked by eye.
enum HelpOutput {
    /// `layout --help` (stdout, exit status 0).
    static let root = """
        OVERVIEW: Solve a .vfl layout file with Auto Layout's rules and draw it as text.

        USAGE: layout <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          render                  Draw a layout file in portrait and landscape, with
                                  every view's frame.
          check                   Solve a layout file in every orientation and report
                                  conflicts and ambiguity.
          test                    Check layout files against their snapshots, recording
                                  or updating them on request.
          help                    Show subcommand help information.

          See 'layout help <subcommand>' for detailed help.

        """

    /// `layout help render` (stdout, exit status 0).
    static let render = """
        OVERVIEW: Draw a layout file in portrait and landscape, with every view's frame.

        Lays the file out at its canvas size in portrait and in landscape (the canvas
        rotated), or in the orientations its 'orientation' statement names, and draws
        each under a header naming its orientation and size, followed by every view's
        frame in its superview's coordinates.

        Conflicts, ambiguity and negative sizes are printed on standard error as
        warnings, with the line and column they come from, and the drawing still
        succeeds (exit status 0) unless --strict is given. A file that cannot be read,
        parsed or built is an error (exit status 1); bad arguments exit with status 64.

        With --format svg the drawing is one SVG picture, one unit per point, labels and
        buttons showing their text; with --format html it is a page that needs no
        network: the picture, the frames, the diagnostics with their lines, and a view's
        frames and constraints when it is clicked.

        USAGE: layout render <file> [<options>]

        ARGUMENTS:
          <file>                  The .vfl layout file; - reads it from standard input.

        OPTIONS:
          --orientation <orientation>
                                  The orientations to lay out; canvas is the canvas as
                                  written, not rotated. (values: portrait, landscape,
                                  both, canvas; default: the file's orientation
                                  statement, else both)
          --size <size>           Lay out once, at exactly WIDTHxHEIGHT points (like
                                  375x667; each side more than 0, at most 10000),
                                  labelled portrait or landscape by its shape. Not with
                                  --orientation or --device.
          --device <device>       Lay out at a device's size instead of the file's
                                  canvas: iphone-se, iphone-8, iphone-x, iphone-13-mini,
                                  iphone-14, iphone-15, iphone-16-pro, iphone-air,
                                  iphone-14-pro-max, iphone-16-pro-max, ipad,
                                  ipad-pro-11, ipad-pro-12.9 (or an alias; any case).
          --scale <scale>         Points per character column; rows are twice as tall.
                                  More than 0, at most 10000, and enough for each
                                  drawing to fit in 1000 columns and 1000 rows (a
                                  smaller scale is an error). (default: 8, or the
                                  smallest whole number that fits)
          --style <style>         Box-drawing characters. (values: ascii, unicode;
                                  default: ascii)
          --format <format>       Report format: the text drawing, JSON, an SVG picture
                                  at true scale, or an HTML page with the picture, the
                                  frames, the diagnostics and the constraints of a
                                  selected view. (values: text, json, svg, html;
                                  default: text)
          --strict                Treat conflicts, ambiguity and warnings as errors:
                                  print them as errors, draw nothing and exit with
                                  status 1.
          --max-errors <count>    Stop after this many errors, as a compiler does, with
                                  a last line 'too many errors emitted, stopping now'; 0
                                  prints every error. (default: 20)
          -h, --help              Show help information.

        """

    /// `layout help check` (stdout, exit status 0).
    static let check = """
        OVERVIEW: Solve a layout file in every orientation and report conflicts and
        ambiguity.

        Conflicts, ambiguity, negative sizes and warnings are printed on standard error
        as errors, with the line and column they come from, and the exit status is 1;
        those the file's 'allow' statement expects are printed as warnings and pass. A
        clean layout prints one line naming the sizes it was solved at, and the exit
        status is 0. A file that cannot be read, parsed or built exits with status 1;
        bad arguments with status 64.

        Given several paths or a folder, checks every .vfl file under them (searched as
        test searches) and ends with a line 'N passed, N failed'; the exit status is 0
        only if every file passed.

        With --format json the JSON report (every layout's frames and every diagnostic)
        is printed on standard output whether or not the layout is clean; for several
        files, one object {"files": [...], "passed": N, "failed": N}.

        USAGE: layout check <path> ... [<options>]

        ARGUMENTS:
          <path> ...              The .vfl layout files, and folders to search for them;
                                  - reads one from standard input.

        OPTIONS:
          --orientation <orientation>
                                  The orientations to lay out; canvas is the canvas as
                                  written, not rotated. (values: portrait, landscape,
                                  both, canvas; default: the file's orientation
                                  statement, else both)
          --size <size>           Lay out once, at exactly WIDTHxHEIGHT points (like
                                  375x667; each side more than 0, at most 10000),
                                  labelled portrait or landscape by its shape. Not with
                                  --orientation or --device.
          --device <device>       Lay out at a device's size instead of the file's
                                  canvas: iphone-se, iphone-8, iphone-x, iphone-13-mini,
                                  iphone-14, iphone-15, iphone-16-pro, iphone-air,
                                  iphone-14-pro-max, iphone-16-pro-max, ipad,
                                  ipad-pro-11, ipad-pro-12.9 (or an alias; any case).
          --format <format>       Report format. (values: text, json; default: text)
          --max-errors <count>    Stop after this many errors, as a compiler does, with
                                  a last line 'too many errors emitted, stopping now'; 0
                                  prints every error. (default: 20)
          -h, --help              Show help information.

        """

    /// `layout help help` (stdout, exit status 0).
    static let test = """
        OVERVIEW: Check layout files against their snapshots, recording or updating them
        on request.

        Finds every .vfl file under the paths (a file, or a folder searched recursively;
        default: Layouts/), lays it out at its canvas size in portrait and landscape (or
        as its 'orientation' statement says), and compares the drawing and frames with
        its reference snapshot, __Snapshots__/NAME.txt beside the file. It prints one
        line per file (PASS, FAIL, RECORDED, UPDATED), with the differences under a
        failure: a line diff of the drawing and a per-view frame diff. References with
        no layout file left are reported as OBSOLETE. The last line is 'N passed, N
        failed'; the exit status is 0 only if nothing failed.

        A layout with conflicts, ambiguity or views of negative size fails without being
        compared or recorded, with its diagnostics: its frames are arbitrary or
        recovered. If that is meant, the file says so with 'allow conflicts', 'allow
        ambiguity' or 'allow negative-sizes'. A file's 'orientation' statement chooses
        the orientations laid out.

        A missing reference is recorded and fails that run, so it is noticed (record
        mode missing). With --update, references that differ are rewritten, missing ones
        recorded and obsolete ones removed, and these count as passes. Writes are
        atomic. When the CI environment variable is set nothing is ever written, and a
        missing reference fails. The LAYOUT_SNAPSHOT_RECORD environment variable sets
        the record mode when --record is not given.

        A reference that differs also gets a picture, named under the diff: an SVG of
        the reference frames and the new ones overlaid, NAME.failure.svg beside it, or
        in the folder the LAYOUT_SNAPSHOT_ARTIFACTS environment variable names (under
        CI, only then).

        USAGE: layout test [<path> ...] [<options>]

        ARGUMENTS:
          <path> ...              Layout files and folders to check. (default: Layouts/)

        OPTIONS:
          -u, --update            Rewrite the snapshots that differ, record the missing
                                  ones and remove obsolete ones.
          --record <mode>         When to write references: missing (record only where
                                  there is none), all (rewrite every one), failed
                                  (rewrite those that differ), never. Writing fails the
                                  run unless --update is given. (values: missing, all,
                                  failed, never; default: missing)
          --format <format>       Report format: text, a JSON object with one entry per
                                  file, or JUnit XML for CI services. (values: text,
                                  json, junit; default: text)
          --max-errors <count>    Stop after this many errors, as a compiler does, with
                                  a last line 'too many errors emitted, stopping now'; 0
                                  prints every error. (default: 20)
          -h, --help              Show help information.

        """

    static let help = """
        OVERVIEW: Show subcommand help information.

        USAGE: layout help [<subcommand>]

        ARGUMENTS:
          <subcommand>            The subcommand to explain: render, check or test.

        OPTIONS:
          -h, --help              Show help information.

        """

}
