import LifelineModel

/// Custom containment: addChild, removeChild and container transitions (R6).
extension Simulator {
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
}
