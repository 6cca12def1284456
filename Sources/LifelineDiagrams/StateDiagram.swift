import LifelineLanguage
import LifelineModel

/// The whole controller lifecycle (R1) as a DOT graph for the "dot" engine, every valid transition
/// labelled by its callback; the path one controller took in a trace is highlighted and numbered.
package struct StateDiagram: Sendable {
    package var id: String
    package var controller: String
    package var dot: String
    package var title: String
    package var summary: String

    /// The controller a scenario's state diagram follows: the plain controller with the most state
    /// changes (containers only when there is nothing else), first appearance breaking ties.
    package static func focus(of trace: Trace) -> ActorRef? {
        var counts: [ActorRef: (changes: Int, first: Int)] = [:]
        var actors: [ActorRef] = []
        for e in trace.events where e.state != nil {
            let k = e.actorRef
            if counts[k] == nil { counts[k] = (0, e.seq); actors.append(k) }
            if e.callback.changesState { counts[k, default: (0, 0)].changes += 1 }
        }
        let plain = actors.filter { trace.actorKinds[$0.name] == .controller }
        let candidates = plain.isEmpty ? actors : plain
        return candidates.max { a, b in
            let x = counts[a, default: (0, 0)], y = counts[b, default: (0, 0)]
            return x.changes < y.changes || (x.changes == y.changes && x.first > y.first)
        }
    }

    /// The whole machine with no path highlighted (the states page), every state shown, iOS 5's too.
    /// With `links`, each transition links to `<links>t-<from>-<to>` (the states page's row that lists its scenarios).
    package static func machine(title: String, strings: Words, links: String? = nil) -> StateDiagram {
        let s = Scenario(id: "lifecycle", title: title, profile: .ios5, window: .controller("Controller"), steps: [])
        let empty = Trace(scenarioID: s.id, profile: .ios5, device: .iphone, events: [])
        var d = make(scenario: s, trace: empty, actor: "Controller", strings: strings, title: title, whole: true, links: links)
        d.summary = strings("desc.machine")
        return d
    }

    package static func make(scenario: Scenario, trace: Trace, actor: String, instance: Int = 1, strings: Words,
                            title fixedTitle: String? = nil, whole: Bool = false, links: String? = nil) -> StateDiagram {
        let who = ActorRef(actor, instance: instance)
        let path = LifecycleMachine.path(of: who, in: trace).map(\.transition)
        var taken: [StateTransition: [Int]] = [:]
        for (n, t) in path.enumerated() { taken[t, default: []].append(n + 1) }
        let from = path.last?.to ?? .notLoaded
        let showUnloaded = scenario.profile.unloadsViewsOnMemoryWarning || taken.keys.contains { $0.to == .unloaded }
        let states = AppearanceState.allCases.filter { showUnloaded || $0 != .unloaded }
        let visited = Set(taken.keys.flatMap { [$0.from, $0.to] }).union(path.isEmpty ? [] : [.notLoaded])
        let title = fixedTitle ?? strings("states.title", scenario.title ?? scenario.id, who.description)
        let gid = DOT.ident(scenario.id) + "_states_" + DOT.ident(who.description)
        var lines = [
            "digraph \(DOT.quote(gid)) {",
            "  graph [id=\(DOT.quote(gid)), class=\"states\", rankdir=TB, nodesep=0.5, ranksep=0.45, bgcolor=\"white\", pad=\"0.2\", "
                + "fontname=\"Helvetica\", fontsize=14, labelloc=t, label=\(DOT.quote(title))];",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=12, margin=\"0.15,0.06\"];",
            "  edge [fontname=\"Courier\", fontsize=10, arrowsize=0.7];",
            "  start [shape=circle, style=filled, fillcolor=\"#444444\", color=\"#444444\", width=0.18, height=0.18, fixedsize=true, label=\"\", class=\"start\"];",
        ]
        for s in states {
            let on = visited.contains(s)
            // The class names the state (the player finds the current one by it); the hover text is its name.
            let name = strings("state." + s.rawValue), cls = (on ? "state visited state-" : "state state-") + s.rawValue
            lines.append("  \(s.rawValue) [label=\(DOT.quote(name)), tooltip=\(DOT.quote(strings("tooltip.state", name))), class=\(DOT.quote(cls)), "
                         + (on ? "fillcolor=\"#dce8fb\", color=\"#1f5fbf\", penwidth=1.6"
                            : whole ? "fillcolor=\"#f6f6f6\", color=\"#5b5f66\", fontcolor=\"#222222\""   // the whole machine: nothing faint
                            : "fillcolor=\"#f6f6f6\", color=\"#c4c4c4\", fontcolor=\"#8a8a8a\"") + "];")
        }
        lines.append("  start -> notLoaded [label=\(DOT.quote(strings("states.start"))), fontname=\"Helvetica\", color=\"#444444\", class=\"transition taken\"];")
        for t in LifecycleMachine.transitions where states.contains(t.from) && states.contains(t.to) {
            var attrs: [String] = []
            var label = t.callback.rawValue
            if let steps = taken[t] {
                label += "\n" + numbering(steps)
                attrs += ["color=\"#1f5fbf\"", "fontcolor=\"#1f5fbf\"", "penwidth=2.2", "class=\(DOT.quote(t.isCancelEdge ? "transition taken cancel" : "transition taken"))"]
            } else {
                attrs += whole ? ["color=\"#5b5f66\"", "fontcolor=\"#3c4047\""] : ["color=\"#cfcfcf\"", "fontcolor=\"#a8a8a8\""]
                attrs.append("class=\(DOT.quote(t.isCancelEdge ? "transition cancel" : "transition"))")
            }
            if t.isCancelEdge { attrs.append("style=dashed") }
            if let links { attrs.append("href=\(DOT.quote(links + t.anchor))") }
            attrs.append("tooltip=\(DOT.quote("\(t.callback.rawValue): \(strings("state." + t.from.rawValue)) → \(strings("state." + t.to.rawValue))"))")
            lines.append("  \(t.from.rawValue) -> \(t.to.rawValue) [label=\(DOT.quote(label)), \(attrs.joined(separator: ", "))];")
        }
        lines.append("}")
        let summary = strings("desc.states", who.description, scenario.title ?? scenario.id, strings.count(.chart("count.transitions"), path.count),
                                  strings("state." + from.rawValue))
            + " " + strings("states.legend", who.description)
        return StateDiagram(id: scenario.id, controller: who.description, dot: lines.joined(separator: "\n") + "\n", title: title, summary: summary)
    }

    /// "1 · 5 · 9", or "1 · 5 · … · 41 (11×)" when the path goes round many times.
    static func numbering(_ steps: [Int]) -> String {
        if steps.count <= 4 { return steps.map(String.init).joined(separator: " · ") }
        return "\(steps[0]) · \(steps[1]) · … · \(steps[steps.count - 1]) (\(steps.count)×)"
    }
}
