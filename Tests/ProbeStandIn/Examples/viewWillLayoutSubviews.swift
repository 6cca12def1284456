import UIKit

/// A grid whose columns follow the width.
final class GridViewController: UIViewController {
    let gridLayout = UICollectionViewFlowLayout()

    // <example>
}
