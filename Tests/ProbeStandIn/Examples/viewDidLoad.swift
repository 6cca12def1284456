import UIKit

/// The list of players, loaded from the network.
final class PlayerListViewController: UITableViewController {
    let spinner = UIActivityIndicatorView()
    let api = PlayersAPI()
    var players: [Player] = []
    var loadTask: Task<Void, Never>?
    func showLoadError() {}

    // <example>
}
