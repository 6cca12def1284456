import UIKit

/// The results controller of the Plants search, and its results updater.
final class PlantResultsViewController: UITableViewController, UISearchResultsUpdating {
    var allPlants: [Plant] = []
    var matches: [Plant] = []

    // <example>
}
