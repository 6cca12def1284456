import UIKit

/// A screen with a bordered card.
final class CardViewController: UIViewController {
    let card = UIView()

    // <example>
}
