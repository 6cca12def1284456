/// One object of a trace: a name and which instance of that name (1 for the first object so named,
/// 2 for the next one, ...).
public struct ActorRef: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var instance: Int

    public init(_ name: String, instance: Int = 1) { self.name = name; self.instance = instance }

    /// The one way an actor is shown everywhere (charts, tables, messages): `A` for the first
    /// instance, `A#2` for the second.
    public var description: String { instance > 1 ? "\(name)#\(instance)" : name }

    /// Reads the display form back: `A` → (A, 1), `A#2` → (A, 2). Nil for an empty name or a bad number.
    public init?(display: String) {
        let parts = display.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first, !first.isEmpty else { return nil }
        if parts.count == 1 { self.init(String(first)); return }
        guard let n = Int(parts[1]), n >= 1 else { return nil }
        self.init(String(first), instance: n)
    }
}

extension TraceEvent {
    /// The object that received the callback.
    public var actorRef: ActorRef { ActorRef(actor, instance: instance) }
}
