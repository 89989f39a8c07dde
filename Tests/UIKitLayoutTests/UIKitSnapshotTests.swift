// Snapshots of a plain top-level view, and the refusal to snapshot a layout with conflicts.
import Foundation
import LayoutTesting
import Testing
import UIKitLayout
import UIKitLayoutTesting

@Suite struct UIKitSnapshotTests {
    /// A toolbar laid out at its own frame: three buttons spread with equal spacing.
    @Test func aTopLevelViewAtItsFrame() {
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let buttons = ["Back", "Share", "Edit"].map { title -> UIButton in
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = title.lowercased()
            return button
        }
        let row = UIStackView(arrangedSubviews: buttons)
        row.distribution = .equalSpacing
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        toolbar.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: toolbar.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalTo: toolbar.topAnchor),
            row.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor)
        ])
        toolbar.layoutIfNeeded()
        // Margins of 8: the row is 304 wide. The titles in the 15-point system font (advances
        // in 1/2816 em from InterAdvances.swift, tracking -0.24 a character), rounded up to a
        // third of a point:
        //   "Back"  B 1832 + a 1588 + c 1572 + k 1532 = 6524 units: 34.751 - 0.96 = 33.791 -> 34
        //   "Share" S 1796 + h 1664 + a 1588 + r 1048 + e 1640 = 7736: 41.207 - 1.2 = 40.007 -> 40.333333
        //   "Edit"  E 1684 + d 1748 + i 668 + t 1024 = 5124: 27.294 - 0.96 = 26.334 -> 26.666667
        // 304 - 101 = 203 left, two equal gaps of 101.5; each 30 high, centred in 44 (y 7).
        #expect(buttons[0].frame == CGRect(x: 0, y: 7, width: 34, height: 30))
        #expect(buttons[1].frame == CGRect(x: 135.5, y: 7, width: 40.333333, height: 30))
        #expect(buttons[2].frame == CGRect(x: 277.333333, y: 7, width: 26.666667, height: 30))
        assertLayoutSnapshot(of: toolbar, named: "toolbar")
    }

    /// A conflict is no layout to keep: the snapshot fails with UIKit's report and records
    /// nothing.
    @Test func conflictsFailTheSnapshotWithUIKitsReport() {
        final class Clash: UIViewController {
            override func viewDidLoad() {
                let box = UIView()
                view.addSubview(box) // still translating its (zero) frame
                box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            }
        }
        let failure = verifyLayoutSnapshot(
            of: .viewController(Clash(), on: .iPhone15), named: "never-recorded", record: .never)
        #expect(failure?.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(failure?.contains("<NSLayoutConstraint UIView:2.width == 100   (active)>") == true)
    }
}
