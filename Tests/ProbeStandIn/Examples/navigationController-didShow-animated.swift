import UIKit

/// The app's coordinator, its navigation controller's delegate.
@MainActor final class AppCoordinator: UINavigationControllerDelegate {
    var childCoordinators: [Coordinator] = []
    var isTransitioning = false

    // <example>
}

@MainActor final class Coordinator { let rootViewController = UIViewController(nibName: nil, bundle: nil) }
