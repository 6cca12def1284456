/// A value carried in a trace event's `args`.
public enum ArgValue: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    case bool(Bool), int(Int), string(String), null

    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return s
        case .null: return "nil"
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .int(i) }
        else { self = .string(try c.decode(String.self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .bool(let b): try c.encode(b)
        case .int(let i): try c.encode(i)
        case .string(let s): try c.encode(s)
        case .null: try c.encodeNil()
        }
    }
}

/// One callback as UIKit (or the app) delivered it: the trace contract of design.md.
public struct TraceEvent: Sendable, Equatable, Codable {
    /// 1-based position in the trace.
    public var seq: Int
    /// 1-based index of the scenario step that caused it.
    public var step: Int
    /// Run-loop turn (0 = the launch turn), global to the trace.
    public var turn: Int
    public var actor: String
    /// Instance number of the actor (1 for the first object of that name, 2 for the next one, ...).
    public var instance: Int
    public var callback: Callback
    public var args: [String: ArgValue]
    /// The actor's R1 state after the callback, for controllers; nil for views and app objects.
    public var state: AppearanceState?
    /// The rule that produced the event (nil for an event read from a device log).
    public var rule: RuleID?

    public init(seq: Int, step: Int, turn: Int, actor: String, instance: Int = 1, callback: Callback,
                args: [String: ArgValue] = [:], state: AppearanceState?, rule: RuleID?) {
        self.seq = seq; self.step = step; self.turn = turn; self.actor = actor; self.instance = instance
        self.callback = callback; self.args = args; self.state = state; self.rule = rule
    }
}

public struct Trace: Sendable, Equatable {
    public var scenarioID: String
    public var profile: Profile
    public var device: Device
    public var events: [TraceEvent]
    /// Kinds of actors, by name, for tools that draw them (controller, navigation, tabBar, ...).
    public var actorKinds: [String: ActorKind]

    public init(scenarioID: String, profile: Profile, device: Device, events: [TraceEvent], actorKinds: [String: ActorKind] = [:]) {
        self.scenarioID = scenarioID; self.profile = profile; self.device = device
        self.events = events; self.actorKinds = actorKinds
    }
}

public enum ActorKind: String, Sendable, Codable {
    case controller, navigation, tabBar, split, container, view, window, appDelegate
    /// A UIPageViewController.
    case pageView
    case sceneDelegate
    /// An object of the app that is neither a controller nor a view: a delegate, a coordinator.
    case object
    /// A SwiftUI view shown by a UIHostingController.
    case swiftUIView
    public var isController: Bool {
        switch self {
        case .controller, .navigation, .tabBar, .split, .container, .pageView: return true
        default: return false
        }
    }
}
