// The scenarios: which files, written where, and the commands timed on them.
import Foundation
import GridFiles

/// One timed command line: its label in the report and its arguments after the binary.
struct Step {
    var label: String
    var arguments: [String]
    /// Run on this many CPUs only (the folder's one-CPU run); nil for all.
    var cpus: Int? = nil
}

/// Commands run back to back by one binary, after the snapshot folder is emptied: one step for
/// a file's render, check or test; three (test --update, then test on every CPU and on one) for
/// the folder.
struct Job {
    var steps: [Step]
    /// The snapshot folder `layout test` writes (relative to the scenario's folder), emptied
    /// before the job and compared after it; nil for render and check.
    var snapshots: String?
}

struct Scenario {
    enum Kind: String, Codable { case file, grid, folder }

    var name: String
    var kind: Kind
    /// The scenario's own folder in the scratch folder; commands run there.
    var directory: String
    var views: Int
    var files: Int
    var bytes: Int
    var cells: Int?
    var jobs: [Job]
}

/// The labels of the folder scenario's steps.
enum FolderStep {
    static let update = "test DIR --update"
    static let allCPUs = "test DIR"
    static let oneCPU = "test DIR, 1 CPU"
}

/// What --scenarios names, expanded into files to write, in report order.
enum ScenarioRequest: Equatable {
    case layoutFile(String)
    case grid(Int)
    case folder

    /// Expands `names` (seed, dashboard, layouts, grids, grid-N, folder, all, or a file's
    /// name) against the files of the Layouts folder and --sizes; throws for an unknown name.
    static func expand(_ names: [String], layoutNames: [String], sizes: [Int]) throws -> [ScenarioRequest] {
        var requests: [ScenarioRequest] = []
        func add(_ request: ScenarioRequest) { if !requests.contains(request) { requests.append(request) } }
        let others = layoutNames.filter { $0 != "seed" && $0 != "dashboard" }
        let ordered = ["seed", "dashboard"].filter(layoutNames.contains) + others
        for name in names {
            switch name {
            case "all":
                for file in ordered { add(.layoutFile(file)) }
                for size in sizes { add(.grid(size)) }
                add(.folder)
            case "layouts": for file in ordered { add(.layoutFile(file)) }
            case "grids": for size in sizes { add(.grid(size)) }
            case "folder": add(.folder)
            case _ where layoutNames.contains(name): add(.layoutFile(name))
            case _ where name.hasPrefix("grid-"):
                guard let cells = Int(name.dropFirst(5)), (1...GridFile.maximumCells).contains(cells) else {
                    throw UsageError("--scenarios: '\(name)' is not grid-N with N from 1 to \(GridFile.maximumCells)")
                }
                add(.grid(cells))
            default:
                let known = (["all", "layouts", "grids", "grid-N", "folder"] + ordered).joined(separator: ", ")
                throw UsageError("--scenarios: unknown scenario '\(name)' (expected one of: \(known))")
            }
        }
        return requests
    }
}

/// The .vfl files of the Layouts folder, by name without the extension, sorted.
func layoutFileNames(in folder: String) throws -> [String] {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw UsageError(
            "cannot read the layouts folder '\(folder)' (run from the repository root, or pass --layouts DIR)")
    }
    let names = entries.filter { $0.hasSuffix(".vfl") }.map { String($0.dropLast(4)) }.sorted()
    guard !names.isEmpty else { throw UsageError("no .vfl files in '\(folder)' (see --layouts)") }
    return names
}

/// Writes each requested scenario's files into `scratch` and describes it.
struct ScenarioMaker {
    let scratch: String
    let layoutsFolder: String
    let commands: [FileCommand]
    let screens: Int

    func make(_ request: ScenarioRequest) throws -> Scenario {
        switch request {
        case .layoutFile(let name):
            let source = try Data(contentsOf: URL(fileURLWithPath: layoutsFolder).appendingPathComponent(name + ".vfl"))
            return try single(name: name, kind: .file, contents: source, cells: nil)
        case .grid(let cells):
            let file = try GridFile(cells: cells)
            return try single(name: "grid-\(cells)", kind: .grid, contents: Data(file.bytes), cells: cells)
        case .folder:
            return try folder()
        }
    }

    /// A scenario of one file, copied or generated into its own folder.
    private func single(name: String, kind: Scenario.Kind, contents: Data, cells: Int?) throws -> Scenario {
        let directory = try makeDirectory(name)
        let fileName = name + ".vfl"
        try contents.write(to: URL(fileURLWithPath: directory).appendingPathComponent(fileName))
        let jobs = commands.map { command -> Job in
            switch command {
            case .render: return Job(steps: [Step(label: "render", arguments: ["render", fileName])], snapshots: nil)
            case .check: return Job(steps: [Step(label: "check", arguments: ["check", fileName])], snapshots: nil)
            case .test:
                return Job(
                    steps: [Step(label: "test --update", arguments: ["test", fileName, "--update"])],
                    snapshots: "__Snapshots__")
            }
        }
        return Scenario(
            name: name, kind: kind, directory: directory, views: declaredViews(contents), files: 1,
            bytes: contents.count, cells: cells, jobs: jobs)
    }

    /// The folder of generated screens, timed with `layout test DIR --update`, then `layout test DIR`
    /// on every CPU and on one.
    private func folder() throws -> Scenario {
        let name = "folder-\(screens)"
        let directory = try makeDirectory(name)
        let screensFolder = URL(fileURLWithPath: directory).appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: screensFolder, withIntermediateDirectories: true)
        var views = 0, bytes = 0, cells = 0
        for screen in ScreenFolder.screens(screens) {
            let data = Data(screen.file.bytes)
            try data.write(to: screensFolder.appendingPathComponent(screen.name))
            views += screen.file.viewCount
            bytes += data.count
            cells += screen.file.cells
        }
        // The last step is the second on one CPU: its time over the second's is the speed-up
        // of checking files in parallel.
        let job = Job(
            steps: [
                Step(label: FolderStep.update, arguments: ["test", "screens", "--update"]),
                Step(label: FolderStep.allCPUs, arguments: ["test", "screens"]),
                Step(label: FolderStep.oneCPU, arguments: ["test", "screens"], cpus: 1)
            ],
            snapshots: "screens/__Snapshots__")
        return Scenario(
            name: name, kind: .folder, directory: directory, views: views, files: screens, bytes: bytes,
            cells: cells, jobs: commands.contains(.test) ? [job] : [])
    }

    private func makeDirectory(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: scratch).appendingPathComponent("scenarios").appendingPathComponent(name).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// The views a layout file declares: its lines that start with view, label or button.
func declaredViews(_ contents: Data) -> Int {
    let text = String(decoding: contents, as: UTF8.self)
    return text.split(separator: "\n").filter { line in
        let word = line.prefix { $0 != " " && $0 != "\t" }
        return word == "view" || word == "label" || word == "button"
    }.count
}
