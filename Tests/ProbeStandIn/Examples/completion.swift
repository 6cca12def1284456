import UIKit

/// Closes the payment sheet it presented, then shows the receipt for the order just paid.
final class CheckoutViewController: UIViewController {
    func paymentSheetDidFinish(order: Order) {
        // <example>
    }
}
