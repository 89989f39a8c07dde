// From the runs to the rows of the report: medians, spreads, ratios and growth.
import Foundation

/// Minimum, median and maximum of some values.
struct Spread: Codable {
    var min: Double
    var median: Double
    var max: Double

    init?(_ values: [Double]) {
        let sorted = values.sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        let middle = sorted.count / 2
        self.min = first
        self.max = last
        self.median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// (max - min) / median: how much the runs of one row disagree.
    var relativeRange: Double { median > 0 ? (max - min) / median : 0 }
}

/// The timed runs of one binary on one scenario and command.
struct RowSummary: Codable {
    var scenario: String
    var command: String
    var binary: String
    var views: Int
    var runs: Int
    var failedRuns: Int
    var wallSeconds: Spread
    var cpuSeconds: Spread
    var userSeconds: Spread
    var systemSeconds: Spread
    var peakMebibytes: Spread

    init?(_ records: [RunRecord], views: Int) {
        let ok = records.filter { $0.exitStatus == 0 && !$0.timedOut }
        guard let first = records.first,
            let wall = Spread(ok.map(\.wallSeconds)),
            let cpu = Spread(ok.map { $0.userSeconds + $0.systemSeconds }),
            let user = Spread(ok.map(\.userSeconds)),
            let system = Spread(ok.map(\.systemSeconds)),
            let peak = Spread(ok.map { Double($0.peakKibibytes) / 1024 })
        else { return nil }
        scenario = first.scenario
        command = first.command
        binary = first.binary
        self.views = views
        runs = ok.count
        failedRuns = records.count - ok.count
        wallSeconds = wall
        cpuSeconds = cpu
        userSeconds = user
        systemSeconds = system
        peakMebibytes = peak
    }
}

/// new / baseline for one scenario and command: of the medians, and the range of the ratios
/// of the runs paired by round (each pair ran back to back).
struct RatioSummary: Codable {
    var scenario: String
    var command: String
    var wall: Double
    var wallPairs: Spread?
    var cpu: Double
    var cpuPairs: Spread?
    var peakMemory: Double
}

/// Growth per 10x views between two grid sizes, for one binary and command.
struct GrowthSummary: Codable {
    var binary: String
    var command: String
    var fromViews: Int
    var toViews: Int
    /// Each ratio normalised to a 10x step: (later / earlier) ^ (1 / log10(views ratio)).
    var wallPer10x: Double
    var cpuPer10x: Double
    var peakMemoryPer10x: Double
}

/// `layout test DIR` on one CPU against every CPU, for one binary: the speed-up of checking
/// files in parallel.
struct SpeedUpSummary: Codable {
    var scenario: String
    var binary: String
    var cpus: Int
    var secondsOnOneCPU: Double
    var secondsOnEveryCPU: Double
    /// secondsOnOneCPU / secondsOnEveryCPU (medians of wall time).
    var speedUp: Double
}

struct Summary {
    var rows: [RowSummary] = []
    var ratios: [RatioSummary] = []
    var growth: [GrowthSummary] = []
    var speedUps: [SpeedUpSummary] = []

    init(records: [RunRecord], scenarios: [Scenario], binaries: [Binary]) {
        let timed = records.filter { !$0.warmup }
        for scenario in scenarios {
            for label in scenario.jobs.flatMap({ $0.steps.map(\.label) }) {
                let mine = timed.filter { $0.scenario == scenario.name && $0.command == label }
                let perBinary = binaries.compactMap { binary in
                    RowSummary(mine.filter { $0.binary == binary.role }, views: scenario.views)
                }
                rows += perBinary
                if perBinary.count == 2, binaries.count == 2 {
                    ratios.append(Self.ratio(perBinary[0], perBinary[1], mine))
                }
            }
        }
        growth = Self.growth(rows, grids: scenarios.filter { $0.kind == .grid })
        speedUps = Self.speedUps(rows, folders: scenarios.filter { $0.kind == .folder })
    }

    private static func speedUps(_ rows: [RowSummary], folders: [Scenario]) -> [SpeedUpSummary] {
        let cpus = ProcessInfo.processInfo.activeProcessorCount
        return folders.flatMap { folder in
            let mine = rows.filter { $0.scenario == folder.name }
            return mine.filter { $0.command == FolderStep.oneCPU }.compactMap { one -> SpeedUpSummary? in
                guard let all = mine.first(where: { $0.command == FolderStep.allCPUs && $0.binary == one.binary })
                else { return nil }
                return SpeedUpSummary(
                    scenario: folder.name, binary: one.binary, cpus: cpus,
                    secondsOnOneCPU: one.wallSeconds.median, secondsOnEveryCPU: all.wallSeconds.median,
                    speedUp: one.wallSeconds.median / all.wallSeconds.median)
            }
        }
    }

    private static func ratio(_ new: RowSummary, _ old: RowSummary, _ records: [RunRecord]) -> RatioSummary {
        let succeeded = records.filter { $0.exitStatus == 0 && !$0.timedOut }
        let rounds = Set(succeeded.map(\.round)).sorted()
        func pairs(_ value: (RunRecord) -> Double) -> Spread? {
            Spread(
                rounds.compactMap { round -> Double? in
                    let pair = succeeded.filter { $0.round == round }
                    guard let a = pair.first(where: { $0.binary == "new" }),
                        let b = pair.first(where: { $0.binary == "baseline" }),
                        value(b) > 0
                    else { return nil }
                    return value(a) / value(b)
                })
        }
        return RatioSummary(
            scenario: new.scenario, command: new.command,
            wall: new.wallSeconds.median / old.wallSeconds.median, wallPairs: pairs(\.wallSeconds),
            cpu: new.cpuSeconds.median / old.cpuSeconds.median, cpuPairs: pairs { $0.userSeconds + $0.systemSeconds },
            peakMemory: new.peakMebibytes.median / old.peakMebibytes.median)
    }

    /// Between each grid size and the next (and from the first to the last, when there are
    /// more than two), per binary and command.
    private static func growth(_ rows: [RowSummary], grids: [Scenario]) -> [GrowthSummary] {
        let sorted = grids.sorted { $0.views < $1.views }
        var pairs = Array(zip(sorted, sorted.dropFirst()))
        if sorted.count > 2, let first = sorted.first, let last = sorted.last { pairs.append((first, last)) }
        var out: [GrowthSummary] = []
        let keys = rows.filter { row in grids.contains { $0.name == row.scenario } }.map { [$0.binary, $0.command] }
        var seen: Set<[String]> = []
        for key in keys where seen.insert(key).inserted {
            for (a, b) in pairs {
                guard let x = rows.first(where: { $0.scenario == a.name && [$0.binary, $0.command] == key }),
                    let y = rows.first(where: { $0.scenario == b.name && [$0.binary, $0.command] == key })
                else { continue }
                let exponent = 1 / log10(Double(b.views) / Double(a.views))
                out.append(
                    GrowthSummary(
                        binary: key[0], command: key[1], fromViews: a.views, toViews: b.views,
                        wallPer10x: pow(y.wallSeconds.median / x.wallSeconds.median, exponent),
                        cpuPer10x: pow(y.cpuSeconds.median / x.cpuSeconds.median, exponent),
                        peakMemoryPer10x: pow(y.peakMebibytes.median / x.peakMebibytes.median, exponent)))
            }
        }
        return out
    }
}
