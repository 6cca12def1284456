/// A controller's place in the lifecycle (R1): view loading, the four appearance states
/// of Apple's state figure, the iOS 5 unload, and deallocation.
public enum AppearanceState: String, CaseIterable, Sendable, Codable {
    case notLoaded, loaded, appearing, appeared, disappearing, disappeared, unloaded, deallocated

    /// States in which the controller's view is in a window.
    public var isOnScreen: Bool { self == .appearing || self == .appeared || self == .disappearing }
    public var hasLoadedView: Bool { self != .notLoaded && self != .unloaded && self != .deallocated }
}

/// One valid edge of the state machine, labelled by the callback that takes it.
public struct StateTransition: Hashable, Sendable, Codable {
    public let from: AppearanceState
    public let to: AppearanceState
    public let callback: Callback
    /// True for Apple's two cancel edges (Appearing → Disappearing, Disappearing → Appearing).
    public let isCancelEdge: Bool

    public init(_ from: AppearanceState, _ to: AppearanceState, _ callback: Callback, cancel: Bool = false) {
        self.from = from; self.to = to; self.callback = callback; self.isCancelEdge = cancel
    }

    /// A stable name for links (`t-appeared-disappearing`): no two transitions share their ends.
    public var anchor: String { "t-\(from.rawValue)-\(to.rawValue)" }

    /// Every transition the model allows (the same list as `LifecycleMachine.transitions`).
    public static var all: [StateTransition] { LifecycleMachine.transitions }
}
