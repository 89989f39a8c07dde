import AutoLayout
import SourceDiagnostics

extension FileParser {
    /// Parses a `guide` statement (first sweep): a layout guide owned by a view. The owner
    /// may be declared anywhere in the file (a guide has no children, so no order keeps the
    /// hierarchy a tree); it is checked once every declaration is known.
    ///
    ///     guide := 'guide' name ['in' view-name]      (the owner; default root)
    mutating func parseGuide(keyword: Located<String>, _ scanner: inout LineScanner) throws(LineFailure) {
        let start = keyword.range.start.column - 1
        let name = try parseName(&scanner, after: "guide", what: "guide name")
        if name.value == LayoutDocument.rootName {
            throw LineFailure("'root' is the root view; choose another name for the guide", at: name.range)
        }
        try checkNewGuideName(name)
        var owner: Located<String>?
        if !scanner.isAtStatementEnd() {
            let word = scanner.nextWord()
            guard word.value == "in" else {
                throw LineFailure(
                    "unexpected \(quoted(word.value)) after the guide; a guide takes only 'in VIEW', its owner",
                    at: word.range)
            }
            owner = try parseName(&scanner, after: "in", what: "view name")
        }
        try expectStatementEnd(&scanner, after: "the guide")
        let declaration = GuideDeclaration(name: name, owner: owner, range: scanner.range(from: start))
        guideIndex[name.value] = guides.count
        guides.append(declaration)
    }

    /// Fails when a new guide's name is already a view's or a guide's.
    private func checkNewGuideName(_ name: Located<String>) throws(LineFailure) {
        if let first = guideIndex[name.value] {
            throw LineFailure(
                "duplicate guide name \(quoted(name.value))", at: name.range,
                notes: [note("\(quoted(name.value)) is first declared here", at: guides[first].name.range)])
        }
        if let view = viewIndex[name.value] {
            throw LineFailure(
                "\(quoted(name.value)) is already a view; give the guide another name", at: name.range,
                notes: [note("view \(quoted(name.value)) is declared here", at: views[view].name.range)])
        }
    }

    /// Reports guides whose owner is not a declared view (checked once every declaration is
    /// known).
    mutating func checkGuideOwners() {
        for guide in guides {
            guard let owner = guide.owner, owner.value != LayoutDocument.rootName, !isDeclaredView(owner.value) else {
                continue
            }
            diagnostics.append(unknownView(owner))
        }
    }

    /// True when `name` is a declared guide.
    func isDeclaredGuide(_ name: String) -> Bool {
        guideIndex[name] != nil || lateGuides.contains(name)
    }
}
