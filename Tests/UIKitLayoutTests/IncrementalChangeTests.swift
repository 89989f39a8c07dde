// Changing a constraint after activation, as an animation does: the constant, the priority,
// isActive. The hierarchy keeps its engine (no rebuild); the new frames are worked out by hand.
import Foundation
import Testing
import UIKitLayout

@Suite struct IncrementalChangeTests {
    /// A header of adjustable height with a body below it, in a 320x480 view.
    final class Screen {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView()
        let body = UIView()
        let headerHeight: NSLayoutConstraint
        let fallbackHeight: NSLayoutConstraint

        init() {
            for view in [header, body] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            headerHeight = header.heightAnchor.constraint(equalToConstant: 100)
            fallbackHeight = header.heightAnchor.constraint(equalToConstant: 44)
            fallbackHeight.priority = .defaultLow
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: root.topAnchor),
                header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                headerHeight, fallbackHeight,
                body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
                body.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            ])
            root.layoutIfNeeded()
        }
    }

    @Test func changingTheConstantMovesWhatDependsOnIt() {
        let screen = Screen()
        // The body starts 8 below the header (100) and ends at the bottom (480).
        #expect(screen.body.frame == CGRect(x: 0, y: 108, width: 320, height: 372))
        screen.headerHeight.constant = 150
        screen.root.layoutIfNeeded()
        #expect(screen.header.frame == CGRect(x: 0, y: 0, width: 320, height: 150))
        #expect(screen.body.frame == CGRect(x: 0, y: 158, width: 320, height: 322))
        // Back, as the reverse animation would.
        screen.headerHeight.constant = 100
        screen.root.layoutIfNeeded()
        #expect(screen.body.frame == CGRect(x: 0, y: 108, width: 320, height: 372))
        #expect(screen.root.layoutMessages.isEmpty)
    }

    @Test func togglingIsActiveHandsOverToTheLowerPriority() {
        let screen = Screen()
        screen.headerHeight.isActive = false
        #expect(!screen.headerHeight.isActive)
        screen.root.layoutIfNeeded()
        // The 250 constraint is the only height left: 44; the body follows at 52.
        #expect(screen.header.frame.height == 44)
        #expect(screen.body.frame == CGRect(x: 0, y: 52, width: 320, height: 428))
        screen.headerHeight.isActive = true
        screen.root.layoutIfNeeded()
        #expect(screen.header.frame.height == 100)
        #expect(screen.root.layoutMessages.isEmpty)
    }

    @Test func raisingAPriorityAboveAnotherChangesWhichWins() {
        let screen = Screen()
        let tall = screen.header.heightAnchor.constraint(equalToConstant: 200)
        tall.priority = .defaultHigh - 1 // 749: below required, above the fallback (250)
        tall.isActive = true
        screen.headerHeight.isActive = false
        screen.root.layoutIfNeeded()
        #expect(screen.header.frame.height == 200)
        // Lowered under the fallback's 250, the fallback's 44 wins.
        tall.priority = UILayoutPriority(rawValue: 200)
        screen.root.layoutIfNeeded()
        #expect(screen.header.frame.height == 44)
        #expect(tall.priority.rawValue == 200)
    }

    /// UIKit refuses to turn an active required constraint into an optional one (it raises);
    /// here the change is refused and UIKit's reason is reported.
    @Test func aRequiredPriorityCannotBecomeOptionalWhileActive() {
        let screen = Screen()
        screen.headerHeight.priority = .defaultHigh
        #expect(screen.headerHeight.priority == .required)
        #expect(
            screen.root.layoutMessages == [
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                    + "supported.  You passed priority 750 and the existing priority was 1000."
            ])
    }

    @Test func identifiersNameConstraintsInReports() {
        let screen = Screen()
        screen.headerHeight.identifier = "header-height"
        let clash = screen.header.heightAnchor.constraint(equalToConstant: 60)
        clash.isActive = true
        screen.root.layoutIfNeeded()
        #expect(
            screen.headerHeight.description == "<NSLayoutConstraint 'header-height' UIView:2.height == 100   (active)>")
        #expect(screen.root.layoutMessages.count == 1)
        #expect(
            screen.root.layoutMessages.first?.contains(
                "\"<NSLayoutConstraint 'header-height' UIView:2.height == 100   (active)>\",\n    \"<NSLayoutConstraint UIView:2.height == 60   (active)>\""
            ) == true)
    }
}

/// UIKit's layout pass: layoutSubviews after the frames, the view controller's hooks around it.
@Suite struct LayoutPassTests {
    /// A view that places a badge at its top-right corner by hand, as frame-based code does.
    final class BadgedView: UIView {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var passes = 0

        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
            badge.frame.origin = CGPoint(x: bounds.width - 10, y: 0)
            layoutIfNeeded() // during the pass: does nothing
        }
    }

    final class Counting: UIViewController {
        var events: [String] = []
        override func viewWillLayoutSubviews() { events.append("will") }
        override func viewDidLayoutSubviews() { events.append("did") }
    }

    @Test func layoutSubviewsRunsAfterTheFramesAreSet() {
        let controller = Counting()
        let card = BadgedView()
        card.addSubview(card.badge)
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 120),
            card.heightAnchor.constraint(equalToConstant: 60)
        ])
        controller.layout(on: .iPhoneSE)
        // The card is 120 wide when its layoutSubviews runs: the badge goes to x 110.
        #expect(card.badge.frame == CGRect(x: 110, y: 0, width: 10, height: 10))
        #expect(card.passes == 1)
        #expect(controller.events == ["will", "did"])
        // The badge translates its frame: the next pass keeps it where layoutSubviews put it.
        controller.view.layoutIfNeeded()
        #expect(card.badge.frame == CGRect(x: 110, y: 0, width: 10, height: 10))
        #expect(controller.events == ["will", "did", "will", "did"])
    }
}
