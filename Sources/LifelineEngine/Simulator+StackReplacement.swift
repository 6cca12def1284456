import LifelineModel

/// `UINavigationController.setViewControllers(_:animated:)`: the stack replaced in one call. UIKit runs a
/// push when the new top was not on the stack, a pop when it was, nothing when the top stays
/// (R3.set-view-controllers). Which controllers hear willMove/didMove(toParent:) is disputed
/// (R6.set-view-controllers).
extension Simulator {
    mutating func setViewControllers(_ names: [String], animated: Bool, in navName: String?) throws(SimulationError) {
        let nav = try navigationForStack(navName)
        let old = objects[nav].children
        let kept = try stackMembers(names, old: old)
        let removed = old.filter { !kept.values.contains($0) }
        for r in removed {
            if let p = allDescendants(r).compactMap({ objects[$0].presented }).first {
                throw fail("'\(objects[r].name)' is presenting '\(objects[p].name)'", suggestion: "dismiss it before taking '\(objects[r].name)' off the stack")
            }
        }
        let oldTop = old.last.guaranteed("a navigation stack is never empty")
        let stack = names.map { kept[$0] ?? instantiate(.controller($0), origin: scenario.origin, rule: .initialize) }
        let added = stack.filter { !old.contains($0) }
        let newTop = stack.last.guaranteed("the new stack was checked to be non-empty")
        objects[nav].children = stack
        // The call: new children are adopted (addChild sends willMove), removed ones told they leave.
        for a in added {
            objects[a].parent = nav
            move(.will, a, to: nav, .stackContainment)
        }
        for r in removed { move(.will, r, to: nil, .stackContainment) }
        // Controllers removed from below the top were never on screen: they go at once.
        for r in removed where r != oldTop { leaveStack(r) }
        if newTop != oldTop && objects[nav].state == .appeared {
            nextTurn()
            let leaving = shown([oldTop]), arriving = loadShown([newTop], rule: .loadFirst)
            transition(leaving: leaving, arriving: arriving, .navigation, animated: animated, rule: .setViewControllers, completesLater: animated,
                       show: ShowNotice(navigation: nav, shown: newTop))
        }
        for a in added { move(.did, a, to: nav, .stackContainment) }
        if removed.contains(oldTop) { leaveStack(oldTop) }
    }

    /// The navigation controller named by `in:`, or the frontmost one.
    func navigationForStack(_ name: String?) throws(SimulationError) -> Int {
        guard let name else {
            guard let nav = frontmost(.navigation) else {
                throw fail("setViewControllers needs a navigation controller on screen", suggestion: "name one with 'in:', or put the screen in a navigation controller")
            }
            return nav
        }
        let nav = try lookup(name)
        guard objects[nav].kind == .navigation else {
            throw fail("'\(name)' is not a navigation controller", suggestion: "name a navigation controller with 'in:'")
        }
        return nav
    }

    /// The live controllers the new stack keeps or takes in, by name; names not returned are created.
    func stackMembers(_ names: [String], old: [Int]) throws(SimulationError) -> [String: Int] {
        var kept: [String: Int] = [:]
        for n in names {
            guard let i = live[n] else { continue }
            let free = objects[i].parent == nil && i != windowRoot && objects[i].presentation == nil && objects[i].kind == .controller
            guard old.contains(i) || free else {
                throw fail("'\(n)' is already in the controller hierarchy", suggestion: "a new stack holds controllers of this stack or new ones")
            }
            kept[n] = i
        }
        return kept
    }

    /// A controller taken off the stack: didMove(toParent: nil), then it is deallocated.
    mutating func leaveStack(_ r: Int) {
        objects[r].parent = nil
        move(.did, r, to: nil, .stackContainment)
        release(r)
    }
}
