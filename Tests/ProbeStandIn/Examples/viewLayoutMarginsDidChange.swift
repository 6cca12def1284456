import UIKit

/// A grid of plant photos under a title that sits at the root view's margins.
final class PhotoGridViewController: UIViewController {
    let gridLayout = UICollectionViewFlowLayout()

    // <example>
}
