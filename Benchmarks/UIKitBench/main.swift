// `swift run -c release uikit-bench [rows]`: what changing a constraint after activation costs
// in UIKitLayout, against building the screen and rotating it (see Benchmarks/README.md).
//
// The screen is a form of `rows` rows under a header, each row a label and a text field placed
// with anchors, on an iPhone 15. A step changes the header's height constant (or toggles a
// constraint's isActive) and lays out again, as each frame of an animation does.
import Foundation
import UIKitLayout

final class FormViewController: UIViewController {
    let rows: Int
    let header = UIView()
    lazy var headerHeight = header.heightAnchor.constraint(equalToConstant: 100)
    lazy var headerMinimum = header.heightAnchor.constraint(equalToConstant: 44)

    init(rows: Int) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        headerMinimum.priority = .defaultLow
        var constraints = [
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            headerHeight, headerMinimum
        ]
        var above = header.bottomAnchor
        for index in 0..<rows {
            let label = UILabel()
            label.text = "Field \(index)"
            let field = UITextField()
            field.placeholder = "Value"
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            constraints += [
                label.topAnchor.constraint(equalToSystemSpacingBelow: above, multiplier: 1),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 100),
                field.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
            ]
            above = label.bottomAnchor
        }
        NSLayoutConstraint.activate(constraints)
    }
}

/// Runs `body` `count` times; the mean in microseconds.
func microseconds(_ count: Int, _ body: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for step in 0..<count { body(step) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000 / Double(count)
}

let rowCounts = CommandLine.arguments.dropFirst().compactMap { Int($0) }
for rows in rowCounts.isEmpty ? [10, 100, 500] : rowCounts {
    let repeats = max(20, 20_000 / (rows * 2 + 2))
    let build = microseconds(5) { _ in FormViewController(rows: rows).layout(on: .iPhone15) }
    let controller = FormViewController(rows: rows)
    controller.layout(on: .iPhone15)
    let constant = microseconds(repeats) { step in
        controller.headerHeight.constant = 100 + CGFloat(step % 50)
        controller.view.layoutIfNeeded()
    }
    let toggle = microseconds(repeats) { step in
        controller.headerHeight.isActive = step % 2 == 1
        controller.view.layoutIfNeeded()
    }
    let rotation = microseconds(max(4, repeats / 10)) { step in
        controller.layout(on: .iPhone15, orientation: step % 2 == 0 ? .landscapeLeft : .portrait)
    }
    let layoutOnly = microseconds(repeats) { _ in controller.view.layoutIfNeeded() }
    print(
        "\(rows * 2 + 1) views: build and first layout \(Int(build)) µs; layoutIfNeeded with nothing changed "
            + "\(Int(layoutOnly)) µs; constant changed \(Int(constant)) µs; isActive toggled \(Int(toggle)) µs; "
            + "rotation \(Int(rotation)) µs")
}
