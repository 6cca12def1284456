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
        } else if world.terminated {
            throw fail("'\(step.action.keyword)' after terminate: the app is no longer running", suggestion: "make '- terminate' the last step")
        }
        if step.duringLaunch, case .push(let name, _, _, _) = step.action { return try pushDuringLaunch(name) }
        if pendingLaunch != nil { throw fail("the launch is waiting for a 'during: launch' step") }
        try checkSearch(step.action)
        nextTurn()
        switch step.action {
        case .launch: try launch()
        case .push(let name, let animated, let nav, let interactive): try push(name, animated: animated, in: nav, interactive: interactive)
        case .pop(let animated): try pop(toRoot: false, animated: animated)
        case .popTo(let name, let animated): try pop(to: name, animated: animated)
        case .popToRoot(let animated): try pop(toRoot: true, animated: animated)
        case .present(let node, let style, let animated, let completion, let delegate, let from, let detents):
            try present(node, style: style, animated: animated, completion: completion, delegate: delegate, from: from, detents: detents)
        case .selectDetent(let detent, let by): try selectDetent(detent, by: by)
        case .dismiss(let by, let method, let animated, let completion, let from):
            try dismiss(by: by, method: method, animated: animated, completion: completion, from: from)
        case .selectTab(let index, let by): try selectTab(index, by: by)
        case .interactivePop(let outcome): try interactivePop(outcome)
        case .interactiveDismiss(let outcome, let tap): try interactiveDismiss(outcome, tapOutside: tap)
        case .segue(let segue): try performSegue(segue)
        case .unwind(let to, let action): try unwind(to: to, action: action)
        case .addChild(let child, let parent): try addChild(child, to: parent)
        case .removeChild(let child): try removeChild(child)
        case .rotate(let o): try rotate(to: o)
        case .memoryWarning: memoryWarning()
        case .addSubview(let view, let to): try addSubview(view, to: to)
        case .addControllerView(let name, let to): try addControllerView(name, to: to)
        case .removeSubview(let view, let release): try removeSubview(view, release: release)
        case .showPrimary(let animated): try setPrimary(visible: true, animated: animated)
        case .hidePrimary(let animated): try setPrimary(visible: false, animated: animated)
        case .transition(let parent, let from, let to, let forwarding, let animated, let keep, let outcome):
            try swapChildren(parent: parent, from: from, to: to, forwarding: forwarding, animated: animated, keep: keep, outcome: outcome)
        case .wait: break
        case .setViewControllers(let names, let animated, let nav): try setViewControllers(names, animated: animated, in: nav)
        case .background: try enterBackground()
        case .foreground: try enterForeground()
        case .terminate: terminate()
        case .traitChange(let style): try changeAppearance(to: style)
        case .resize(let width): try resize(to: width)
        case .setPage(let name, let animated): try setPage(name, animated: animated)
        case .swipePage(let to, let outcome): try swipePage(to: to, outcome: outcome)
        case .search(let s, let owner): try search(s, in: owner)
        }
    }


    // MARK: - Launch

    /// The app's launch (R7.launch), with the app and scene delegates around it (Simulator+World).
    mutating func launch() throws(SimulationError) {
        try checkPageTransitions(scenario.window)
        launched = true
        let steps = scenario.scenario.steps
        launchApp(waiting: stepIndex < steps.count && steps[stepIndex].duringLaunch)
    }

    mutating func instantiateWindowRoot() -> Int {
        let root = instantiate(scenario.window, origin: scenario.origin, rule: scenario.origin == .storyboard ? .storyboard : .initialize)
        windowRoot = root
        return root
    }
}
