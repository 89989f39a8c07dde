// The samples of the UIKitLayout catalog's article "Testing your UIKit layout code on Linux",
// line for line (DocumentationTests checks that each is here).
import Foundation
import Testing
import UIKitLayoutTesting

#if canImport(UIKit)
    import UIKit
#else
    import UIKitLayout
#endif

final class WelcomeViewController: UIViewController {
    let titleLabel = UILabel()
    let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome"
        startButton.setTitle("Start", for: .normal)
        for subview in [titleLabel, startButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            startButton.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2),
            startButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor)
        ])
    }
}

@Suite struct DocumentationExampleTests {
    // The article's test. By hand: the iPhone 15's safe area starts 59 below the top and its
    // root view's margin is 16. "Welcome" in the 17-point system font (advances in 1/2816 em
    // from InterAdvances.swift, tracking -0.442 a character): W 2672 + e 1640 + l 668 + c 1572
    // + o 1680 + m 2448 + e 1640 = 12320 units, 12320 * 17 / 2816 - 7 * 0.442 = 71.281, rounded
    // up to a third of a point 71.333333, by 17 * 2444 / 2048 = 20.287109 rounded up 20.333333.
    // The button is two system spacings (16) below the label's bottom (99.333333): 115.333333.
    // "Start" at 15 points: S 1796 + t 1024 + a 1588 + r 1048 + t 1024 = 6480 units,
    // 6480 * 15 / 2816 - 5 * 0.24 = 33.317, rounded up 33.333333, by 17.900391 + 12 -> 30.
    @Test func welcomeScreen() {
        let controller = WelcomeViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        #expect(controller.titleLabel.frame == CGRect(x: 16, y: 79, width: 71.333333, height: 20.333333))
        #expect(controller.startButton.frame == CGRect(x: 16, y: 115.333333, width: 33.333333, height: 30))
        assertLayoutSnapshot(of: controller, on: .iPhone15)
    }

    @Test func forgottenTranslatesAutoresizingMask() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView()
        root.addSubview(box) // translatesAutoresizingMaskIntoConstraints is still true
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 0.0)
        print(root.layoutMessages[0])
        // What it prints (the article shows UIKit's tabs as four spaces).
        let printed = root.layoutMessages[0].replacingOccurrences(of: "\t", with: "    ")
        #expect(
            printed == """
                Unable to simultaneously satisfy constraints.
                    Probably at least one of the constraints in the following list is one you don't want.
                    Try this:
                        (1) look at each constraint and try to figure out which you don't expect;
                        (2) find the code that added the unwanted constraint or constraints and fix it.
                    (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
                (
                    "<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:2.width == 0   (active)>",
                    "<NSLayoutConstraint UIView:2.width == 100   (active)>"
                )

                Will attempt to recover by breaking constraint
                <NSLayoutConstraint UIView:2.width == 100   (active)>

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
                """)
    }

    // The label's bottom (99.333333, see welcomeScreen) + 40: 139.333333.
    @Test func animatingAConstant() {
        let controller = WelcomeViewController()
        controller.layout(on: .iPhone15)
        let spacing = controller.view.constraints.first {
            $0.firstItem === controller.startButton && $0.firstAttribute == .top
        }
        spacing?.constant = 40
        controller.view.layoutIfNeeded()
        #expect(controller.startButton.frame.minY == 139.333333)
    }
}
