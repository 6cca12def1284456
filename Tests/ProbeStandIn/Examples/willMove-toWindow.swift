import UIKit

/// A view that draws frames while it is on screen.
final class AnimatedBadgeView: UIView {
    private var displayLink: CADisplayLink?

    // <example>
}
