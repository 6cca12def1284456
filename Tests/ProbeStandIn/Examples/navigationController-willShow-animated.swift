import UIKit

/// The navigation controller's delegate in a photo browser.
@MainActor final class PhotoBrowserNavigationDelegate: UINavigationControllerDelegate {

    // <example>
}
