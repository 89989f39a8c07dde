// `--json FILE`: the run's context, the scenarios, every run, and the summaries.
import Foundation

struct ScenarioInfo: Codable {
    var name: String
    var kind: Scenario.Kind
    var views: Int
    var files: Int
    var bytes: Int
    var cells: Int?
    var commands: [String]

    init(_ scenario: Scenario) {
        name = scenario.name
        kind = scenario.kind
        views = scenario.views
        files = scenario.files
        bytes = scenario.bytes
        cells = scenario.cells
        commands = scenario.jobs.flatMap { $0.steps.map(\.label) }
    }
}

struct JSONReport: Codable {
    var tool = "layout-e2e"
    /// Units: seconds for times, MiB for memory in the summaries, KiB (as ru_maxrss) in `runs`.
    var units =
        "times in seconds; peak memory in MiB (peak_mebibytes), in KiB per run (peak_kibibytes, as ru_maxrss counts)"
    var context: RunContext
    var scenarios: [ScenarioInfo]
    var rows: [RowSummary]
    var ratios: [RatioSummary]
    var growth: [GrowthSummary]
    var speedUps: [SpeedUpSummary]
    var problems: [Problem]
    var runs: [RunRecord]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
