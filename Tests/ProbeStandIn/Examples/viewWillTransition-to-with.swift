import UIKit

/// An album grid.
final class AlbumViewController: UICollectionViewController {
    var columns = 2

    // <example>
}
