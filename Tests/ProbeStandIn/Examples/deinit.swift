import UIKit

/// A screen that keeps its loading task in a property.
final class PlayerViewController: UIViewController {
    var loadTask: Task<Void, Never>?

    // <example>
}
