import Foundation
import GraphvizRenderer
import LifelineDiagrams
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// Trace → DOT → SVG, with the accessible title and description.
package enum Charts {
    /// `focus`: one step's own small chart (`SequenceChart.focusCharts`), the same in every language.
    package enum Kind: String, CaseIterable, Sendable { case sequence, states, focus }

    /// The engine name of charts lifeline draws itself (`PinnedDrawing`), in cache keys and chart records;
    /// Graphviz's engines ("dot") draw the others.
    package static let pinnedEngine = "pinned"

    /// The chart words of one language, from the String Catalogs of `locales`.
    package static func strings(_ lang: LocaleID, locales: StringTable) -> Words {
        Words(locales, language: lang.rawValue)
    }

    /// Loads the catalogs for charts alone (`lifeline run --format svg`, `trace check`): only the chart
    /// words of `language` must be complete.
    /// The chart words live in `Charts.xcstrings`: read alone when it holds them all (lifeline's own
    /// catalogs; the others are most of the bytes, a fifth of a long log's check), the whole folder otherwise.
    package static func loadWords(directory: String, language: LocaleID) throws -> StringTable {
        func problems(_ table: StringTable) -> [LocalizationProblem] {
            LocalizationCheck.problems(table, languages: [language.rawValue], required: Words.chartKeys,
                                       known: { _ in true }, home: { _ in TextKey.Catalog.charts.rawValue })
        }
        let charts = directory + "/" + TextKey.Catalog.charts.rawValue + ".xcstrings"
        if let data = FileManager.default.contents(atPath: charts) {
            var alone = StringTable()
            alone.directory = directory
            if (try? alone.add(data: data, file: charts)) != nil, problems(alone).isEmpty { return alone }
        }
        let table = try StringTable.read(directory)
        try StringTable.refuse(problems(table))
        return table
    }

    package static func sequenceSVG(scenario: Scenario, trace: Trace, strings: Words, notes: [Int: String] = [:]) throws -> String {
        try svg(SequenceChart.make(scenario: scenario, trace: trace, strings: strings, notes: notes), id: "\(scenario.id)-sequence")
    }

    /// A sequence chart (or one part of it) rendered, with its title and description; `id` prefixes its ids.
    package static func svg(_ chart: SequenceChart, id: String) throws -> String {
        SVGAccessibility.decorate(chart.drawing.svg(), id: id, title: chart.title, description: chart.summary)
    }

    /// An SVG that stands alone (in an `<img>`, or another documentation site): the chart palette
    /// embedded, so it follows the reader's light or dark appearance.
    package static func standalone(_ svg: String) -> String {
        // The standard library's search stops at the first match, near the top (Foundation's converts the whole SVG).
        guard let desc = svg.firstRange(of: "</desc>") else { return svg }
        return String(svg[..<desc.upperBound]) + "\n<style>\n" + palette + "</style>" + svg[desc.upperBound...]
    }

    /// A chart to include in another site's page (MkDocs, Docusaurus, a plain HTML page): a `<figure>`
    /// holding the SVG with its accessible title and description, a caption, and the palette scoped to
    /// the figure (`.lifeline-chart`), so it follows the reader's light or dark appearance and touches
    /// nothing else on the host page. No XML prologue, no script, no external file.
    package static func fragment(_ svg: String, caption: String, lang: LocaleID) -> String {
        let body = svg.firstRange(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        let scoped = palette(scope: ".lifeline-chart ")
        return """
        <figure class="lifeline-chart" lang="\(lang.rawValue)" style="margin: 1em 0; overflow-x: auto;">
        <style>
        .lifeline-chart svg { max-width: none; height: auto; }
        \(scoped)</style>
        \(body.trimmingCharacters(in: .whitespacesAndNewlines))
        <figcaption>\(Markup.escape(caption))</figcaption>
        </figure>

        """
    }

    package static func stateDiagram(scenario: Scenario, trace: Trace, controller: String?, strings: Words) throws -> StateDiagram {
        let who: ActorRef
        if let controller {
            let names = Array(Set(trace.events.filter { $0.state != nil }.map(\.actor))).sorted()
            guard let ref = ActorRef(display: controller), trace.events.contains(where: { $0.actorRef == ref && $0.state != nil }) else {
                throw Diagnostic(scenario.source, "no controller '\(controller)' in this trace"
                                + (Suggest.didYouMean(controller, among: names).map { "; \($0)" } ?? "; controllers: \(names.joined(separator: ", "))"))
            }
            who = ref
        } else {
            guard let f = StateDiagram.focus(of: trace) else { throw Diagnostic(scenario.source, "the trace has no controller") }
            who = f
        }
        return StateDiagram.make(scenario: scenario, trace: trace, actor: who.name, instance: who.instance, strings: strings)
    }

    package static func statesSVG(_ diagram: StateDiagram) throws -> String {
        let svg = try Graphviz.svgBytes(dot: diagram.dot, engine: "dot")
        return SVGAccessibility.decorate(SVGAccessibility.wordTooltips(bytes: svg), id: "\(diagram.id)-states", title: diagram.title, description: diagram.summary)
    }
}
