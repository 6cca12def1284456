import UIKit

/// A settings list that adapts to its width.
final class SettingsViewController: UITableViewController {
    let stack = UIStackView()
    var selectedRow: IndexPath?

    // <example>
}
