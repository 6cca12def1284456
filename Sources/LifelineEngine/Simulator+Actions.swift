import LifelineModel

extension Simulator {
    /// Runs one step to quiescence. On error the simulator is left unchanged: every handler checks
    /// the action before it changes anything, and what `perform` set before the check (step index,
    /// location, turn) is restored here. No copy of the simulator is made, so a step costs the same
    /// however long the trace already is.
    public mutating func apply(_ step: Step) throws(SimulationError) {
        let mark = (stepIndex: stepIndex, location: location, turn: turn, events: events.count)
        do {
            try perform(step)
        } catch {
            stepIndex = mark.stepIndex; location = mark.location; turn = mark.turn
            if events.count > mark.events { events.removeSubrange(mark.events...) }
            throw error
        }
    }

    mutating func perform(_ step: Step) throws(SimulationError) {
        stepIndex += 1
        location = step.location
        if case .launch = step.action {
            guard !launched else { throw fail("the app is already launched", suggestion: "use launch once, as the first step") }
        } else if !launched {
            throw fail("'\(step.action.keyword)' before launch", suggestion: "make '- launch' the first step")
        }
        nextTurn()
        switch step.action {
        case .launch: launch()
        case .push(let name, let animated):
            guard let nav = frontmost(.navigation) else {
                throw fail("push needs a navigation controller on screen", suggestion: "put the screen in a navigation controller (window: {navigation: [A]})")
            }
            if let existing = live[name], objects[existing].parent != nil || existing == windowRoot {
                throw fail("'\(name)' is already in the controller hierarchy", suggestion: "push a controller that is not on screen")
            }
            let b = instantiate(.controller(name), origin: scenario.origin, rule: .initialize)
            push(b, on: nav, animated: animated)
        case .pop(let animated):
            let nav = try navigationForPop("pop")
            pop(nav, to: objects[nav].children.count - 2, animated: animated, rule: .pop)
        case .popToRoot(let animated):
            let nav = try navigationForPop("popToRoot")
            pop(nav, to: 0, animated: animated, rule: .pop)
        case .present(let node, let style, let animated, let completion, let delegate):
            for n in node.allNames where live[n] != nil && objects[live[n]!].parent != nil {
                throw fail("'\(n)' is already in the controller hierarchy", suggestion: "present a controller that is not on screen")
            }
            let p = instantiate(node, origin: scenario.origin, rule: .initialize)
            present(p, style: style, animated: animated, completion: completion, source: frontLeaf, delegate: delegate)
        case .dismiss(let by, let method, let animated, let completion):
            try dismiss(by: by, method: method, animated: animated, completion: completion)
        case .selectTab(let index): try selectTab(index)
        case .interactivePop(let outcome): try interactivePop(outcome)
        case .interactiveDismiss(let outcome): try interactiveDismiss(outcome)
        case .segue(let segue): try performSegue(segue)
        case .unwind(let to, let action): try unwind(to: to, action: action)
        case .addChild(let child, let parent): try addChild(child, to: parent)
        case .removeChild(let child): try removeChild(child)
        case .rotate(let o): try rotate(to: o)
        case .memoryWarning: memoryWarning()
        case .addSubview(let view, let to): try addSubview(view, to: to)
        case .removeSubview(let view): try removeSubview(view)
        case .showPrimary(let animated): try setPrimary(visible: true, animated: animated)
        case .hidePrimary(let animated): try setPrimary(visible: false, animated: animated)
        case .transition(let parent, let from, let to, let forwarding, let animated):
            try swapChildren(parent: parent, from: from, to: to, forwarding: forwarding, animated: animated)
        case .wait: break
        }
    }

    // MARK: - The orders of R3

    /// The cross-controller orders of R3, as data.
    struct TransitionOrder {
        /// Tab switch: the arriving controller's viewWillAppear comes before the leaving one's viewWillDisappear.
        var arrivingWillFirst = false
        /// Modal presentation: the presenter's views leave after the animation, so the arriving did comes first.
        var arrivingDidFirst = false
        static let navigation = TransitionOrder()
        static let modal = TransitionOrder(arrivingDidFirst: true)
        static let tab = TransitionOrder(arrivingWillFirst: true)
    }

    /// Runs the appearance part of a transition whose views are loaded: the will pair, layout of the
    /// arriving views, then (on the next turn when `completesLater`) the did pair.
    mutating func transition(leaving: [Int], arriving: [Int], _ order: TransitionOrder, animated: Bool, rule: RuleID, completesLater: Bool) {
        if order.arrivingWillFirst {
            willAppear(arriving, animated: animated, rule: rule)
            willDisappear(leaving, animated: animated, rule: rule)
        } else {
            willDisappear(leaving, animated: animated, rule: rule)
            willAppear(arriving, animated: animated, rule: rule)
        }
        layoutAppearing(arriving, animated: animated)
        if completesLater { nextTurn() }
        if order.arrivingDidFirst {
            didAppear(arriving, animated: animated, rule: rule)
            didDisappear(leaving, animated: animated, rule: rule)
        } else {
            didDisappear(leaving, animated: animated, rule: rule)
            didAppear(arriving, animated: animated, rule: rule)
        }
    }

    // MARK: - Launch

    mutating func launch() {
        launched = true
        let root = instantiate(scenario.window, origin: scenario.origin, rule: scenario.origin == .storyboard ? .storyboard : .initialize)
        windowRoot = root
        nextTurn()
        let tree = loadShown([root], rule: .launch)
        willAppear(tree, animated: false, rule: .launch)
        layoutAppearing(tree, animated: false)
        didAppear(tree, animated: false, rule: .launch)
    }

    // MARK: - Navigation

    mutating func push(_ b: Int, on nav: Int, animated: Bool) {
        let a = objects[nav].children.last!
        objects[nav].children.append(b)
        objects[b].parent = nav
        emit(b, .willMoveToParent, ["parent": .string(objects[nav].name)], .navigationChild)
        nextTurn()
        let leaving = shown([a]), arriving = loadShown([b], rule: .loadFirst)
        transition(leaving: leaving, arriving: arriving, .navigation, animated: animated, rule: .push, completesLater: animated)
        emit(b, .didMoveToParent, ["parent": .string(objects[nav].name)], .navigationChild)
    }

    func navigationForPop(_ what: String) throws(SimulationError) -> Int {
        guard let nav = frontmost(.navigation) else {
            throw fail("\(what) needs a navigation controller on screen")
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
        let top = stack.last!, arriving = stack[keep]
        objects[nav].children = Array(stack[...keep])
        for r in removed { emit(r, .willMoveToParent, ["parent": .null], .navigationChild) }
        nextTurn()
        let leaving = shown([top]), arrivingTree = loadShown([arriving], rule: .loadFirst)
        transition(leaving: leaving, arriving: arrivingTree, .navigation, animated: animated, rule: rule, completesLater: animated)
        for r in removed {
            emit(r, .didMoveToParent, ["parent": .null], .navigationChild)
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
        let b = stack.last!, a = stack[stack.count - 2]
        // The gesture begins: UINavigationController starts an ordinary animated pop.
        emit(b, .willMoveToParent, ["parent": .null], .navigationChild)
        nextTurn()
        let leaving = shown([b]), arriving = loadShown([a], rule: .loadFirst)
        willDisappear(leaving, animated: true, rule: .interactivePop)
        willAppear(arriving, animated: true, rule: .interactivePop)
        layoutAppearing(arriving, animated: true)
        nextTurn()   // the finger lifts
        switch outcome {
        case .cancel:
            willDisappear(arriving, animated: true, rule: .cancelEdges)
            didDisappear(arriving, animated: true, rule: .interactivePop)
            willAppear(leaving, animated: true, rule: .cancelEdges)
            didAppear(leaving, animated: true, rule: .interactivePop)
        case .finish:
            objects[nav].children.removeLast()
            didDisappear(leaving, animated: true, rule: .interactivePop)
            didAppear(arriving, animated: true, rule: .interactivePop)
            emit(b, .didMoveToParent, ["parent": .null], .navigationChild)
            objects[b].parent = nil
            release(b)
        }
    }

    // MARK: - Presentation

    func resolve(_ style: PresentationStyle) -> Presentation {
        let p = scenario.profile
        switch style {
        case .fullScreen: return .fullScreen
        case .automatic: return p.hasCardSheets ? .card : .fullScreen
        case .pageSheet, .formSheet:
            if p.hasCardSheets { return .card }
            return scenario.device == .ipad ? .legacySheet : .fullScreen
        }
    }

    mutating func present(_ p: Int, style: PresentationStyle, animated: Bool, completion: Bool, source: Int?, delegate: String?) {
        let presenter = frontRoot!
        let kind = resolve(style)
        objects[presenter].presented = p
        objects[p].presenter = presenter
        objects[p].presentation = kind
        objects[p].source = source
        objects[p].presentationDelegate = delegate
        let covers = kind == .fullScreen
        let rule: RuleID = covers ? .present : .sheet
        nextTurn()
        let arriving = loadShown([p], rule: .loadFirst)
        let leaving = covers ? shown([presenter]).filter { objects[$0].state.isOnScreen } : []
        // iOS 13+ sheets: viewDidAppear waits for the presentation even without animation (R2).
        transition(leaving: leaving, arriving: arriving, .modal, animated: animated, rule: rule, completesLater: animated || kind == .card)
        if completion { emit(presenter, .completion, ["of": .string("present")], .completion) }
    }

    func topPresented(_ what: String) throws(SimulationError) -> Int {
        guard let r = frontRoot, r != windowRoot else {
            throw fail("\(what) needs a presented controller, but nothing is presented", suggestion: "present a controller first")
        }
        return r
    }

    mutating func dismiss(by: DismissBy, method: String?, animated: Bool, completion: Bool) throws(SimulationError) {
        let p = try topPresented("dismiss")
        var caller = objects[p].presenter!
        switch by {
        case .presenting: break
        case .presented: caller = shown([p]).last!
        case .delegate:
            guard let delegate = objects[p].source, objects[delegate].alive else {
                throw fail("dismiss by delegate needs the controller that presented \(objects[p].name), but it is gone",
                           suggestion: "dismiss by presenting or presented")
            }
            let leaf = objects[shown([p]).last!].name
            let name = method ?? (leaf.prefix(1).lowercased() + leaf.dropFirst() + "DidFinish")
            emit(delegate, .delegate, ["name": .string(name)], .appCode)
            caller = delegate
        }
        dismiss(p, animated: animated, completion: completion, caller: caller, rule: nil)
    }

    mutating func dismiss(_ p: Int, animated: Bool, completion: Bool, caller: Int, rule: RuleID?) {
        let presenter = objects[p].presenter!
        let kind = objects[p].presentation
        let covers = kind == .fullScreen
        let rule = rule ?? (covers ? .dismiss : .sheet)
        objects[presenter].presented = nil
        nextTurn()
        let leaving = shown([p])
        let arriving = covers ? loadShown([presenter], rule: .loadFirst) : []
        transition(leaving: leaving, arriving: arriving, .modal, animated: animated, rule: rule, completesLater: animated)
        if completion { emit(caller, .completion, ["of": .string("dismiss")], .completion) }
        release(p)
    }

    mutating func interactiveDismiss(_ outcome: SheetSwipeOutcome) throws(SimulationError) {
        let p = try topPresented("interactiveDismiss")
        guard objects[p].presentation == .card else {
            throw fail("interactiveDismiss needs a page or form sheet on iOS 13 or later; \(objects[p].name) is not shown as a card",
                       suggestion: "present it with style: pageSheet on profile ios13 or ios17")
        }
        let delegate = objects[p].presentationDelegate.flatMap { live[$0] }
        func tell(_ cb: Callback, _ sim: inout Simulator) {
            if let d = delegate { sim.emit(d, cb, [:], .sheetSwipe) }
        }
        if outcome == .refuse {
            tell(.presentationControllerDidAttemptToDismiss, &self)
            return
        }
        tell(.presentationControllerShouldDismiss, &self)
        tell(.presentationControllerWillDismiss, &self)
        nextTurn()
        let tree = shown([p])
        willDisappear(tree, animated: true, rule: .sheetSwipe)
        nextTurn()   // the finger lifts
        switch outcome {
        case .cancel:
            willAppear(tree, animated: true, rule: .cancelEdges)
            didAppear(tree, animated: true, rule: .sheetSwipe)
        case .finish:
            objects[objects[p].presenter!].presented = nil
            didDisappear(tree, animated: true, rule: .sheetSwipe)
            tell(.presentationControllerDidDismiss, &self)
            release(p)
        case .refuse: break
        }
    }

    // MARK: - Tabs

    mutating func selectTab(_ index: Int) throws(SimulationError) {
        guard let tab = frontmost(.tabBar) else { throw fail("selectTab needs a tab bar controller on screen") }
        let count = objects[tab].children.count
        guard index >= 0, index < count else {
            throw fail("tab \(index) does not exist; \(objects[tab].name) has \(count) tabs", suggestion: "use an index from 0 to \(count - 1)")
        }
        guard index != objects[tab].selected else {
            throw fail("tab \(index) is already selected", suggestion: "select another tab")
        }
        let old = shown([objects[tab].children[objects[tab].selected]])
        objects[tab].selected = index
        nextTurn()
        let new = loadShown([objects[tab].children[index]], rule: .tabLazy)
        transition(leaving: old, arriving: new, .tab, animated: false, rule: .tab, completesLater: false)
    }

    // MARK: - Segues

    mutating func performSegue(_ s: Segue) throws(SimulationError) {
        let src = try lookup(s.from)
        guard objects[src].state == .appeared else {
            throw fail("segue '\(s.id)' starts from '\(s.from)', which is not on screen", suggestion: "trigger segues from the controller the user sees")
        }
        var nav: Int?
        if s.kind == .push {
            guard let p = objects[src].parent, objects[p].kind == .navigation else {
                throw fail("push segue '\(s.id)' needs '\(s.from)' inside a navigation controller", suggestion: "use kind: present, or embed '\(s.from)' in a navigation controller")
            }
            nav = p
        }
        if s.trigger == .control && scenario.profile.hasShouldPerformSegue {
            emit(src, .shouldPerformSegue, ["identifier": .string(s.id)], .shouldPerform)
        }
        let dest = instantiate(s.to, origin: .storyboard, rule: .segue)
        emit(src, .prepareForSegue, ["identifier": .string(s.id), "destination": .string(objects[dest].name)], .segue)
        if let nav {
            push(dest, on: nav, animated: s.animated)
        } else {
            present(dest, style: s.style, animated: s.animated, completion: false, source: src, delegate: nil)
        }
    }

    mutating func unwind(to name: String, action: String) throws(SimulationError) {
        guard scenario.profile.hasUnwindSegues else {
            throw fail("unwind segues need iOS 6 or later", suggestion: "use profile ios12 or later, or dismiss by delegate")
        }
        let dest = try lookup(name)
        let src = frontLeaf!
        guard src != dest, objects[dest].state.hasLoadedView else {
            throw fail("unwind to '\(name)': it is not below the current screen", suggestion: "unwind to a controller that presented or pushed the current one")
        }
        // Where is dest? In the tree under the frontmost presented controller's presenter, or in the same stack.
        let front = frontRoot!
        let stackNav = objects[src].parent.flatMap { objects[$0].kind == .navigation ? $0 : nil }
        enum Route { case dismiss(Int), pop(Int, Int) }
        var route: Route?
        if let nav = stackNav, let k = objects[nav].children.firstIndex(of: dest) {
            route = .pop(nav, k)
        } else if front != windowRoot, let presenter = objects[front].presenter, allDescendants(presenter).contains(dest) {
            route = .dismiss(front)
        }
        guard let route else {
            throw fail("unwind to '\(name)' would cross more than one presentation or stack, which the model does not cover",
                       suggestion: "unwind to the controller directly below the current screen")
        }
        emit(dest, .canPerformUnwind, ["action": .string(action)], .unwind)
        emit(src, .prepareForSegue, ["identifier": .string("unwind"), "destination": .string(name)], .unwind)
        emit(dest, .unwindAction, ["name": .string(action)], .unwind)
        switch route {
        case .pop(let nav, let k): pop(nav, to: k, animated: true, rule: .pop)
        case .dismiss(let p): dismiss(p, animated: true, completion: false, caller: dest, rule: nil)
        }
    }

    // MARK: - Containment

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
            guard objects[c].parent == nil, c != windowRoot, objects[c].presenter == nil else {
                throw fail("'\(childName)' already has a parent", suggestion: "removeChild it first")
            }
            child = c
        } else {
            child = instantiate(.controller(childName), origin: scenario.origin, rule: .initialize)
        }
        objects[parent].children.append(child)
        objects[parent].showing.insert(child)
        objects[child].parent = parent
        emit(child, .willMoveToParent, ["parent": .string(parentName)], .addChild)
        _ = loadShown([child], rule: .addChild)
        let onScreen = objects[parent].state.isOnScreen
        if onScreen { rootViewEntersWindow(child) }
        emit(child, .didMoveToParent, ["parent": .string(parentName)], .addChild)
        guard objects[parent].state == .appeared else { return }
        nextTurn()
        let tree = loadShown([child], rule: .loadFirst)
        for i in tree { emit(i, .viewWillAppear, Self.animatedArg(false), .forwarding) }
        layoutAppearing(tree, animated: false)
        didAppear(tree, animated: false, rule: .forwarding)
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
        emit(child, .willMoveToParent, ["parent": .null], .removeChild)
        if wasOnScreen {
            nextTurn()
            willDisappear(tree, animated: false, rule: .forwarding)
            didDisappear(tree, animated: false, rule: .forwarding)
        } else {
            rootViewLeavesWindow(child)
        }
        objects[parent].children.removeAll { $0 == child }
        objects[parent].showing.remove(child)
        objects[child].parent = nil
        emit(child, .didMoveToParent, ["parent": .null], .removeChild)
        release(child)
    }

    mutating func swapChildren(parent pName: String, from oldName: String, to newName: String,
                               forwarding: Forwarding, animated: Bool) throws(SimulationError) {
        let p = try lookup(pName)
        let old = try lookup(oldName)
        guard objects[old].parent == p, objects[p].showing.contains(old) else {
            throw fail("'\(oldName)' is not a child that '\(pName)' shows", suggestion: "transition from a child on screen")
        }
        guard objects[p].state == .appeared else { throw fail("'\(pName)' is not on screen") }
        let new: Int
        if let n = live[newName], objects[n].parent == p {
            guard !objects[p].showing.contains(n) else { throw fail("'\(newName)' is already on screen") }
            new = n
        } else if let n = live[newName], objects[n].parent != nil || n == windowRoot {
            throw fail("'\(newName)' already has another parent")
        } else {
            new = live[newName] ?? instantiate(.controller(newName), origin: scenario.origin, rule: .initialize)
        }
        let rule: RuleID = forwarding == .manual ? .manualForwarding : .containerTransition
        emit(old, .willMoveToParent, ["parent": .null], .containerTransition)
        let adopting = objects[new].parent != p
        if adopting {
            objects[p].children.append(new)
            objects[new].parent = p
            emit(new, .willMoveToParent, ["parent": .string(pName)], .addChild)
        }
        let leaving = shown([old])
        objects[p].showing.remove(old)
        objects[p].showing.insert(new)
        let arriving = loadShown([new], rule: .loadFirst)
        // The did pair comes in the animation's completion block, on a later turn.
        transition(leaving: leaving, arriving: arriving, .navigation, animated: animated, rule: rule, completesLater: true)
        objects[p].children.removeAll { $0 == old }
        objects[old].parent = nil
        emit(old, .didMoveToParent, ["parent": .null], .containerTransition)
        if adopting { emit(new, .didMoveToParent, ["parent": .string(pName)], .containerTransition) }
        // The container keeps the controllers it was built with; others are released.
        if !scenario.window.allNames.contains(oldName) { release(old) }
    }

    // MARK: - Split view

    mutating func setPrimary(visible: Bool, animated: Bool) throws(SimulationError) {
        let what = visible ? "showPrimary" : "hidePrimary"
        guard let split = frontmost(.split) else { throw fail("\(what) needs a split view controller on screen") }
        guard scenario.device == .ipad else {
            throw fail("\(what): on iPhone the split view is collapsed to one column", suggestion: "use device: ipad")
        }
        guard objects[split].primaryVisible != visible else {
            throw fail("the primary column is already \(visible ? "shown" : "hidden")")
        }
        let primary = objects[split].children[0]
        let before = shown([primary])
        objects[split].primaryVisible = visible
        nextTurn()
        let arriving = visible ? loadShown([primary], rule: .loadFirst) : []
        transition(leaving: visible ? [] : before, arriving: arriving, .navigation, animated: animated, rule: .split, completesLater: animated)
    }

    // MARK: - Geometry, memory, views

    mutating func rotate(to o: Orientation) throws(SimulationError) {
        guard o != orientation else { throw fail("the device is already in \(o.rawValue)", suggestion: "rotate to the other orientation") }
        orientation = o
        let list = onScreen
        let to: [String: ArgValue] = ["to": .string(o.rawValue)]
        nextTurn()
        if !scenario.profile.hasTraitCallbacks {
            for i in list { emit(i, .willRotate, to, .rotationIOS5) }
            for i in list { emit(i, .willAnimateRotation, to, .rotationIOS5) }
            for i in list { layout(i) }
            nextTurn()
            for i in list { emit(i, .didRotate, ["from": .string(o == .landscape ? "portrait" : "landscape")], .rotationIOS5) }
        } else if scenario.device == .iphone {
            for i in list { emit(i, .willTransitionToTraits, ["verticalSizeClass": .string(o == .landscape ? "compact" : "regular")], .rotationIPhone) }
            for i in list { emit(i, .viewWillTransitionToSize, to, .rotationIPhone) }
            for i in list { emit(i, .traitCollectionDidChange, [:], .rotationIPhone) }
            for i in list { layout(i) }
        } else {
            for i in list { emit(i, .viewWillTransitionToSize, to, .rotationIPad) }
            for i in list { layout(i) }
        }
    }

    mutating func memoryWarning() {
        emitOther("AppDelegate", .appDelegate, .applicationDidReceiveMemoryWarning, [:], .memory)
        for i in aliveIndices {
            emit(i, .didReceiveMemoryWarning, [:], .memory)
            if scenario.profile.unloadsViewsOnMemoryWarning,
               objects[i].state == .loaded || objects[i].state == .disappeared {
                emit(i, .viewWillUnload, [:], .memoryIOS5)
                emit(i, .viewDidUnload, [:], .memoryIOS5)
            }
        }
    }

    func superviewFor(_ name: String) throws(SimulationError) -> (view: String, owner: Int) {
        if let c = live[name] { return (objects[c].name + "View", c) }
        if let v = views[name], v.superview != nil || scenario.tracedControllers.contains(name) { return (name, v.owner) }
        throw fail("unknown controller or view '\(name)'", suggestion: Suggest.didYouMean(name, among: scenario.controllerNames + views.keys.sorted()))
    }

    mutating func addSubview(_ v: String, to target: String) throws(SimulationError) {
        let (sup, owner) = try superviewFor(target)
        guard objects[owner].state.hasLoadedView else { throw fail("'\(target)' has no view loaded yet") }
        if views[v]?.superview != nil { throw fail("view '\(v)' is already in a superview", suggestion: "removeSubview it first") }
        if views[sup] == nil { views[sup] = ViewRecord(superview: nil, owner: owner) }
        addView(v, to: sup, owner: owner, inWindow: objects[owner].state.isOnScreen)
        if objects[owner].state == .appeared {
            nextTurn()
            layout(owner)
        }
    }

    mutating func removeSubview(_ v: String) throws(SimulationError) {
        guard let rec = views[v], rec.superview != nil, !v.hasSuffix("View") || !scenario.tracedControllers.contains(String(v.dropLast(4))) else {
            throw fail("view '\(v)' is not in a superview", suggestion: Suggest.didYouMean(v, among: views.keys.sorted()))
        }
        removeView(v, inWindow: objects[rec.owner].state.isOnScreen)
        if objects[rec.owner].state == .appeared {
            nextTurn()
            layout(rec.owner)
        }
    }
}
