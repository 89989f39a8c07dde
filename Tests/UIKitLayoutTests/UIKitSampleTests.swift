// The three samples of UIKitSamples.swift on an iPhone 15 (393x852 points), in portrait and
// landscape, against frames worked out by hand, then against their snapshots.
//
// The iPhone 15's screen (docs/SafeAreaAndMargins.md): safe-area insets 59 at the top and 34 at
// the bottom in portrait; 59 left and right and 21 at the bottom in landscape. Its width is
// compact in both orientations, so a view controller's root view has system minimum margins
// of 16 on the sides and 0 at the top and bottom, measured from the safe area: margins
// (top 59, left 16, bottom 34, right 16) in portrait and (0, 75, 21, 75) in landscape.
//
// Text model (TextMetrics): 7 points per character, 18-point lines; a system button adds 2
// points on each side and 6 above and below ("Sign out": 8 * 7 + 4 = 60 by 30).
import Foundation
import Testing
import UIKitLayout
import UIKitLayoutTesting

@Suite struct UIKitSampleTests {
    @Test func anchorsSafeAreaAndMarginsInPortrait() {
        let controller = ProfileViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // "Profile" is 7 * 7 = 49 by 18; its top is 20 below the safe area's (59), its leading
        // edge on the margin (16).
        #expect(controller.titleLabel.frame == CGRect(x: 16, y: 79, width: 49, height: 18))
        // The card: 8 (system spacing) below the label's bottom (97), margin to margin
        // (393 - 2 * 16 = 361 wide), a quarter as high as wide (90.25).
        #expect(controller.card.frame == CGRect(x: 16, y: 105, width: 361, height: 90.25))
        // The button: centred (393 / 2 - 60 / 2 = 166.5), its bottom 16 above the safe area's
        // (852 - 34 - 16 = 802, so its top is 772).
        #expect(controller.signOutButton.frame == CGRect(x: 166.5, y: 772, width: 60, height: 30))
    }

    @Test func anchorsSafeAreaAndMarginsInLandscape() {
        let controller = ProfileViewController()
        controller.layout(on: .iPhone15, orientation: .landscapeLeft)
        // 852x393: the safe area's top is 0, so the label is at 20; the margin is 59 + 16 = 75.
        #expect(controller.titleLabel.frame == CGRect(x: 75, y: 20, width: 49, height: 18))
        // 852 - 2 * 75 = 702 wide, 175.5 high, 8 below the label (38).
        #expect(controller.card.frame == CGRect(x: 75, y: 46, width: 702, height: 175.5))
        // Centred: 426 - 30 = 396; bottom 393 - 21 - 16 = 356.
        #expect(controller.signOutButton.frame == CGRect(x: 396, y: 326, width: 60, height: 30))
    }

    @Test func visualFormatWithMetricsAndOptions() {
        let controller = LoginViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // `|-` is the margin (iOS 8 and later): x 16, y 59. The label is 80 wide (labelWidth);
        // the field starts 12 (spacing) after it, at 108, and ends on the right margin (377):
        // 269 wide. Both are one line (18) high, centred on each other (.alignAllCenterY).
        #expect(controller.nameLabel.frame == CGRect(x: 16, y: 59, width: 80, height: 18))
        #expect(controller.nameField.frame == CGRect(x: 108, y: 59, width: 269, height: 18))
        // "Log in" is 6 * 7 + 4 = 46 by 30, 12 below the field (59 + 18 + 12 = 89), its
        // trailing edge on the field's (.alignAllTrailing): 377 - 46 = 331.
        #expect(controller.loginButton.frame == CGRect(x: 331, y: 89, width: 46, height: 30))

        controller.layout(on: .iPhone15, orientation: .landscapeRight)
        // Margins 75 on the sides, 0 at the top: the field runs from 75 + 80 + 12 = 167 to
        // 852 - 75 = 777.
        #expect(controller.nameLabel.frame == CGRect(x: 75, y: 0, width: 80, height: 18))
        #expect(controller.nameField.frame == CGRect(x: 167, y: 0, width: 610, height: 18))
        #expect(controller.loginButton.frame == CGRect(x: 731, y: 30, width: 46, height: 30))
    }

    @Test func stackViews() {
        let controller = SettingsViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        // The column: on the safe area's top (59), margin to margin (16 to 377: 361 wide), as
        // high as its content: 10 + 18 (title) + 12 + 30 (the row of buttons) + 10 = 80.
        #expect(controller.column.frame == CGRect(x: 16, y: 59, width: 361, height: 80))
        // Inside its margins of 10: 341 wide.
        #expect(controller.titleLabel.frame == CGRect(x: 10, y: 10, width: 341, height: 18))
        #expect(controller.buttonRow.frame == CGRect(x: 10, y: 40, width: 341, height: 30))
        // Equal widths with 8 between: (341 - 8) / 2 = 166.5.
        #expect(controller.wifiButton.frame == CGRect(x: 0, y: 0, width: 166.5, height: 30))
        #expect(controller.bluetoothButton.frame == CGRect(x: 174.5, y: 0, width: 166.5, height: 30))

        controller.layout(on: .iPhone15, orientation: .landscapeLeft)
        // 852 - 2 * 75 = 702 wide; inside, 682; the buttons (682 - 8) / 2 = 337.
        #expect(controller.column.frame == CGRect(x: 75, y: 0, width: 702, height: 80))
        #expect(controller.buttonRow.frame == CGRect(x: 10, y: 40, width: 682, height: 30))
        #expect(controller.bluetoothButton.frame == CGRect(x: 345, y: 0, width: 337, height: 30))
    }

    @Test func snapshots() {
        assertLayoutSnapshot(of: ProfileViewController(), on: .iPhone15, named: "profile")
        assertLayoutSnapshot(of: LoginViewController(), on: .iPhone15, named: "login")
        assertLayoutSnapshot(of: SettingsViewController(), on: .iPhone15, named: "settings")
    }
}
