import LifelineModel

/// Sequence charts for other doc stacks: Mermaid and PlantUML text. No Graphviz needed.
public enum TextExports {
    static func participants(_ trace: Trace, strings: DiagramStrings) -> (names: [String], ids: [ActorRef: String], objects: TraceObjects, hasApp: Bool) {
        let objects = TraceObjects(trace)
        let hasApp = objects.callers.contains(.app)
        var names = [strings("actor.uikit")] + (hasApp ? [strings("actor.app")] : [])
        var ids: [ActorRef: String] = [:]
        for k in objects.order {
            ids[k] = "P\(names.count)"
            names.append(k.description)
        }
        return (names, ids, objects, hasApp)
    }

    static func callerID(_ c: CallLabel.Caller, _ ids: [ActorRef: String]) -> String {
        switch c {
        case .uikit: return "P0"
        case .app: return "P1"
        case .actor(let a): return ids[a] ?? "P0"
        }
    }

    /// Mermaid `sequenceDiagram` text; `#` and `;` are escaped as Mermaid entity codes (`A#2` reads `A#35;2`).
    public static func mermaid(scenario: Scenario, trace: Trace, strings: DiagramStrings) -> String {
        let (names, ids, objects, _) = participants(trace, strings: strings)
        func text(_ s: String) -> String { mermaidText(s) }
        var out = ["sequenceDiagram", "    accTitle: \(text(strings("sequence.title", scenario.title ?? scenario.id)))"]
        for (i, n) in names.enumerated() { out.append("    participant P\(i) as \(text(n))") }
        var lastStep = 0, lastTurn = -1
        for (i, e) in trace.events.enumerated() {
            if e.step != lastStep { out.append("    Note over P0,P\(names.count - 1): \(text(strings.stepHeading(scenario, e.step)))"); lastStep = e.step }
            if e.turn != lastTurn { out.append("    Note left of P0: \(text(strings("turn", String(e.turn))))"); lastTurn = e.turn }
            let to = ids[e.actorRef]!
            out.append("    \(callerID(objects.callers[i], ids))->>\(to): \(text(CallLabel.text(e)))")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// PlantUML sequence diagram with `create`/`destroy`, steps as `== … ==` and turns as delays.
    public static func plantUML(scenario: Scenario, trace: Trace, strings: DiagramStrings) -> String {
        let (names, ids, objects, hasApp) = participants(trace, strings: strings)
        // Quotes would end a participant's name; `<` starts Creole markup, so it is escaped with `~`.
        func text(_ s: String) -> String { s.replacingAll("\"", with: "'").replacingAll("\n", with: " ").replacingAll("<", with: "~<") }
        var out = ["@startuml", "title \(text(strings("sequence.title", scenario.title ?? scenario.id)))", "hide footbox"]
        let fixed = hasApp ? 2 : 1
        for i in 0..<fixed { out.append("participant \"\(text(names[i]))\" as P\(i)") }
        var created: Set<ActorRef> = []
        var lastStep = 0, lastTurn = -1
        for (i, e) in trace.events.enumerated() {
            if e.step != lastStep { out.append("== \(text(strings.stepHeading(scenario, e.step))) =="); lastStep = e.step }
            let key = e.actorRef
            let to = ids[key]!
            // PlantUML rejects `create` right after a `...` delay, so the creation comes first.
            if created.insert(key).inserted {
                let n = Int(to.dropFirst())!
                out.append("create participant \"\(text(names[n]))\" as \(to)")
            }
            if e.turn != lastTurn { out.append("... \(text(strings("turn", String(e.turn)))) ..."); lastTurn = e.turn }
            out.append("\(callerID(objects.callers[i], ids)) -> \(to) : \(text(CallLabel.text(e)))")
            if e.callback == .deinit { out.append("destroy \(to)") }
        }
        out.append("@enduml")
        return out.joined(separator: "\n") + "\n"
    }

    /// Mermaid text: `#` and `;` as entity codes in one pass (so the `;` of `#35;` stays), newlines as spaces.
    static func mermaidText(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "<": out += "#60;"          // Mermaid draws labels as HTML: no markup gets through
            case ">": out += "#62;"
            case "&": out += "#38;"
            case "\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }
}
