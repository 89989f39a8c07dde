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
        // Margins of 8: the row is 304 wide. Buttons 32, 39 and 32 wide (4, 5 and 4 letters):
        // 304 - 103 = 201 left, two equal gaps of 100.5; each 30 high, centred in 44 (y 7).
        #expect(buttons[0].frame == CGRect(x: 0, y: 7, width: 32, height: 30))
        #expect(buttons[1].frame == CGRect(x: 132.5, y: 7, width: 39, height: 30))
        #expect(buttons[2].frame == CGRect(x: 272, y: 7, width: 32, height: 30))
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
