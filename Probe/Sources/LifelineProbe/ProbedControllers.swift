#if canImport(UIKit)
import UIKit

// The probed base classes. Each override calls UIKit's first (as UIKit wants), then logs; `loadView`
// logs first, since UIKit's creates the view. A container's probe logs the container's own side of
// every transition (its appearance callbacks around its children's).

/// A view controller that logs its lifecycle. Inherit from it instead of `UIViewController`.
open class LifelineViewController: UIViewController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
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
    open override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); probe?.log("viewWillLayoutSubviews") }
    open override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); probe?.log("viewDidLayoutSubviews") }
    open override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); probe?.log("willMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); probe?.log("didMove(toParent:)", [("parent", ProbeIdentity.name(parent))]) }
    open override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning(); probe?.log("didReceiveMemoryWarning") }
    open override func prepare(for segue: UIStoryboardSegue, sender: Any?) { super.prepare(for: segue, sender: sender); probe?.log("prepare(for:sender:)", [("identifier", segue.identifier)]) }
    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator); probe?.log("viewWillTransition(to:with:)")
    }
    deinit { probe?.log("deinit") }
}

/// A navigation controller that logs its own appearance around its children's: push and pop from the container's side.
open class LifelineNavigationController: UINavigationController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    deinit { probe?.log("deinit") }
}

/// A tab bar controller that logs its own appearance around its tabs'.
open class LifelineTabBarController: UITabBarController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    deinit { probe?.log("deinit") }
}

/// A page view controller that logs its own appearance around its pages'.
open class LifelinePageViewController: UIPageViewController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation,
                         options: [UIPageViewController.OptionsKey: Any]? = nil) {
        super.init(transitionStyle: style, navigationOrientation: navigationOrientation, options: options)
        if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    deinit { probe?.log("deinit") }
}

/// A split view controller that logs its own appearance around its columns'.
open class LifelineSplitViewController: UISplitViewController {
    nonisolated(unsafe) public private(set) var probe: ProbeIdentity?
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle); if probe == nil { probe = ProbeIdentity(self, created: "init(nibName:bundle:)") } }
    public required init?(coder: NSCoder) { super.init(coder: coder); if probe == nil { probe = ProbeIdentity(self, created: "init(coder:)") } }
    open override func viewDidLoad() { super.viewDidLoad(); probe?.log("viewDidLoad") }
    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); probe?.log("viewWillAppear", [("animated", animated)]) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); probe?.log("viewDidAppear", [("animated", animated)]) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); probe?.log("viewWillDisappear", [("animated", animated)]) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); probe?.log("viewDidDisappear", [("animated", animated)]) }
    deinit { probe?.log("deinit") }
}
#endif
