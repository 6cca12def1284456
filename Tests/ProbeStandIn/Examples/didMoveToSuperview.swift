import UIKit

/// A view that spans its superview's width.
final class StretchView: UIView {
    private var edges: [NSLayoutConstraint] = []

    // <example>
}
