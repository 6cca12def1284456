#if canImport(UIKit)
import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif

// Probes for the screens UIKit gives ready-made: a table, a collection, and SwiftUI content hosted in a
// controller. Each logs what `LifelineViewController` logs: they are screens, not containers. The overrides
// repeat from class to class on purpose: Swift has no way to share overrides of a superclass's methods
// (a protocol extension cannot override), so each probed class states its own, one line each.

/// A table view controller that logs its lifecycle. Inherit from it instead of `UITableViewController`.
open class LifelineTableViewController: UITableViewController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(style: UITableView.Style) { super.init(style: style); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func awakeFromNib() { super.awakeFromNib(); probe?.log("awakeFromNib") }
    open override func loadView() { probe?.log("loadView"); super.loadView() }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); probe?.log("viewIsAppearing", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); probe?.log("willMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); probe?.log("didMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender); probe?.log("prepare(for:sender:)", [("identifier", segue.identifier)]) }
    deinit { probe?.log("deinit") }
}

/// A collection view controller that logs its lifecycle. Inherit from it instead of `UICollectionViewController`.
open class LifelineCollectionViewController: UICollectionViewController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(collectionViewLayout layout: UICollectionViewLayout) {
        super.init(collectionViewLayout: layout); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func awakeFromNib() { super.awakeFromNib(); probe?.log("awakeFromNib") }
    open override func loadView() { probe?.log("loadView"); super.loadView() }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); probe?.log("viewIsAppearing", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); probe?.log("willMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); probe?.log("didMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender); probe?.log("prepare(for:sender:)", [("identifier", segue.identifier)]) }
    deinit { probe?.log("deinit") }
}

/// A hosting controller that logs its lifecycle: SwiftUI content pushed or presented as a screen. Use it
/// instead of `UIHostingController` (`LifelineHostingController(rootView: SettingsView())`); the log names
/// it by its class, so subclass it to give the screen a name (`final class Settings: LifelineHostingController<SettingsView>`).
open class LifelineHostingController<Content: View>: UIHostingController<Content> {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(rootView: Content) { super.init(rootView: rootView); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public override init?(coder: NSCoder, rootView: Content) {
        super.init(coder: coder, rootView: rootView); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); probe?.log("viewIsAppearing", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); probe?.log("willMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); probe?.log("didMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    deinit { probe?.log("deinit") }
}
#endif
