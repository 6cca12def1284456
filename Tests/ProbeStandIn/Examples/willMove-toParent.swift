import UIKit

/// A container that removes its banner child.
final class BannerHostViewController: UIViewController {

    // <example>
}
