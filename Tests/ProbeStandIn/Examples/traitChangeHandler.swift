import UIKit

/// A watering chart drawn with colours of its own: only Dark Mode changes what it draws.
final class WateringChartViewController: UIViewController {
    let chartView = UIView()

    // <example>
}
