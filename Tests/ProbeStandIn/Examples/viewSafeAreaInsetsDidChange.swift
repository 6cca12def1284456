import UIKit

/// A garden map that draws its own buttons, so it cannot pin them to the safe area itself.
@MainActor final class GardenMapView: UIView { var controlInsets = UIEdgeInsets.zero }

final class GardenMapViewController: UIViewController {
    let gardenMap = GardenMapView()

    // <example>
}
