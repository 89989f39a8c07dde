#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension LayoutTestRunner {
    /// Every file's result, in the order of `files`, checked `options.parallelism` at a time.
    ///
    /// Files are independent: each reads its layout and reads or writes only its own
    /// reference. The exception is one file found under two spellings (`Layouts/a.vfl` and
    /// `./Layouts/a.vfl`, or through a linked folder): the second check reads the reference the
    /// first one may write, so files sharing a reference are checked by one worker, in order,
    /// as a sequential run checks them.
    func check(_ files: [LayoutTestFile], policy: RecordPolicy) -> [LayoutTestResult] {
        let groups = Self.groupsSharingReferences(files)
        let workers = options.parallelism ?? ParallelWork.availableCPUs
        let grouped = ParallelWork.map(count: groups.count, workers: workers) { group in
            groups[group].map { check(files[$0], policy: policy) }
        }
        var results = [LayoutTestResult?](repeating: nil, count: files.count)
        for (group, checked) in zip(groups, grouped) {
            for (index, result) in zip(group, checked) { results[index] = result }
        }
        return results.map { $0! }
    }

    /// The indices of `files`, grouped by the reference they read and write (its folder with
    /// links resolved), each group in order and the groups in the order of their first file.
    static func groupsSharingReferences(_ files: [LayoutTestFile]) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [String: Int] = [:]
        for (index, file) in files.enumerated() {
            let key = canonicalReference(file.referencePath)
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The reference path with the layout file's folder resolved (`.`, `..`, links), or as it
    /// is when that folder cannot be resolved.
    static func canonicalReference(_ path: String) -> String {
        let reference = FilePath(path)
        let snapshots = FilePath(reference.folder)
        let layouts = snapshots.folder.isEmpty ? "." : snapshots.folder
        guard let resolved = realpath(layouts, nil) else { return path }
        defer { free(resolved) }
        return FilePath.join(FilePath.join(String(cString: resolved), snapshots.name), reference.name)
    }
}
