import UIKit

/// A view that draws a frame on every screen refresh while it is on screen.
final class ConfettiView: UIView {
    private var displayLink: CADisplayLink?
    func step(_ link: CADisplayLink) {} // @objc in an app

    // <example>
}
