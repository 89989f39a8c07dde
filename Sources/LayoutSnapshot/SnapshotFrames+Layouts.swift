import AutoLayout
import LayoutRendering

extension SnapshotFrames {
    /// The sections as layouts to draw: each header's label and size, each listed frame in its
    /// superview's coordinates (root frames worked out by ``RenderedLayout``). A frame that does
    /// not read as four numbers is left out; so is a section whose header size does not read.
    var layouts: [RenderedLayout] {
        sections.compactMap { section in
            let words = section.header.split(separator: " ")
            guard words.count == 2 else { return nil }
            let sides = words[1].split(separator: "x").compactMap { Double($0) }
            guard sides.count == 2 else { return nil }
            let frames = section.views.compactMap { view -> (name: String, superview: String, frame: LayoutRect)? in
                let numbers = view.frame.dropFirst().dropLast().components(separatedBy: ", ").compactMap { Double($0) }
                guard numbers.count == 4 else { return nil }
                let frame = LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
                return (view.name, view.superview, frame)
            }
            return RenderedLayout(orientation: String(words[0]), width: sides[0], height: sides[1], frames: frames)
        }
    }
}
