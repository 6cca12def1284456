import UIKit

/// A team's players, which presents Add Player and is its delegate.
final class TeamViewController: UITableViewController, PlayerDetailsDelegate {
    var team = Team(name: "Reds")
    func playerDetailsDidCancel(_ controller: PlayerDetailsViewController) {}
    func playerDetailsDidSave(_ controller: PlayerDetailsViewController, player: Player) {}

    // <example>
}
