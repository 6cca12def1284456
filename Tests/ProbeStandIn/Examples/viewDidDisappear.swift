import UIKit

/// A screen that refreshes while visible and searches in a task.
final class LiveScoresViewController: UIViewController {
    var refreshTimer: Timer?
    var searchTask: Task<Void, Never>?

    // <example>
}
