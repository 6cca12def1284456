import LifelineModel

/// Custom containment: addChild, removeChild and container transitions (R6).
/// The children a plain controller or a custom container shows, and those a custom container adds
/// in its viewDidLoad.
struct CustomChildren: Sendable, Equatable {
    var showing: Set<Int> = []
    var pending: [Int] = []
}

extension Simulator {
    /// The two halves of UIKit's containment calls.
    enum Move { case will, did }

    /// The one place that emits `willMove(toParent:)` and `didMove(toParent:)`: `parent` nil when the
    /// child leaves its parent.
    mutating func move(_ phase: Move, _ child: Int, to parent: Int?, _ rule: RuleID) {
        let arg: ArgValue = parent.map { .string(objects[$0].name) } ?? .null
        emit(child, phase == .will ? .willMoveToParent : .didMoveToParent, ["parent": arg], rule)
    }

    /// `child` joins `parent`'s children, last, and hears willMove(toParent:): addChild's half of containment,
    /// as a push, a custom container and an embed segue all do it.
    mutating func attach(_ child: Int, to parent: Int, _ rule: RuleID) {
        objects[parent].children.append(child)
        objects[child].parent = parent
        move(.will, child, to: parent, rule)
    }

    /// `child` leaves `parent`'s children and hears didMove(toParent: nil): removeFromParent's half.
    mutating func detach(_ child: Int, from parent: Int, _ rule: RuleID) {
        objects[parent].children.removeAll { $0 == child }
        objects[child].parent = nil
        move(.did, child, to: nil, rule)
    }

    /// Both halves with nothing in between: how containers adopt the children they are built with.
    mutating func adopt(_ child: Int, by parent: Int, _ rule: RuleID) {
        move(.will, child, to: parent, rule)
        move(.did, child, to: parent, rule)
    }

    mutating func addChild(_ childName: String, to parentName: String) throws(SimulationError) {
        let parent = try lookup(parentName)
        guard [.controller, .container].contains(objects[parent].kind) else {
            throw fail("'\(parentName)' is a UIKit container; addChild is for your own containers", suggestion: "add the child to a plain controller or a custom container")
        }
        guard objects[parent].state.hasLoadedView else {
            throw fail("'\(parentName)' has no view yet to hold '\(childName)'", suggestion: "add children to a controller after it is shown")
        }
        let child: Int
        if let c = live[childName] {
            guard objects[c].parent == nil, c != windowRoot, objects[c].presentation == nil else {
                throw fail("'\(childName)' already has a parent", suggestion: "removeChild it first")
            }
            child = c
        } else {
            child = instantiate(.controller(childName), origin: scenario.origin, rule: .initialize)
        }
        objects[parent].custom.showing.insert(child)
        // addChild(_:) calls willMove(toParent:); reading child.view for addSubview loads it (R6.addChild).
        attach(child, to: parent, .addChild)
        let tree = loadShown([child], rule: .addChild)
        guard objects[parent].state == .appeared else {
            // Off screen, addSubview triggers nothing: the child appears with its parent.
            move(.did, child, to: parent, .addChild)
            return
        }
        // On screen: viewWillAppear inside addSubview, the app's didMove(toParent:), then, in this
        // run-loop iteration, layout and viewDidAppear after the commit (R6.add-child-visible).
        childViewJoinsWindow(child, tree: tree, parent: parent)
        move(.did, child, to: parent, .addChild)
        layout(parent, viewRule: .relayout)
        layoutAppearing(tree, animated: false)
        didAppear(tree, animated: false, rule: .addChildVisible)
    }

    /// `parent.view.addSubview(child.view)` while the parent is in the window: the child's viewWillAppear
    /// comes from the view's move to the window, between willMove(toWindow:) and didMoveToWindow.
    mutating func childViewJoinsWindow(_ child: Int, tree: [Int], parent: Int) {
        let root = rootViewName(child), host = objects[parent].name + "View"
        let sup: [String: ArgValue] = ["superview": .string(host)], win: [String: ArgValue] = ["window": .string("window")]
        let viewTree = root.map(viewTree) ?? []
        if let root { emitOther(root, .view, .willMoveToSuperview, sup, .views) }
        for v in viewTree { emitOther(v, .view, .willMoveToWindow, win, .views) }
        for i in tree { emit(i, .viewWillAppear, Self.animatedArg(false), .addChildVisible) }
        for v in viewTree { emitOther(v, .view, .didMoveToWindow, win, .views) }
        if let root {
            emitOther(root, .view, .didMoveToSuperview, sup, .views)
            views[root] = ViewRecord(superview: host, owner: child, order: events.count)
            if rootViewName(parent) != nil { emitOther(host, .view, .didAddSubview, ["subview": .string(root)], .views) }
        }
        for i in tree.dropFirst() { rootViewEntersWindow(i) }
    }

    mutating func removeChild(_ name: String) throws(SimulationError) {
        let child = try lookup(name)
        guard let parent = objects[child].parent else {
            throw fail("'\(name)' has no parent", suggestion: "addChild it first")
        }
        guard [.controller, .container].contains(objects[parent].kind) else {
            throw fail("'\(name)' belongs to \(objects[parent].name), a UIKit container", suggestion: "use pop, or change tabs")
        }
        let wasOnScreen = objects[child].state == .appeared
        let tree = shown([child])
        move(.will, child, to: nil, .removeChild)
        if wasOnScreen {
            childViewLeavesWindow(child, tree: tree, parent: parent)
        } else {
            rootViewLeavesWindow(child)
        }
        objects[parent].custom.showing.remove(child)
        // removeFromParent() calls didMove(toParent: nil) (R6.removeChild).
        detach(child, from: parent, .removeChild)
        if wasOnScreen {
            // This iteration's layout pass, then viewDidDisappear after the commit (R6.remove-child-visible).
            layout(parent, viewRule: .relayout)
            for i in tree { emit(i, .viewDidDisappear, Self.animatedArg(false), .removeChildVisible) }
        }
        release(child)
    }

    /// `child.view.removeFromSuperview()` while the parent is in the window: viewWillDisappear comes
    /// from the view's move out of the window (R6.remove-child-visible).
    mutating func childViewLeavesWindow(_ child: Int, tree: [Int], parent: Int) {
        for i in tree.dropFirst().reversed() { rootViewLeavesWindow(i) }
        let root = rootViewName(child).flatMap { views[$0]?.superview != nil ? $0 : nil }
        let host = objects[parent].name + "View", win: [String: ArgValue] = ["window": .null]
        let viewTree = root.map(viewTree) ?? []
        if let root {
            if rootViewName(parent) != nil { emitOther(host, .view, .willRemoveSubview, ["subview": .string(root)], .views) }
            emitOther(root, .view, .willMoveToSuperview, ["superview": .null], .views)
        }
        for v in viewTree { emitOther(v, .view, .willMoveToWindow, win, .views) }
        for i in tree { emit(i, .viewWillDisappear, Self.animatedArg(false), .removeChildVisible) }
        for v in viewTree { emitOther(v, .view, .didMoveToWindow, win, .views) }
        if let root {
            emitOther(root, .view, .didMoveToSuperview, ["superview": .null], .views)
            views[root]?.superview = nil
        }
    }

    /// transition(from:to:duration:options:animations:completion:) inside the app's code of Apple's
    /// listing: the app's willMove(nil) on the leaving child (unless it keeps it, `keep`) and addChild of
    /// the new one before; the call's will pair, then at the end of its animation the arriving child's
    /// viewDidAppear before the leaving child's viewDidDisappear (automatic forwarding, R6.transition); the
    /// app's removeFromParent and didMove in the completion. With manual forwarding the app's
    /// begin/endAppearanceTransition calls give the pairs, in the navigation order (R6.manual).
    mutating func swapChildren(parent pName: String, from oldName: String, to newName: String,
                               forwarding: Forwarding, animated: Bool, keep: Bool, outcome: InteractiveOutcome) throws(SimulationError) {
        guard outcome == .finish || forwarding == .manual else {
            throw fail("outcome: cancel needs forwarding: manual; transition(from:to:) is not interactive and always finishes",
                       suggestion: "write forwarding: manual for an interactive swap the app drives with beginAppearanceTransition")
        }
        let p = try lookup(pName)
        let old = try lookup(oldName)
        guard objects[old].parent == p, objects[p].custom.showing.contains(old) else {
            throw fail("'\(oldName)' is not a child that '\(pName)' shows", suggestion: "transition from a child on screen")
        }
        guard objects[p].state == .appeared else { throw fail("'\(pName)' is not on screen") }
        let new: Int
        if let n = live[newName], objects[n].parent == p {
            guard !objects[p].custom.showing.contains(n) else { throw fail("'\(newName)' is already on screen") }
            new = n
        } else if let n = live[newName], objects[n].parent != nil || n == windowRoot {
            throw fail("'\(newName)' already has another parent")
        } else {
            new = live[newName] ?? instantiate(.controller(newName), origin: scenario.origin, rule: .initialize)
        }
        let rule: RuleID = forwarding == .manual ? .manualForwarding : .containerTransition
        let adopting = objects[new].parent != p
        if outcome == .cancel { return cancelledSwap(p, old: old, new: new, adopting: adopting) }
        if !keep { move(.will, old, to: nil, .containerTransition) }
        if adopting { attach(new, to: p, .addChild) }
        let leaving = shown([old])
        objects[p].custom.showing.remove(old)
        objects[p].custom.showing.insert(new)
        let arriving = loadShown([new], rule: .loadFirst)
        // The did pair comes in the animation's completion block, on a later turn.
        transition(leaving: leaving, arriving: arriving, forwarding == .manual ? .navigation : .modal, animated: animated, rule: rule,
                   completesLater: true)
        if !keep { detach(old, from: p, .containerTransition) }
        if adopting { move(.did, new, to: p, .containerTransition) }
        // The container keeps the controllers it was built with (and those the app keeps); others are released.
        if !keep && !scenario.window.allNames.contains(oldName) { release(old) }
    }

    /// An interactive swap the app drives with manual forwarding, abandoned (R6.manual): the app adds the
    /// new child and begins both appearance transitions; when the gesture is cancelled it begins them again
    /// the opposite way (cancel edges, R1.cancel) and ends them, then takes the new child out again.
    mutating func cancelledSwap(_ p: Int, old: Int, new: Int, adopting: Bool) {
        if adopting { attach(new, to: p, .addChild) }
        nextTurn()
        let leaving = shown([old]), arriving = loadShown([new], rule: .loadFirst)
        willDisappear(leaving, animated: true, rule: .manualForwarding)
        willAppear(arriving, animated: true, rule: .manualForwarding)
        layoutAppearing(arriving, animated: true)
        nextTurn()   // the finger lifts: the swap is cancelled
        willDisappear(arriving, animated: true, rule: .cancelEdges)
        willAppear(leaving, animated: true, rule: .cancelEdges)
        didDisappear(arriving, animated: true, rule: .manualForwarding)
        didAppear(leaving, animated: true, rule: .manualForwarding)
        guard adopting else { return }
        move(.will, new, to: nil, .removeChild)
        detach(new, from: p, .removeChild)
        if !scenario.window.allNames.contains(objects[new].name) { release(new) }
    }
}
