// Text in the UIKit layer, measured as on a device: UIFont's metrics, labels of several lines
// wrapped by the engine's two passes, and the controls of fixed size.
//
// Every figure is worked out by hand from the documented metrics (AutoLayout's "Text like a
// device"): a line of the S-point system font is S * 2444 / 2048 high; a line's width is the sum
// of its characters' advances in Sources/AutoLayout/Text/InterAdvances.swift (units of 1/2816
// em below 20 points) times S / 2816, plus San Francisco's tracking per character (-26/1000 em
// at 17 points: -0.442). Intrinsic sizes are rounded up to a third of a point (3x); frames are
// snapped to a micro-point (6 decimals).
import Foundation
import Testing
import UIKitLayout
import UIKitLayoutTesting

/// A screen with a paragraph that wraps at the width of the margins, and a button below it.
final class BackupViewController: UIViewController {
    let note = UILabel()
    let turnOffButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        note.text =
            "Your photos are backed up every night while your phone charges on Wi-Fi. "
            + "Turn this off in Settings to keep them on this device only."
        note.numberOfLines = 0
        turnOffButton.setTitle("Turn Off", for: .normal)
        for subview in [note, turnOffButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            turnOffButton.topAnchor.constraint(equalTo: note.bottomAnchor, constant: 12),
            turnOffButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
        ])
    }
}

/// Labels and a text field in the body style, some adjusting to the content size category.
final class GreetingViewController: UIViewController {
    let adjusting = UILabel()
    let fixed = UILabel()
    let fixedSize = UILabel()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        for label in [adjusting, fixed, fixedSize] {
            label.text = "Hello"
            label.font = .preferredFont(forTextStyle: .body)
        }
        fixedSize.font = .systemFont(ofSize: 17)
        adjusting.adjustsFontForContentSizeCategory = true
        fixedSize.adjustsFontForContentSizeCategory = true
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.adjustsFontForContentSizeCategory = true
        let column = UIStackView(arrangedSubviews: [adjusting, fixed, fixedSize, field])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
        ])
    }
}

@Suite struct TextLayoutTests {
    @Test func systemFontMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.lineHeight == 20.287109375) // 17 * 2444 / 2048, as UIFont reports on a device
        #expect(font.ascender == 16.1865234375) // 17 * 1950 / 2048
        #expect(font.descender == -4.1005859375) // -17 * 494 / 2048
        #expect(UIFont.boldSystemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(UIFont.boldSystemFont(ofSize: 17) != font)
        #expect(font.withSize(24).lineHeight == 28.640625) // 24 * 2444 / 2048
        // Dynamic Type at the default category (Apple's Human Interface Guidelines, Typography):
        // body 17 regular, headline 17 semibold, largeTitle 34, caption2 11.
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.lineHeight == font.lineHeight)
        #expect(body != font) // a text style's font is not a fixed-size font, as in UIKit
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(
            UIFont.preferredFont(forTextStyle: .headline).withSize(17) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    }

    /// A public Auto Layout tutorial printed a default "Hello World" label's
    /// `intrinsicContentSize` as (88.0, 20.33) on a 3x simulator. By hand: H 2084 + e 1640 + l
    /// 668 + l 668 + o 1680 + space 792 + W 2672 + o 1680 + r 1048 + l 668 + d 1748 = 15348
    /// units, 15348 * 17 / 2816 - 11 * 0.442 = 92.655 - 4.862 = 87.793, rounded up 88; one line
    /// of 20.287109375, rounded up 20.333333 (61/3).
    @Test func aBodyLabelIsOneLineOfTheBodyFont() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Hello World"
        #expect(label.intrinsicContentSize == CGSize(width: 88, height: 61.0 / 3))
        // The default font is the same 17-point system font.
        #expect(UILabel().font == UIFont.systemFont(ofSize: 17))
        // At 24 points a line is 28.640625, rounded up 28.666667 (86/3).
        label.font = .systemFont(ofSize: 24)
        #expect(label.intrinsicContentSize.height == 86.0 / 3)
        // No text, no size (UIKit's).
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    /// Explicit line breaks: with `numberOfLines = 0` each is a line; with the default 1 the text
    /// stays one line high.
    @Test func explicitLineBreaks() {
        let label = UILabel()
        label.text = "First line\nSecond"
        // One line: as wide as "First line" (F 1652 + i 668 + r 1048 + s 1472 + t 1024 + space
        // 792 + l 668 + i 668 + n 1648 + e 1640 = 11280 units: 68.097 - 4.42 = 63.677 -> 64).
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        label.numberOfLines = 0
        // Two lines: 2 * 20.287109375 = 40.57421875 -> 40.666667 (122/3); the widest line is
        // "First line" ("Second" is 10084 units: 58.224).
        #expect(label.intrinsicContentSize == CGSize(width: 64, height: 122.0 / 3))
    }

    /// With a preferred width the label wraps there, before any layout: "Tap to sign in with"
    /// is 24448 units, 147.591 - 19 * 0.442 = 139.193 (-> 139.333333, 418/3), and adding
    /// " your" makes 177.575, over 150; "your account" is 100.004.
    @Test func preferredMaxLayoutWidthWraps() {
        let label = UILabel()
        label.text = "Tap to sign in with your account"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        #expect(label.intrinsicContentSize == CGSize(width: 418.0 / 3, height: 122.0 / 3))
    }

    /// UIKit's two passes: the label's width comes from the margins, then its text is wrapped at
    /// that width and the layout is redone. Per line, units of 1/2816 em at 17 points, then
    /// minus 0.442 a character:
    ///
    ///     "Your photos are backed up every night while"              59584, 43 chars: 340.699
    ///     ... + " your"                                               66308, 48 chars: 379.081
    ///     "your phone charges on Wi-Fi. Turn this off in"            59372, 45 chars: 338.535
    ///     ... + " Settings"                                           71152, 54 chars: 405.672
    ///     "Settings to keep them on this device only."               55872, 42 chars: 318.732
    ///     "Your photos ... Turn this off in" (line 1 in landscape)  119748, 89 chars: 683.573
    ///     ... + " Settings"                                          131528, 98 chars: 750.710
    ///
    /// In portrait the margins leave 393 - 2 * 16 = 361: three lines, 3 * 20.287109375 =
    /// 60.861328 -> 61. In landscape 852 - 2 * 75 = 702: two lines, 40.57421875 -> 40.666667.
    @Test func aParagraphTakesThreeLinesInPortraitAndTwoInLandscape() {
        let controller = BackupViewController()
        controller.layout(on: .iPhone15, orientation: .portrait)
        #expect(controller.note.frame == CGRect(x: 16, y: 79, width: 361, height: 61))
        // "Turn Off" at 15 points (tracking -0.24): T 1808 + u 1636 + r 1048 + n 1648 + space 792
        // + O 2144 + f 1016 + f 1016 = 11108 units, 59.169 - 1.92 = 57.249 -> 57.333333; its
        // top 12 below the label's bottom (79 + 61 = 140).
        #expect(controller.turnOffButton.frame == CGRect(x: 16, y: 152, width: 57.333333, height: 30))

        controller.layout(on: .iPhone15, orientation: .landscapeLeft)
        // The safe area's top is 0, the margins 59 + 16 = 75.
        #expect(controller.note.frame == CGRect(x: 75, y: 20, width: 702, height: 40.666667))
        #expect(controller.turnOffButton.frame == CGRect(x: 75, y: 72.666667, width: 57.333333, height: 30))

        // And back: three lines again.
        controller.layout(on: .iPhone15, orientation: .portrait)
        #expect(controller.note.frame.height == 61)
        #expect(controller.view.layoutMessages.isEmpty)
    }

    /// Dynamic Type: `body` is 17 points at `large`, 28 at `accessibilityMedium` and 14 at
    /// `extraSmall` (Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes"). Only a
    /// view that adjusts, with a text style's font, follows the category.
    @Test func labelsThatAdjustFollowTheContentSizeCategory() {
        let controller = GreetingViewController()
        controller.layout(on: .iPhone15, orientation: .portrait, contentSizeCategory: .accessibilityMedium)
        #expect(controller.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
        #expect(controller.adjusting.font.pointSize == 28)
        // 28 * 2444 / 2048 = 33.4140625, rounded up to a third: 33.666667 (101/3).
        #expect(controller.adjusting.frame.height == 33.666667)
        // The label that does not adjust keeps 17 points; in the column it starts right below
        // the first.
        #expect(controller.fixed.font.pointSize == 17)
        #expect(controller.fixed.frame.minY == 33.666667)
        #expect(controller.fixed.frame.height == 20.333333)
        // A fixed-size font does not follow, even when asked to.
        #expect(controller.fixedSize.font.pointSize == 17)
        // A rounded-rect field in the body style at extraSmall is 14 points: the 14-point field
        // Interface Builder makes 34 high (16.70703125 of text and the rest around it).
        controller.layout(on: .iPhone15, orientation: .portrait, contentSizeCategory: .extraSmall)
        #expect(controller.field.font?.pointSize == 14)
        #expect(controller.field.frame.height == 34)
        // 14 * 2444 / 2048 = 16.70703125, rounded up 17.
        #expect(controller.adjusting.frame.height == 17)
        // Back to the default size.
        controller.layout(on: .iPhone15)
        #expect(controller.adjusting.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(controller.adjusting.frame.height == 20.333333)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    /// The paragraph in both orientations (the frames of the test above), and the labels at an
    /// accessibility size, against references checked by hand. At accessibilityLarge the body
    /// style is 33 points, which San Francisco draws in its Display design (Inter's display
    /// table, 2048 units per em) with +12/1000 em of tracking (+0.396 a character):
    ///
    ///     "Hello" at 33: 4352 units * 33 / 2048 + 5 * 0.396 = 70.125 + 1.98 = 72.105 -> 72.333333
    ///     one line at 33: 33 * 2444 / 2048 = 39.380859 -> 39.666667
    ///     "Hello" at 17 (the labels that do not adjust): 6740 units * 17 / 2816 - 5 * 0.442 =
    ///         38.479 -> 38.666667, 20.333333 high
    ///     the field, placeholder "Name" at 33: 5186 units -> 85.147 + 14 = 99.147 -> 99.333333
    ///         wide, 39.380859 + 34 - 16.707031 = 56.673828 -> 57 high
    ///
    /// The column (alignment .leading) is as wide as the field and 39.666667 + 2 * 20.333333 +
    /// 57 = 137.333333 high.
    @Test func snapshots() {
        assertLayoutSnapshot(of: BackupViewController(), on: .iPhone15, named: "backup")
        assertLayoutSnapshot(
            of: GreetingViewController(), on: .iPhone15, orientations: [.portrait],
            contentSizeCategory: .accessibilityLarge, named: "greeting-accessibilityLarge")
    }

    /// The fixed sizes Interface Builder gives these controls, with content hugging 750.
    @Test func switchesAndActivityIndicators() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView().style == .medium)

        // Laid out: a switch after a label, centred on it, at its own size.
        let label = UILabel(), root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        label.text = "Hi" // 16 by 20.333333 (see AutoresizingConflictTests)
        for view in [label, toggle] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            toggle.centerYAnchor.constraint(equalTo: label.centerYAnchor)
        ])
        root.layoutIfNeeded()
        // The label's centre is 20 + 20.333333 / 2 = 30.166667; the switch's top 15.5 above it.
        #expect(toggle.frame == CGRect(x: 44, y: 14.666667, width: 51, height: 31))
    }
}
