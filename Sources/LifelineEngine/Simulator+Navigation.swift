import LifelineModel

/// UINavigationController: push, pop, pop to root and the edge-swipe pop (R3, R4).
extension Simulator {
    /// The push action: a new controller on the frontmost navigation stack.
    mutating func push(_ name: String, animated: Bool, in navName: String? = nil, interactive: InteractiveOutcome? = nil) throws(SimulationError) {
        let nav: Int
        if let navName {
            nav = try navigationForStack(navName)
        } else if let front = frontmost(.navigation) {
            nav = front
        } else {
            throw notOnScreen(.navigation, action: "push", what: "a navigation controller",
                              otherwise: "put the screen in a navigation controller (window: {navigation: [A]})")
        }
        if let existing = live[name], objects[existing].parent != nil || existing == windowRoot {
            throw fail("'\(name)' is already in the controller hierarchy", suggestion: "push a controller that is not on screen")
        }
        if interactive != nil {
            guard objects[nav].state == .appeared, animated, scenario.profile.hasInteractivePop else {
                throw fail("an interactive push needs an animated push on a navigation controller on screen, on iOS 7 or later",
                           suggestion: "remove 'interactive', or push on the visible stack with animation")
            }
        }
        let b = instantiate(.controller(name), origin: scenario.origin, rule: .initialize)
        if interactive == .cancel {
            cancelledPush(b, on: nav)
        } else if objects[nav].state == .appeared {
            push(b, on: nav, animated: animated)
        } else {
            pushOffScreen(b, on: nav)
        }
    }

    /// A push on a navigation controller whose view is not in the window (covered by a full-screen
    /// presentation, in a tab not selected): UIKit changes the stack at once, without a transition; the
    /// new top loads and appears when the navigation controller is shown again (R3.push-hidden).
    mutating func pushOffScreen(_ b: Int, on nav: Int) {
        attach(b, to: nav, .pushHidden)
        move(.did, b, to: nav, .pushHidden)
    }

    /// The pop and popToRoot actions.
    mutating func pop(toRoot: Bool, animated: Bool) throws(SimulationError) {
        let nav = try navigationForPop(toRoot ? "popToRoot" : "pop")
        pop(nav, to: toRoot ? 0 : objects[nav].children.count - 2, animated: animated, rule: .pop)
    }

    /// popToViewController(_:animated:): the stack down to `name`, which must be on it below the top
    /// (R3.pop: only the top controller and `name` get appearance callbacks; the others only leave).
    mutating func pop(to name: String, animated: Bool) throws(SimulationError) {
        let nav = try navigationForPop("popTo")
        let stack = objects[nav].children
        guard let keep = stack.lastIndex(where: { objects[$0].name == name }) else {
            throw fail("popTo \(name): \(name) is not on \(objects[nav].name)'s stack [\(stack.map { objects[$0].name }.joined(separator: ", "))]",
                       suggestion: "name a controller of the stack below the top one")
        }
        guard keep < stack.count - 1 else {
            throw fail("popTo \(name): \(name) is already on top of \(objects[nav].name)'s stack", suggestion: "name a controller below the top one")
        }
        pop(nav, to: keep, animated: animated, rule: .pop)
    }

    mutating func push(_ b: Int, on nav: Int, animated: Bool) {
        let a = objects[nav].children.last.guaranteed("a navigation stack is never empty")
        attach(b, to: nav, .navigationChild)
        nextTurn()
        let leaving = shown([a]), arriving = loadShown([b], rule: .loadFirst)
        transition(leaving: leaving, arriving: arriving, .navigation, animated: animated, rule: .push, completesLater: animated,
                   show: ShowNotice(navigation: nav, shown: b))
        move(.did, b, to: nav, .navigationChild)
    }

    func navigationForPop(_ what: String) throws(SimulationError) -> Int {
        guard let nav = frontmost(.navigation) else {
            throw notOnScreen(.navigation, action: what, what: "a navigation controller", otherwise: nil)
        }
        let stack = objects[nav].children.map { objects[$0].name }
        guard stack.count >= 2 else {
            throw fail("\(what) needs at least two controllers on \(objects[nav].name)'s stack, which holds only [\(stack.joined(separator: ", "))]",
                       suggestion: "push a controller first")
        }
        return nav
    }

    /// Pops the stack down to index `keep` (the controller that will be on top).
    mutating func pop(_ nav: Int, to keep: Int, animated: Bool, rule: RuleID) {
        let stack = objects[nav].children
        let removed = Array(stack[(keep + 1)...].reversed())   // top first
        let top = stack.last.guaranteed("a navigation stack is never empty"), arriving = stack[keep]
        objects[nav].children = Array(stack[...keep])
        for r in removed { move(.will, r, to: nil, .navigationChild) }
        nextTurn()
        let leaving = shown([top]), arrivingTree = loadShown([arriving], rule: .loadFirst)
        transition(leaving: leaving, arriving: arrivingTree, .navigation, animated: animated, rule: rule, completesLater: animated,
                   show: ShowNotice(navigation: nav, shown: arriving))
        for r in removed {
            move(.did, r, to: nil, .navigationChild)
            objects[r].parent = nil
        }
        for r in removed { release(r) }
    }

    mutating func interactivePop(_ outcome: InteractiveOutcome) throws(SimulationError) {
        guard scenario.profile.hasInteractivePop else {
            throw fail("interactivePop needs iOS 7 or later; profile \(scenario.profile.rawValue) has no edge-swipe pop", suggestion: "use profile ios12 or later")
        }
        let nav = try navigationForPop("interactivePop")
        let stack = objects[nav].children
        let b = stack.last.guaranteed("a stack to pop has two controllers"), a = stack[stack.count - 2]
        // The gesture begins: UINavigationController starts an ordinary animated pop.
        move(.will, b, to: nil, .navigationChild)
        nextTurn()
        let leaving = shown([b]), arriving = loadShown([a], rule: .loadFirst)
        willDisappear(leaving, animated: true, rule: .interactivePop)
        willAppear(arriving, animated: true, rule: .interactivePop)
        // The delegate hears willShow as the gesture begins, and nothing more if it is cancelled.
        let notice = ShowNotice(navigation: nav, shown: a)
        willShow(notice, animated: true)
        layoutAppearing(arriving, animated: true)
        nextTurn()   // the finger lifts
        switch outcome {
        case .cancel:
            undoTransition(arriving: arriving, leaving: leaving, rule: .interactivePop)
        case .finish:
            objects[nav].children.removeLast()
            didDisappear(leaving, animated: true, rule: .interactivePop)
            didAppear(arriving, animated: true, rule: .interactivePop)
            didShow(notice, animated: true)
            move(.did, b, to: nil, .navigationChild)
            objects[b].parent = nil
            release(b)
        }
    }
}

/// A push the app drives with its own interaction controller (a custom gesture), abandoned (R4.interactive-push).
extension Simulator {
    /// The push starts as any animated one — B joins the stack (willMove), loads, the will pair and the
    /// delegate's willShow — then the cancel edges run as in UIKit's cancelled back swipe, B first; the
    /// stack is restored: B leaves it (removeFromParent's didMove(toParent: nil)) and, kept by no one, is released.
    /// An abandoned interactive transition (R1.cancel): the arriving controllers go back first, then the
    /// leaving ones come back — UIKit's cancelled back swipe, shared by every interactive navigation.
    mutating func undoTransition(arriving: [Int], leaving: [Int], rule: RuleID) {
        willDisappear(arriving, animated: true, rule: .cancelEdges)
        didDisappear(arriving, animated: true, rule: rule)
        willAppear(leaving, animated: true, rule: .cancelEdges)
        didAppear(leaving, animated: true, rule: rule)
    }

    mutating func cancelledPush(_ b: Int, on nav: Int) {
        let a = objects[nav].children.last.guaranteed("a navigation stack is never empty")
        attach(b, to: nav, .navigationChild)
        nextTurn()
        let leaving = shown([a]), arriving = loadShown([b], rule: .loadFirst)
        willDisappear(leaving, animated: true, rule: .interactivePush)
        willAppear(arriving, animated: true, rule: .interactivePush)
        willShow(ShowNotice(navigation: nav, shown: b), animated: true)
        layoutAppearing(arriving, animated: true)
        nextTurn()   // the gesture ends short
        undoTransition(arriving: arriving, leaving: leaving, rule: .interactivePush)
        objects[nav].children.removeLast()
        move(.did, b, to: nil, .interactivePush)
        objects[b].parent = nil
        release(b)
    }
}
