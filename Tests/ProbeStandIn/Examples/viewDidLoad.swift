import UIKit

/// The list of plants, loaded from the network.
final class PlantListViewController: UITableViewController {
    let spinner = UIActivityIndicatorView()
    let api = PlantsAPI()
    var plants: [Plant] = []
    var loadTask: Task<Void, Never>?
    func showLoadError() {}

    // <example>
}
