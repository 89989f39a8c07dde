// The three samples of UIKitSamples.swift on an iPhone 15 (393x852 points), in portrait and
// landscape, against frames worked out by hand, then against their snapshots.
//
// The iPhone 15's screen (docs/SafeAreaAndMargins.md): safe-area insets 59 at the top and 34 at
// the bottom in portrait; 59 left and right and 21 at the bottom in landscape. Its width is
// compact in both orientations, so a view controller's root view has system minimum margins
// of 16 on the sides and 0 at the top and bottom, measured from the safe area: margins
// (top 59, left 16, bottom 34, right 16) in portrait and (0, 75, 21, 75) in landscape.
//
// Text is measured as on a device, by hand from the documented metrics (AutoLayout's "Text like
// a device"): a line of the S-point system font is S * 2444 / 2048 high (17: 20.287109375, 15:
// 17.900390625); a line's width is the sum of its characters' advances in the committed table
// (Sources/AutoLayout/Text/InterAdvances.swift: units of 1/2816 em, Inter's text design below 20
// points) times S / 2816, plus San Francisco's tracking per character (17 points: -26/1000 em,
// -0.442; 15 points: -16/1000 em, -0.24). Intrinsic sizes are rounded up to a third of a point
// (3x): 20.287109375 is 20.333333 (61/3). A system button is its 15-point title with 6 above and
// below (17.900390625 + 12 rounds up to 30) and nothing at the sides. Frames are snapped to a
// micro-point (6 decimals).
import Foundation
import Testing
import UIKitLayout
import UIKitLayoutTesting

@Suite struct UIKitSampleTests {
    @Test func anchorsSafeAreaAndMarginsInPortrait() {
        let controller = ProfileViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // "Profile": P 1788 + r 1048 + o 1680 + f 1016 + i 668 + l 668 + e 1640 = 8508 units;
        // 8508 * 17 / 2816 - 7 * 0.442 = 51.362 - 3.094 = 48.268, rounded up 48.333333 (145/3),
        // by 20.333333. Its top is 20 below the safe area's (59), its leading edge on the margin.
        #expect(controller.titleLabel.frame == CGRect(x: 16, y: 79, width: 48.333333, height: 20.333333))
        // The card: 8 (system spacing) below the label's bottom (99.333333), margin to margin
        // (393 - 2 * 16 = 361 wide), a quarter as high as wide (90.25).
        #expect(controller.card.frame == CGRect(x: 16, y: 107.333333, width: 361, height: 90.25))
        // "Sign out" at 15 points: S 1796 + i 668 + g 1716 + n 1648 + space 792 + o 1680 + u 1636
        // + t 1024 = 10960 units; 10960 * 15 / 2816 - 8 * 0.24 = 58.381 - 1.92 = 56.461, rounded
        // up 56.666667 (170/3). Centred: 196.5 - 28.333333 = 168.166667; its bottom 16 above the
        // safe area's (852 - 34 - 16 = 802, so its top is 772).
        #expect(controller.signOutButton.frame == CGRect(x: 168.166667, y: 772, width: 56.666667, height: 30))
    }

    @Test func anchorsSafeAreaAndMarginsInLandscape() {
        let controller = ProfileViewController()
        controller.layout(on: .iPhone15, orientation: .landscapeLeft)
        // 852x393: the safe area's top is 0, so the label is at 20; the margin is 59 + 16 = 75.
        #expect(controller.titleLabel.frame == CGRect(x: 75, y: 20, width: 48.333333, height: 20.333333))
        // 852 - 2 * 75 = 702 wide, 175.5 high, 8 below the label (40.333333).
        #expect(controller.card.frame == CGRect(x: 75, y: 48.333333, width: 702, height: 175.5))
        // Centred: 426 - 28.333333 = 397.666667; bottom 393 - 21 - 16 = 356.
        #expect(controller.signOutButton.frame == CGRect(x: 397.666667, y: 326, width: 56.666667, height: 30))
    }

    @Test func visualFormatWithMetricsAndOptions() {
        let controller = LoginViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // `|-` is the margin (iOS 8 and later): x 16, y 59. The label is 80 wide (labelWidth);
        // the field starts 12 (spacing) after it, at 108, and ends on the right margin (377):
        // 269 wide. The rounded-rect field in the body font (17 points) is one line plus the
        // room that makes a 14-point field 34 high: 20.287109375 + 34 - 14 * 2444 / 2048
        // (16.70703125) = 37.580078, rounded up 37.666667 (113/3). The label (20.333333 high) is
        // centred on it (.alignAllCenterY): 59 + (37.666667 - 20.333333) / 2 = 67.666667.
        #expect(controller.nameLabel.frame == CGRect(x: 16, y: 67.666667, width: 80, height: 20.333333))
        #expect(controller.nameField.frame == CGRect(x: 108, y: 59, width: 269, height: 37.666667))
        // "Log in" at 15 points: L 1584 + o 1680 + g 1716 + space 792 + i 668 + n 1648 = 8088
        // units; 8088 * 15 / 2816 - 6 * 0.24 = 43.082 - 1.44 = 41.642, rounded up 41.666667
        // (125/3), by 30; 12 below the field (59 + 37.666667 + 12 = 108.666667), its trailing
        // edge on the field's (.alignAllTrailing): 377 - 41.666667 = 335.333333.
        #expect(controller.loginButton.frame == CGRect(x: 335.333333, y: 108.666667, width: 41.666667, height: 30))

        controller.layout(on: .iPhone15, orientation: .landscapeRight)
        // Margins 75 on the sides, 0 at the top: the field runs from 75 + 80 + 12 = 167 to
        // 852 - 75 = 777.
        #expect(controller.nameLabel.frame == CGRect(x: 75, y: 8.666667, width: 80, height: 20.333333))
        #expect(controller.nameField.frame == CGRect(x: 167, y: 0, width: 610, height: 37.666667))
        // 0 + 37.666667 + 12 = 49.666667; 777 - 41.666667 = 735.333333.
        #expect(controller.loginButton.frame == CGRect(x: 735.333333, y: 49.666667, width: 41.666667, height: 30))
    }

    @Test func stackViews() {
        let controller = SettingsViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // The column: on the safe area's top (59), margin to margin (16 to 377: 361 wide), as
        // high as its content: 10 + 20.333333 (title) + 12 + 30 (the row of buttons) + 10 =
        // 82.333333.
        #expect(controller.column.frame == CGRect(x: 16, y: 59, width: 361, height: 82.333333))
        // Inside its margins of 10: 341 wide.
        #expect(controller.titleLabel.frame == CGRect(x: 10, y: 10, width: 341, height: 20.333333))
        #expect(controller.buttonRow.frame == CGRect(x: 10, y: 42.333333, width: 341, height: 30))
        // Equal widths with 8 between: (341 - 8) / 2 = 166.5.
        #expect(controller.wifiButton.frame == CGRect(x: 0, y: 0, width: 166.5, height: 30))
        #expect(controller.bluetoothButton.frame == CGRect(x: 174.5, y: 0, width: 166.5, height: 30))

        controller.layout(on: .iPhone15, orientation: .landscapeLeft)
        // 852 - 2 * 75 = 702 wide; inside, 682; the buttons (682 - 8) / 2 = 337.
        #expect(controller.column.frame == CGRect(x: 75, y: 0, width: 702, height: 82.333333))
        #expect(controller.buttonRow.frame == CGRect(x: 10, y: 42.333333, width: 682, height: 30))
        #expect(controller.bluetoothButton.frame == CGRect(x: 345, y: 0, width: 337, height: 30))
    }

    @Test func snapshots() {
        assertLayoutSnapshot(of: ProfileViewController(), on: .iPhone15, named: "profile")
        assertLayoutSnapshot(of: LoginViewController(), on: .iPhone15, named: "login")
        assertLayoutSnapshot(of: SettingsViewController(), on: .iPhone15, named: "settings")
    }
}
