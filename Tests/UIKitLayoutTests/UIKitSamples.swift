// Three screens written the way UIKit developers write them, unchanged from an iOS project:
// on iOS this file imports UIKit, on Linux UIKitLayout. UIKitSampleTests lays them out.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitLayout
#endif

/// Anchors, the safe area and the layout margins.
final class ProfileViewController: UIViewController {
    let titleLabel = UILabel()
    let card = UIView()
    let signOutButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Profile"
        signOutButton.setTitle("Sign out", for: .normal)
        for subview in [titleLabel, card, signOutButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25),
            signOutButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            signOutButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -16)
        ])
    }
}

/// The Visual Format Language, with metrics and options.
final class LoginViewController: UIViewController {
    let nameLabel = UILabel()
    let nameField = UITextField()
    let loginButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Name"
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        loginButton.setTitle("Log in", for: .normal)
        for subview in [nameLabel, nameField, loginButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["nameLabel": nameLabel, "nameField": nameField, "loginButton": loginButton]
        let metrics = ["labelWidth": 80, "spacing": 12, "fieldWidth": 120]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[nameLabel(labelWidth)]-spacing-[nameField(>=fieldWidth)]-|",
            options: .alignAllCenterY, metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[nameField]-spacing-[loginButton]",
            options: .alignAllTrailing, metrics: metrics, views: views)
        NSLayoutConstraint.activate(constraints)
    }
}

/// Stack views: a column holding a title and a row of buttons of equal widths.
final class SettingsViewController: UIViewController {
    let titleLabel = UILabel()
    let wifiButton = UIButton(type: .system)
    let bluetoothButton = UIButton(type: .system)
    lazy var buttonRow = UIStackView(arrangedSubviews: [wifiButton, bluetoothButton])
    lazy var column = UIStackView(arrangedSubviews: [titleLabel, buttonRow])

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Settings"
        wifiButton.setTitle("Wi-Fi", for: .normal)
        bluetoothButton.setTitle("Bluetooth", for: .normal)
        buttonRow.axis = .horizontal
        buttonRow.distribution = .fillEqually
        buttonRow.spacing = 8
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 12
        column.isLayoutMarginsRelativeArrangement = true
        column.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
    }
}
