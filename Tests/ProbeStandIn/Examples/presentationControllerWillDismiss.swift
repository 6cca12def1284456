import UIKit

/// The presenter of a sheet, and its presentation controller's delegate.
final class MailboxViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    let dimmingBadge = UIView()

    // <example>
}
