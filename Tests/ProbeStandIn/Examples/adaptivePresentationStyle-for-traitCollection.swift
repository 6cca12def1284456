import UIKit

/// Presents sort options as a popover and is its presentation controller's delegate.
final class SortOptionsPresenter: UIViewController, UIPopoverPresentationControllerDelegate {

    // <example>
}
