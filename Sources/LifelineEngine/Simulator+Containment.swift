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
        objects[parent].children.append(child)
        objects[parent].custom.showing.insert(child)
        objects[child].parent = parent
        move(.will, child, to: parent, .addChild)
        _ = loadShown([child], rule: .addChild)
        let onScreen = objects[parent].state.isOnScreen
        if onScreen { rootViewEntersWindow(child) }
        move(.did, child, to: parent, .addChild)
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
        move(.will, child, to: nil, .removeChild)
        if wasOnScreen {
            nextTurn()
            willDisappear(tree, animated: false, rule: .forwarding)
            didDisappear(tree, animated: false, rule: .forwarding)
        } else {
            rootViewLeavesWindow(child)
        }
        objects[parent].children.removeAll { $0 == child }
        objects[parent].custom.showing.remove(child)
        objects[child].parent = nil
        move(.did, child, to: nil, .removeChild)
        release(child)
    }

    mutating func swapChildren(parent pName: String, from oldName: String, to newName: String,
                               forwarding: Forwarding, animated: Bool) throws(SimulationError) {
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
        move(.will, old, to: nil, .containerTransition)
        let adopting = objects[new].parent != p
        if adopting {
            objects[p].children.append(new)
            objects[new].parent = p
            move(.will, new, to: p, .addChild)
        }
        let leaving = shown([old])
        objects[p].custom.showing.remove(old)
        objects[p].custom.showing.insert(new)
        let arriving = loadShown([new], rule: .loadFirst)
        // The did pair comes in the animation's completion block, on a later turn.
        transition(leaving: leaving, arriving: arriving, .navigation, animated: animated, rule: rule, completesLater: true)
        objects[p].children.removeAll { $0 == old }
        objects[old].parent = nil
        move(.did, old, to: nil, .containerTransition)
        if adopting { move(.did, new, to: p, .containerTransition) }
        // The container keeps the controllers it was built with; others are released.
        if !scenario.window.allNames.contains(oldName) { release(old) }
    }
}
