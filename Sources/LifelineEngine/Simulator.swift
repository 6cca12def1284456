import LifelineModel

/// An action that UIKit would refuse (or that the model cannot run), with where it was written.
public typealias SimulationError = LocatedError

/// The UIKit view-controller lifecycle simulator. A value type: copy it to try an action.
///
/// Each step begins on a new run-loop turn. What the app or the user does happens on that turn
/// (the model changes at once); UIKit's deferred work happens on the following turns (R2).
public struct Simulator: Sendable {
    public let scenario: ScenarioHeader
    public internal(set) var events: [TraceEvent] = []
    public internal(set) var turn = -1
    public internal(set) var launched = false
    var stepIndex = 0
    var location = SourceLocation.unknown

    var objects: [Obj] = []
    /// Most recent live instance of each name.
    var live: [String: Int] = [:]
    /// Every live instance of each name, oldest first (the segue-back mistake keeps several alive).
    var aliveByName: [String: [Int]] = [:]
    var instanceCount: [String: Int] = [:]
    var orientation: Orientation
    var windowRoot: Int?
    /// Traced views: name → (superview name or nil, owning controller).
    var views: [String: ViewRecord] = [:]
    public internal(set) var actorKinds: [String: ActorKind] = [:]

    public init(_ header: ScenarioHeader) {
        self.scenario = header
        self.orientation = header.orientation
    }

    public init(scenario: Scenario) { self.init(ScenarioHeader(scenario)) }

    /// Runs a whole scenario.
    public static func run(_ scenario: Scenario) throws(SimulationError) -> Trace {
        var sim = Simulator(scenario: scenario)
        for step in scenario.steps { try sim.apply(step) }
        return sim.trace
    }

    public var trace: Trace {
        Trace(scenarioID: scenario.id, profile: scenario.profile, device: scenario.device, events: events, actorKinds: actorKinds)
    }

    // MARK: - Objects

    struct Obj: Sendable {
        var name: String
        var instance: Int
        var kind: ActorKind
        var state: AppearanceState = .notLoaded
        var parent: Int?
        var children: [Int] = []
        var showing: Set<Int> = []
        var selected = 0
        var primaryVisible = true
        var presented: Int?
        var presenter: Int?
        var presentation: Presentation = .none
        /// The controller that started the presentation (segue source or frontmost controller); the delegate by default.
        var source: Int?
        var presentationDelegate: String?
        var alive = true
        /// Children a custom container adds in its viewDidLoad.
        var pendingChildren: [Int] = []
    }

    enum Presentation: Sendable { case none, fullScreen, card, legacySheet }

    struct ViewRecord: Sendable {
        var superview: String?
        var owner: Int
    }

    // MARK: - Emitting

    mutating func emit(_ i: Int, _ cb: Callback, _ args: [String: ArgValue] = [:], _ rule: RuleID) {
        if cb.changesState {
            // The engine takes only valid edges (the invariant tests hold it to that); were it to
            // take another, the state stays and the invariant checker names the event.
            if let next = LifecycleMachine.next(objects[i].state, cb) {
                objects[i].state = next
            } else {
                assertionFailure("\(objects[i].name): \(cb.rawValue) is no transition from \(objects[i].state.rawValue)")
            }
        }
        let o = objects[i]
        events.append(TraceEvent(seq: events.count + 1, step: stepIndex, turn: turn, actor: o.name, instance: o.instance,
                                 callback: cb, args: args, state: o.state, rule: rule.rawValue))
    }

    /// An event for an actor that is not a controller (a view, the app delegate).
    mutating func emitOther(_ actor: String, _ kind: ActorKind, _ cb: Callback, _ args: [String: ArgValue] = [:], _ rule: RuleID) {
        if actorKinds[actor] == nil { actorKinds[actor] = kind }
        events.append(TraceEvent(seq: events.count + 1, step: stepIndex, turn: turn, actor: actor, instance: 1,
                                 callback: cb, args: args, state: nil, rule: rule.rawValue))
    }

    mutating func nextTurn() { turn += 1 }

    func fail(_ message: String, suggestion: String? = nil) -> SimulationError {
        SimulationError(message, at: location, suggestion: suggestion)
    }

    static func animatedArg(_ animated: Bool) -> [String: ArgValue] { ["animated": .bool(animated)] }

    // MARK: - Lookup

    func lookup(_ name: String) throws(SimulationError) -> Int {
        if let i = live[name] { return i }
        let known = scenario.creatableNames
        if known.contains(name) || instanceCount[name] != nil {
            throw fail("controller '\(name)' is not alive at this step", suggestion: instanceCount[name] == nil
                       ? "it has not been created yet" : "it was deallocated earlier")
        }
        throw fail("unknown controller '\(name)'", suggestion: Suggest.didYouMean(name, among: known))
    }

    /// The topmost presented controller, or the window's root.
    var frontRoot: Int? {
        guard var r = windowRoot else { return nil }
        while let p = objects[r].presented { r = p }
        return r
    }

    func visibleChildren(_ i: Int) -> [Int] {
        let o = objects[i]
        switch o.kind {
        case .navigation: return o.children.last.map { [$0] } ?? []
        case .tabBar: return o.children.isEmpty ? [] : [o.children[o.selected]]
        case .split:
            if scenario.device == .iphone { return [o.children[0]] }
            return o.primaryVisible ? o.children : [o.children[1]]
        default: return o.children.filter { o.showing.contains($0) }
        }
    }

    /// i and the descendants it shows, parents first.
    func shown(_ roots: [Int]) -> [Int] {
        var out: [Int] = []
        func walk(_ i: Int) { out.append(i); for c in visibleChildren(i) { walk(c) } }
        for r in roots { walk(r) }
        return out
    }

    /// i and all its descendants (shown or not), parents first.
    func allDescendants(_ i: Int) -> [Int] {
        var out: [Int] = []
        func walk(_ i: Int) { out.append(i); for c in objects[i].children { walk(c) } }
        walk(i)
        return out
    }

    /// The deepest container of `kind` on screen, walking from the frontmost root.
    func frontmost(_ kind: ActorKind) -> Int? {
        guard let r = frontRoot else { return nil }
        var found: Int?
        for i in shown([r]) where objects[i].kind == kind { found = i }
        return found
    }

    /// The controller the user is looking at: the last shown leaf of the frontmost tree.
    var frontLeaf: Int? {
        guard let r = frontRoot else { return nil }
        return shown([r]).last
    }

    // MARK: - Creation and release

    mutating func create(_ name: String, kind: ActorKind) -> Int {
        let n = (instanceCount[name] ?? 0) + 1
        instanceCount[name] = n
        objects.append(Obj(name: name, instance: n, kind: kind))
        let i = objects.count - 1
        live[name] = i
        aliveByName[name, default: []].append(i)
        actorKinds[name] = kind
        return i
    }

    /// Instantiates a controller tree (R1.init): a storyboard decodes parents first, code builds children first.
    mutating func instantiate(_ node: ControllerNode, origin: Origin, rule: RuleID) -> Int {
        func build(_ node: ControllerNode) -> Int {
            let kind: ActorKind
            switch node {
            case .controller: kind = .controller
            case .navigation: kind = .navigation
            case .tabs: kind = .tabBar
            case .split: kind = .split
            case .container: kind = .container
            }
            var idx: Int
            if origin == .storyboard {
                idx = create(node.name, kind: kind)
                emit(idx, .initCoder, [:], rule)
                emit(idx, .awakeFromNib, [:], rule)
                let kids = node.children.map(build)
                objects[idx].children = kids
            } else {
                let kids = node.children.map(build)
                idx = create(node.name, kind: kind)
                emit(idx, .initNib, [:], rule)
                objects[idx].children = kids
            }
            for k in objects[idx].children { objects[k].parent = idx }
            switch node {
            case .tabs(_, _, let selected): objects[idx].selected = selected
            case .split:
                objects[idx].primaryVisible = scenario.device == .ipad && orientation == .landscape
            case .container(_, let kids, let showing):
                objects[idx].pendingChildren = objects[idx].children
                objects[idx].children = []
                let showNames = showing.isEmpty ? kids.map(\.name) : showing
                objects[idx].showing = Set(objects[idx].pendingChildren.filter { showNames.contains(objects[$0].name) })
            default: break
            }
            return idx
        }
        let root = build(node)
        // UIKit containers adopt their children as soon as they are set up (R6).
        for i in allDescendants(root) where [.navigation, .tabBar, .split].contains(objects[i].kind) {
            for c in objects[i].children {
                emit(c, .willMoveToParent, ["parent": .string(objects[i].name)], .navigationChild)
                emit(c, .didMoveToParent, ["parent": .string(objects[i].name)], .navigationChild)
            }
        }
        return root
    }

    /// Deallocates a controller and everything it holds, containers before their children (R7).
    mutating func release(_ i: Int) {
        var order: [Int] = []
        func walk(_ j: Int) {
            order.append(j)
            for c in objects[j].children { walk(c) }
            if let p = objects[j].presented { walk(p) }
        }
        walk(i)
        for j in order where objects[j].alive {
            emit(j, .deinit, [:], .release)
            objects[j].alive = false
            let name = objects[j].name
            aliveByName[name]?.removeAll { $0 == j }
            // An older instance of the same name may still be alive (the segue-back mistake).
            live[name] = aliveByName[name]?.last
            if aliveByName[name]?.isEmpty == true { aliveByName[name] = nil }
        }
    }

    /// Live controllers in order of creation.
    var aliveIndices: [Int] { aliveByName.values.joined().sorted() }

    // MARK: - Views and appearance

    func rootViewName(_ i: Int) -> String? {
        scenario.tracedControllers.contains(objects[i].name) ? objects[i].name + "View" : nil
    }

    /// Loads the views of the controllers that are about to be shown, parents first (R1.load,
    /// R5.load-first), and returns them. Loading can change what a container shows (a custom
    /// container adds its children in viewDidLoad), so the tree is walked as it loads.
    mutating func loadShown(_ roots: [Int], rule: RuleID) -> [Int] {
        var out: [Int] = []
        func walk(_ i: Int, _ sim: inout Simulator) {
            if !sim.objects[i].state.hasLoadedView { sim.loadView(i, rule: rule) }
            out.append(i)
            for c in sim.visibleChildren(i) { walk(c, &sim) }
        }
        for r in roots { walk(r, &self) }
        return out
    }

    mutating func loadView(_ i: Int, rule: RuleID) {
        emit(i, .loadView, [:], rule)
        emit(i, .viewDidLoad, [:], rule)
        if let root = rootViewName(i) {
            views[root] = views[root] ?? ViewRecord(superview: nil, owner: i)
            for sub in scenario.controllers[objects[i].name]?.subviews ?? [] where views[sub]?.superview == nil {
                addView(sub, to: root, owner: i, inWindow: false)
            }
        }
        // A custom container adds its children in viewDidLoad.
        let pending = objects[i].pendingChildren
        objects[i].pendingChildren = []
        for c in pending {
            objects[i].children.append(c)
            emit(c, .willMoveToParent, ["parent": .string(objects[i].name)], .addChild)
            emit(c, .didMoveToParent, ["parent": .string(objects[i].name)], .addChild)
        }
    }

    mutating func addView(_ v: String, to superview: String, owner: Int, inWindow: Bool) {
        let sup: [String: ArgValue] = ["superview": .string(superview)]
        emitOther(v, .view, .willMoveToSuperview, sup, .views)
        if inWindow {
            emitOther(v, .view, .willMoveToWindow, ["window": .string("window")], .views)
            emitOther(v, .view, .didMoveToWindow, ["window": .string("window")], .views)
        }
        emitOther(v, .view, .didMoveToSuperview, sup, .views)
        views[v] = ViewRecord(superview: superview, owner: owner)
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
        views.filter { $0.value.superview == view }.map(\.key).sorted()
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
        views[root] = ViewRecord(superview: sup, owner: i)
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

    mutating func willAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillAppear, Self.animatedArg(animated), rule) }
        for i in list { rootViewEntersWindow(i) }
    }

    /// viewIsAppearing and the layout pair for controllers whose views just entered the hierarchy (R5).
    mutating func layoutAppearing(_ list: [Int], animated: Bool) {
        for i in list {
            if scenario.profile.hasViewIsAppearing { emit(i, .viewIsAppearing, Self.animatedArg(animated), .viewIsAppearing) }
            layout(i)
        }
    }

    mutating func layout(_ i: Int) {
        emit(i, .viewWillLayoutSubviews, [:], .layout)
        if let root = rootViewName(i) { emitOther(root, .view, .layoutSubviews, [:], .layout) }
        emit(i, .viewDidLayoutSubviews, [:], .layout)
    }

    mutating func didAppear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewDidAppear, Self.animatedArg(animated), rule) }
    }

    mutating func willDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { emit(i, .viewWillDisappear, Self.animatedArg(animated), rule) }
    }

    mutating func didDisappear(_ list: [Int], animated: Bool, rule: RuleID) {
        for i in list { rootViewLeavesWindow(i) }
        for i in list { emit(i, .viewDidDisappear, Self.animatedArg(animated), rule) }
    }

    /// Visible controllers of every presentation level, window root first.
    var onScreen: [Int] {
        var out: [Int] = []
        var r = windowRoot
        while let i = r {
            out += shown([i]).filter { objects[$0].state.isOnScreen }
            r = objects[i].presented
        }
        return out
    }
}

/// A scenario with what the simulator derives from it before any step runs.
public struct ScenarioHeader: Sendable {
    public let scenario: Scenario
    /// Every controller name the scenario mentions.
    public let controllerNames: [String]
    /// Names the scenario can bring to life: the window's tree and what steps create.
    public let creatableNames: [String]
    /// Controllers whose root views (and declared subviews) are traced.
    public let tracedControllers: Set<String>

    public var id: String { scenario.id }
    public var profile: Profile { scenario.profile }
    public var device: Device { scenario.device }
    public var origin: Origin { scenario.origin }
    public var orientation: Orientation { scenario.orientation }
    public var window: ControllerNode { scenario.window }
    public var controllers: [String: ControllerDecl] { scenario.controllers }

    public init(_ s: Scenario) {
        scenario = s
        func collect(_ names: (Action) -> [String]) -> [String] {
            var out = s.window.allNames
            var seen = Set(out)
            for step in s.steps { for n in names(step.action) where seen.insert(n).inserted { out.append(n) } }
            return out
        }
        controllerNames = collect(\.controllerNames)
        creatableNames = collect(\.createdNames)
        tracedControllers = Set(s.controllers.keys)
    }
}
