import UIKit

/// The tab bar controller's delegate.
@MainActor final class MainTabsDelegate: UITabBarControllerDelegate {
    var lastSelected: UIViewController?

    // <example>
}
