import LifelineModel

/// A trace breaking one of the lifecycle's invariants: what happened, as a value. `message` says it in
/// English; `trace check` says it in every language (`FindingWords`, in LifelineTraceCheck).
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
}
