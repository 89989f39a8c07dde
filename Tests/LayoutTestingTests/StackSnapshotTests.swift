import AutoLayout
import LayoutTesting
import Testing

/// A stack view built in code, through the snapshot assertion with no special case: the
/// reference, `__Snapshots__/StackSnapshotTests/codeBuiltToolbar.1.txt`, was checked by hand.
/// A 300x44 toolbar at (10, 10) in a 320x200 root, laid out as it is (`.canvas`); three
/// buttons of 40x30 with the middle one hidden: the two visible ones at the ends, 0 and 260,
/// 7 down (centred); the hidden one, 0 wide right after the first, is listed and not drawn.
@Test func codeBuiltToolbar() throws {
    let engine = LayoutEngine(size: LayoutSize(width: 320, height: 200))
    let buttons = ["back", "edit", "done"].map { name in
        let button = LayoutView(name: name)
        button.intrinsicContentSize = LayoutSize(width: 40, height: 30)
        return button
    }
    let toolbar = StackView(name: "toolbar", arrangedSubviews: buttons)
    toolbar.distribution = .equalSpacing
    toolbar.alignment = .center
    buttons[1].isHidden = true
    try engine.root.addSubview(toolbar)
    try LayoutConstraint.activate([
        toolbar.leading == engine.root.leading + 10,
        toolbar.top == engine.root.top + 10,
        toolbar.width == 300,
        toolbar.height == 44
    ])
    assertLayoutSnapshot(of: .engine(engine), orientations: .canvas)
}
