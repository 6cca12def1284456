import UIKit

/// A search screen with a cache of thumbnails.
final class SearchViewController: UIViewController {
    let thumbnailCache = NSCache<NSString, UIImage>()
    var searchResults: [Item] = []

    // <example>
}
