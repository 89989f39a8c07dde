import SeededRandomness
import Testing

@testable import SourceDiagnostics

/// The error limit, and the collector that keeps only what it lets through.
@Suite struct DiagnosticLimitTests {
    /// The collector keeps what sorting everything and cutting at the limit keeps, whatever
    /// order the diagnostics come in.
    @Test func theCollectorMatchesSortingEverything() {
        var generator = SplitMix64(seed: 16)
        for round in 0..<200 {
            let limit = DiagnosticLimit(errors: Int(generator.next() % 6))
            var all: [Diagnostic] = []
            for index in 0..<Int(generator.next() % 40) {
                let severity: Diagnostic.Severity = generator.next() % 3 == 0 ? .warning : .error
                let line = Int(generator.next() % 12)
                let range = line == 0 ? nil : SourceRange(line: line, columns: 1..<Int(2 + generator.next() % 3))
                all.append(Diagnostic(severity, "d\(index)", at: range))
            }
            var collector = DiagnosticCollector(limit: limit)
            for diagnostic in all { collector.append(diagnostic) }
            let expected = limit.applied(to: all)
            #expect(collector.diagnostics.elements == expected.shown, "round \(round)")
            #expect(collector.reachedLimit == expected.stopped, "round \(round)")
        }
    }
}
