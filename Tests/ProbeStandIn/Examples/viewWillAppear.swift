import UIKit

/// A shop screen pushed on a navigation stack.
final class ShopViewController: UIViewController {
    let cartBadge = UILabel()
    var cart: [Item] = []

    // <example>
}
