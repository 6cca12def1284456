import LifelineModel

/// The whole controller lifecycle (R1) as a DOT graph for the "dot" engine, every valid transition
/// labelled by its callback; the path one controller took in a trace is highlighted and numbered.
public struct StateDiagram: Sendable {
    public var id: String
    public var controller: String
    public var dot: String
    public var title: String
    public var summary: String

    /// The controller a scenario's state diagram follows: the plain controller with the most state
    /// changes (containers only when there is nothing else), first appearance breaking ties.
    public static func focus(of trace: Trace) -> (actor: String, instance: Int)? {
        var counts: [String: (Int, Int, Int)] = [:]   // key → (changes, first seq, instance)
        var keys: [String] = []
        for e in trace.events where e.state != nil {
            let k = "\(e.actor)#\(e.instance)"
            if counts[k] == nil { counts[k] = (0, e.seq, e.instance); keys.append(k) }
            if e.callback.changesState { counts[k]!.0 += 1 }
        }
        func plain(_ k: String) -> Bool { trace.actorKinds[String(k.prefix(while: { $0 != "#" }))] == .controller }
        let candidates = keys.filter(plain).isEmpty ? keys : keys.filter(plain)
        guard let best = candidates.max(by: { counts[$0]!.0 < counts[$1]!.0 || (counts[$0]!.0 == counts[$1]!.0 && counts[$0]!.1 > counts[$1]!.1) }) else { return nil }
        return (String(best.prefix(while: { $0 != "#" })), counts[best]!.2)
    }

    public static func make(scenario: Scenario, trace: Trace, actor: String, instance: Int = 1, strings: DiagramStrings) -> StateDiagram {
        let path = trace.events.filter { $0.actor == actor && $0.instance == instance && $0.callback.changesState }
        var from = AppearanceState.notLoaded
        var taken: [StateTransition: [Int]] = [:]
        for (n, e) in path.enumerated() {
            guard let t = StateTransition.all.first(where: { $0.from == from && $0.callback == e.callback }) else { continue }
            taken[t, default: []].append(n + 1)
            from = t.to
        }
        let showUnloaded = scenario.profile.unloadsViewsOnMemoryWarning || taken.keys.contains { $0.to == .unloaded }
        let states = AppearanceState.allCases.filter { showUnloaded || $0 != .unloaded }
        let visited = Set(taken.keys.flatMap { [$0.from, $0.to] }).union(path.isEmpty ? [] : [.notLoaded])
        let who = instance > 1 ? "\(actor)#\(instance)" : actor
        let title = strings("states.title", scenario.title ?? scenario.id, who)
        let gid = DOT.ident(scenario.id) + "_states_" + DOT.ident(who)
        var lines = [
            "digraph \(DOT.quote(gid)) {",
            "  graph [id=\(DOT.quote(gid)), class=\"states\", rankdir=TB, nodesep=0.5, ranksep=0.45, bgcolor=\"white\", pad=\"0.2\", fontname=\"Helvetica\", fontsize=14, labelloc=t, label=\(DOT.quote(title))];",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=12, margin=\"0.15,0.06\"];",
            "  edge [fontname=\"Courier\", fontsize=10, arrowsize=0.7];",
            "  start [shape=circle, style=filled, fillcolor=\"#444444\", color=\"#444444\", width=0.18, height=0.18, fixedsize=true, label=\"\", class=\"start\"];",
        ]
        for s in states {
            let on = visited.contains(s)
            lines.append("  \(s.rawValue) [label=\(DOT.quote(strings("state." + s.rawValue))), class=\(DOT.quote(on ? "state visited" : "state")), "
                         + (on ? "fillcolor=\"#dce8fb\", color=\"#1f5fbf\", penwidth=1.6" : "fillcolor=\"#f6f6f6\", color=\"#c4c4c4\", fontcolor=\"#8a8a8a\"") + "];")
        }
        lines.append("  start -> notLoaded [label=\(DOT.quote(strings("states.start"))), fontname=\"Helvetica\", color=\"#444444\", class=\"transition taken\"];")
        for t in StateTransition.all where states.contains(t.from) && states.contains(t.to) {
            var attrs: [String] = []
            var label = t.callback.rawValue
            if let steps = taken[t] {
                label += "\n" + numbering(steps)
                attrs += ["color=\"#1f5fbf\"", "fontcolor=\"#1f5fbf\"", "penwidth=2.2", "class=\(DOT.quote(t.isCancelEdge ? "transition taken cancel" : "transition taken"))"]
            } else {
                attrs += ["color=\"#cfcfcf\"", "fontcolor=\"#a8a8a8\"", "class=\(DOT.quote(t.isCancelEdge ? "transition cancel" : "transition"))"]
            }
            if t.isCancelEdge { attrs.append("style=dashed") }
            lines.append("  \(t.from.rawValue) -> \(t.to.rawValue) [label=\(DOT.quote(label)), \(attrs.joined(separator: ", "))];")
        }
        lines.append("}")
        let summary = strings("desc.states", who, scenario.title ?? scenario.id, String(path.count), strings("state." + from.rawValue))
            + " " + strings("states.legend", who)
        return StateDiagram(id: scenario.id, controller: who, dot: lines.joined(separator: "\n") + "\n", title: title, summary: summary)
    }

    /// "1 · 5 · 9", or "1 · 5 · … · 41 (11×)" when the path goes round many times.
    static func numbering(_ steps: [Int]) -> String {
        if steps.count <= 4 { return steps.map(String.init).joined(separator: " · ") }
        return "\(steps[0]) · \(steps[1]) · … · \(steps.last!) (\(steps.count)×)"
    }
}
