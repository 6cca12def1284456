import LifelineModel

/// Storyboard segues and unwind segues (R5).
extension Simulator {
    mutating func performSegue(_ s: Segue) throws(SimulationError) {
        let src = try lookup(s.from)
        // A control can only be tapped on screen; code may perform a present segue from anywhere (UIKit then warns).
        guard objects[src].state == .appeared || (s.kind == .present && s.trigger == .code) else {
            throw fail("segue '\(s.id)' starts from '\(s.from)', which is not on screen", suggestion: "trigger segues from the controller the user sees")
        }
        var nav: Int?
        if s.kind == .push {
            guard let p = objects[src].parent, objects[p].kind == .navigation else {
                throw fail("push segue '\(s.id)' needs '\(s.from)' inside a navigation controller", suggestion: "use kind: present, or embed '\(s.from)' in a navigation controller")
            }
            nav = p
        } else {
            try checkStyleExists(s.style)
        }
        if s.trigger == .control && scenario.profile.hasShouldPerformSegue {
            emit(src, .shouldPerformSegue, ["identifier": .string(s.id)], .shouldPerform)
        }
        guard s.shouldPerform else {
            // The segue template asks before it makes the destination: a `false` ends it there.
            guard s.trigger == .control && scenario.profile.hasShouldPerformSegue else {
                throw fail("shouldPerform: false needs a segue a control triggers, on iOS 6 or later: performSegue(withIdentifier:sender:) does not ask",
                           suggestion: "remove 'shouldPerform: false', or write 'trigger: control'")
            }
            return
        }
        let dest = instantiate(s.to, origin: .storyboard, rule: .segue)
        emit(src, .prepareForSegue, ["identifier": .string(s.id), "destination": .string(objects[dest].name)], .segue)
        if let nav {
            push(dest, on: nav, animated: s.animated)
        } else if let warning = presentationWarning(objects[dest].name, from: src, style: s.style) {
            // The segue calls present, which UIKit ignores (R3.present-refused).
            emit(src, .warning, ["message": .string(warning)], .refusedPresent)
            release(dest)
        } else {
            present(dest, style: s.style, animated: s.animated, completion: false, source: src, delegate: s.delegate)
        }
    }

    mutating func unwind(to name: String, action: String) throws(SimulationError) {
        guard scenario.profile.hasUnwindSegues else {
            throw fail("unwind segues need iOS 6 or later", suggestion: "use profile ios12 or later, or dismiss by delegate")
        }
        let dest = try lookup(name)
        let src = frontLeaf.guaranteed("a launched app has a controller in front")
        guard src != dest, objects[dest].state.hasLoadedView else {
            throw fail("unwind to '\(name)': it is not below the current screen", suggestion: "unwind to a controller that presented or pushed the current one")
        }
        // Where is dest? In the tree under the frontmost presented controller's presenter, or in the same stack.
        let front = frontRoot.guaranteed("a launched app has a window root")
        let stackNav = objects[src].parent.flatMap { objects[$0].kind == .navigation ? $0 : nil }
        enum Route { case dismiss(Int), pop(Int, Int) }
        var route: Route?
        if let nav = stackNav, let k = objects[nav].children.firstIndex(of: dest) {
            route = .pop(nav, k)
        } else if front != windowRoot, let presenter = objects[front].presentation?.presenter, allDescendants(presenter).contains(dest) {
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
}
