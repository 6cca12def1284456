import LifelineModel

/// Where a presentation starts and ends: presentation levels, `present(_:animated:completion:)` called
/// on a given controller, the presentation context (R3.current-context), the popover's adaptation
/// (R3.popover), and `dismiss(animated:completion:)` called below the top, which closes every level
/// above (R3.dismiss-stack).
extension Simulator {
    // MARK: - Levels

    /// The controller presented from the level whose root is `root`: by the root itself, or by a
    /// controller of its tree that defines the presentation context.
    func presented(fromLevel root: Int) -> Int? {
        if let p = objects[root].presented { return p }
        for i in allDescendants(root) { if let p = objects[i].presented { return p } }
        return nil
    }

    /// Level roots from the window's root to the frontmost presented controller.
    var levels: [Int] {
        guard var r = windowRoot else { return [] }
        var out = [r]
        while let p = presented(fromLevel: r) { out.append(p); r = p }
        return out
    }

    /// The root of the level that holds `i` (the window's root or a presented controller).
    func levelRoot(of i: Int) -> Int {
        var r = i
        while let p = objects[r].parent { r = p }
        return r
    }

    // MARK: - Presenting

    /// The controller named by `from:`, checked: alive, on screen and not presenting already. Nil when not named.
    func presentingSource(_ from: String?) throws(SimulationError) -> Int? {
        guard let from else { return nil }
        return try lookup(from)
    }

    /// What UIKit prints instead of presenting `name` from `i`, when it ignores the call: `i`'s level already
    /// presents something, or the controller the request is forwarded to — `i`'s level root, which covers the
    /// screen, or for the context styles the controller defining the context — is not in the window
    /// (R3.present-refused). A controller hidden under a push or in another tab is not refused: Apple's
    /// present(_:animated:completion:) forwards the request up to the nearest parent that can make it, and
    /// UIKit's warning names that controller ("on") apart from the caller ("from"). Nil when it goes ahead.
    func presentationWarning(_ name: String, from i: Int, style: PresentationStyle) -> String? {
        let on = objects[i].name
        let level = levelRoot(of: i)
        if levels.contains(level), let above = presented(fromLevel: level) {
            return "Attempt to present \(name) on \(on) which is already presenting \(objects[above].name)."
        }
        let presenting = presenter(for: i, style: style)
        guard objects[presenting].state == .appeared else {
            let from = presenting == i ? "" : " (from \(on))"
            return "Attempt to present \(name) on \(objects[presenting].name)\(from) whose view is not in the window hierarchy."
        }
        return nil
    }

    /// The over and popover styles arrived in iOS 8; profile ios5 has none of them.
    func checkStyleExists(_ style: PresentationStyle) throws(SimulationError) {
        guard scenario.profile == .ios5, [.overFullScreen, .overCurrentContext, .popover, .alert, .actionSheet].contains(style) else { return }
        throw fail("style \(style.rawValue) needs iOS 8 or later; profile ios5 does not have it", suggestion: "use profile ios12 or later")
    }

    /// The presenting controller: for the context styles, the first controller from `caller` up that
    /// defines the presentation context (a navigation controller does by default), else the level's
    /// root; for every other style, the level's root (R3.current-context).
    func presenter(for caller: Int, style: PresentationStyle) -> Int {
        guard style == .currentContext || style == .overCurrentContext else { return levelRoot(of: caller) }
        var i = caller
        while true {
            if definesContext(i) { return i }
            guard let p = objects[i].parent else { return i }
            i = p
        }
    }

    func definesContext(_ i: Int) -> Bool {
        objects[i].kind == .navigation || scenario.controllers[objects[i].name]?.definesContext == true
    }

    /// On an iPhone the popover's presentation controller asks its delegate which style to adapt to,
    /// inside `present`, before the presented controller appears (R3.popover).
    mutating func askAdaptiveStyle(_ style: PresentationStyle, delegate: String?) {
        guard style == .popover, scenario.device == .iphone, let d = delegate.flatMap({ live[$0] }) else { return }
        emit(d, .adaptivePresentationStyle, ["traitCollection": .string("compact")], .popover)
    }

    // MARK: - Dismissing several levels

    /// `A.dismiss(animated:completion:)` with controllers presented above A's level: the level just above
    /// and everything above it go in one call. Only the top one animates; those between are removed
    /// (R3.dismiss-stack).
    mutating func dismissAbove(_ name: String, animated: Bool, completion: Bool) throws(SimulationError) {
        let caller = try lookup(name)
        let chain = levels
        guard let k = chain.firstIndex(of: levelRoot(of: caller)), k + 1 < chain.count else {
            throw fail("dismiss from '\(name)': nothing is presented above it",
                       suggestion: frontRoot == windowRoot ? "present a controller first" : "to close what is on top, write '- dismiss'")
        }
        let first = chain[k + 1]
        let link = objects[first].presentation.guaranteed("a presented controller has its presentation")
        objects[link.presenter].presented = nil
        nextTurn()
        // The top level animates; the levels between leave with it if their views were still on screen.
        let top = shown([chain.last.guaranteed("the chain starts with the presented controller")]).filter { objects[$0].state.isOnScreen }
        let between = chain[(k + 1)..<(chain.count - 1)].reversed().flatMap { shown([$0]).filter { objects[$0].state.isOnScreen } }
        let arriving = link.kind.coversPresenter ? loadShown([link.presenter], rule: .loadFirst) : []
        willDisappear(top, animated: animated, rule: .dismissStack)
        willDisappear(between, animated: false, rule: .dismissStack)
        willAppear(arriving, animated: animated, rule: .dismissStack)
        layoutAppearing(arriving, animated: animated)
        if animated { nextTurn() }
        didAppear(arriving, animated: animated, rule: .dismissStack)
        didDisappear(top, animated: animated, rule: .dismissStack)
        didDisappear(between, animated: false, rule: .dismissStack)
        if completion { emit(caller, .completion, ["of": .string("dismiss")], .completion) }
        release(first)
    }

    /// A tap outside an iPad popover (`interactiveDismiss` on a popover). The iOS 26.1 decompilation of
    /// UIPopoverPresentationController's dismissal attempt: it asks `_shouldDismiss` (the delegate's
    /// presentationControllerShouldDismiss, or didAttemptToDismiss when the popover is modal), calls the
    /// presenter's animated dismiss, then tells the delegate willDismiss; didDismiss comes when the
    /// dismissal ends. The presenter's views never left, so it hears nothing (R3.popover).
    mutating func tapOutsidePopover(_ p: Int, link: PresentationLink, _ outcome: SheetSwipeOutcome) throws(SimulationError) {
        guard scenario.profile.hasCardSheets else {
            throw fail("a tap outside the popover on \(scenario.profile.rawValue) asks the old UIPopoverPresentationControllerDelegate, which the model does not cover",
                       suggestion: "use profile ios13 or later")
        }
        guard outcome != .cancel else {
            throw fail("a tap outside a popover cannot be cancelled: it dismisses it, or is refused (isModalInPresentation)",
                       suggestion: "write 'tapOutside: finish' or 'tapOutside: refuse'")
        }
        let delegate = link.delegate.flatMap { live[$0] }
        if outcome == .refuse {
            if let delegate { emit(delegate, .presentationControllerDidAttemptToDismiss, [:], .popover) }
            return
        }
        if let delegate { emit(delegate, .presentationControllerShouldDismiss, [:], .popover) }
        if let delegate { emit(delegate, .presentationControllerWillDismiss, [:], .popover) }
        dismiss(p, animated: true, completion: false, caller: link.presenter, rule: .popover) { sim in
            if let delegate { sim.emit(delegate, .presentationControllerDidDismiss, [:], .popover) }
        }
    }
}

/// Sheet detents (iOS 15): the sheet on top rests at another height (R3.detents).
extension Simulator {
    /// Only the user's drag tells the sheet's delegate, when the sheet settles; code that sets
    /// `selectedDetentIdentifier` (inside `animateChanges`) tells no one. Nothing appears or disappears.
    mutating func selectDetent(_ detent: Detent, by: DetentChange) throws(SimulationError) {
        let p = try topPresented("selectDetent")
        guard let link = objects[p].presentation, !link.detents.isEmpty else {
            throw fail("selectDetent needs a sheet with detents; \(objects[p].name) was presented without them",
                       suggestion: "add detents: [medium, large] to the step that presents it")
        }
        guard link.detents.contains(detent), link.detent != detent else {
            throw fail("\(objects[p].name) cannot move to \(detent.rawValue): its detents are [\(link.detents.map(\.rawValue).joined(separator: ", "))]"
                       + " and it rests at \(link.detent?.rawValue ?? "none")", suggestion: "select another of its detents")
        }
        objects[p].presentation?.detent = detent
        nextTurn()
        if by == .drag, let d = link.delegate.flatMap({ live[$0] }) {
            emit(d, .sheetDidChangeDetent, ["detent": .string(detent.rawValue)], .detents)
        }
    }
}
