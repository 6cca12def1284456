import UIKit

/// The tab bar controller's delegate, with a Compose tab that opens a modal screen.
@MainActor final class ComposeTabDelegate: UITabBarControllerDelegate {

    // <example>
}
