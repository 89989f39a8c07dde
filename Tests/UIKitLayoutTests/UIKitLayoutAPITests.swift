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
        left.text = String(repeating: "a", count: 30) // 210 points
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
        #expect(left.frame.width == 210)
        #expect(right.frame.width == 110)
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
        let field = UITextField()
        field.placeholder = "Search" // 6 * 7
        #expect(field.intrinsicContentSize == CGSize(width: 42, height: 18))
        field.text = "Hi"
        #expect(field.intrinsicContentSize == CGSize(width: 14, height: 18))
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        // A system button titled "Button" is 46x30, as on iOS 7.
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
        // One and Three, 18 each, 4 apart (the hidden one collapses); as wide as "Three" (35).
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 35, height: 40))
        #expect(c.frame.minY == 22)
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
