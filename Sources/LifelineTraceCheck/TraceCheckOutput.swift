import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import ScenarioFormat

/// The other forms of `lifeline trace check`: the findings as JSON Lines, and the device log drawn as a
/// sequence chart — a callback the model does not make there in red, one the log lacks as a dashed
/// ghost where the model makes it — alone (svg) or in a small page with the findings (html).
enum TraceCheckOutput {
    /// The log's events with a ghost for each missing callback, placed after the event the model has
    /// before it; and which events are unexpected (a call out of place, or one that breaks an invariant) or missing.
    static func annotated(_ r: TraceCheck.Report) -> (Trace, [Int: SequenceChart.Mark]) {
        var events = r.log.trace.events
        let broken = Set(r.findings.filter { $0.kind == .invariant }.compactMap(\.line))
        var unexpected = Set(r.divergences.filter { $0.kind != .missing }.compactMap(\.logIndex))
            .union(r.log.lines.indices.filter { broken.contains(r.log.lines[$0]) })
        var ghosts: Set<Int> = []
        for d in r.divergences where d.kind == .missing {
            let after = d.previous.flatMap { call in events.lastIndex(where: call.matches) }
            let at = after.map { $0 + 1 } ?? 0
            let ghost = TraceEvent(seq: 0, step: events.indices.contains(at) ? events[at].step : events.last?.step ?? 0, turn: 0,
                                   actor: d.actor.name, instance: d.actor.instance, callback: d.callback, state: nil, rule: d.rule)
            events.insert(ghost, at: at)
            unexpected = Set(unexpected.map { $0 >= at ? $0 + 1 : $0 })
            ghosts = Set(ghosts.map { $0 >= at ? $0 + 1 : $0 }).union([at])
        }
        for i in events.indices { events[i].seq = i + 1 }
        var marks: [Int: SequenceChart.Mark] = [:]
        for i in unexpected { marks[i] = .unexpected }
        for i in ghosts { marks[i] = .missing }
        var trace = r.log.trace
        trace.events = events
        return (trace, marks)
    }

    static func svg(_ r: TraceCheck.Report, path: String, strings: Words) throws -> String {
        let (trace, marks) = annotated(r)
        let name = (path as NSString).lastPathComponent
        let scenario = r.scenario.map { s -> Scenario in var s = s; s.title = name; return s }
            ?? Scenario(id: "device-log", title: name, window: .controller("App"), steps: [])
        return try Charts.svg(SequenceChart.make(scenario: scenario, trace: trace, strings: strings, marks: marks), id: "device-log")
    }

    static func html(_ r: TraceCheck.Report, svg: String, lang: LocaleID, findings: [String], strings: Words) -> String {
        let title = Markup.escape(strings("check.title"))
        let items = findings.map { "<li>\(Markup.escape($0))</li>" }.joined(separator: "\n")
        return """
        <!doctype html>
        <html lang="\(lang.rawValue)">
        <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 1rem; }
        figure { overflow-x: auto; margin: 1rem 0; }
        .legend .unexpected { color: #b3261e; font-weight: bold; } .legend .missing { color: #8a8f98; }
        @media (prefers-color-scheme: dark) { body { background: #17191c; color: #e4e6ea; } }
        \(Charts.palette)</style></head>
        <body>
        <h1>\(title)</h1>
        <ul class="findings">
        \(items)
        </ul>
        <p class="legend"><span class="unexpected">—▶</span> \(Markup.escape(strings("check.unexpected"))) · <span class="missing">- - ▷</span> \(Markup.escape(strings("check.missing")))</p>
        <figure tabindex="0" role="group" aria-label="\(title)">
        \(svg.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n", with: ""))
        </figure>
        </body>
        </html>

        """
    }
}
