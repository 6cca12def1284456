import LifelineModel

/// Modal presentation: full screen, sheets and cards, dismissal and the sheet swipe (R3).
extension Simulator {
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
}
