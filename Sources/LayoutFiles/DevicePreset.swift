import AutoLayout
import SourceDiagnostics

/// A named screen size for `canvas NAME` (and the CLI's `--device`), in portrait points.
///
/// Names are matched case-insensitively, and every preset has a few aliases for devices of
/// the same size:
///
///     DevicePreset.named("iPhone-SE")?.width     // 320
///     DevicePreset.named("iphone-5s")?.height    // 568
public struct DevicePreset: Sendable, Hashable {
    /// The canonical name, lower case: `iphone-se`.
    public var name: String
    /// Other names for the same size, lower case.
    public var aliases: [String]
    /// The devices it stands for, for help text: `iPhone SE (1st generation), iPhone 5s`.
    public var devices: String
    /// The width in portrait, in points.
    public var width: Double
    /// The height in portrait, in points.
    public var height: Double
    /// The root view's safe-area insets in portrait: the status bar, or the sensor housing
    /// and the home indicator.
    public var portraitSafeArea: LayoutEdgeInsets
    /// The root view's safe-area insets in landscape (the device turned either way: the
    /// insets are the same on both sides).
    public var landscapeSafeArea: LayoutEdgeInsets
    /// The horizontal size class in portrait: compact on an iPhone, regular on an iPad.
    public var portraitSizeClass: LayoutSizeClass
    /// The horizontal size class in landscape: regular on the larger iPhones and the iPads.
    public var landscapeSizeClass: LayoutSizeClass

    /// Creates a preset.
    public init(
        name: String, aliases: [String] = [], devices: String, width: Double, height: Double,
        portraitSafeArea: LayoutEdgeInsets = .zero, landscapeSafeArea: LayoutEdgeInsets = .zero,
        portraitSizeClass: LayoutSizeClass = .compact, landscapeSizeClass: LayoutSizeClass = .compact
    ) {
        self.name = name
        self.aliases = aliases
        self.devices = devices
        self.width = width
        self.height = height
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClass = portraitSizeClass
        self.landscapeSizeClass = landscapeSizeClass
    }

    /// The size in portrait.
    public var portraitSize: LayoutSize { LayoutSize(width: width, height: height) }

    /// The screen at `size`: the portrait traits for the portrait size, the landscape ones for
    /// the landscape size, and nil for any other size (another screen).
    public func screen(at size: LayoutSize) -> ScreenTraits? {
        if size == portraitSize {
            return ScreenTraits(safeAreaInsets: portraitSafeArea, horizontalSizeClass: portraitSizeClass)
        }
        if size == portraitSize.rotated {
            return ScreenTraits(safeAreaInsets: landscapeSafeArea, horizontalSizeClass: landscapeSizeClass)
        }
        return nil
    }

    /// The safe-area insets at `size` (see ``screen(at:)``).
    public func safeAreaInsets(at size: LayoutSize) -> LayoutEdgeInsets? { screen(at: size)?.safeAreaInsets }

    /// 320x568: the 4-inch iPhone of the seed layout, and the canvas of a file without one.
    public static let iphoneSE = DevicePreset(
        name: "iphone-se", aliases: ["iphone-se-1", "iphone-5s", "iphone-5", "iphone-4-inch"],
        devices: "iPhone SE (1st generation), iPhone 5, iPhone 5s", width: 320, height: 568,
        portraitSafeArea: statusBar)

    /// A 20-point status bar at the top: every iPhone with a Home button in portrait (iOS
    /// hides the status bar of an iPhone in landscape), every iPad with one in both orientations.
    static let statusBar = LayoutEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    /// A Face ID iPhone in portrait: the sensor housing (`top`) and the home indicator (34).
    static func sensorHousing(_ top: Double) -> LayoutEdgeInsets {
        LayoutEdgeInsets(top: top, left: 0, bottom: 34, right: 0)
    }

    /// A Face ID iPhone in landscape: the sensor housing's inset on both sides (the device may
    /// be turned either way) and the home indicator (21).
    static func sensorHousingSideways(_ side: Double) -> LayoutEdgeInsets {
        LayoutEdgeInsets(top: 0, left: side, bottom: 21, right: side)
    }

    /// A Face ID iPad in either orientation: the status bar (24) and the home indicator (20).
    static let faceIDiPad = LayoutEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)

    /// An iPhone: compact in portrait; in landscape regular for the larger models.
    private static func iPhone(
        _ name: String, aliases: [String], devices: String, _ width: Double, _ height: Double,
        portrait: LayoutEdgeInsets, landscape: LayoutEdgeInsets = .zero,
        regularInLandscape: Bool = false
    ) -> DevicePreset {
        DevicePreset(
            name: name, aliases: aliases, devices: devices, width: width, height: height,
            portraitSafeArea: portrait, landscapeSafeArea: landscape,
            landscapeSizeClass: regularInLandscape ? .regular : .compact)
    }

    /// An iPad: regular in both orientations, the same insets in both.
    private static func iPad(
        _ name: String, aliases: [String], devices: String, _ width: Double, _ height: Double,
        insets: LayoutEdgeInsets
    ) -> DevicePreset {
        DevicePreset(
            name: name, aliases: aliases, devices: devices, width: width, height: height,
            portraitSafeArea: insets, landscapeSafeArea: insets, portraitSizeClass: .regular,
            landscapeSizeClass: .regular)
    }

    /// Every preset, smallest first.
    ///
    /// The sizes are the screens' sizes in points (pixels divided by the scale factor), as
    /// Apple's Human Interface Guidelines list them. The 2024-2025 models were checked
    /// against public references on 2026-11-25:
    /// - iPhone 16 Pro 402x874 (1206x2622 pixels at @3x) and 16 Pro Max 440x956 (1320x2868):
    ///   https://www.ios-resolution.com/iphone-16-pro/ and /iphone-16-pro-max/,
    ///   https://screenruler.online/device-specs/iphone-16-pro (2622 x 1206 pixels);
    /// - iPhone 16 393x852, 16 Plus 430x932, 16e 390x844, 17 and 17 Pro 402x874, 17 Pro Max
    ///   440x956, Air 420x912: the table of logical resolutions in
    ///   https://github.com/atommclain/dot-files/blob/main/screenRes.md (from
    ///   https://iosref.com/res), and for the 16, 16 Pro and 16 Pro Max also the device
    ///   tables of https://pub.dev/documentation/flutterware/latest/devices/Devices-class.html
    ///   ("the screen the base iPhone 17 moved to as well" for 402x874).
    ///
    /// The safe-area insets are not in Apple's documentation; they come from published
    /// measurements, each listed with its source in docs/SafeAreaAndMargins.md. The size
    /// classes are the table "Device size classes" of Apple's Human Interface Guidelines
    /// (Layout): every iPhone compact in portrait, the Plus and Max models regular in
    /// landscape, every iPad regular full screen.
    public static let all: [DevicePreset] = [
        iphoneSE,
        iPhone(
            "iphone-8", aliases: ["iphone-se-2", "iphone-se-3", "iphone-7", "iphone-6s", "iphone-6"],
            devices: "iPhone 6, 6s, 7, 8, SE (2nd and 3rd generation)", 375, 667, portrait: statusBar),
        iPhone(
            "iphone-x", aliases: ["iphone-xs", "iphone-11-pro"],
            devices: "iPhone X, XS, 11 Pro", 375, 812, portrait: sensorHousing(44), landscape: sensorHousingSideways(44)
        ),
        iPhone(
            "iphone-13-mini", aliases: ["iphone-12-mini"],
            devices: "iPhone 12 mini, 13 mini", 375, 812, portrait: sensorHousing(50),
            landscape: sensorHousingSideways(50)),
        iPhone(
            "iphone-14", aliases: ["iphone-13", "iphone-13-pro", "iphone-12", "iphone-12-pro", "iphone-16e"],
            devices: "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e", 390, 844,
            portrait: sensorHousing(47), landscape: sensorHousingSideways(47)),
        iPhone(
            "iphone-15", aliases: ["iphone-14-pro", "iphone-15-pro", "iphone-16"],
            devices: "iPhone 14 Pro, 15, 15 Pro, 16", 393, 852,
            portrait: sensorHousing(59), landscape: sensorHousingSideways(59)),
        iPhone(
            "iphone-16-pro", aliases: ["iphone-17", "iphone-17-pro"],
            devices: "iPhone 16 Pro, 17, 17 Pro", 402, 874,
            portrait: sensorHousing(62), landscape: sensorHousingSideways(62)),
        iPhone(
            "iphone-air", aliases: [], devices: "iPhone Air", 420, 912,
            portrait: sensorHousing(68), landscape: LayoutEdgeInsets(top: 20, left: 68, bottom: 29, right: 68),
            regularInLandscape: true),
        iPhone(
            "iphone-14-pro-max", aliases: ["iphone-15-pro-max", "iphone-15-plus", "iphone-16-plus"],
            devices: "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus", 430, 932,
            portrait: sensorHousing(59), landscape: sensorHousingSideways(59), regularInLandscape: true),
        iPhone(
            "iphone-16-pro-max", aliases: ["iphone-17-pro-max"],
            devices: "iPhone 16 Pro Max, 17 Pro Max", 440, 956,
            portrait: sensorHousing(62), landscape: sensorHousingSideways(62), regularInLandscape: true),
        iPad(
            "ipad", aliases: ["ipad-9.7", "ipad-air-2", "ipad-mini-5"],
            devices: "iPad (9.7-inch), iPad Air (1st and 2nd generation), iPad mini (1st to 5th generation)", 768, 1024,
            insets: statusBar),
        iPad(
            "ipad-pro-11", aliases: [], devices: "iPad Pro (11-inch, 1st to 4th generation)", 834, 1194,
            insets: faceIDiPad),
        iPad("ipad-pro-12.9", aliases: ["ipad-pro"], devices: "iPad Pro (12.9-inch)", 1024, 1366, insets: faceIDiPad)
    ]

    /// Every name and alias, in table order.
    public static var allNames: [String] { all.flatMap { [$0.name] + $0.aliases } }

    /// The preset with this name or alias, ignoring case.
    public static func named(_ name: String) -> DevicePreset? {
        let key = name.lowercased()
        return all.first { $0.name == key || $0.aliases.contains(key) }
    }

    /// The "did you mean" for an unknown device name: the closest name or alias, quoted, or
    /// nil when none is close. When the numbers in the two names differ (`iphone-18-pro` and
    /// `iphone-17-pro`), the name may well be another model rather than a typo, so the
    /// suggestion gives its size and says so:
    ///
    ///     DevicePreset.suggestion(for: "ipone-se")        // 'iphone-se'
    ///     DevicePreset.suggestion(for: "iphone-18-pro")   // 'iphone-17-pro' (402x874, another model: its screen may differ)
    public static func suggestion(for name: String) -> String? {
        let key = name.lowercased()
        var suggester = Suggester()
        guard let close = suggester.suggestion(for: key, among: allNames), let preset = named(close) else { return nil }
        func digits(_ text: String) -> [Substring] { text.split { !$0.isNumber } }
        guard digits(key) != digits(close) else { return quoted(close) }
        return quoted(close) + " (\(formatPoints(preset.width))x\(formatPoints(preset.height))"
            + ", another model: its screen may differ)"
    }
}
