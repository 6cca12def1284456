import UIKit

/// A list of the iOS 5 era.
final class LegacyFeedViewController: UITableViewController {
    var savedOffset = CGPoint.zero

    // <example>
}
