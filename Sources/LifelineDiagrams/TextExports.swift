import LifelineLanguage
import LifelineModel

/// Sequence charts for other doc stacks: Mermaid and PlantUML text. No Graphviz needed.
package enum TextExports {
    static func participants(_ trace: Trace, strings: Words) -> (names: [String], ids: [ActorRef: String], objects: TraceObjects, hasApp: Bool) {
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
    /// An object enters with `create participant` at its first callback and leaves with `destroy` at its
    /// deinit, so the chart shows lifetimes as the SVG does; `accDescr` carries the chart's summary.
    package static func mermaid(scenario: Scenario, trace: Trace, strings: Words) -> String {
        let (names, ids, objects, hasApp) = participants(trace, strings: strings)
        func text(_ s: String) -> String { mermaidText(s) }
        let summary = SequenceChart.make(scenario: scenario, trace: trace, strings: strings).summary
        var out = ["sequenceDiagram", "    accTitle: \(text(strings("sequence.title", scenario.title ?? scenario.id)))",
                   "    accDescr: \(text(summary))"]
        // Declared at the top: UIKit, App code, and any object that calls before it is called.
        var alive: [Int] = Array(0..<(hasApp ? 2 : 1))
        var seen: Set<ActorRef> = []
        for (i, e) in trace.events.enumerated() {
            if case .actor(let a) = objects.callers[i], !seen.contains(a), let id = ids[a] { alive.append(Int(id.dropFirst()).guaranteed("participant ids are P and a number")); seen.insert(a) }
            seen.insert(e.actorRef)
        }
        alive.sort()
        for i in alive { out.append("    participant P\(i) as \(text(names[i]))") }
        let declared = Set(alive)
        var lastStep = 0, lastTurn = -1
        for (i, e) in trace.events.enumerated() {
            let to = ids[e.actorRef].guaranteed("every actor has a participant id"), n = Int(to.dropFirst()).guaranteed("participant ids are P and a number")
            if e.step != lastStep {
                let span = alive.max().map { $0 > 0 ? "P0,P\($0)" : "P0" } ?? "P0"
                out.append("    Note over \(span): \(text(strings.stepHeading(scenario, e.step)))"); lastStep = e.step
            }
            if e.turn != lastTurn { out.append("    Note left of P0: \(text(strings("turn", String(e.turn + 1))))"); lastTurn = e.turn }
            if !declared.contains(n), !alive.contains(n) {
                out.append("    create participant \(to) as \(text(names[n]))")
                alive.append(n)
            }
            if e.callback == .deinit {
                out.append("    destroy \(to)")
                alive.removeAll { $0 == n }
            }
            out.append("    \(callerID(objects.callers[i], ids))->>\(to): \(text(CallLabel.text(e)))")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// PlantUML sequence diagram with `create`/`destroy`, steps as `== … ==` and turns as delays.
    package static func plantUML(scenario: Scenario, trace: Trace, strings: Words) -> String {
        let (names, ids, objects, hasApp) = participants(trace, strings: strings)
        func text(_ s: String) -> String { plantUMLText(s) }
        let title = text(strings("sequence.title", scenario.title ?? scenario.id))
        var out = ["@startuml",
                   "' Long traces are split into pages (newpage) like the SVG charts. For a PNG taller than 4096 px,",
                   "' run plantuml with -DPLANTUML_LIMIT_SIZE=16384 (PlantUML cuts images at 4096 px by default).",
                   "title \(title)", "hide footbox"]
        let partStarts = Dictionary(SequenceChart.partRanges(trace, maxRows: SequenceChart.rowsPerPart).enumerated().dropFirst().map { ($1.lowerBound, $0 + 1) },
                                    uniquingKeysWith: { a, _ in a })
        let parts = partStarts.count + 1
        let fixed = hasApp ? 2 : 1
        for i in 0..<fixed { out.append("participant \"\(text(names[i]))\" as P\(i)") }
        var created: Set<ActorRef> = []
        var lastStep = 0, lastTurn = -1
        for (i, e) in trace.events.enumerated() {
            if let part = partStarts[i] {
                out.append("newpage \(text(strings("sequence.part", strings("sequence.title", scenario.title ?? scenario.id), String(part), String(parts))))")
            }
            if e.step != lastStep { out.append("== \(text(strings.stepHeading(scenario, e.step))) =="); lastStep = e.step }
            let key = e.actorRef
            let to = ids[key].guaranteed("every actor has a participant id")
            // PlantUML rejects `create` right after a `...` delay, so the creation comes first.
            if created.insert(key).inserted {
                let n = Int(to.dropFirst()).guaranteed("participant ids are P and a number")
                out.append("create participant \"\(text(names[n]))\" as \(to)")
            }
            if e.turn != lastTurn { out.append("... \(text(strings("turn", String(e.turn + 1)))) ..."); lastTurn = e.turn }
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
            case "%": out += "#37;"          // `%%` starts a comment or an `%%{init}%%` directive
            case "\n": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// PlantUML text, only ever text: quotes would end a participant's name (they become `'`); `<`
    /// starts Creole markup (`~<`); `%` starts a preprocessor function such as `%getenv` or
    /// `%load_json`, and `[[` a link (`[[javascript:…]]`), so `%` and a bracket followed by another
    /// are written as numeric character references, which the preprocessor does not read and Creole
    /// draws as the character (a single bracket, as in `[Shop]`, stays as it is).
    static func plantUMLText(_ s: String) -> String {
        var out = ""
        let chars = Array(s)
        for (i, c) in chars.enumerated() {
            let doubled = i + 1 < chars.count && chars[i + 1] == c
            switch c {
            case "\"": out += "'"
            case "\n": out += " "
            case "<": out += "~<"
            case "%": out += "&#37;"
            case "[" where doubled: out += "&#91;"
            case "]" where doubled: out += "&#93;"
            default: out.append(c)
            }
        }
        return out
    }
}
