/// The three rules the site states once — where to load a screen's data, where to save, where to
/// start and stop what runs while a screen is visible — so that every page that teaches one shows the
/// same words (`principle.<id>.title` and `.text` in the catalogs): the home page, the overview, and
/// the callback pages listed here.
public enum Principle: String, CaseIterable, Sendable {
    case loadData, save, observers

    /// The callbacks whose pages show this rule: those a reader looks up when deciding it.
    public var callbacks: [Callback] {
        switch self {
        case .loadData: [.initNib, .viewDidLoad, .viewWillAppear, .viewDidAppear]
        case .save: [.viewWillDisappear, .viewDidDisappear, .deinit, .applicationDidEnterBackground, .sceneDidEnterBackground, .applicationWillTerminate, .onDisappear]
        case .observers: [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willMoveToWindow, .didMoveToWindow, .onAppear, .onDisappear]
        }
    }
}

extension Callback {
    /// The rules this callback's page shows, in `Principle`'s order.
    public var principles: [Principle] { Principle.allCases.filter { $0.callbacks.contains(self) } }
}
