import UIKit

/// A chart screen of the iOS 7 era.
final class RotatingChartViewController: UIViewController {
    let chartView = UIView()

    // <example>
}
