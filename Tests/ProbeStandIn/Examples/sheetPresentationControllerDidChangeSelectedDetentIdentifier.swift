import UIKit

/// A route sheet that rests at half height with a summary and grows to show every stop.
final class RouteSheetViewController: UIViewController, UISheetPresentationControllerDelegate {
    let routeList = UITableView()
    let summaryLabel = UILabel()

    // <example>
}
