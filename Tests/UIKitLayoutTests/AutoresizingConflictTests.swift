// translatesAutoresizingMaskIntoConstraints left true: the frame becomes constraints that
// conflict with the ones added in code, and the conflict is reported as UIKit reports it.
import Foundation
import Testing
import UIKitLayout

@Suite struct AutoresizingConflictTests {
    /// A view added in code keeps its frame (zero) as constraints: `minX == 0` conflicts with
    /// `leading == 20`, `width == 0` with `width == 100`. The engine breaks the constraint
    /// activated last in each conflict (the one added in code), as UIKit's logs show it doing,
    /// so the view keeps its zero frame.
    @Test func frameConstraintsConflictWithConstraintsAddedInCode() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 100)
        ])
        root.layoutIfNeeded()

        #expect(box.frame == .zero)
        #expect(root.layoutMessages.count == 2)
        #expect(
            root.layoutMessages.first == """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, \
                refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
                (
                    "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:2.minX == 0   (active, names: '|':UIView:1 )>",
                    "<NSLayoutConstraint UIView:2.leading == UIView:1.leading + 20   (active)>"
                )

                Will attempt to recover by breaking constraint
                <NSLayoutConstraint UIView:2.leading == UIView:1.leading + 20   (active)>

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> \
                may also be helpful.
                """)
        #expect(
            root.layoutMessages.last?.contains(
                "\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:2.width == 0   (active)>\"") == true)
        #expect(
            root.layoutMessages.last?.contains(
                "breaking constraint\n<NSLayoutConstraint UIView:2.width == 100   (active)>") == true)
    }

    /// Turned off, the same constraints place the view without a word.
    @Test func turnedOffTheConstraintsAddedInCodePlaceTheView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        box.accessibilityIdentifier = "box"
        root.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 40)
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 100, height: 40))
        #expect(root.layoutMessages.isEmpty)
        #expect(!box.hasAmbiguousLayout)
    }

    /// Left on, a frame set in code places the view, and a new frame moves it: the
    /// autoresizing-mask constraints follow the frame.
    @Test func aTranslatedFrameIsKeptAndFollowed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let label = UILabel()
        label.text = "Hi"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: box.topAnchor)
        ])
        root.layoutIfNeeded()
        // The label: 8 after the box's right edge (10 + 30). "Hi" in the 17-point system font:
        // H 2084 + i 668 = 2752 units of 1/2816 em (InterAdvances.swift), 2752 * 17 / 2816 -
        // 2 * 0.442 (tracking) = 15.730, rounded up to a third of a point 16, by 20.333333
        // (17 * 2444 / 2048 = 20.287109 rounded up).
        #expect(label.frame == CGRect(x: 48, y: 20, width: 16, height: 20.333333))
        box.frame = CGRect(x: 100, y: 200, width: 50, height: 40)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 200, width: 50, height: 40))
        #expect(label.frame == CGRect(x: 158, y: 200, width: 16, height: 20.333333))
        // Moved by its centre: (100 + 25, 200 + 20) to (50, 50) puts its origin at (25, 30).
        box.center = CGPoint(x: 50, y: 50)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 25, y: 30, width: 50, height: 40))
        #expect(label.frame.minX == 83)
        #expect(root.layoutMessages.isEmpty)
    }
}
