import LifelineModel

/// An action that UIKit would refuse (or that the model cannot run), with where it was written.
public typealias SimulationError = LocatedError

/// The UIKit view-controller lifecycle simulator. A value type: copy it to try an action.
///
/// Each step begins on a new run-loop turn. What the app or the user does happens on that turn
/// (the model changes at once); UIKit's deferred work happens on the following turns (R2).
public struct Simulator: Sendable, Equatable {
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
    /// The instance number of a view or other object that is not a controller: a view released and
    /// made again under the same name is a new object.
    var otherInstance: [String: Int] = [:]
    /// The app's state and appearance (Simulator+World).
    var world = WorldState()
    /// The window's root, created by a launch whose next step runs inside it (`during: launch`).
    var pendingLaunch: Int?
    /// The search controllers controllers made in their viewDidLoad (Simulator+Search).
    var searches: [SearchState] = []

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

    /// A controller. What only one kind of container needs is kept in that container's own state,
    /// defined beside the code that uses it.
    struct Obj: Sendable, Equatable {
        var name: String
        var instance: Int
        var kind: ActorKind
        var state: AppearanceState = .notLoaded
        var parent: Int?
        var children: [Int] = []
        var alive = true
        /// Plain controllers and custom containers (Simulator+Containment).
        var custom = CustomChildren()
        /// Tab bar controllers (Simulator+Tabs).
        var tabs = TabBarState()
        /// Split view controllers (Simulator+Split).
        var split = SplitState()
        /// Page view controllers (Simulator+Pages).
        var pages = PageState()
        /// The controller this one presents, if any.
        var presented: Int?
        /// How this controller was presented, if it was (Simulator+Presentation).
        var presentation: PresentationLink?
        /// iOS 26: whether `updateProperties` has run since the view loaded (it runs before the first layout).
        var propertiesUpdated = false
        /// A hosting controller's SwiftUI view has had onAppear without onDisappear since.
        var hostedViewShown = false
        /// Controllers whose root view the app added to this one's view without addChild (`addSubview: {viewOf:}`).
        var orphans: [Int] = []
    }

    struct ViewRecord: Sendable, Equatable {
        var superview: String?
        var owner: Int
        /// When it joined its superview (the trace's length then): subviews are kept in that order.
        var order = 0
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
                                 callback: cb, args: args, state: o.state, rule: rule))
    }

    /// An event for an actor that is not a controller (a view, the app delegate).
    mutating func emitOther(_ actor: String, _ kind: ActorKind, _ cb: Callback, _ args: [String: ArgValue] = [:], _ rule: RuleID) {
        if actorKinds[actor] == nil { actorKinds[actor] = kind }
        events.append(TraceEvent(seq: events.count + 1, step: stepIndex, turn: turn, actor: actor, instance: otherInstance[actor] ?? 1,
                                 callback: cb, args: args, state: nil, rule: rule))
        if cb == .deinit { otherInstance[actor, default: 1] += 1 }
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
    var frontRoot: Int? { levels.last }

    func visibleChildren(_ i: Int) -> [Int] {
        containedChildren(i) + objects[i].orphans
    }

    private func containedChildren(_ i: Int) -> [Int] {
        let o = objects[i]
        switch o.kind {
        case .navigation: return o.children.last.map { [$0] } ?? []
        case .tabBar: return o.children.isEmpty ? [] : [o.children[o.tabs.selected]]
        case .split:
            if scenario.device == .iphone { return [o.children[0]] }
            return o.split.primaryVisible ? o.children : [o.children[1]]
        case .pageView: return o.pages.current.map { [$0] } ?? []
        default: return o.children.filter { o.custom.showing.contains($0) }
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
}

extension Simulator {
    /// Names of the controllers alive now, sorted.
    public var liveControllerNames: [String] { live.keys.sorted() }
    /// The controller the user is looking at.
    public var frontLeafName: String? { frontLeaf.map { objects[$0].name } }
}
