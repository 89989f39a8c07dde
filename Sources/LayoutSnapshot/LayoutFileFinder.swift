import Foundation

/// A layout file found by `layout test`, with its reference beside it in `__Snapshots__`.
struct LayoutTestFile: Hashable {
    /// The path as shown: built from the path the user gave (`Layouts/seed.vfl`).
    var display: String
    /// The path to open (the same, or under the runner's base folder).
    var path: String

    /// `Layouts/__Snapshots__/seed.txt` for `Layouts/seed.vfl`.
    var referenceDisplay: String { Self.reference(for: display) }
    var referencePath: String { Self.reference(for: path) }

    static func reference(for layout: String) -> String {
        let file = FilePath(layout)
        return FilePath.join(
            FilePath.join(file.folder, SnapshotReferencePath.folderName),
            file.baseName + "." + SnapshotReferencePath.fileExtension)
    }
}

/// A reference in a `__Snapshots__` folder whose layout file is gone.
struct ObsoleteReference: Hashable {
    var display: String
    var path: String
    /// The layout file it would belong to, as shown: `Layouts/old.vfl`.
    var layoutDisplay: String
}

/// A path that could not be searched, and why.
public struct PathProblem: Sendable, Hashable {
    /// The path as given.
    public var display: String
    /// `no such file or folder`, `not a .vfl file or a folder`, `the folder cannot be listed`.
    public var reason: String
}

/// The `.vfl` files under some paths, found as `layout test` finds them (and `layout check`
/// given several paths or a folder): a folder is searched recursively in name order, skipping
/// `__Snapshots__` and hidden entries; a file must end in `.vfl`; a file found twice is
/// listed once.
///
///     let search = LayoutFileSearch(paths: ["Layouts"])
///     search.files      // ["Layouts/dashboard.vfl", "Layouts/find-bar.vfl", ...]
public struct LayoutFileSearch: Sendable, Hashable {
    /// The files, as paths built from the ones given.
    public var files: [String]
    /// The paths that could not be searched.
    public var problems: [PathProblem]

    /// Searches `paths` (relative ones from the current directory).
    public init(paths: [String]) {
        let found = LayoutFileFinder(baseFolder: nil).find(paths)
        files = found.files.map(\.display)
        problems = found.problems
    }
}

/// What a search of the paths found.
struct FoundLayouts: Hashable {
    var files: [LayoutTestFile] = []
    var obsolete: [ObsoleteReference] = []
    var problems: [PathProblem] = []
}

/// Finds the `.vfl` files under the paths given to `layout test`, and the references left
/// without a layout file.
///
/// - A folder is searched recursively, entries in name order, so the files come out sorted
///   by path; `__Snapshots__` folders, hidden files and folders (names starting with `.`)
///   and symbolic links to folders (which could loop) are not entered.
/// - A path naming a file must end in `.vfl`.
/// - In each `__Snapshots__` folder met while searching, a `.txt` file with no `NAME.vfl`
///   beside the folder is obsolete. Subfolders of `__Snapshots__` (where test assertions
///   keep their references) are not looked at.
/// - A file found twice (a folder and a file in it both given) is listed once.
struct LayoutFileFinder {
    /// The folder relative paths are taken from; `nil` for the current directory.
    var baseFolder: String?

    func find(_ paths: [String]) -> FoundLayouts {
        var found = FoundLayouts()
        for display in paths {
            let path = resolved(display)
            switch POSIXFiles.kind(of: path) {
            case nil:
                found.problems.append(PathProblem(display: display, reason: "no such file or folder"))
            case .folder:
                search(folder: path, display: display, into: &found)
            case .file where display.hasSuffix(".vfl"):
                found.files.append(LayoutTestFile(display: display, path: path))
            case .file, .other:
                found.problems.append(PathProblem(display: display, reason: "not a .vfl file or a folder"))
            }
        }
        var seen: Set<String> = []
        found.files = found.files.filter { seen.insert($0.display).inserted }
        var seenObsolete: Set<String> = []
        found.obsolete = found.obsolete.filter { seenObsolete.insert($0.display).inserted }
        return found
    }

    func resolved(_ path: String) -> String {
        guard let baseFolder, !path.hasPrefix("/") else { return path }
        return FilePath.join(baseFolder, path)
    }

    /// Searches `folder` depth first, entries in name order (a subfolder's files before the
    /// names after it). The folders being searched are kept on an explicit stack, so a deep
    /// tree of folders cannot exhaust the call stack.
    private func search(folder: String, display: String, into found: inout FoundLayouts) {
        var open: [(path: String, display: String, names: [String], next: Int)] = []
        func enter(_ path: String, _ display: String) {
            guard let names = entries(of: path) else {
                return found.problems.append(PathProblem(display: display, reason: "the folder cannot be listed"))
            }
            open.append((path, display, names.filter { !$0.hasPrefix(".") }, 0))
        }
        enter(folder, display)
        while let top = open.last {
            guard top.next < top.names.count else {
                open.removeLast()
                continue
            }
            open[open.count - 1].next += 1
            let name = top.names[top.next]
            let path = FilePath.join(top.path, name)
            let shown = FilePath.join(top.display, name)
            switch POSIXFiles.kind(of: path) {
            case .folder where name == SnapshotReferencePath.folderName:
                found.obsolete += obsolete(
                    in: path, display: shown, layoutsFolder: top.path, layoutsDisplay: top.display)
            case .folder where !isSymbolicLink(path):
                enter(path, shown)
            case .file where name.hasSuffix(".vfl"):
                found.files.append(LayoutTestFile(display: shown, path: path))
            default:
                continue
            }
        }
    }

    private func obsolete(
        in snapshots: String, display: String, layoutsFolder: String,
        layoutsDisplay: String
    ) -> [ObsoleteReference] {
        let suffix = "." + SnapshotReferencePath.fileExtension
        return (entries(of: snapshots) ?? []).compactMap { name in
            guard !name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
            let path = FilePath.join(snapshots, name)
            guard POSIXFiles.kind(of: path) == .file else { return nil }
            let layoutName = String(name.dropLast(suffix.count)) + ".vfl"
            guard POSIXFiles.kind(of: FilePath.join(layoutsFolder, layoutName)) != .file else { return nil }
            return ObsoleteReference(
                display: FilePath.join(display, name), path: path,
                layoutDisplay: FilePath.join(layoutsDisplay, layoutName))
        }
    }

    /// The names in a folder, sorted; `nil` if it cannot be listed.
    private func entries(of folder: String) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
    }
}
