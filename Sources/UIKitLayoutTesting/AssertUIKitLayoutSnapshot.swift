import AutoLayout
import Foundation
import LayoutFiles
import LayoutRendering
import LayoutSnapshot
import LayoutTesting
import UIKitLayout

extension SnapshotSubject {
    /// A view controller laid out on `device` in each orientation, with the user's preferred
    /// text size: the screen's size, safe area, size class and margins in each (see
    /// `UIViewController.layout(on:orientation:contentSizeCategory:)`). Its view is the canvas
    /// (`root`); the views below it are named as UIKit reports name them (`UILabel:3`, or
    /// `UILabel:'title'` with an `accessibilityIdentifier`).
    public static func viewController(
        _ viewController: UIViewController, on device: DevicePreset,
        orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft],
        contentSizeCategory: UIContentSizeCategory = .large
    ) -> SnapshotSubject {
        SnapshotSubject { _ in
            var layouts: [RenderedLayout] = []
            for orientation in orientations {
                viewController.layout(on: device, orientation: orientation, contentSizeCategory: contentSizeCategory)
                switch rendered(viewController.view, label: orientation.isPortrait ? "portrait" : "landscape") {
                case .success(let layout): layouts.append(layout)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(layouts)
        }
    }

    /// A top-level view laid out at its frame's size, in a window without safe-area insets.
    public static func view(_ view: UIView) -> SnapshotSubject {
        SnapshotSubject { _ in
            view.layoutIfNeeded()
            let size = view.bounds.size
            let label = size.width <= size.height ? "portrait" : "landscape"
            return rendered(view, label: label).map { [$0] }
        }
    }

    /// The frames of the hierarchy of `top` as its last layout left them, or its problems.
    private static func rendered(_ top: UIView, label: String) -> Result<RenderedLayout, SnapshotError> {
        let problems = top.snapshotProblems
        guard problems.isEmpty else {
            return .failure(
                .issues(
                    path: "", problems: "has conflicts or ambiguity",
                    diagnostics: problems.map { "error: " + $0 + "\n" }.joined(),
                    hint: "fix the constraints (UIKit would print the same reports)"))
        }
        var layout = RenderedLayout(
            orientation: label, width: Double(top.bounds.width), height: Double(top.bounds.height),
            frames: top.snapshotFrames(rootName: LayoutBox.rootName))
        layout.safeArea = top.snapshotSafeArea
        return .success(layout)
    }
}

/// Checks the layout of a view controller on a device, in portrait and landscape by default,
/// at the default text size unless `contentSizeCategory` says otherwise, against the reference
/// recorded beside the test (see `assertLayoutSnapshot(of:orientations:...)` for references,
/// recording and failures):
///
///     assertLayoutSnapshot(of: viewController, on: .iPhone15)
///     assertLayoutSnapshot(of: viewController, on: .iPhone15, contentSizeCategory: .accessibilityLarge, named: "ax")
public func assertLayoutSnapshot(
    of viewController: UIViewController, on device: DevicePreset,
    orientations: [UIInterfaceOrientation] = [.portrait, .landscapeLeft],
    contentSizeCategory: UIContentSizeCategory = .large,
    named name: String? = nil, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(
        of: .viewController(
            viewController, on: device, orientations: orientations, contentSizeCategory: contentSizeCategory),
        named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks the layout of a top-level view at its frame's size against its reference.
public func assertLayoutSnapshot(
    of view: UIView, named name: String? = nil, record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertLayoutSnapshot(
        of: .view(view), named: name, record: record,
        fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
