// The rest of the UIKit API this layer maps, each against what UIKit documents or does.
import Foundation
import Testing
import UIKitLayout

@Suite struct UIKitLayoutAPITests {
    /// A 320x480 top-level view with `views` added, their frames not translated.
    func container(_ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return root
    }

    @Test func theInitializerMakesWhatTheAnchorsMake() {
        let a = UIView(), b = UIView()
        let root = container(a, b)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
                constant: 10),
            NSLayoutConstraint(
                item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 20),
            NSLayoutConstraint(
                item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                constant: 50),
            NSLayoutConstraint(
                item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 0.5,
                constant: 0),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 1, constant: 5)
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 50, height: 25))
        // 8 after a (60), twice as wide; between 30 and 25 + 5: 30.
        #expect(b.frame == CGRect(x: 68, y: 20, width: 100, height: 30))
        #expect(root.layoutMessages.isEmpty)
        // Installed on the items' nearest common ancestor: a's width and aspect ratio on a, b's
        // minimum height on b, the six others (between two views of root) on root.
        #expect(a.constraints.count == 2)
        #expect(b.constraints.count == 1)
        #expect(root.constraints.count == 6)
    }

    /// UIKit raises for `leading == left` (NSInvalidArgumentException); here it is not made
    /// and the reason is reported.
    @Test func anInvalidPairIsRefusedAndReported() {
        let a = UIView()
        let root = container(a)
        let constraint = NSLayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1,
            constant: 0)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(root.layoutMessages.count == 1)
        #expect(root.layoutMessages.first?.hasPrefix("Invalid constraint: ") == true)
    }

    @Test func viewsOfDifferentHierarchiesHaveNoCommonAncestor() {
        let a = UIView(), b = UIView()
        let first = container(a)
        let second = container(b) // held: a superview is weak, as in UIKit
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(
            first.layoutMessages == [
                "Unable to activate constraint with anchors UIView:2.leading and UIView:2.leading because they have no "
                    + "common ancestor.  Does the constraint or its anchors reference items in different view "
                    + "hierarchies?  That's illegal."
            ])
        #expect(second.layoutMessages.isEmpty)
    }

    /// Apple's reason for a format that does not parse (the parser's own tests check the text).
    @Test func aFormatThatDoesNotParseIsReported() {
        let a = UIView()
        let root = container(a)
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[a", options: [], metrics: nil, views: ["a": a])
        #expect(made.isEmpty)
        #expect(root.layoutMessages.count == 1)
        #expect(root.layoutMessages.first?.hasPrefix("Unable to parse constraint format") == true)
    }

    @Test func priorityNamesAndArithmetic() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
        #expect((UILayoutPriority.defaultLow + 1).rawValue == 251)
        #expect(UILayoutPriority(rawValue: 999) < .required)
    }

    /// Two labels in a row that is too narrow: the one with the lower compression resistance
    /// gives way (UIKit's documented rule for compression resistance).
    @Test func compressionResistanceDecidesWhoShrinks() {
        let left = UILabel(), right = UILabel()
        // "a" is 1588 units of 1/2816 em (InterAdvances.swift): 30 of them at 17 points are
        // 47640 * 17 / 2816 - 30 * 0.442 (tracking) = 287.599 - 13.26 = 274.339, rounded up to
        // a third of a point 274.666667; thirty "b" (1748) are 303.333333: too wide together.
        left.text = String(repeating: "a", count: 30)
        right.text = String(repeating: "b", count: 30)
        let root = container(left, right)
        right.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        root.layoutIfNeeded()
        #expect(left.frame.width == 274.666667)
        #expect(right.frame.width == 45.333333) // 320 - 274.666667
        #expect(right.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
        #expect(left.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func anUnderconstrainedViewIsAmbiguous() {
        let a = UIView()
        let root = container(a)
        NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10)])
        #expect(a.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            a.heightAnchor.constraint(equalToConstant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        ])
        #expect(!a.hasAmbiguousLayout)
    }

    /// A custom guide as a spacer, and a view's own margins (8 by default, as UIKit documents).
    @Test func guidesAndMargins() {
        let a = UIView(), b = UIView()
        let root = container(a, b)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 30)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.widthAnchor.constraint(equalToConstant: 15),
            gap.topAnchor.constraint(equalTo: a.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor)
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 10, width: 50, height: 50))
        #expect(gap.layoutFrame == CGRect(x: 70, y: 10, width: 15, height: 1))
        // From 85 to the right margin, 320 - 30 = 290.
        #expect(b.frame == CGRect(x: 85, y: 10, width: 205, height: 50))
        #expect(root.layoutMargins == UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30))
    }

    @Test func removingAViewDeactivatesTheConstraintsThatLeaveItsSubtree() {
        let a = UIView()
        let root = container(a)
        let outside = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inside = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([outside, inside])
        a.removeFromSuperview()
        #expect(a.superview == nil)
        #expect(root.subviews.isEmpty)
        #expect(!outside.isActive)
        #expect(inside.isActive)
    }

    @Test func imageViewsAndTextFieldsHaveTheirContentsSize() {
        let image = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
        #expect(image.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
        // A text field's font is the body style (17 points), as Apple documents. Widths in the
        // 17-point system font: advances in 1/2816 em (InterAdvances.swift) and -0.442 of
        // tracking a character, rounded up to a third of a point; lines 20.287109 -> 61/3.
        let field = UITextField()
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.borderStyle == .none)
        // "Search": S 1796 + e 1640 + a 1588 + r 1048 + c 1572 + h 1664 = 9308 units,
        // 9308 * 17 / 2816 - 6 * 0.442 = 53.540 -> 53.666667 (161/3).
        field.placeholder = "Search"
        #expect(field.intrinsicContentSize == CGSize(width: 161.0 / 3, height: 61.0 / 3))
        // "Hi": H 2084 + i 668 = 2752 units, 16.614 - 0.884 = 15.730 -> 16.
        field.text = "Hi"
        #expect(field.intrinsicContentSize == CGSize(width: 16, height: 61.0 / 3))
        // With a rounded-rect border: 7 more on each side (15.730 + 14 = 29.730 -> 30), and the
        // room that makes a 14-point field 34 high: 20.287109 + 34 - 16.707031 = 37.580078 ->
        // 37.666667 (113/3).
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize == CGSize(width: 30, height: 113.0 / 3))
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        // A system button titled "Button" is 46x30, as Interface Builder sizes it: 15-point
        // title B 1832 + u 1636 + t 1024 + t 1024 + o 1680 + n 1648 = 8844 units, 8844 * 15 /
        // 2816 - 6 * 0.24 = 45.669 -> 46; 17.900391 + 2 * 6 = 29.900391 -> 30.
        #expect(button.intrinsicContentSize == CGSize(width: 46, height: 30))
        #expect(button.title(for: .highlighted) == "Button")
    }

    @Test func stackViewsAddRemoveAndHide() {
        let a = UILabel(), b = UILabel(), c = UILabel()
        for (label, text) in [(a, "One"), (b, "Two"), (c, "Three")] { label.text = text }
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(!c.translatesAutoresizingMaskIntoConstraints)
        let root = container(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        b.isHidden = true
        root.layoutIfNeeded()
        // One and Three, 20.333333 each (17 * 2444 / 2048 rounded up to a third), 4 apart (the
        // hidden one collapses); as wide as "Three": T 1808 + h 1664 + r 1048 + e 1640 + e 1640
        // = 7800 units of 1/2816 em, 7800 * 17 / 2816 - 5 * 0.442 = 44.878 -> 45 ("One" is
        // 31.666667).
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 45, height: 44.666667))
        #expect(c.frame.minY == 24.333333)
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(c.superview === stack) // still a subview, as in UIKit
    }

    /// A view controller made in code has no nib; one with a nib name cannot load it here, and
    /// says so as UIKit's exception would.
    @Test func viewControllersWithAndWithoutANib() {
        let plain = UIViewController(nibName: nil, bundle: nil)
        plain.layout(on: .iPhoneSE)
        #expect(plain.view.layoutMessages.isEmpty)
        let named = UIViewController(nibName: "Main", bundle: nil)
        named.layout(on: .iPhoneSE)
        #expect(named.view.bounds.size == CGSize(width: 320, height: 568))
        #expect(
            named.view.layoutMessages == [
                "Could not load NIB in bundle with name 'Main': nibs are not read on this platform"
            ])
    }

    @Test func theDevicePresetsAreTheTablesScreens() {
        #expect(DevicePresetSizes.of(.iPhoneSE) == CGSize(width: 320, height: 568))
        #expect(DevicePresetSizes.of(.iPhone8) == CGSize(width: 375, height: 667))
        #expect(DevicePresetSizes.of(.iPhone14) == CGSize(width: 390, height: 844))
        #expect(DevicePresetSizes.of(.iPhone15) == CGSize(width: 393, height: 852))
        #expect(DevicePresetSizes.of(.iPhone15ProMax) == CGSize(width: 430, height: 932))
        #expect(DevicePresetSizes.of(.iPhone16Pro) == CGSize(width: 402, height: 874))
        #expect(DevicePresetSizes.of(.iPad) == CGSize(width: 768, height: 1024))
    }
}

/// A preset's portrait size, through a view controller laid out on it.
enum DevicePresetSizes {
    static func of(_ device: DevicePreset) -> CGSize {
        let controller = UIViewController()
        controller.layout(on: device)
        return controller.view.bounds.size
    }
}
