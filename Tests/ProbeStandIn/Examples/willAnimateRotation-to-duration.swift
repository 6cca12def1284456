import UIKit

/// A screen of the iOS 7 era with a side panel in landscape.
final class SidePanelViewController: UIViewController {
    let sidePanel = UIView()

    // <example>
}
