/// Every callback a trace can show, by its Swift base name (the trace contract of design.md), and the
/// few the site documents without ordering them (`isOrderedByModel`).
public enum Callback: String, CaseIterable, Sendable, Codable {
    // creation and view loading
    case initCoder = "init(coder:)"
    case initNib = "init(nibName:bundle:)"
    case awakeFromNib
    case loadView
    case viewDidLoad
    // appearance
    case viewWillAppear
    case viewIsAppearing
    /// iOS 26: the controller's content and styling, just before a layout pass.
    case updateProperties
    case viewDidAppear
    case viewWillDisappear
    case viewDidDisappear
    case viewWillLayoutSubviews
    case viewDidLayoutSubviews
    /// Documented, not ordered (`isOrderedByModel`): the root view's safe area or margins changed.
    case viewSafeAreaInsetsDidChange
    case viewLayoutMarginsDidChange
    // containment
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    // segues
    case prepareForSegue = "prepare(for:sender:)"
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    case canPerformUnwind = "canPerformUnwindSegueAction(_:from:sender:)"
    case unwindAction
    // memory
    case didReceiveMemoryWarning
    case viewWillUnload
    case viewDidUnload
    case applicationDidReceiveMemoryWarning
    // geometry
    case willTransitionToTraits = "willTransition(to:with:)"
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    case traitCollectionDidChange
    /// iOS 17: the app's closure registered with `registerForTraitChanges(_:handler:)` (app code, named by Lifeline).
    case traitChangeHandler
    case willRotate = "willRotate(to:duration:)"
    case willAnimateRotation = "willAnimateRotation(to:duration:)"
    case didRotate = "didRotate(from:)"
    // end of life
    case `deinit`
    // UIView
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow
    case didAddSubview
    case willRemoveSubview
    case layoutSubviews
    // presentation controller delegate
    case presentationControllerShouldDismiss
    case presentationControllerWillDismiss
    case presentationControllerDidDismiss
    case presentationControllerDidAttemptToDismiss
    case adaptivePresentationStyle = "adaptivePresentationStyle(for:traitCollection:)"
    case sheetDidChangeDetent = "sheetPresentationControllerDidChangeSelectedDetentIdentifier"
    // a search controller's delegate and results updater (UISearchControllerDelegate, UISearchResultsUpdating)
    case willPresentSearch = "willPresentSearchController"
    case didPresentSearch = "didPresentSearchController"
    case willDismissSearch = "willDismissSearchController"
    case didDismissSearch = "didDismissSearchController"
    case updateSearchResults = "updateSearchResults(for:)"
    // the app and its scenes (UIApplicationDelegate, UISceneDelegate)
    case applicationWillFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
    case applicationDidFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
    case configurationForConnecting = "application(_:configurationForConnecting:options:)"
    case applicationWillResignActive = "applicationWillResignActive(_:)"
    case applicationDidEnterBackground = "applicationDidEnterBackground(_:)"
    case applicationWillEnterForeground = "applicationWillEnterForeground(_:)"
    case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"
    case sceneWillConnect = "scene(_:willConnectTo:options:)"
    case sceneWillResignActive = "sceneWillResignActive(_:)"
    case sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    case applicationWillTerminate = "applicationWillTerminate(_:)"
    /// Documented, not ordered (`isOrderedByModel`): the system released the scene.
    case sceneDidDisconnect = "sceneDidDisconnect(_:)"
    // navigation and tab bar controller delegates
    case navigationWillShow = "navigationController(_:willShow:animated:)"
    case navigationDidShow = "navigationController(_:didShow:animated:)"
    case tabShouldSelect = "tabBarController(_:shouldSelect:)"
    case tabDidSelect = "tabBarController(_:didSelect:)"
    // page view controller delegate
    case pageWillTransition = "pageViewController(_:willTransitionTo:)"
    case pageDidFinishAnimating = "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
    // SwiftUI, in a UIHostingController
    case onAppear
    case onDisappear
    /// Not a method: a line UIKit prints in the console when it ignores what the app asked (args.message).
    case warning
    // app code
    case delegate
    case completion

    /// Whether the engine places this callback in traces. The others have a page and a glossary entry
    /// only: their moment depends on geometry (safe area, margins) or on the system's choice to release
    /// a scene, which no scenario describes. They are not in the trace contract, so `trace check` reads
    /// no log line by them: a log that prints them is checked as if they were not there.
    public var isOrderedByModel: Bool { !Self.documentedOnly.contains(self) }

    public static let documentedOnly: Set<Callback> = [.viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .sceneDidDisconnect]

    /// A layout pass (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, a view's `layoutSubviews`): a
    /// scenario page's full chart folds them away until the reader asks for them.
    public var isLayout: Bool { self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews || self == .layoutSubviews }

    /// The callbacks that move a controller between states of R1.
    public var changesState: Bool {
        switch self {
        case .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
             .viewDidUnload, .deinit: return true
        default: return false
        }
    }

    public var isAppearance: Bool {
        switch self {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
        default: return false
        }
    }
}
