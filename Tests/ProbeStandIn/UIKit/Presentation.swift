// The UIKit stand-in (see ViewControllers.swift): presentation controllers, alerts and page view controllers.

@MainActor open class UIPresentationController: NSObject {
    open var presentedViewController: UIViewController { standIn() }
    open var presentingViewController: UIViewController { standIn() }
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}
@MainActor open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
}
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {}

@MainActor open class UISheetPresentationController: UIPresentationController {
    public struct Detent: Sendable {
        public struct Identifier: Hashable, Sendable {
            public let rawValue: String
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
        public static func medium() -> Detent { Detent() }
        public static func large() -> Detent { Detent() }
    }
    open var detents: [Detent] = []
    open var selectedDetentIdentifier: Detent.Identifier?
    open func animateChanges(_ changes: () -> Void) { changes() }
}
@MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}
extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    open func addAction(_ action: UIAlertAction) {}
}
@MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {}
}

@MainActor public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}
extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
@MainActor open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Sendable { case horizontal, vertical }
    public struct OptionsKey: Hashable, Sendable { public let rawValue: String }
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var viewControllers: [UIViewController]? { nil }
}

@MainActor open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { self.searchResultsController = searchResultsController; super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { searchResultsController = nil; super.init(coder: coder) }
    public let searchResultsController: UIViewController?
    open var searchBar: UISearchBar { standIn() }
    open weak var delegate: (any UISearchControllerDelegate)?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
}
@MainActor public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}
extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
@MainActor public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
