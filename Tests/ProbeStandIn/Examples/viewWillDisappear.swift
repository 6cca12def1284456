import UIKit

/// Add Player's notes, inside a presented navigation controller.
final class AddPlayerNotesViewController: UIViewController {
    let textView = UITextView()
    let draft = Draft()

    // <example>
}
