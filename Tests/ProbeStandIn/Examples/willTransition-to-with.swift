import UIKit

/// A screen that lays its content side by side in landscape.
final class DetailsViewController: UIViewController {
    let stack = UIStackView()

    // <example>
}
