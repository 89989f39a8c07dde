import LayoutRendering

extension LayoutTestReport {
    /// The report for programs: one object, one result per line, keys in a fixed order.
    ///
    ///     {
    ///       "results": [
    ///         {"status": "pass", "file": "Layouts/seed.vfl", "reference": "Layouts/__Snapshots__/seed.txt", "passed": true, "details": []},
    ///         {"status": "fail", "file": "Layouts/x.vfl", "reference": "Layouts/__Snapshots__/x.txt", "passed": false, "details": ["does not match ...", ...]}
    ///       ],
    ///       "passed": 1,
    ///       "failed": 1
    ///     }
    ///
    /// `status` is `pass`, `fail`, `recorded`, `updated`, `obsolete` or `removed`; `passed` is
    /// `true`, `false`, or `null` for what is not counted (an obsolete reference); `reference`
    /// is `null` for a path that names nothing; `details` are the lines the text report
    /// prints under the file (the diff, the diagnostics), without their indentation.
    public var json: String {
        let results = self.results.map { result in
            "{\"status\": \(JSONText.string(result.status.rawValue)), \"file\": \(JSONText.string(result.file)), "
                + "\"reference\": \(result.reference.map(JSONText.string) ?? "null"), "
                + "\"passed\": \(result.passed.map { $0 ? "true" : "false" } ?? "null"), "
                + "\"details\": [\(result.details.map(JSONText.string).joined(separator: ", "))]}"
        }
        return JSONText.object([
            ("results", JSONText.array(results)), ("passed", String(passed)), ("failed", String(failed))
        ])
    }

    /// The report as JUnit XML, which CI services read: one `testcase` per counted result
    /// (obsolete references are left out unless removing one failed), a `failure` holding
    /// the details of each that failed.
    ///
    ///     <?xml version="1.0" encoding="UTF-8"?>
    ///     <testsuites name="layout test" tests="2" failures="1">
    ///       <testsuite name="layout test" tests="2" failures="1">
    ///         <testcase classname="layout test" name="Layouts/seed.vfl"/>
    ///         <testcase classname="layout test" name="Layouts/x.vfl">
    ///           <failure message="does not match Layouts/__Snapshots__/x.txt">...</failure>
    ///         </testcase>
    ///       </testsuite>
    ///     </testsuites>
    public var junit: String {
        let counted = results.filter { $0.passed != nil }
        let totals = "tests=\"\(counted.count)\" failures=\"\(failed)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"layout test\" \(totals)>",
            "  <testsuite name=\"layout test\" \(totals)>"
        ]
        for result in counted {
            let name = "<testcase classname=\"layout test\" name=\"\(XMLText.escaped(result.file))\""
            guard result.passed == false else {
                lines.append("    \(name)/>")
                continue
            }
            let message = result.details.first ?? result.status.rawValue
            lines.append("    \(name)>")
            lines.append(
                "      <failure message=\"\(XMLText.escaped(message))\">"
                    + XMLText.escaped(result.details.joined(separator: "\n")) + "</failure>")
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.map { $0 + "\n" }.joined()
    }
}

/// Text for XML attributes and content.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 cannot hold (C0 controls
    /// but tab, line feed and carriage return) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
