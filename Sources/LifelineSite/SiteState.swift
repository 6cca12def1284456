import Foundation
import GraphvizRenderer
import LifelineDiagrams
import LifelineEngine
import LifelineLocalization
import LifelineModel
import ScenarioFormat

/// What the pipeline's steps build up, in order. Every file goes into `files` (relative path →
/// bytes) and reaches the output only in the last step.
struct SiteState {
    let options: SiteBuild.Options
    let inputs: SiteInputs
    let output: any SiteOutput
    var previous: Manifest?
    var fingerprint = ""
    var upToDate = false

    var table = StringTable()
    var scenarios: [Scenario] = []
    var templates: TemplateSet?
    var assets: [(name: String, data: Data)] = []
    var traces: [String: Trace] = [:]
    /// The chart words of each language, flattened once.
    var chartWords: [LocaleID: DiagramStrings] = [:]
    var sequences: [ChartID: SequenceChart] = [:]
    var stateDiagrams: [ChartID: StateDiagram] = [:]
    var svgs: [ChartID: String] = [:]
    var files: [String: Data] = [:]
    var pageCount = 0, chartsRendered = 0
    var warnings: [String] = []

    init(options: SiteBuild.Options, output: any SiteOutput) {
        self.options = options
        self.output = output
        inputs = SiteInputs(scenarios: options.scenarios, locales: options.locales, templates: options.templates)
    }

    /// One chart of the site: a scenario's sequence chart (or one of its parts, when long) or state
    /// diagram, in one language.
    struct ChartID: Hashable, Comparable {
        var lang: LocaleID
        var scenario: String
        var kind: Charts.Kind
        /// 1-based; a long sequence chart has several parts.
        var part = 1
        /// The SVG's id (prefix of every id inside it): unique on a page.
        var svgID: String { "\(scenario)-\(kind.rawValue)" + (part > 1 ? "-\(part)" : "") }
        var path: String { "\(lang)/diagrams/\(svgID).svg" }
        static func < (a: ChartID, b: ChartID) -> Bool { (a.lang.rawValue, a.scenario, a.kind.rawValue, a.part) < (b.lang.rawValue, b.scenario, b.kind.rawValue, b.part) }
    }

    mutating func simulateAll() throws {
        for s in scenarios {
            let trace = try Simulator.run(s)
            if let v = InvariantChecker.check(trace).first {
                throw InternalError("\(s.source): the engine broke its own invariant at event \(v)")
            }
            traces[s.id] = trace
        }
    }

    mutating func buildDiagrams() {
        for lang in options.languages {
            let words = Charts.strings(lang, locales: table)
            chartWords[lang] = words
            for s in scenarios {
                let t = traces[s.id]!
                var localized = s
                localized.title = words(TextKey.scenarioTitle(s.id).raw)
                for (k, part) in SequenceChart.parts(scenario: localized, trace: t, strings: words).enumerated() {
                    sequences[ChartID(lang: lang, scenario: s.id, kind: .sequence, part: k + 1)] = part
                }
                guard let focus = StateDiagram.focus(of: t) else { continue }
                stateDiagrams[ChartID(lang: lang, scenario: s.id, kind: .states)] =
                    StateDiagram.make(scenario: localized, trace: t, actor: focus.name, instance: focus.instance, strings: words)
            }
        }
    }

    /// Renders every chart, reusing the SVG of the previous build when its DOT is unchanged and the
    /// cached file is still exactly what that build wrote.
    mutating func renderDiagrams() throws {
        for (id, chart) in sequences.sorted(by: { $0.key < $1.key }) {
            let svg = try render(chart.dot, engine: "nop")
            svgs[id] = SVGAccessibility.decorate(svg, id: id.svgID, title: chart.title, description: chart.summary)
        }
        for (id, d) in stateDiagrams.sorted(by: { $0.key < $1.key }) {
            let svg = try render(d.dot, engine: "dot")
            svgs[id] = SVGAccessibility.decorate(svg, id: id.svgID, title: d.title, description: d.summary)
        }
        for (id, svg) in svgs { files[id.path] = Data(svg.utf8) }
    }

    mutating func render(_ dot: String, engine: String) throws -> String {
        let path = ".cache/charts/\(ContentHash.hex(engine + "\n" + dot)).svg"
        if let previous, let hit = output.verifiedFile(path, manifest: previous) {
            files[path] = hit
            return String(decoding: hit, as: UTF8.self)
        }
        let svg = try Graphviz.svg(dot: dot, engine: engine)
        chartsRendered += 1
        files[path] = Data(svg.utf8)
        return svg
    }

    mutating func renderPages() async throws {
        guard let templates else { throw InternalError("pages rendered before the templates were loaded") }
        let source = PageSource(languages: options.languages, scenarios: scenarios, traces: traces, svgs: svgs,
                                stateDiagramControllers: stateDiagrams.mapValues(\.controller), table: table,
                                chartWords: chartWords, templates: templates)
        let (pages, count) = try await Pages.renderAll(source, parallel: options.parallel)
        files.merge(pages) { _, new in new }
        pageCount = count
        for s in scenarios {
            files["traces/\(s.id).json"] = Data(TraceWriter.jsonLines(traces[s.id]!).utf8)
        }
        for a in assets { files["assets/\(a.name)"] = a.data }
        files["assets/charts.css"] = Data(Charts.palette.utf8)   // the charts' dark palette, shared with exports
    }
}
