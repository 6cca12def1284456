import UIKit

/// The Plants list as the delegate of its search controller: while the search covers the list, the list's own
/// controls step aside.
final class PlantsSearchDidDismissSearchControllerExample: UITableViewController, UISearchControllerDelegate {
    let addButton = UIView()
    let recentSearchesView = UIView()

    // <example>
}
