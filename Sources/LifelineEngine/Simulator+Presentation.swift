import LifelineModel

/// Modal presentation: full screen, sheets and cards, dismissal and the sheet swipe (R3). Where a
/// presentation starts (`from:`, the presentation context) and dismissing several levels at once:
/// Simulator+PresentationContext.
/// The presented side of a presentation.
struct PresentationLink: Sendable, Equatable {
    /// The presenting controller: the root of a level, or the controller that defines the context.
    var presenter: Int
    var kind: PresentationKind
    /// The controller that started the presentation (segue source or frontmost controller); the delegate by default.
    var source: Int?
    /// The presentation controller's delegate, by name.
    var delegate: String?
    /// The style the app asked for (a popover may become something else on an iPhone).
    var style: PresentationStyle = .fullScreen
    /// A sheet's detents (iOS 15), and the one it rests at: the first.
    var detents: [Detent] = []
    var detent: Detent?

    /// The rule of the presentation and of its dismissal.
    func rule(dismissing: Bool) -> RuleID {
        switch style {
        case .overFullScreen: return .overFullScreen
        case .alert, .actionSheet: return .alert
        case .currentContext, .overCurrentContext: return .currentContext
        case .popover: return .popover
        default: return kind.coversPresenter ? (dismissing ? .dismiss : .present) : .sheet
        }
    }
}

/// What a presentation style becomes on the scenario's profile and device.
enum PresentationKind: Sendable, Equatable {
    /// The presenter's level leaves the screen (.fullScreen, and what adapts to it).
    case fullScreen
    /// Only the controller that defines the presentation context leaves the screen (.currentContext).
    case currentContext
    /// iOS 13+ sheets, and what adapts to them.
    case card
    case legacySheet
    /// The presented views go over the presenter's, which stay (.overFullScreen, .overCurrentContext, an iPad popover).
    case over

    /// Full screen and current context take the presenter's views off screen (R3.present, R3.current-context);
    /// sheets, cards and the over styles leave them where they are (R3.sheet, R3.over-full-screen).
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
}

extension Simulator {
    func resolve(_ style: PresentationStyle) -> PresentationKind {
        let p = scenario.profile
        switch style {
        case .fullScreen: return .fullScreen
        case .automatic: return p.hasCardSheets ? .card : .fullScreen
        case .pageSheet, .formSheet:
            if p.hasCardSheets { return .card }
            return scenario.device == .ipad ? .legacySheet : .fullScreen
        case .overFullScreen, .overCurrentContext: return .over
        // An alert or action sheet: a custom presentation that leaves the presenter's views (R3.alert).
        case .alert, .actionSheet: return .over
        case .currentContext: return .currentContext
        // A popover on an iPad; on an iPhone it adapts: full screen before iOS 13, a sheet since (R3.popover).
        case .popover:
            if scenario.device == .ipad { return .over }
            return p.hasCardSheets ? .card : .fullScreen
        }
    }

    /// The present action: a new controller (or tree) above the frontmost one.
    mutating func present(_ node: ControllerNode, style: PresentationStyle, animated: Bool, completion: Bool, delegate: String?,
                          from: String?, detents: [Detent] = []) throws(SimulationError) {
        for n in node.allNames where live[n].map { objects[$0].parent != nil } ?? false {
            throw fail("'\(n)' is already in the controller hierarchy", suggestion: "present a controller that is not on screen")
        }
        let source = try presentingSource(from)
        try checkStyleExists(style)
        if !detents.isEmpty, !scenario.profile.hasDetents || resolve(style) != .card {
            throw fail("detents belong to a sheet on iOS 15 or later; \(style.rawValue) on \(scenario.device.rawValue), \(scenario.profile.rawValue) is not one",
                       suggestion: "present it with style: pageSheet (or formSheet on an iPhone) on profile ios17 or later")
        }
        // An alert controller is always made in code (UIAlertController(title:message:preferredStyle:)).
        let p = instantiate(node, origin: style.isAlert ? .code : scenario.origin, rule: .initialize)
        if let source, let warning = presentationWarning(objects[p].name, from: source, style: style) {
            // UIKit prints the warning and does nothing; the new controller, kept by no one, is released.
            emit(source, .warning, ["message": .string(warning)], .refusedPresent)
            release(p)
            return
        }
        present(p, style: style, animated: animated, completion: completion, source: source, delegate: delegate)
        objects[p].presentation?.detents = detents
        objects[p].presentation?.detent = detents.first
    }

    /// Presents `p` from `source` (the controller whose `present` is called; the frontmost one when nil).
    mutating func present(_ p: Int, style: PresentationStyle, animated: Bool, completion: Bool, source: Int?, delegate: String?) {
        let caller = source ?? frontLeaf.guaranteed("a launched app has a controller in front")
        let presenter = presenter(for: caller, style: style)
        let kind = resolve(style)
        objects[presenter].presented = p
        var link = PresentationLink(presenter: presenter, kind: kind, source: source ?? caller, delegate: delegate)
        link.style = style
        objects[p].presentation = link
        let rule = link.rule(dismissing: false)
        askAdaptiveStyle(style, delegate: delegate)
        nextTurn()
        let arriving = loadShown([p], rule: .loadFirst)
        let leaving = kind.coversPresenter ? shown([presenter]).filter { objects[$0].state.isOnScreen } : []
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

    mutating func dismiss(by: DismissBy, method: String?, animated: Bool, completion: Bool, from: String?) throws(SimulationError) {
        if let from { return try dismissAbove(from, animated: animated, completion: completion) }
        let p = try topPresented("dismiss")
        let link = objects[p].presentation.guaranteed("a presented controller has its presentation")
        var caller = link.presenter
        switch by {
        case .presenting: break
        case .presented: caller = shown([p]).last.guaranteed("a presented controller shows at least itself")
        case .action:
            guard link.style.isAlert else {
                throw fail("dismiss by action is a tap on a button of an alert or action sheet; \(objects[p].name) was presented as \(link.style.rawValue)",
                           suggestion: "present it with style: alert, or dismiss by presenting, presented or delegate")
            }
            caller = p
        case .delegate:
            guard let delegate = link.source, objects[delegate].alive else {
                throw fail("dismiss by delegate needs the controller that presented \(objects[p].name), but it is gone",
                           suggestion: "dismiss by presenting or presented")
            }
            let leaf = objects[shown([p]).last.guaranteed("a presented controller shows at least itself")].name
            let name = method ?? (leaf.prefix(1).lowercased() + leaf.dropFirst() + "DidFinish")
            emit(delegate, .delegate, ["name": .string(name)], .appCode)
            caller = delegate
        }
        dismiss(p, animated: animated, completion: completion, caller: caller, rule: nil)
    }

    /// `beforeRelease`: what is told once the dismissal has ended, before the presented controller goes
    /// (a presentation delegate's didDismiss).
    mutating func dismiss(_ p: Int, animated: Bool, completion: Bool, caller: Int, rule: RuleID?,
                          beforeRelease: ((inout Simulator) -> Void)? = nil) {
        let link = objects[p].presentation.guaranteed("a presented controller has its presentation")
        let rule = rule ?? link.rule(dismissing: true)
        objects[link.presenter].presented = nil
        nextTurn()
        let leaving = shown([p])
        let arriving = link.kind.coversPresenter ? loadShown([link.presenter], rule: .loadFirst) : []
        transition(leaving: leaving, arriving: arriving, .modal, animated: animated, rule: rule, completesLater: animated)
        if completion { emit(caller, .completion, ["of": .string("dismiss")], .completion) }
        beforeRelease?(&self)
        release(p)
    }

    mutating func interactiveDismiss(_ outcome: SheetSwipeOutcome, tapOutside: Bool) throws(SimulationError) {
        let p = try topPresented(tapOutside ? "tapOutside" : "interactiveDismiss")
        if let link = objects[p].presentation, link.style == .popover, link.kind == .over {
            return try tapOutsidePopover(p, link: link, outcome)
        }
        if tapOutside {
            throw fail("tapOutside dismisses a popover on an iPad; \(objects[p].name) is not shown as one",
                       suggestion: "present it with style: popover on device: ipad, or swipe a sheet with interactiveDismiss")
        }
        guard let link = objects[p].presentation, link.kind == .card else {
            throw fail("interactiveDismiss needs a page or form sheet on iOS 13 or later; \(objects[p].name) is not shown as a card",
                       suggestion: "present it with style: pageSheet on profile ios13 or ios17")
        }
        let delegate = link.delegate.flatMap { live[$0] }
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
            objects[link.presenter].presented = nil
            didDisappear(tree, animated: true, rule: .sheetSwipe)
            tell(.presentationControllerDidDismiss, &self)
            release(p)
        case .refuse: break
        }
    }
}
