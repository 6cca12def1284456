import UIKit

/// A cart screen with a Checkout segue.
final class CartViewController: UIViewController {
    var cart: [Item] = []
    let emptyCartLabel = UILabel()

    // <example>
}
