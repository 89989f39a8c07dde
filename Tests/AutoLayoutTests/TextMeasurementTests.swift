import Testing

@testable import AutoLayout

/// Text measured as a device measures it. The expected figures are public measurements of UIKit
/// on devices and simulators, or Apple's published tables, never this package's own output:
///
/// - `UIFont.systemFont(ofSize: 17)`: line height 20.287109375; "This is a test string" is
///   144.09326171875 wide (an XCTest of `NSAttributedString` sizes in a public repository).
/// - A default `UILabel` "Hello World" printed its `intrinsicContentSize` as (88.0, 20.33) (a
///   public Auto Layout tutorial, on a 3x simulator).
/// - `floor` of the widths of "a" and "aa": 8 and 16 in the 15-point system font, 16 and 33 in
///   the 30-point bold one (SweetUIKit's `StringTests`).
/// - Interface Builder sizes a 15-point system button "Button" to 46x30.
///
/// Widths are held to 1% of the device's; kerning is not applied (Inter's advances stand in for
/// San Francisco's, see `Scripts/font-table.py`).
@Suite struct TextMeasurementTests {
    let body = LayoutFont.preferredFont(forTextStyle: .body)

    @Test func bodyLineHeightIsUIFonts() {
        #expect(body.pointSize == 17)
        #expect(body.lineHeight == 20.287109375)
        #expect(body.leading == 0)
    }

    @Test func bodyLabelIsOneLineHighRoundedUpToAPixel() {
        let size = TextContent(.label, "Hello World", font: body).intrinsicContentSize()
        #expect(size.width == 88)
        #expect(size.height == 61.0 / 3) // 20.287109375 rounded up to a third of a point: 20.33
        #expect(TextContent(.label, "Hello World", font: body, displayScale: 2).intrinsicContentSize().height == 20.5)
    }

    @Test func widthsAreWithinOnePercentOfADevice() {
        let measured = TextModel.systemFont.width(of: "This is a test string", font: body)
        #expect(abs(measured - 144.09326171875) / 144.09326171875 < 0.01)
        let small = LayoutFont.systemFont(ofSize: 15)
        let bold = LayoutFont.systemFont(ofSize: 30, weight: .bold)
        #expect(TextModel.systemFont.width(of: "a", font: small).rounded(.down) == 8)
        #expect(TextModel.systemFont.width(of: "aa", font: small).rounded(.down) == 16)
        #expect(TextModel.systemFont.width(of: "a", font: bold).rounded(.down) == 16)
        #expect(TextModel.systemFont.width(of: "aa", font: bold).rounded(.down) == 33)
        #expect(TextModel.systemFont.width(of: "Button", font: small).rounded(.up) == 46)
    }

    @Test func seedButtonIs46By30InTheIOS7Model() {
        let button = TextContent(.button, "Button", model: .iOS7Cells)
        #expect(button.intrinsicContentSize() == LayoutSize(width: 46, height: 30))
        #expect(button.baselines.firstFromTop == 20)
        #expect(button.baselines.lastFromBottom == 10)
        // The system font gives the same height: 15-point text, 6 points above and below.
        #expect(TextContent(.button, "Button").intrinsicContentSize().height == 30)
    }

    @Test func textStylesFollowTheGuidelines() {
        #expect(LayoutFont.preferredFont(forTextStyle: .headline) == LayoutFont(size: 17, weight: .semibold))
        #expect(TextStyle.largeTitle.pointSize(at: .large) == 34)
        #expect(TextStyle.caption2.pointSize(at: .large) == 11)
        #expect(TextStyle.body.pointSize(at: .extraSmall) == 14)
        #expect(TextStyle.body.pointSize(at: .accessibilityMedium) == 28)
        #expect(TextStyle.body.pointSize(at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.body.designLeading(at: .large) == 22)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    /// In the iOS 7 model every character is 7 points, so the breaks can be worked out by hand.
    @Test func wrapsAtWordsThenCharacters() {
        func lines(_ text: String, _ width: Double?, _ count: Int = 0) -> [String] {
            TextContent(.label, text, numberOfLines: count, model: .iOS7Cells).lines(forWidth: width)
        }
        #expect(lines("aaa bbb ccc", 49) == ["aaa bbb", "ccc"]) // "aaa bbb" is 7 cells, 49 points
        #expect(lines("aaa bbb ccc", 48) == ["aaa", "bbb", "ccc"])
        #expect(lines("abcdefghij", 28) == ["abcd", "efgh", "ij"])
        #expect(lines("one\ntwo three", nil) == ["one", "two three"])
        #expect(lines("aaa bbb ccc", 21, 2) == ["aaa", "bbb…"])
        #expect(TextContent(.label, "aaa bbb", model: .iOS7Cells).lines(forWidth: 21) == ["aaa bbb"]) // one line
    }

    /// A label pinned 20 points from each side of the screen: 280 points wide in portrait,
    /// where its text takes three lines, and 528 in landscape, where it takes two (the breaks
    /// checked with an independent measurement of the same font in Python). Heights are lines
    /// x 20.287109375 rounded up to a third of a point: 60.861 -> 61, 40.574 -> 40.667.
    @Test func labelWrapsAtTheWidthItsConstraintsGiveInBothOrientations() throws {
        let engine = LayoutEngine(size: LayoutSize(width: 320, height: 568))
        let label = LayoutView(name: "intro")
        try engine.root.addSubview(label)
        label.textContent = TextContent(
            .label, "We send one message a week about new features. Change your mind at any time in Settings.",
            font: body, numberOfLines: 0)
        try LayoutConstraint.activate([
            label.leading == engine.root.leading + 20, engine.root.trailing == label.trailing + 20,
            label.top == engine.root.top + 20
        ])
        engine.layoutIfNeeded()
        #expect(label.frame == LayoutRect(x: 20, y: 20, width: 280, height: 61))
        #expect(label.textLines.count == 3)
        engine.size = engine.size.rotated
        engine.layoutIfNeeded()
        #expect(label.frame == LayoutRect(x: 20, y: 20, width: 528, height: 40.666667))
        #expect(label.textLines.count == 2)
        engine.size = engine.size.rotated
        engine.layoutIfNeeded()
        #expect(label.frame == LayoutRect(x: 20, y: 20, width: 280, height: 61))
    }

    @Test func standardControlsHaveUIKitsSizes() {
        #expect(StandardControl.toggle.intrinsicContentSize == LayoutSize(width: 51, height: 31))
        #expect(StandardControl.activityIndicator.intrinsicContentSize == LayoutSize(width: 20, height: 20))
        #expect(StandardControl.largeActivityIndicator.intrinsicContentSize == LayoutSize(width: 37, height: 37))
        #expect(StandardControl.toggle.contentHuggingPriority == 750)
    }

    @Test func textFieldIs34HighWithItsDefaultFont() {
        #expect(TextContent(.textField, "Email").intrinsicContentSize().height == 34)
        #expect(
            TextContent(.textField, "Email", model: .iOS7Cells).intrinsicContentSize()
                == LayoutSize(width: 49, height: 30))
    }
}
