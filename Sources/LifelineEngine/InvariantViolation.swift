import LifelineModel

/// A trace breaking one of the lifecycle's invariants: what happened, as a value. `message` says it in
/// English; `key` and `values` name the sentence in the catalogs (`check.find.*`, states as `state.*`),
/// so `trace check` can say it in every language.
public struct InvariantViolation: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case afterDeinit(Callback)
        case loadAgain(AppearanceState)
        case didAppearWithoutWill(AppearanceState)
        case didDisappearWithoutWill(AppearanceState)
        case whileView(Callback, AppearanceState)
        case invalid(Callback, AppearanceState)
        case isAppearingOutside(AppearanceState)
        case noView(Callback)
        case parentAway(Callback, parent: String, AppearanceState)
        case recorded(AppearanceState, expected: AppearanceState)
    }

    public var seq: Int
    public var actor: ActorRef
    public var kind: Kind
    public var description: String { "#\(seq) \(actor): \(message)" }

    public var message: String {
        switch kind {
        case .afterDeinit(let c): return "\(c.rawValue) after deinit"
        case .loadAgain(let s): return "viewDidLoad again without the view being unloaded (state \(s.rawValue))"
        case .didAppearWithoutWill(let s): return "viewDidAppear without viewWillAppear (state \(s.rawValue))"
        case .didDisappearWithoutWill(let s): return "viewDidDisappear without viewWillDisappear (state \(s.rawValue))"
        case .whileView(let c, let s): return "\(c.rawValue) while the view is \(s.rawValue)"
        case .invalid(let c, let s): return "\(c.rawValue) is not a valid transition from \(s.rawValue)"
        case .isAppearingOutside(let s): return "viewIsAppearing outside an appearance (state \(s.rawValue))"
        case .noView(let c): return "\(c.rawValue) without a loaded view"
        case .parentAway(let c, let p, let s): return "\(c.rawValue) while its parent \(p) is \(s.rawValue)"
        case .recorded(let r, let e): return "recorded state \(r.rawValue), expected \(e.rawValue)"
        }
    }

    /// The catalog sentence and its values after the object's name (`%1$@`).
    public var sentence: (key: String, values: [String]) {
        func state(_ s: AppearanceState) -> String { "state." + s.rawValue }
        switch kind {
        case .afterDeinit(let c): return ("check.find.afterDeinit", [c.rawValue])
        case .loadAgain(let s): return ("check.find.loadAgain", [state(s)])
        case .didAppearWithoutWill(let s): return ("check.find.didAppearWithoutWill", [state(s)])
        case .didDisappearWithoutWill(let s): return ("check.find.didDisappearWithoutWill", [state(s)])
        case .whileView(let c, let s): return ("check.find.whileView", [c.rawValue, state(s)])
        case .invalid(let c, let s): return ("check.find.invalid", [c.rawValue, state(s)])
        case .isAppearingOutside(let s): return ("check.find.isAppearingOutside", [state(s)])
        case .noView(let c): return ("check.find.noView", [c.rawValue])
        case .parentAway(let c, let p, let s): return ("check.find.parentAway", [c.rawValue, p, state(s)])
        case .recorded(let r, let e): return ("check.find.recorded", [state(r), state(e)])
        }
    }
}
