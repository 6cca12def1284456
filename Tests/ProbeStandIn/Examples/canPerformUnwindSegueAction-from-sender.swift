import UIKit

/// The list an editor unwinds to, for one account.
final class AccountListViewController: UITableViewController {
    var account: Account?
    @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}

    // <example>
}
