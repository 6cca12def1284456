import UIKit

/// The list an editor unwinds to.
final class ItemListViewController: UITableViewController {
    var items: [Item] = []

    // <example>
}
