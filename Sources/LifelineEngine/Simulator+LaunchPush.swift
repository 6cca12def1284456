import LifelineModel

/// A push the app makes inside its launch code (`during: launch`), after making the window visible —
/// the screen a deep link or a restored session opens (R9.launch-push). Evidence: docs/evidence/fidelity-3.md.
extension Simulator {
    /// An animated push made before the window is on screen runs without animation: `animated` plays no part.
    mutating func pushDuringLaunch(_ name: String) throws(SimulationError) {
        guard let root = pendingLaunch else {
            throw fail("'during: launch' must come right after '- launch'", suggestion: "move the step up, or remove 'during: launch'")
        }
        guard let nav = frontmost(.navigation) else {
            throw notOnScreen(.navigation, action: "push", what: "a navigation controller",
                              otherwise: "put the screen in a navigation controller (window: {navigation: [A]})")
        }
        if live[name] != nil { throw fail("'\(name)' is already in the controller hierarchy", suggestion: "push a new controller") }
        pendingLaunch = nil
        let top = objects[nav].children.last.guaranteed("a navigation stack is never empty")
        // Before iOS 18, makeKeyAndVisible has already loaded the root and begun its appearance; the push
        // interrupts it, without animation, and the old top never gets viewDidAppear. From iOS 18 the window
        // appears later, with the pushed controller on top: the one under it is not loaded.
        let interrupted = scenario.profile.showsRootBeforeLaunchPush
        let started = interrupted ? loadShown([root], rule: .launch) : []
        willAppear(started, animated: false, rule: .launch)
        // The iOS 17.4 log: makeKeyAndVisible's layout pass has already given the root its viewIsAppearing
        // when the push begins (R9.launch-push); the controllers that stay get no second one.
        if scenario.profile.hasViewIsAppearing {
            for i in started { emit(i, .viewIsAppearing, Self.animatedArg(false), .launchPush) }
        }
        let b = instantiate(.controller(name), origin: scenario.origin, rule: .initialize)
        attach(b, to: nav, .navigationChild)
        var tree: [Int], leaving: [Int] = []
        if interrupted {
            let arriving = loadShown([b], rule: .loadFirst)
            leaving = shown([top])
            willDisappear(leaving, animated: false, rule: .launchPush)
            willAppear(arriving, animated: false, rule: .launchPush)
            nextTurn()
            tree = started.filter { !leaving.contains($0) } + arriving
        } else {
            nextTurn()
            tree = loadShown([root], rule: .launch)
            willAppear(tree, animated: false, rule: .launch)
        }
        layoutAppearing(tree, animated: false, isAppearingAlready: Set(started))
        finishLaunch(tree, notices: [], leaving: leaving)
        move(.did, b, to: nav, .navigationChild)
    }
}
