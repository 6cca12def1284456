import UIKit

/// A gallery: a page view controller's delegate, with a page control.
final class GalleryViewController: UIViewController, UIPageViewControllerDelegate {
    var pendingIndex: Int?
    var currentIndex = 0
    let pageControl = UIPageControl()

    // <example>
}
