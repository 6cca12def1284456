import LifelineModel

/// What the app lives through: its launch and activation, Home and return, and Dark Mode (R9).
/// Evidence: docs/evidence/fidelity-2.md, Q1–Q3.
struct WorldState: Sendable, Equatable {
    var inBackground = false
    /// Swiped away in the app switcher: nothing can happen after it.
    var terminated = false
    var style = InterfaceStyle.light
    /// The window's horizontal size class (an iPad app resized by multitasking: `resize:`).
    var width = SizeClass.regular
    /// Controllers (iOS 17) and root views of controllers (iOS 13–16) that were off screen when the
    /// appearance changed: they catch up on their next appearance (R9.trait-hidden).
    var staleControllers: Set<Int> = []
    var staleViews: Set<Int> = []
}

extension Simulator {
    static let appDelegateName = "AppDelegate"
    static let sceneDelegateName = "SceneDelegate"

    mutating func appDelegate(_ cb: Callback, _ rule: RuleID) { emitOther(Self.appDelegateName, .appDelegate, cb, [:], rule) }
    mutating func sceneDelegate(_ cb: Callback, _ rule: RuleID) {
        emitOther(Self.sceneDelegateName, .sceneDelegate, cb, ["scene": .string("UIWindowScene")], rule)
    }

    // MARK: - Launch

    /// A cold launch. A storyboard app decodes its initial controller before the app delegate hears
    /// anything (R9.launch); a scene's storyboard is decoded for the scene, before
    /// `scene(_:willConnectTo:options:)`. Code builds the window inside the delegate method.
    /// `waiting`: the next step runs inside the launch (`during: launch`); the root waits for it.
    mutating func launchApp(waiting: Bool) {
        let root = beginLaunch()
        if waiting { pendingLaunch = root; return }
        nextTurn()
        let tree = loadShown([root], rule: .launch)
        willAppear(tree, animated: false, rule: .launch)
        let notices = launchNotices(tree)
        for n in notices { willShow(n, animated: false) }
        layoutAppearing(tree, animated: false)
        finishLaunch(tree, notices: notices)
    }

    /// The app delegate's launch and the scene's connection, with the window's root created: what runs
    /// before the app's own launch code returns.
    mutating func beginLaunch() -> Int {
        let p = scenario.profile
        let storyboard = scenario.origin == .storyboard
        var root: Int?
        if storyboard && !p.usesScenes { root = instantiateWindowRoot() }
        if p.hasWillFinishLaunching { appDelegate(.applicationWillFinishLaunching, .appLaunch) }
        appDelegate(.applicationDidFinishLaunching, .appLaunch)
        if p.usesScenes {
            appDelegate(.configurationForConnecting, .sceneLaunch)
            if storyboard { root = instantiateWindowRoot() }
            sceneDelegate(.sceneWillConnect, .sceneLaunch)
        }
        return root ?? instantiateWindowRoot()
    }

    /// The end of the launch: activation around the did pair (where it falls varies with the iOS
    /// version, disputed), `leaving` the controllers whose appearance a launch push interrupted.
    mutating func finishLaunch(_ tree: [Int], notices: [ShowNotice], leaving: [Int] = []) {
        let p = scenario.profile
        if p.usesScenes {
            sceneDelegate(.sceneWillEnterForeground, .sceneLaunchActive)
            sceneDelegate(.sceneDidBecomeActive, .sceneLaunchActive)
        } else if p == .ios5 {
            appDelegate(.applicationDidBecomeActive, .launchActive)
        }
        didDisappear(leaving, animated: false, rule: .launchPush)
        didAppear(tree, animated: false, rule: .launch)
        for n in notices { didShow(n, animated: false) }
        if p == .ios12 { appDelegate(.applicationDidBecomeActive, .launchActive) }
    }

    // MARK: - Home and return

    mutating func enterBackground() throws(SimulationError) {
        guard !world.inBackground else {
            throw fail("the app is already in the background", suggestion: "bring it back with '- foreground' first")
        }
        world.inBackground = true
        stateChange(scene: (.sceneWillResignActive, .sceneDidEnterBackground), app: (.applicationWillResignActive, .applicationDidEnterBackground))
        guard scenario.profile.usesScenes else { return }
        // Shortly after, UIKit snapshots the app in the other appearance, then in its own.
        nextTurn()
        snapshotFlip(to: world.style.opposite)
        for i in onScreen { layout(i) }
        snapshotFlip(to: world.style)
    }

    mutating func enterForeground() throws(SimulationError) {
        guard world.inBackground else {
            throw fail("the app is already in the foreground", suggestion: "send it to the background first with '- background'")
        }
        world.inBackground = false
        stateChange(scene: (.sceneWillEnterForeground, .sceneDidBecomeActive), app: (.applicationWillEnterForeground, .applicationDidBecomeActive))
    }

    /// A move between foreground and background: two callbacks a turn apart, on the scene delegate
    /// with scenes (R9.scene-background), else on the app delegate (R9.background).
    mutating func stateChange(scene: (Callback, Callback), app: (Callback, Callback)) {
        if scenario.profile.usesScenes {
            sceneDelegate(scene.0, .sceneBackground)
            nextTurn()
            sceneDelegate(scene.1, .sceneBackground)
        } else {
            appDelegate(app.0, .background)
            nextTurn()
            appDelegate(app.1, .background)
        }
    }

    /// The user swipes the app away in the app switcher (R9.terminate). A suspended app (in the
    /// background) is killed without a callback; a running one resigns, goes to the background, and
    /// its app delegate hears `applicationWillTerminate(_:)`. No controller is told anything.
    mutating func terminate() {
        world.terminated = true
        guard !world.inBackground else { return }
        world.inBackground = true
        stateChange(scene: (.sceneWillResignActive, .sceneDidEnterBackground), app: (.applicationWillResignActive, .applicationDidEnterBackground))
        appDelegate(.applicationWillTerminate, .terminate)
    }

    mutating func snapshotFlip(to style: InterfaceStyle) {
        let arg = Self.styleArg(style)
        emitOther("window", .window, .traitCollectionDidChange, arg, .snapshot)
        for i in onScreen { traitChanged(i, style, views: true, .snapshot) }
    }

    // MARK: - Dark Mode

    static func styleArg(_ s: InterfaceStyle) -> [String: ArgValue] { ["userInterfaceStyle": .string(s.rawValue)] }

    /// The user toggles Dark Mode: trait callbacks top-down, then layout (R9.trait-change). Off-screen
    /// controllers follow R9.trait-hidden.
    mutating func changeAppearance(to style: InterfaceStyle) throws(SimulationError) {
        guard scenario.profile.hasDarkMode else {
            throw fail("Dark Mode arrived in iOS 13; profile \(scenario.profile.rawValue) has no appearance to change", suggestion: "use profile ios13 or ios17")
        }
        guard !world.inBackground else { throw fail("the app is in the background", suggestion: "bring it back with '- foreground' first") }
        guard style != world.style else {
            throw fail("the app is already in \(style.rawValue) mode", suggestion: "use traitChange: \(style.opposite.rawValue)")
        }
        world.style = style
        invalidateProperties(reading: .userInterfaceStyle)
        nextTurn()
        emitOther("window", .window, .traitCollectionDidChange, Self.styleArg(style), .traitChange)
        for i in controllerHierarchy where objects[i].state.hasLoadedView {
            if objects[i].state.isOnScreen {
                traitChanged(i, style, views: true, .traitChange)
            } else if scenario.profile.updatesTraitsInHierarchyOnly {
                world.staleControllers.formSymmetricDifference([i])   // a second toggle undoes the first
            } else {
                traitChanged(i, style, views: false, .traitHidden)
                if rootViewName(i) != nil { world.staleViews.formSymmetricDifference([i]) }
            }
        }
        for i in onScreen { layout(i) }
    }

    /// iOS 26's automatic trait tracking: a controller whose `updateProperties()` read the trait that changed
    /// runs it again in its next layout pass, before `viewWillLayoutSubviews` (R5.updateProperties) — now
    /// for one on screen, when it appears again for one that is not.
    mutating func invalidateProperties(reading trait: TraitName) {
        guard scenario.profile.hasUpdateProperties else { return }
        for i in controllerHierarchy where scenario.controllers[objects[i].name]?.readsTraits.contains(trait) == true {
            objects[i].propertiesUpdated = false
        }
    }

    /// Every controller of the window's tree and of each presentation level, parents first.
    var controllerHierarchy: [Int] {
        var out: [Int] = []
        var r = windowRoot
        while let i = r {
            out += allDescendants(i)
            r = objects[i].presented
        }
        return out
    }

    /// `traitCollectionDidChange(_:)` on a controller, then on the traced views it owns.
    mutating func traitChanged(_ i: Int, _ style: InterfaceStyle, views traced: Bool, _ rule: RuleID) {
        traitDidChange(i, .userInterfaceStyle, Self.styleArg(style), rule)
        if traced { traitChangedViews(i, style, rule) }
    }

    /// A controller's trait update: the handlers its viewDidLoad registered for `trait` (iOS 17's
    /// `registerForTraitChanges`, `registersTraits:`) run first, then the deprecated `traitCollectionDidChange(_:)`,
    /// which UIKit still calls for every change (R5.trait-registration: read in UIKitCore 26.1's
    /// `-[UIPresentationController _updateTraitsIfNecessaryInitiatingPropagation:]`).
    mutating func traitDidChange(_ i: Int, _ trait: TraitName, _ args: [String: ArgValue], _ rule: RuleID) {
        if scenario.profile.hasTraitRegistration, scenario.controllers[objects[i].name]?.registersTraits.contains(trait) == true {
            emit(i, .traitChangeHandler, ["trait": .string(trait.rawValue)], .traitRegistration)
        }
        emit(i, .traitCollectionDidChange, args, rule)
    }

    mutating func traitChangedViews(_ i: Int, _ style: InterfaceStyle, _ rule: RuleID) {
        guard let root = rootViewName(i), views[root] != nil else { return }
        for v in viewTree(root) where views[v]?.owner == i {
            emitOther(v, .view, .traitCollectionDidChange, Self.styleArg(style), rule)
        }
    }

    /// A controller that missed an appearance change catches up as it appears: after viewWillAppear,
    /// before viewIsAppearing and layout (R9.trait-hidden).
    mutating func catchUpTraits(_ i: Int) {
        if world.staleControllers.remove(i) != nil { traitChanged(i, world.style, views: true, .traitHidden) }
        if world.staleViews.remove(i) != nil { traitChangedViews(i, world.style, .traitHidden) }
    }
}
