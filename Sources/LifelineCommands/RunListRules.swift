import Foundation
import GraphvizRenderer
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import LifelineResources
import LifelineSite
import ScenarioFormat

/// The text the commands print; the executable only parses arguments and writes it out.
package enum CommandOutput {
    package struct RunOptions: Sendable {
        package var format: OutputFormat = .text
        package var profile: Profile?
        package var device: Device?
        /// nil: English, and no language was asked for (text and jsonl have no words to translate).
        package var lang: LocaleID?
        /// nil: the sequence chart, and no chart kind was asked for.
        package var chart: Charts.Kind?
        package var controller: String?
        /// The step a focus chart draws (1-based).
        package var step: Int?
        package var directory = Bundled.scenarios
        package var locales = Bundled.locales
        package init() {}
    }

    package static func run(_ fileOrID: String, _ o: RunOptions) throws -> String {
        var scenario = try Catalog.resolve(fileOrID, directory: o.directory)
        if let profile = o.profile { scenario.profile = profile }
        if let device = o.device { scenario.device = device }
        try refuseOptionsThatDoNotApply(o)
        let trace = try Simulator.run(scenario)
        if o.format == .jsonl { return TraceWriter.jsonLines(trace) }
        if o.format == .text {
            return "\(scenario.id) — profile \(scenario.profile.rawValue), device \(scenario.device.rawValue)\n"
                + TraceWriter.text(trace, scenario: scenario)
        }
        let lang = o.lang ?? .english
        let table = try Charts.loadWords(directory: o.locales, language: lang)
        let strings = Charts.strings(lang, locales: table)
        scenario.title = strings.title(of: scenario)
        // A step's note, written in the file, sits beside the step in the sequence chart.
        let notes = scenario.texts.notes.mapValues { $0.byLanguage[lang.rawValue] ?? $0.english }
        switch (o.format, o.chart ?? .sequence) {
        case (.mermaid, _): return TextExports.mermaid(scenario: scenario, trace: trace, strings: strings)
        case (.plantuml, _): return TextExports.plantUML(scenario: scenario, trace: trace, strings: strings)
        case (.dot, .sequence): return SequenceChart.make(scenario: scenario, trace: trace, strings: strings, notes: notes).dot
        case (.svg, .sequence): return try Charts.sequenceSVG(scenario: scenario, trace: trace, strings: strings, notes: notes)
        case (.dot, .states): return try Charts.stateDiagram(scenario: scenario, trace: trace, controller: o.controller, strings: strings).dot
        case (.svg, .states): return try Charts.statesSVG(Charts.stateDiagram(scenario: scenario, trace: trace, controller: o.controller, strings: strings))
        case (.dot, .focus), (.svg, .focus):
            let steps = SequenceChart.focusCharts(scenario: scenario, trace: trace)
            guard let step = o.step, let chart = steps[step] else {
                throw Diagnostic(nil, "--chart focus draws one step: give --step with one of \(steps.keys.sorted().map(String.init).joined(separator: ", "))")
            }
            return o.format == .dot ? chart.dot : try Charts.svg(chart, id: chart.id)
        case (.text, _), (.jsonl, _), (.github, _), (.html, _): throw InternalError("format \(o.format) reached the chart renderer")
        }
    }

    /// An option the chosen format would ignore is a mistake worth saying, not something to drop silently.
    static func refuseOptionsThatDoNotApply(_ o: RunOptions) throws {
        let f = o.format.rawValue
        if o.lang != nil, o.format == .text || o.format == .jsonl {
            throw Diagnostic(nil, "--lang does not apply to --format \(f): traces use the callbacks' Swift names; use it with dot, svg, mermaid or plantuml")
        }
        if o.chart != nil, o.format != .dot && o.format != .svg {
            throw Diagnostic(nil, "--chart applies to --format dot and svg only; \(f) draws the sequence chart")
        }
        if o.step != nil, o.chart != .focus {
            throw Diagnostic(nil, "--step chooses the step of a focus chart; add --chart focus")
        }
        if o.controller != nil, (o.chart ?? .sequence) != .states {
            throw Diagnostic(nil, "--controller chooses whose state diagram to draw; add --chart states")
        }
    }

    package static func list(directory: String = Bundled.scenarios) throws -> String {
        let catalog = try Catalog.load(directory: directory)
        let rows = [["id", "profile", "device", "steps", "title"]] + catalog.scenarios.map { s in
            [s.id, s.profile.rawValue, s.device.rawValue, String(s.steps.count), s.title ?? ""]
        }
        let widths = (0..<5).map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in
                c == 4 ? cell : c == 3 ? String(repeating: " ", count: widths[c] - cell.count) + cell : cell + String(repeating: " ", count: widths[c] - cell.count)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }

    /// The rule table: each rule's statement and disputed order from the catalogs (in `lang`), its
    /// confidence and its sources.
    package static func rules(locales directory: String, lang: LocaleID) throws -> String {
        let table = try StringTable.read(directory)
        let evidence = try RuleEvidence.bundled()
        let t = Words(table, language: lang.rawValue)
        let missing = RuleTable.all.flatMap { r in [TextKey.rule(r.id.rawValue)] + (r.disputed ? [.ruleDisputed(r.id.rawValue)] : []) }
            .filter { table.string($0.raw, language: lang.rawValue) == nil }
        if let key = missing.first {
            throw Diagnostic(table.file(named: key.catalog.rawValue), "[\(lang)] \(key): missing (and \(missing.count - 1) more rule texts)")
        }
        return RuleTable.all.map { r in
            var s = "\(r.id.rawValue)  [\(t(.siteValue(r.confidence.rawValue)))]\n  \(t(.rule(r.id.rawValue)))\n"
            if r.disputed { s += "  \(t(.ui("scenario.disputed"))) \(t(.ruleDisputed(r.id.rawValue)))\n" }
            s += evidence.sources(r.id).map { "  - \(SiteText.source($0, t))\n" + ($0.url.map { "    \($0)\n" } ?? "") }.joined()
            return s
        }.joined(separator: "\n")
    }
}
