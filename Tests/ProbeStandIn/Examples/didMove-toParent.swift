import UIKit

/// A container that shows a banner controller as its child.
final class DashboardViewController: UIViewController {
    let bannerSlot = UIView()

    // <example>
}
