import UIKit

/// The first screen, which shows onboarding once.
final class HomeViewController: UIViewController {
    var hasShownOnboarding = false

    // <example>
}
