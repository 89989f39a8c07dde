// The readable report: the header (where the numbers come from), the scenarios, one row per
// scenario, command and binary, the ratios, the growth, and the problems.
import Foundation

/// Everything the report and the JSON say about a run as a whole.
struct RunContext: Codable {
    var date: String
    var command: String
    var machine: MachineInfo
    var loadBefore: [Double]
    var loadAfter: [Double]
    var binaries: [BinaryInfo]
    var repeats: Int
    var warmups: Int
    /// ru_maxrss of /bin/true spawned as the children are: the floor of every peak memory.
    var memoryFloorMebibytes: Double?
    var scratch: String
}

func formatSeconds(_ s: Double) -> String {
    if !s.isFinite { return "n/a" }
    if s >= 1 { return String(format: "%.2f s", s) }
    if s >= 1e-3 { return String(format: "%.1f ms", s * 1e3) }
    return String(format: "%.0f us", s * 1e6)
}

func formatMemory(_ kib: Int) -> String {
    String(format: "%.1f MiB", Double(kib) / 1024)
}

func formatRatio(_ r: Double) -> String {
    r.isFinite ? String(format: "%.2fx", r) : "n/a"
}

func formatCount(_ n: Int) -> String {
    let digits = String(n)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return out
}

func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func padRight(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

struct TextReport {
    let context: RunContext
    let scenarios: [Scenario]
    let summary: Summary
    let problems: [Problem]
    let comparisons: Int

    func print() {
        header()
        scenarioList()
        table()
        ratios()
        growth()
        speedUps()
        closing()
    }

    private func speedUps() {
        guard !summary.speedUps.isEmpty else { return }
        Swift.print(
            "\nPARALLEL `layout test DIR`: one CPU against all \(summary.speedUps[0].cpus) (medians of wall time; "
                + "on a shared machine other jobs take CPUs too)")
        for s in summary.speedUps {
            Swift.print(
                "  \(padRight(s.scenario, 14)) \(padRight(s.binary, 8)) \(formatSeconds(s.secondsOnOneCPU)) -> "
                    + "\(formatSeconds(s.secondsOnEveryCPU)): x\(String(format: "%.2f", s.speedUp))")
        }
    }

    private func header() {
        Swift.print("layout-e2e: the layout command end to end")
        Swift.print("# date: \(context.date)")
        Swift.print("# machine: \(context.machine.description); shared, other jobs may run")
        Swift.print("# load average before: \(formatLoad(context.loadBefore)); after: \(formatLoad(context.loadAfter))")
        Swift.print("# command: \(context.command)")
        for binary in context.binaries { Swift.print("# \(binary.role): \(binary.description)") }
        let order = context.binaries.count > 1 ? ", the binaries alternating run by run" : ""
        Swift.print(
            "# runs: \(context.repeats) timed per binary and row\(order); \(context.warmups) untimed warm-up(s) before")
        if let floor = context.memoryFloorMebibytes {
            Swift.print(
                "# memory floor: /bin/true, spawned as every child is, shows a peak of \(String(format: "%.1f", floor)) MiB "
                    + "(the measuring helper's resident set, which the kernel carries into a child's ru_maxrss); peaks near it are the floor"
            )
        }
    }

    private func scenarioList() {
        Swift.print("\nSCENARIOS")
        for s in scenarios {
            let source: String
            switch s.kind {
            case .file: source = "Layouts/\(s.name).vfl"
            case .grid: source = "python3 Benchmarks/make-grid-vfl.py --cells \(s.cells ?? 0) (4 columns, ipad)"
            case .folder:
                source =
                    "\(s.files) grid screens of \(formatCount(s.cells ?? 0)) cells in all, 2 to 40 cells each (GridFiles.ScreenFolder)"
            }
            Swift.print(
                "  \(padRight(s.name, 14)) \(padLeft(formatCount(s.views), 7)) views \(padLeft(formatCount(s.bytes), 10)) bytes  \(source)"
            )
        }
    }

    private func table() {
        let head =
            "\(padRight("scenario", 14)) \(padLeft("views", 7))  \(padRight("command", 17)) \(padRight("binary", 8)) "
            + "\(padLeft("wall min", 9)) \(padLeft("median", 9)) \(padLeft("max", 9)) \(padLeft("spread", 6)) "
            + "\(padLeft("cpu u+s", 9)) \(padLeft("peak mem", 11))"
        Swift.print(
            "\nRESULTS (cpu: user + system of the child, median; peak mem: ru_maxrss, median; spread: (max - min) / median of wall)"
        )
        Swift.print(head)
        Swift.print(String(repeating: "-", count: head.count))
        var previous: (String, String)?
        for row in summary.rows {
            let first = previous.map { $0 != (row.scenario, row.command) } ?? true
            previous = (row.scenario, row.command)
            let lead =
                first
                ? "\(padRight(row.scenario, 14)) \(padLeft(formatCount(row.views), 7))  \(padRight(row.command, 17))"
                : String(repeating: " ", count: 41)
            let failed = row.failedRuns > 0 ? "  (\(row.failedRuns) failed)" : ""
            Swift.print(
                "\(lead) \(padRight(row.binary, 8)) \(padLeft(formatSeconds(row.wallSeconds.min), 9)) "
                    + "\(padLeft(formatSeconds(row.wallSeconds.median), 9)) \(padLeft(formatSeconds(row.wallSeconds.max), 9)) "
                    + "\(padLeft(String(format: "%.0f%%", row.wallSeconds.relativeRange * 100), 6)) "
                    + "\(padLeft(formatSeconds(row.cpuSeconds.median), 9)) "
                    + "\(padLeft(String(format: "%.1f MiB", row.peakMebibytes.median), 11))\(failed)")
        }
    }

    private func ratios() {
        guard !summary.ratios.isEmpty else { return }
        Swift.print(
            "\nRATIOS new / baseline (of the medians; in brackets the lowest and highest ratio of the runs paired by round)"
        )
        let head =
            "\(padRight("scenario", 14))  \(padRight("command", 17)) \(padLeft("wall", 7)) \(padRight("", 15)) "
            + "\(padLeft("cpu", 7)) \(padRight("", 15)) \(padLeft("peak mem", 8))"
        Swift.print(head)
        Swift.print(String(repeating: "-", count: head.count))
        for r in summary.ratios {
            Swift.print(
                "\(padRight(r.scenario, 14))  \(padRight(r.command, 17)) \(padLeft(formatRatio(r.wall), 7)) "
                    + "\(padRight(pairRange(r.wallPairs), 15)) \(padLeft(formatRatio(r.cpu), 7)) "
                    + "\(padRight(pairRange(r.cpuPairs), 15)) \(padLeft(formatRatio(r.peakMemory), 8))")
        }
    }

    private func pairRange(_ spread: Spread?) -> String {
        guard let spread else { return "" }
        return "[\(formatRatio(spread.min)) - \(formatRatio(spread.max))]"
    }

    private func growth() {
        guard !summary.growth.isEmpty else { return }
        Swift.print(
            "\nGROWTH per 10x views between grid sizes (medians, normalised to a 10x step: x10 = linear, x100 = quadratic;"
        )
        Swift.print("memory includes the process's fixed start-up size, so its growth reads low at small sizes)")
        for g in summary.growth {
            Swift.print(
                "  \(padRight(g.binary, 8)) \(padRight(g.command, 14)) \(padLeft(formatCount(g.fromViews), 7)) -> "
                    + "\(padLeft(formatCount(g.toViews), 7)) views: wall x\(String(format: "%.1f", g.wallPer10x)), "
                    + "cpu x\(String(format: "%.1f", g.cpuPer10x)), peak memory x\(String(format: "%.1f", g.peakMemoryPer10x))"
            )
        }
    }

    private func closing() {
        Swift.print("\nCHECKS")
        let mismatches = problems.filter { $0.kind == .mismatch }
        let failures = problems.filter { $0.kind == .failedRun }
        if context.binaries.count > 1 || context.repeats + context.warmups > 1 {
            Swift.print(
                mismatches.isEmpty
                    ? "  outputs: byte-identical in all \(comparisons) comparisons with the first run of new"
                    : "  outputs: \(mismatches.count) difference(s):")
        }
        for p in mismatches {
            Swift.print("    \(p.scenario) \(p.command), \(p.binary) run \(p.round + 1): \(p.detail)")
        }
        Swift.print(failures.isEmpty ? "  runs: every run exited with status 0" : "  runs: \(failures.count) failed:")
        for p in failures { Swift.print("    \(p.scenario) \(p.command), \(p.binary) run \(p.round + 1): \(p.detail)") }
        Swift.print(problems.isEmpty ? "\nOK" : "\nPROBLEMS FOUND")
    }
}
