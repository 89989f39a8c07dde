import AutoLayout
import Foundation
import LayoutFiles

/// The orientations a view controller is laid out in, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Sendable, Hashable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { !isPortrait }
}

/// A view controller, as far as layout goes: it makes its ``view`` (``loadView()``, then
/// ``viewDidLoad()``, where layout code usually is), and lays it out on a device in an
/// orientation (``layout(on:orientation:)``): the screen's size, safe area, size class and
/// system minimum margins, as UIKit's window gives them to a root view controller.
open class UIViewController {
    private var loadedView: UIView?
    /// The device and orientation of the last layout.
    public private(set) var device = DevicePreset.iPhone15
    public private(set) var interfaceOrientation = UIInterfaceOrientation.portrait
    /// The content size category of the last layout.
    private var contentSizeCategory = UIContentSizeCategory.large

    /// The name of the nib UIKit would load the view from; none here (see ``loadView()``).
    public let nibName: String?

    /// A view controller without a nib (`init(nibName: nil, bundle: nil)`).
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's designated initializer. A view controller made in code passes `nil`; a nib
    /// cannot be loaded here, so with a name the view is made as ``loadView()`` makes it and
    /// UIKit's error for a missing nib is added to the view's `layoutMessages`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
    }

    /// The root view, made and loaded on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The traits of the view controller's view (its content size category).
    public var traitCollection: UITraitCollection { view.traitCollection }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        if let nibName {
            view.log("Could not load NIB in bundle with name '\(nibName)': nibs are not read on this platform")
        }
        applyScreen()
        viewDidLoad()
    }

    /// Makes the root view: a plain view the size of the screen. Override to make your own
    /// (set ``view``).
    open func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
    }

    /// Called once the view is loaded: add subviews and constraints here.
    open func viewDidLoad() {}

    /// Called before each layout pass of the view's hierarchy.
    open func viewWillLayoutSubviews() {}

    /// Called after each layout pass, once every view has its frame.
    open func viewDidLayoutSubviews() {}

    /// Lays the view out on `device` in `orientation`: the screen's size, its safe-area insets
    /// and size class (from the device's table), and the root view's system minimum margins
    /// (16 points on the sides in a compact width, 20 in a regular one; 0 at the top and
    /// bottom). An addition of this package: on iOS the window does this.
    public func layout(on device: DevicePreset, orientation: UIInterfaceOrientation = .portrait) {
        layout(on: device, orientation: orientation, contentSizeCategory: .large)
    }

    /// Lays the view out on `device` in `orientation` with the user's preferred text size:
    /// labels and text fields whose `adjustsFontForContentSizeCategory` is true and whose font
    /// is a text style's (`UIFont.preferredFont(forTextStyle:)`) take that style's font at
    /// `contentSizeCategory`, as when the user changes the size in Settings. An addition of this
    /// package.
    public func layout(
        on device: DevicePreset, orientation: UIInterfaceOrientation, contentSizeCategory: UIContentSizeCategory
    ) {
        self.device = device
        interfaceOrientation = orientation
        self.contentSizeCategory = contentSizeCategory
        loadViewIfNeeded()
        applyScreen()
        view.layoutIfNeeded()
    }

    /// The screen's size in the current orientation.
    var screenSize: CGSize {
        let portrait = device.portraitSize
        let size = interfaceOrientation.isPortrait ? portrait : portrait.rotated
        return CGSize(size)
    }

    /// Gives the root view the screen's size and the window the screen's traits.
    private func applyScreen() {
        guard let root = loadedView else { return }
        let size = LayoutSize(screenSize)
        root.frame = CGRect(origin: .zero, size: screenSize)
        root.contentSizeCategory = contentSizeCategory
        let host = root.ensureHost()
        let traits = device.screen(at: size)
        host.engine.safeAreaInsets = traits?.safeAreaInsets ?? .zero
        host.engine.horizontalSizeClass = traits?.horizontalSizeClass ?? .compact
        root.systemMinimumMargins = NSDirectionalEdgeInsets(host.engine.systemMinimumLayoutMargins)
    }
}

extension DevicePreset {
    /// 320x568: iPhone SE (1st generation), 5, 5s.
    public static var iPhoneSE: DevicePreset { .iphoneSE }
    /// 375x667: iPhone 6, 7, 8, SE (2nd and 3rd generation).
    public static var iPhone8: DevicePreset { preset("iphone-8") }
    /// 390x844: iPhone 12, 13, 14.
    public static var iPhone14: DevicePreset { preset("iphone-14") }
    /// 393x852: iPhone 14 Pro, 15, 15 Pro, 16.
    public static var iPhone15: DevicePreset { preset("iphone-15") }
    /// 430x932: iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus.
    public static var iPhone15ProMax: DevicePreset { preset("iphone-14-pro-max") }
    /// 402x874: iPhone 16 Pro, 17, 17 Pro.
    public static var iPhone16Pro: DevicePreset { preset("iphone-16-pro") }
    /// 768x1024: iPad (9.7-inch).
    public static var iPad: DevicePreset { preset("ipad") }

    /// A preset of the table by its name (the names above are in it; a test checks them).
    private static func preset(_ name: String) -> DevicePreset {
        all.first { $0.name == name } ?? .iphoneSE
    }
}

/// The screens a view controller is laid out on: the device presets of layout files (size,
/// safe-area insets per orientation, size classes), named here so that a test importing only
/// UIKitLayout can name the type.
public typealias DevicePreset = LayoutFiles.DevicePreset
