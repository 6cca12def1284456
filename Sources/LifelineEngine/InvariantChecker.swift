import LifelineModel

/// Checks any trace — generated or imported — against the lifecycle's invariants:
/// valid R1 transitions, viewDidLoad once per view load, no appearance without a loaded view,
/// nothing after deinit, a did only after its will (except through the cancel edges), no trait or
/// layout callback without a loaded view, and no child appearing while its parent is not on screen
/// (except a page view controller's first page).
public enum InvariantChecker {
    /// `imported`: a log from a device, which may start after a controller was loaded and may leave
    /// callbacks out. Each controller then starts in the state its first logged callback comes from,
    /// and after a violation the checker takes up the logged callback's own state again, so one real
    /// problem is one finding, not a cascade.
    public static func check(_ trace: Trace, imported: Bool = false) -> [InvariantViolation] {
        var out: [InvariantViolation] = []
        var actors = Actors(controllerActors(trace))
        /// Callbacks the log prints at all: one it never prints may have happened between two it does.
        let logged = Set(trace.events.map(\.callback))

        for e in trace.events {
            guard let k = actors.index(e) else { continue }
            let key = actors.refs[k]
            func violation(_ kind: InvariantViolation.Kind) { out.append(InvariantViolation(seq: e.seq, actor: key, kind: kind)) }
            // A log's first line for a controller that says nothing of its view (`willMove(toParent:)`,
            // `prepare(for:sender:)`, possible with or without a view) leaves its state unknown: the first
            // callback that tells decides (issue #34, item 7).
            if imported, actors.state[k] == nil, !e.callback.changesState, outOfState(e.callback, .notLoaded) == nil {
                actors.adopt(e, k)
                continue
            }
            let s = actors.state[k] ?? (imported ? startState(before: e.callback) : .notLoaded)
            if s == .deallocated {
                violation(.afterDeinit(e.callback))
                continue
            }
            var next = s
            if e.callback.changesState {
                let (to, problem) = transition(from: s, e.callback, imported: imported, logged: logged)
                next = to
                if let problem { violation(problem) }
            } else if let problem = outOfState(e.callback, s) {
                violation(problem)
            }
            if e.callback == .viewWillAppear || e.callback == .viewDidAppear, let p = actors.parent[k],
               let ps = actors.state[p], ps != .appearing && ps != .appeared, !firstPage(of: actors.refs[p], in: ps, trace) {
                violation(.parentAway(e.callback, parent: actors.refs[p].name, ps))
            }
            actors.adopt(e, k)
            if let recorded = e.state, recorded != next, next != s || e.callback.changesState {
                violation(.recorded(recorded, expected: next))
            }
            actors.state[k] = next
        }
        return out
    }

    /// The controllers met so far, each by a number: one dictionary lookup per event, then arrays
    /// (five lookups of a name and an instance per event were a fifth of a long log's check, issue #34).
    struct Actors {
        let controllers: Set<String>
        var byRef: [ActorRef: Int] = [:]
        var refs: [ActorRef] = []
        var state: [AppearanceState?] = []
        var parent: [Int?] = []
        /// Whether the trace has an event of it (a parent may be named before its first event).
        var seen: [Bool] = []
        /// Instances seen of each name: a parent named in willMove/didMove is resolved when the child
        /// is adopted, to the newest live instance of that name (the container adopting it).
        var instances: [String: [Int]] = [:]
        /// Events of the same actor come in runs: the last one is asked first.
        var last: (ref: ActorRef, index: Int)?

        init(_ controllers: Set<String>) { self.controllers = controllers }

        /// The event's controller, numbered when first met; nil for an actor that is no controller.
        mutating func index(_ e: TraceEvent) -> Int? {
            if let last, last.ref.instance == e.instance, last.ref.name == e.actor { return last.index }
            guard controllers.contains(e.actor) else { return nil }
            let ref = e.actorRef
            let k = byRef[ref] ?? number(ref)
            if !seen[k] {
                seen[k] = true
                instances[e.actor, default: []].append(k)
            }
            last = (ref, k)
            return k
        }

        mutating func number(_ ref: ActorRef) -> Int {
            let k = refs.count
            byRef[ref] = k
            refs.append(ref)
            state.append(nil)
            parent.append(nil)
            seen.append(false)
            return k
        }

        /// willMove/didMove(toParent:) record the parent, resolved to the newest live instance of its name.
        mutating func adopt(_ e: TraceEvent, _ k: Int) {
            guard e.callback == .willMoveToParent || e.callback == .didMoveToParent else { return }
            if case .string(let p)? = e.args["parent"] {
                if parent[k].map({ refs[$0].name }) != p {
                    let alive = (instances[p] ?? []).filter { state[$0] != .deallocated }
                    parent[k] = alive.max { refs[$0].instance < refs[$1].instance } ?? byRef[ActorRef(p)] ?? number(ActorRef(p))
                }
            } else if e.callback == .didMoveToParent { parent[k] = nil }
        }
    }

    /// Where a state-changing callback leads from `s`; a callback the machine does not allow there is a
    /// violation, and the state stays.
    static func transition(from s: AppearanceState, _ callback: Callback, imported: Bool,
                           logged: Set<Callback>) -> (AppearanceState, InvariantViolation.Kind?) {
        if let to = LifecycleMachine.next(s, callback) { return (to, nil) }
        if imported, let to = throughUnlogged(s, callback, logged: logged) { return (to, nil) }
        switch callback {
        case .viewDidLoad: return (s, .loadAgain(s))
        case .viewDidAppear: return (s, .didAppearWithoutWill(s))
        case .viewDidDisappear: return (s, .didDisappearWithoutWill(s))
        case .viewWillAppear, .viewWillDisappear: return (s, .whileView(callback, s))
        default: return (s, .invalid(callback, s))
        }
    }

    /// A callback that does not change the state, called where it cannot be.
    static func outOfState(_ callback: Callback, _ s: AppearanceState) -> InvariantViolation.Kind? {
        switch callback {
        case .viewIsAppearing where s != .appearing: return .isAppearingOutside(s)
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillUnload, .traitCollectionDidChange, .updateProperties:
            return s.hasLoadedView ? nil : .noView(callback)
        default: return nil
        }
    }

    /// The state `callback` leads to from `state` when callbacks the log never prints (at most two)
    /// happened first: a log of `viewDidAppear` alone is not missing its `viewWillAppear`.
    static func throughUnlogged(_ state: AppearanceState, _ callback: Callback, logged: Set<Callback>) -> AppearanceState? {
        var frontier = [state]
        for _ in 0..<2 {
            frontier = frontier.flatMap { s in
                LifecycleMachine.transitions.filter { $0.from == s && !$0.isCancelEdge && !logged.contains($0.callback) }.map(\.to)
            }
            if let reached = frontier.lazy.compactMap({ LifecycleMachine.next($0, callback) }).first { return reached }
        }
        return nil
    }

    /// The state a callback usually comes from (`viewWillAppear` → loaded): where an imported log's
    /// controller is taken to be before its first logged callback.
    static func startState(before callback: Callback) -> AppearanceState {
        if let edge = LifecycleMachine.transitions.first(where: { $0.callback == callback && !$0.isCancelEdge }) { return edge.from }
        switch callback {
        case .initCoder, .initNib, .awakeFromNib, .loadView: return .notLoaded
        case .viewIsAppearing: return .appearing
        default: return .loaded
        }
    }

    /// A page view controller shows its first page from its viewDidLoad: the page appears while the
    /// container is only loaded (R9.page-first).
    static func firstPage(of parent: ActorRef, in state: AppearanceState, _ trace: Trace) -> Bool {
        state == .loaded && trace.actorKinds[parent.name] == .pageView
    }

    /// Actors that are view controllers: declared so, or receiving controller-only callbacks.
    static func controllerActors(_ trace: Trace) -> Set<String> {
        var set = Set(trace.actorKinds.filter { $0.value.isController }.map(\.key))
        // An object of a known kind is what it is (a view's deinit does not make it a controller).
        for e in trace.events where trace.actorKinds[e.actor] == nil && (e.state != nil || e.callback.changesState) { set.insert(e.actor) }
        return set
    }
}
