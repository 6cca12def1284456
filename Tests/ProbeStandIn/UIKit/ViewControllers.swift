// A stand-in for the UIKit that Sources/LifelineProbe and the callback pages' examples use, so both
// compile on Linux in the tests (ProbeTests, ExampleTests). Not UIKit: the declarations carry UIKit's
// names, signatures and actor isolation as Apple's documentation gives them, and the bodies do nothing
// (or stop, `standIn()`, where a value would be needed). The module is named UIKit; SwiftUI, AVKit,
// MapKit, QuartzCore and UserNotifications, which a few examples import beside it, are in
// OtherFrameworks.swift. Add to it what a new example uses, with the real declaration.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// What a member that has to return something does in the stand-in: nothing calls it in the tests.
func standIn<T>(_ function: StaticString = #function) -> T { fatalError("UIKit stand-in: \(function)") }

public protocol UIViewControllerTransitionCoordinatorContext {
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public let rawValue: String
    public static let from = UITransitionContextViewControllerKey(rawValue: "from"), to = UITransitionContextViewControllerKey(rawValue: "to")
}
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}
extension UIViewControllerTransitionCoordinator {
    @discardableResult public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

@MainActor open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public var source: UIViewController { standIn() }
    public var destination: UIViewController { standIn() }
    public init(identifier: String?) { self.identifier = identifier }
}

public enum UIModalPresentationStyle: Int, Sendable { case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2 }
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! { get { standIn() } set {} }
    open var viewIfLoaded: UIView? { nil }
    open var isViewLoaded: Bool { false }
    open var title: String?
    open var tabBarItem: UITabBarItem! { get { standIn() } set {} }
    open var navigationItem: UINavigationItem { standIn() }
    open var navigationController: UINavigationController? { nil }
    open var tabBarController: UITabBarController? { nil }
    open var parent: UIViewController? { nil }
    open var children: [UIViewController] { [] }
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }
    open var presentationController: UIPresentationController? { nil }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var traitCollection: UITraitCollection { standIn() }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open func awakeFromNib() {}
    open func loadView() {}
    open func loadViewIfNeeded() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func viewSafeAreaInsetsDidChange() {}
    open func viewLayoutMarginsDidChange() {}
    open func updateProperties() {}
    open func setNeedsUpdateProperties() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func didReceiveMemoryWarning() {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { true }
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    @discardableResult public func registerForTraitChanges<Environment>(_ traits: [UITrait],
        handler: @escaping @MainActor (Environment, UITraitCollection) -> Void) -> any UITraitChangeRegistration { standIn() }
    // Deprecated in iOS 6 (the unload pair) and iOS 8 (rotation); still declared.
    open func viewWillUnload() {}
    open func viewDidUnload() {}
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
}

@MainActor open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var tableView: UITableView! { get { standIn() } set {} }
}
@MainActor open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionView: UICollectionView! { get { standIn() } set {} }
}

@MainActor public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    open var navigationBar: UINavigationBar { standIn() }
    open weak var delegate: (any UINavigationControllerDelegate)?
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

@MainActor public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
@MainActor open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open weak var delegate: (any UITabBarControllerDelegate)?
}
@MainActor open class UISplitViewController: UIViewController {}
