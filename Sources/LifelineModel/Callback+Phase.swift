/// Where a callback belongs in a controller's life, for readers: the callbacks index groups by it,
/// in this order (the order a controller meets them).
public enum CallbackPhase: String, CaseIterable, Sendable {
    case creation, appearance, layout, containment, containerDelegates, segues, presentation, geometry, memory, endOfLife, views, swiftUI, app, pages, appCode, warnings
}

extension Callback {
    public var phase: CallbackPhase {
        switch self {
        case .initCoder, .initNib, .awakeFromNib, .loadView, .viewDidLoad: return .creation
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return .appearance
        case .updateProperties, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange: return .layout
        case .willMoveToParent, .didMoveToParent: return .containment
        case .prepareForSegue, .shouldPerformSegue, .canPerformUnwind, .unwindAction: return .segues
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .adaptivePresentationStyle, .sheetDidChangeDetent,
             .willPresentSearch, .didPresentSearch, .willDismissSearch, .didDismissSearch, .updateSearchResults: return .presentation
        case .warning: return .warnings
        case .willTransitionToTraits, .viewWillTransitionToSize, .traitCollectionDidChange, .traitChangeHandler, .willRotate, .willAnimateRotation, .didRotate: return .geometry
        case .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload, .applicationDidReceiveMemoryWarning: return .memory
        case .deinit: return .endOfLife
        case .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview, .willRemoveSubview, .layoutSubviews: return .views
        case .applicationWillFinishLaunching, .applicationDidFinishLaunching, .configurationForConnecting, .applicationWillResignActive,
             .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationDidBecomeActive, .sceneWillConnect,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive, .applicationWillTerminate,
             .sceneDidDisconnect: return .app
        case .navigationWillShow, .navigationDidShow, .tabShouldSelect, .tabDidSelect: return .containerDelegates
        case .pageWillTransition, .pageDidFinishAnimating: return .pages
        case .delegate, .completion: return .appCode
        case .onAppear, .onDisappear: return .swiftUI
        }
    }
}
