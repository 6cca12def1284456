import UIKit

/// A screen that plays a video.
final class VideoViewController: UIViewController {
    let player = AVPlayer()

    // <example>
}
