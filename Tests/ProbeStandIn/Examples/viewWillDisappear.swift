import UIKit

/// PlantEditor's care notes, inside a presented navigation controller.
final class PlantNotesViewController: UIViewController {
    let textView = UITextView()
    let draft = Draft()

    // <example>
}
