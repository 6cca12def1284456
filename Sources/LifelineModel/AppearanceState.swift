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

    /// Every transition the model allows. Anything else is an invariant violation.
    public static let all: [StateTransition] = [
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
}
