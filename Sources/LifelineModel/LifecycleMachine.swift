/// The controller lifecycle of R1 as data: the one list of valid transitions that the engine
/// follows when it emits, the invariant checker checks, and the state diagram draws.
public enum LifecycleMachine {
    /// Every transition the model allows, in the order the state diagram and the states page list
    /// them. Anything else is an invariant violation.
    public static let transitions: [StateTransition] = [
        .init(.notLoaded, .loaded, .viewDidLoad),
        .init(.unloaded, .loaded, .viewDidLoad),
        .init(.loaded, .appearing, .viewWillAppear),
        .init(.disappeared, .appearing, .viewWillAppear),
        .init(.appearing, .appeared, .viewDidAppear),
        .init(.appeared, .disappearing, .viewWillDisappear),
        .init(.disappearing, .disappeared, .viewDidDisappear),
        .init(.appearing, .disappearing, .viewWillDisappear, cancel: true),
        .init(.disappearing, .appearing, .viewWillAppear, cancel: true),
        .init(.loaded, .unloaded, .viewDidUnload),
        .init(.disappeared, .unloaded, .viewDidUnload),
        .init(.notLoaded, .deallocated, .deinit),
        .init(.loaded, .deallocated, .deinit),
        .init(.disappeared, .deallocated, .deinit),
        .init(.unloaded, .deallocated, .deinit),
    ]

    /// The transition `callback` takes from `state`, or nil when it takes none (a callback that does
    /// not change state, or one that is not valid in that state). A scan of the fifteen edges compares
    /// enum cases; a dictionary hashed both on every event of a long log (issue #34).
    public static func transition(from state: AppearanceState, on callback: Callback) -> StateTransition? {
        guard callback.changesState else { return nil }
        for t in transitions where t.callback == callback && t.from == state { return t }
        return nil
    }

    /// The state after `callback` in `state`, or nil when the callback moves no valid edge.
    public static func next(_ state: AppearanceState, _ callback: Callback) -> AppearanceState? {
        transition(from: state, on: callback)?.to
    }

    /// The transitions each controller of a trace takes, in trace order. Every controller starts in
    /// `notLoaded`; a state-changing callback that is not valid where it happens is skipped (the
    /// invariant checker reports it).
    public static func transitions(takenBy trace: Trace) -> [ActorRef: [StateTransition]] {
        var state: [ActorRef: AppearanceState] = [:]
        var taken: [ActorRef: [StateTransition]] = [:]
        for e in trace.events where e.callback.changesState {
            let actor = e.actorRef
            guard let t = transition(from: state[actor] ?? .notLoaded, on: e.callback) else { continue }
            taken[actor, default: []].append(t)
            state[actor] = t.to
        }
        return taken
    }

    /// The transitions one object takes, each with the event that made it, in the trace's order.
    public static func path(of actor: ActorRef, in trace: Trace) -> [(transition: StateTransition, event: TraceEvent)] {
        var state = AppearanceState.notLoaded
        var out: [(transition: StateTransition, event: TraceEvent)] = []
        for e in trace.events where e.actorRef == actor && e.callback.changesState {
            guard let t = transition(from: state, on: e.callback) else { continue }
            out.append((t, e))
            state = t.to
        }
        return out
    }

    /// The transitions some controller of the trace takes, in the order of `transitions`.
    public static func transitions(coveredBy trace: Trace) -> [StateTransition] {
        let covered = Set(transitions(takenBy: trace).values.joined())
        return transitions.filter(covered.contains)
    }
}
