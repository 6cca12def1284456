import LifelineModel

/// Traced UIViews: root views entering and leaving the window, subviews added and removed (R7.views).
extension Simulator {
    mutating func addView(_ v: String, to superview: String, owner: Int, inWindow: Bool) {
        let sup: [String: ArgValue] = ["superview": .string(superview)]
        emitOther(v, .view, .willMoveToSuperview, sup, .views)
        if inWindow {
            emitOther(v, .view, .willMoveToWindow, ["window": .string("window")], .views)
            emitOther(v, .view, .didMoveToWindow, ["window": .string("window")], .views)
        }
        emitOther(v, .view, .didMoveToSuperview, sup, .views)
        views[v] = ViewRecord(superview: superview, owner: owner, order: events.count)
        if superview != "window" { emitOther(superview, .view, .didAddSubview, ["subview": .string(v)], .views) }
    }

    mutating func removeView(_ v: String, inWindow: Bool) {
        guard let sup = views[v]?.superview else { return }
        if sup != "window" { emitOther(sup, .view, .willRemoveSubview, ["subview": .string(v)], .views) }
        emitOther(v, .view, .willMoveToSuperview, ["superview": .null], .views)
        if inWindow {
            emitOther(v, .view, .willMoveToWindow, ["window": .null], .views)
            emitOther(v, .view, .didMoveToWindow, ["window": .null], .views)
        }
        emitOther(v, .view, .didMoveToSuperview, ["superview": .null], .views)
        views[v]?.superview = nil
    }

    func subviews(of view: String) -> [String] {
        views.filter { $0.value.superview == view }.sorted { ($0.value.order, $0.key) < ($1.value.order, $1.key) }.map(\.key)
    }

    /// A controller's root view enters the window: the window pair runs down its subview tree.
    mutating func rootViewEntersWindow(_ i: Int) {
        guard let root = rootViewName(i) else { return }
        let sup = objects[i].parent.map { objects[$0].name + "View" } ?? "window"
        let tree = viewTree(root)
        emitOther(root, .view, .willMoveToSuperview, ["superview": .string(sup)], .views)
        for v in tree { emitOther(v, .view, .willMoveToWindow, ["window": .string("window")], .views) }
        for v in tree { emitOther(v, .view, .didMoveToWindow, ["window": .string("window")], .views) }
        emitOther(root, .view, .didMoveToSuperview, ["superview": .string(sup)], .views)
        views[root] = ViewRecord(superview: sup, owner: i, order: events.count)
    }

    mutating func rootViewLeavesWindow(_ i: Int) {
        guard let root = rootViewName(i), views[root]?.superview != nil else { return }
        let tree = viewTree(root)
        emitOther(root, .view, .willMoveToSuperview, ["superview": .null], .views)
        for v in tree { emitOther(v, .view, .willMoveToWindow, ["window": .null], .views) }
        for v in tree { emitOther(v, .view, .didMoveToWindow, ["window": .null], .views) }
        emitOther(root, .view, .didMoveToSuperview, ["superview": .null], .views)
        views[root]?.superview = nil
    }

    func viewTree(_ root: String) -> [String] {
        var out = [root]
        for s in subviews(of: root) { out += viewTree(s) }
        return out
    }


    // MARK: - Steps

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
        if objects[owner].state == .appeared { relayout(sup, owner: owner) }
    }

    /// The layout pass at the end of the run-loop iteration after a subview was added or removed on
    /// screen: the host view lays out again (inside its controller's pair when it is a root view), then
    /// its subviews, the new one included (R7.relayout).
    mutating func relayout(_ host: String, owner: Int) {
        let isRoot = host == objects[owner].name + "View"
        if isRoot { emit(owner, .viewWillLayoutSubviews, [:], .layout) }
        emitOther(host, .view, .layoutSubviews, [:], .relayout)
        if isRoot { emit(owner, .viewDidLayoutSubviews, [:], .layout) }
        layoutSubviews(under: host, owner: owner, rule: .relayout)
    }

    /// `release`: nothing else holds the view: it is deallocated as soon as its superview lets it go, right
    /// after `didMoveToSuperview`, then its subviews (their superview held them) — before the relayout.
    mutating func removeSubview(_ v: String, release: Bool) throws(SimulationError) {
        guard let rec = views[v], let host = rec.superview, !v.hasSuffix("View") || !scenario.tracedControllers.contains(String(v.dropLast(4))) else {
            throw fail("view '\(v)' is not in a superview", suggestion: Suggest.didYouMean(v, among: views.keys.sorted()))
        }
        let tree = viewTree(v)
        removeView(v, inWindow: objects[rec.owner].state.isOnScreen)
        if release {
            for view in tree {
                emitOther(view, .view, .deinit, [:], .release)
                views[view] = nil
            }
        }
        if objects[rec.owner].state == .appeared { relayout(host, owner: rec.owner) }
    }
}

/// A controller's view added to another's without `addChild` (R6.orphan-view): a mistake UIKit lets through.
extension Simulator {
    /// Reading B's `view` loads it; adding it under a view in the window makes UIKit send B the appearance
    /// callbacks its view's window change implies, unanimated, and print its "Unbalanced calls" warning,
    /// since no container began that transition. B is no child: no willMove/didMove, no `parent`. From then on
    /// its view rides with the host's: B appears and disappears with it.
    mutating func addControllerView(_ name: String, to target: String) throws(SimulationError) {
        let (sup, owner) = try superviewFor(target)
        guard objects[owner].state.hasLoadedView else { throw fail("'\(target)' has no view loaded yet") }
        if let existing = live[name], objects[existing].parent != nil || objects[existing].state.isOnScreen || existing == windowRoot {
            throw fail("'\(name)' is already in the controller hierarchy", suggestion: "add the view of a controller that is not on screen")
        }
        let b = instantiate(.controller(name), origin: scenario.origin, rule: .initialize)
        if !objects[b].state.hasLoadedView { loadView(b, rule: .orphanView) }
        objects[owner].orphans.append(b)
        if views[sup] == nil { views[sup] = ViewRecord(superview: nil, owner: owner) }
        guard objects[owner].state == .appeared else { return }
        willAppear([b], animated: false, rule: .orphanView)
        layoutAppearing([b], animated: false)
        didAppear([b], animated: false, rule: .orphanView)
        emit(b, .warning, ["message": .string("Unbalanced calls to begin/end appearance transitions for \(name).")], .orphanView)
    }
}
