import UIKit

/// A screen of the iOS 5 era that let go of its outlets.
final class LegacyProfileViewController: UIViewController {
    var nameLabel: UILabel?
    var headerImage: UIImage?

    // <example>
}
