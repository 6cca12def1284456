import UIKit

/// A view that observes a scroll view while it is in one.
final class ScrollTrackingView: UIView {
    var scrollObservation: NSKeyValueObservation?

    // <example>
}
