import AutoLayout
import Foundation
import LayoutFiles
import LayoutRendering
import Testing

@testable import LayoutSnapshot

/// A fresh, empty folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-snapshot-tests-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `path/relative`.
    func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` at `relative`, creating folders.
    @discardableResult
    func write(_ text: String, to relative: String) throws -> String {
        let full = url(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// The text at `relative`, or `nil`.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: url(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file and folder under the folder, relative, sorted.
    func listing() -> [String] {
        ((FileManager.default.subpaths(atPath: path)) ?? []).sorted()
    }
}

/// The seed layout of `Layouts/seed.vfl`, comments dropped.
enum Seed {
    static let source = """
        canvas 320x568
        view _topGrayView
        view _bottomGrayView
        button _topButton "Button" in _topGrayView
        button _bottomButton "Button" in _bottomGrayView
        H:|-[_topGrayView]-|
        H:|-[_bottomGrayView]-|
        V:|-[_topGrayView(==100)]
        V:|-[_topGrayView]-[_bottomGrayView(==100)]
        H:|-[_topButton]
        _topButton.centerY == _topGrayView.centerY
        _bottomButton.left == _topButton.right
        _bottomButton.centerY == _bottomGrayView.centerY

        """

    /// The seed with the bottom button 8 points further right.
    static let movedSource = source.replacingOccurrences(
        of: "_bottomButton.left == _topButton.right", with: "_bottomButton.left == _topButton.right + 8")

    static func document(_ source: String = Seed.source) -> LayoutDocument? {
        LayoutFileParser.parse(source: source, path: "seed.vfl").document
    }

    /// The seed's snapshot text (portrait then landscape).
    static func text(_ source: String = Seed.source) -> String {
        guard let document = document(source),
            case .success(let layouts) = SnapshotSubject.document(document).layouts(.both)
        else { return "" }
        return SnapshotFormat().text(for: layouts)
    }
}

/// Lines of a multi-line literal, for comparing line lists.
func lines(_ text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
        String(String.UnicodeScalarView($0))
    }
}

/// An engine built in code: a 96x48 canvas with `box` a third of the root's width, 8 points
/// in from the top left, 16 high, and `dot` (4x4) inside it at its top right.
func thirdsEngine() throws -> (engine: LayoutEngine, box: LayoutView, dot: LayoutView) {
    let engine = LayoutEngine(size: LayoutSize(width: 96, height: 48))
    let box = LayoutView(name: "box")
    let dot = LayoutView(name: "dot")
    try engine.root.addSubview(box)
    try box.addSubview(dot)
    try LayoutConstraint.activate([
        box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 8),
        box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 8),
        box.widthAnchor.constraint(equalTo: engine.root.widthAnchor, multiplier: 1.0 / 3),
        box.heightAnchor.constraint(equalToConstant: 16),
        dot.rightAnchor.constraint(equalTo: box.rightAnchor),
        dot.topAnchor.constraint(equalTo: box.topAnchor),
        dot.widthAnchor.constraint(equalToConstant: 4),
        dot.heightAnchor.constraint(equalToConstant: 4)
    ])
    engine.layoutIfNeeded()
    return (engine, box, dot)
}
