/// What a callback looks like in Swift: the type that declares it and the declaration an app writes.
/// The callback pages show these; they are code, so they are the same in every language.
extension Callback {
    /// The class or protocol that declares the method; nil for Swift's `deinit` and the app's own code.
    public var declaredIn: String? {
        switch self {
        case .initCoder, .initNib, .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .updateProperties, .viewDidAppear,
             .viewWillDisappear, .viewDidDisappear, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
             .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange,
             .willMoveToParent, .didMoveToParent, .prepareForSegue, .shouldPerformSegue, .canPerformUnwind,
             .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
             .willRotate, .willAnimateRotation, .didRotate, .completion:
            return "UIViewController"
        // Protocols UIViewController adopts: the declarations live there.
        case .viewWillTransitionToSize, .willTransitionToTraits: return "UIContentContainer"
        case .traitCollectionDidChange: return "UITraitEnvironment"
        case .traitChangeHandler: return "UITraitChangeObservable"
        case .awakeFromNib: return "NSObject (UINibLoading)"
        case .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
             .willRemoveSubview, .layoutSubviews:
            return "UIView"
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .adaptivePresentationStyle:
            return "UIAdaptivePresentationControllerDelegate"
        case .sheetDidChangeDetent: return "UISheetPresentationControllerDelegate"
        case .willPresentSearch, .didPresentSearch, .willDismissSearch, .didDismissSearch: return "UISearchControllerDelegate"
        case .updateSearchResults: return "UISearchResultsUpdating"
        case .applicationDidReceiveMemoryWarning, .applicationWillFinishLaunching, .applicationDidFinishLaunching,
             .configurationForConnecting, .applicationWillResignActive, .applicationDidEnterBackground,
             .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillTerminate:
            return "UIApplicationDelegate"
        case .sceneWillConnect, .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
             .sceneDidDisconnect:
            return "UISceneDelegate"
        case .pageWillTransition, .pageDidFinishAnimating: return "UIPageViewControllerDelegate"
        case .navigationWillShow, .navigationDidShow: return "UINavigationControllerDelegate"
        case .tabShouldSelect, .tabDidSelect: return "UITabBarControllerDelegate"
        case .deinit, .unwindAction, .delegate, .warning: return nil
        case .onAppear, .onDisappear: return "SwiftUI.View"
        }
    }

    /// The app's own code or UIKit's console, which traces name like a callback but no API declares: their pages
    /// are titled in words (en review §3: a page titled `delegate` looks like a UIKit symbol).
    public var isNamedByLifeline: Bool { [.delegate, .completion, .warning, .unwindAction, .traitChangeHandler].contains(self) }

    /// Whether an app overrides it (and so has a `super` to call): an `override` or a required initializer.
    public var isOverride: Bool { declaration.hasPrefix("override ") || declaration.hasPrefix("required init") }

    /// The declaration as an app writes it (an override, a protocol method, or app code's own shape).
    public var declaration: String {
        Self.viewControllerDeclarations[self] ?? Self.otherDeclarations[self].guaranteed("every callback has a declaration")
    }

    private static let viewControllerDeclarations: [Callback: String] = [
        .initCoder: "required init?(coder: NSCoder)",
        .initNib: "override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)",
        .awakeFromNib: "override func awakeFromNib()",
        .loadView: "override func loadView()",
        .viewDidLoad: "override func viewDidLoad()",
        .viewWillAppear: "override func viewWillAppear(_ animated: Bool)",
        .viewIsAppearing: "override func viewIsAppearing(_ animated: Bool)",
        .updateProperties: "override func updateProperties()",
        .viewDidAppear: "override func viewDidAppear(_ animated: Bool)",
        .viewWillDisappear: "override func viewWillDisappear(_ animated: Bool)",
        .viewDidDisappear: "override func viewDidDisappear(_ animated: Bool)",
        .viewWillLayoutSubviews: "override func viewWillLayoutSubviews()",
        .viewDidLayoutSubviews: "override func viewDidLayoutSubviews()",
        .viewSafeAreaInsetsDidChange: "override func viewSafeAreaInsetsDidChange()",
        .viewLayoutMarginsDidChange: "override func viewLayoutMarginsDidChange()",
        .willMoveToParent: "override func willMove(toParent parent: UIViewController?)",
        .didMoveToParent: "override func didMove(toParent parent: UIViewController?)",
        .prepareForSegue: "override func prepare(for segue: UIStoryboardSegue, sender: Any?)",
        .shouldPerformSegue: "override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool",
        .canPerformUnwind: "override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool",
        .unwindAction: "@IBAction func unwindToList(_ segue: UIStoryboardSegue)",
        .didReceiveMemoryWarning: "override func didReceiveMemoryWarning()",
        .viewWillUnload: "override func viewWillUnload()",
        .viewDidUnload: "override func viewDidUnload()",
        .willTransitionToTraits: "override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator)",
        .viewWillTransitionToSize: "override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
        .traitCollectionDidChange: "override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)",
        .traitChangeHandler: "registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: Self, previousTraitCollection: UITraitCollection) in /* handler */ }",
        .willRotate: "override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)",
        .willAnimateRotation: "override func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval)",
        .didRotate: "override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation)",
        .deinit: "deinit",
        .delegate: "@MainActor protocol PlantEditorDelegate: AnyObject {\n    func plantEditorDidCancel(_ editor: PlantEditorViewController)\n"
            + "    func plantEditorDidSave(_ editor: PlantEditorViewController, plant: Plant)\n}",
        .onAppear: "func onAppear(perform action: (() -> Void)? = nil) -> some View",
        .onDisappear: "func onDisappear(perform action: (() -> Void)? = nil) -> some View",
        // Not Swift: the lines UIKit prints in the console, the same on every device.
        .warning: "Attempt to present <B> on <A> whose view is not in the window hierarchy.\nAttempt to present <B> on <A> which is already presenting <C>.",
        .completion: "present(viewController, animated: true) { /* completion */ }\ndismiss(animated: true) { /* completion */ }",
    ]

    private static let otherDeclarations: [Callback: String] = [
        .willMoveToSuperview: "override func willMove(toSuperview newSuperview: UIView?)",
        .didMoveToSuperview: "override func didMoveToSuperview()",
        .willMoveToWindow: "override func willMove(toWindow newWindow: UIWindow?)",
        .didMoveToWindow: "override func didMoveToWindow()",
        .didAddSubview: "override func didAddSubview(_ subview: UIView)",
        .willRemoveSubview: "override func willRemoveSubview(_ subview: UIView)",
        .layoutSubviews: "override func layoutSubviews()",
        .presentationControllerShouldDismiss: "func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool",
        .presentationControllerWillDismiss: "func presentationControllerWillDismiss(_ presentationController: UIPresentationController)",
        .presentationControllerDidDismiss: "func presentationControllerDidDismiss(_ presentationController: UIPresentationController)",
        .presentationControllerDidAttemptToDismiss: "func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)",
        .sheetDidChangeDetent: "func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)",
        .adaptivePresentationStyle: "func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle",
        .willPresentSearch: "func willPresentSearchController(_ searchController: UISearchController)",
        .didPresentSearch: "func didPresentSearchController(_ searchController: UISearchController)",
        .willDismissSearch: "func willDismissSearchController(_ searchController: UISearchController)",
        .didDismissSearch: "func didDismissSearchController(_ searchController: UISearchController)",
        .updateSearchResults: "func updateSearchResults(for searchController: UISearchController)",
        .applicationDidReceiveMemoryWarning: "func applicationDidReceiveMemoryWarning(_ application: UIApplication)",
        .applicationWillFinishLaunching: "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
        .applicationDidFinishLaunching: "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool",
        .configurationForConnecting: "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, "
            + "options: UIScene.ConnectionOptions) -> UISceneConfiguration",
        .applicationWillResignActive: "func applicationWillResignActive(_ application: UIApplication)",
        .applicationDidEnterBackground: "func applicationDidEnterBackground(_ application: UIApplication)",
        .applicationWillEnterForeground: "func applicationWillEnterForeground(_ application: UIApplication)",
        .applicationDidBecomeActive: "func applicationDidBecomeActive(_ application: UIApplication)",
        .applicationWillTerminate: "func applicationWillTerminate(_ application: UIApplication)",
        .navigationWillShow: "func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)",
        .navigationDidShow: "func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)",
        .tabShouldSelect: "func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool",
        .tabDidSelect: "func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)",
        .sceneWillConnect: "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
        .sceneWillResignActive: "func sceneWillResignActive(_ scene: UIScene)",
        .sceneDidEnterBackground: "func sceneDidEnterBackground(_ scene: UIScene)",
        .sceneWillEnterForeground: "func sceneWillEnterForeground(_ scene: UIScene)",
        .sceneDidBecomeActive: "func sceneDidBecomeActive(_ scene: UIScene)",
        .sceneDidDisconnect: "func sceneDidDisconnect(_ scene: UIScene)",
        .pageWillTransition: "func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])",
        .pageDidFinishAnimating: "func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, "
            + "previousViewControllers: [UIViewController], transitionCompleted completed: Bool)",
    ]
}
