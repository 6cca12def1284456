import UIKit

/// A chart screen of the iOS 7 era.
final class ChartViewController: UIViewController {
    let chartView = ChartView()

    // <example>
}

final class ChartView: UIView { func redraw(for size: CGSize) {} }
