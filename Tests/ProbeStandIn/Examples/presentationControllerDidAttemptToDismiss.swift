import UIKit

/// An editor shown as a sheet with isModalInPresentation set while it has changes.
final class ComposeEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    let saveTitle = "Save", discardTitle = "Discard", cancelTitle = "Cancel"
    func saveAndClose() {}

    // <example>
}
