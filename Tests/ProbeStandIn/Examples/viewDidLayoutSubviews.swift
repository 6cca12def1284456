import UIKit

/// A header with a gradient layer sized to it.
final class ProfileHeaderViewController: UIViewController {
    let headerView = UIView()
    let gradient = CAGradientLayer()
    var lastHeaderBounds = CGRect.zero

    // <example>
}
