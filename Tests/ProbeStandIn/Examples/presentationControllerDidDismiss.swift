import UIKit

/// The presenter of an editor sheet, and its presentation controller's delegate.
final class NotesViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    func editorDidFinish(saved: Bool) {}

    // <example>
}
