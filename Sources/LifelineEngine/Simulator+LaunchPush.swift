import LifelineModel

/// A push the app makes inside its launch code (`during: launch`), after making the window visible —
/// the screen a deep link or a restored session opens (R9.launch-push). Evidence: docs/evidence/fidelity-3.md.
extension Simulator {
    mutating func pushDuringLaunch(_ name: String, animated: Bool) throws(SimulationError) {
        guard let root = pendingLaunch else {
            throw fail("'during: launch' must come right after '- launch'", suggestion: "move the step up, or remove 'during: launch'")
        }
        guard let nav = frontmost(.navigation) else {
            throw notOnScreen(.navigation, action: "push", what: "a navigation controller",
                              otherwise: "put the screen in a navigation controller (window: {navigation: [A]})")
        }
        if live[name] != nil { throw fail("'\(name)' is already in the controller hierarchy", suggestion: "push a new controller") }
        pendingLaunch = nil
        let top = objects[nav].children.last!
        if scenario.profile.showsRootBeforeLaunchPush {
            // makeKeyAndVisible has loaded the root and begun its appearance; the push interrupts it and
            // runs without animation: the old top never gets viewDidAppear.
            let started = loadShown([root], rule: .launch)
            willAppear(started, animated: false, rule: .launch)
            let b = adoptPushed(name, on: nav)
            let arriving = loadShown([b], rule: .loadFirst)
            let leaving = shown([top])
            willDisappear(leaving, animated: false, rule: .launchPush)
            willAppear(arriving, animated: false, rule: .launchPush)
            nextTurn()
            let tree = started.filter { !leaving.contains($0) } + arriving
            layoutAppearing(tree, animated: false)
            finishLaunch(tree, notices: [], leaving: leaving)
            move(.did, b, to: nav, .navigationChild)
        } else {
            // The window appears later, with the pushed controller on top: the one under it never loads.
            let b = adoptPushed(name, on: nav)
            nextTurn()
            let tree = loadShown([root], rule: .launch)
            willAppear(tree, animated: false, rule: .launch)
            layoutAppearing(tree, animated: false)
            finishLaunch(tree, notices: [])
            move(.did, b, to: nav, .navigationChild)
        }
        _ = animated   // an animated push made before the window is on screen runs without animation
    }

    mutating func adoptPushed(_ name: String, on nav: Int) -> Int {
        let b = instantiate(.controller(name), origin: scenario.origin, rule: .initialize)
        objects[nav].children.append(b)
        objects[b].parent = nav
        move(.will, b, to: nav, .navigationChild)
        return b
    }
}
