import UIKit

/// A view that observes each subview it holds.
final class ObservingStackView: UIView {
    var observations: [ObjectIdentifier: NSKeyValueObservation] = [:]

    // <example>
}
