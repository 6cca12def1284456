import UIKit

/// A gallery of photo pages, its page view controller's delegate.
final class PhotoGalleryViewController: UIViewController, UIPageViewControllerDelegate {
    var pendingIndex: Int?
    var pages: [UIViewController] = []

    // <example>
}
