import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// The charts of a build, before rendering. A scenario's charts in one language are keyed by what they
/// are made from — the program, the scenario file, the strings of that language and of English — and
/// when the last build recorded the same key (`ChartRecord`, in `.cache/charts.json`) and its SVGs are
/// still as it wrote them, their DOT is not built again: the record gives each chart's cache file,
/// title and description. An incremental build so builds the DOT of the edited scenario only.
extension SiteState {
    /// One chart for `ChartWork`: its DOT (nil when carried over from the last build, or drawn by lifeline
    /// itself), engine, words and cache file.
    struct ChartSpec: Sendable {
        var dot: String?
        var engine: String
        var title: String
        var summary: String
        var cachePath: String
        /// A sequence or focus chart's nodes and edges, drawn by `PinnedDrawing.svg()` (nil: Graphviz draws the DOT).
        var drawing: PinnedDrawing?
    }

    /// The records' key of a scenario's charts in a language.
    static func chartsKey(_ lang: LocaleID, _ scenario: String) -> String { "\(lang)/\(scenario)" }

    /// The digests the charts and the pages are keyed by: each language's strings, and each scenario
    /// file's (taken from the fingerprint, which read the folder already; `source` names the file).
    mutating func digestInputs() {
        for lang in Set(options.languages.map(\.rawValue) + ["en"]) { sources.stringsDigests[lang] = Self.digest(sources.table, language: lang) }
        for s in sources.scenarios {
            let file = (s.source as NSString).lastPathComponent
            sources.scenarioDigests[s.id] = scenarioFileDigests[file] ?? "unread:" + s.source
        }
    }

    /// Whether the site has the launch scenario, which the others' charts fold their launch into.
    var hasLaunch: Bool { sources.scenarios.contains { $0.id == "launch" } }

    /// What the charts of `scenario` in `lang` are made from.
    func chartsInputs(_ lang: LocaleID, _ scenario: String) -> String {
        var h = HashAccumulator()
        let d = sources
        // Whether the launch is folded (and so links to the launch scenario) depends on the site having it.
        for part in [ProgramID.value, d.stringsDigests["en"] ?? "", d.stringsDigests[lang.rawValue] ?? "", d.scenarioDigests[scenario] ?? "",
                     hasLaunch ? "launch folded" : ""] { h.add(part) }
        return h.hex
    }

    /// The charts of each language, built on both cores (the engine's output is shared, read-only);
    /// a scenario whose charts' inputs are those the last build recorded is carried over.
    mutating func buildDiagrams() async {
        digestInputs()
        sources.words = await makeWords()
        var inputs: [String: String] = [:]
        for lang in options.languages { for s in sources.scenarios { inputs[Self.chartsKey(lang, s.id)] = chartsInputs(lang, s.id) } }
        let recordFile = previous.flatMap { output.verifiedFile(ChartRecord.file, manifest: $0) }
        let recorded = remembered("chart records", key: recordFile) { ChartRecord.read(recordFile) }.filter { inputs[$0.key] == $0.value.inputs }
        let (words, scenarios, traces, keys, foldLaunch) = (sources.words, sources.scenarios, simulated.traces, inputs, hasLaunch)
        // The steps' focus charts are the same in every language: made once, for the scenarios some language builds.
        let building = scenarios.filter { s in options.languages.contains { recorded[Self.chartsKey($0, s.id)]?.carried($0, s.id) == nil } }
        let focus = await Self.focusCharts(building, traces: traces)
        let built = await withTaskGroup(of: Diagrams.self) { group in
            for lang in options.languages {
                group.addTask {
                    Diagrams.make(lang, words: words[lang.rawValue].guaranteed("makeWords made every language's"), scenarios: scenarios, traces: traces,
                                  inputs: keys, recorded: recorded, foldLaunch: foldLaunch, focus: focus)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for d in built {
            plan.charts.merge(d.charts) { a, _ in a }
            plan.chartRecords.merge(d.records) { a, _ in a }
        }
    }

    /// Each scenario's focus charts by step, made on two tasks.
    static func focusCharts(_ scenarios: [Scenario], traces: [String: Trace]) async -> [String: [Int: SequenceChart]] {
        await withTaskGroup(of: [String: [Int: SequenceChart]].self) { group in
            for half in [0, 1] {
                group.addTask {
                    var out: [String: [Int: SequenceChart]] = [:]
                    for (k, s) in scenarios.enumerated() where k % 2 == half {
                        if let t = traces[s.id] { out[s.id] = SequenceChart.focusCharts(scenario: s, trace: t) }
                    }
                    return out
                }
            }
            return await group.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
        }
    }

    /// One language's sequence charts and state diagrams, and their records for the manifest.
    struct Diagrams: Sendable {
        var lang: LocaleID, words: Words
        var charts: [ChartID: ChartSpec] = [:]
        var records: [String: ChartRecord] = [:]

        static func make(_ lang: LocaleID, words: Words, scenarios: [Scenario], traces: [String: Trace],
                         inputs: [String: String], recorded: [String: ChartRecord], foldLaunch: Bool,
                         focus: [String: [Int: SequenceChart]] = [:]) -> Diagrams {
            var d = Diagrams(lang: lang, words: words)
            // Scenario pages and the charts' own files sit one folder apart, both one below the language.
            let fold = foldLaunch ? SequenceChart.Fold(title: d.words(TextKey.scenarioTitle("launch").raw), link: "../scenarios/launch.html") : nil
            for s in scenarios {
                let key = SiteState.chartsKey(lang, s.id)
                if let record = recorded[key], let carried = record.carried(lang, s.id) {
                    d.records[key] = record
                    d.charts.merge(carried) { a, _ in a }
                    continue
                }
                guard let t = traces[s.id] else { continue }
                var localized = s
                localized.title = d.words(TextKey.scenarioTitle(s.id).raw)
                var parts: [(ChartID, ChartSpec)] = SequenceChart.parts(scenario: localized, trace: t, strings: d.words, fold: fold).enumerated().map { k, c in
                    (ChartID(lang: lang, scenario: s.id, kind: .sequence, part: k + 1), ChartSpec(pinned: c))
                }
                // Each step's focus chart: the same drawing in every language (`ChartWork` draws it once).
                for (step, c) in (focus[s.id] ?? SequenceChart.focusCharts(scenario: s, trace: t)).sorted(by: { $0.key < $1.key }) {
                    parts.append((ChartID(lang: lang, scenario: s.id, kind: .focus, part: step), ChartSpec(pinned: c)))
                }
                if let focus = StateDiagram.focus(of: t) {
                    let c = StateDiagram.make(scenario: localized, trace: t, actor: focus.name, instance: focus.instance, strings: d.words)
                    parts.append((ChartID(lang: lang, scenario: s.id, kind: .states), ChartSpec(dot: c.dot, engine: "dot", title: c.title, summary: c.summary)))
                }
                for (id, spec) in parts { d.charts[id] = spec }
                d.records[key] = ChartRecord(inputs: inputs[key] ?? "", parts: parts.map { id, spec in
                    .init(kind: id.kind.rawValue, part: id.part, engine: spec.engine, cache: spec.cachePath, title: spec.title, summary: spec.summary)
                })
            }
            return d
        }
    }

    /// Finds, for every chart, the SVG the previous build left for it, if that file is still exactly
    /// what the build wrote; the rendering itself happens beside the pages (`renderPages`). A carried
    /// scenario whose SVG is gone or changed has its charts built after all.
    mutating func prepareCharts() {
        let files = previous.map { output.verifiedFiles(Array(Set(plan.charts.values.map(\.cachePath))).sorted(), manifest: $0) } ?? [:]
        let cached = plan.charts.compactMapValues { files[$0.cachePath] }
        let broken = Set(plan.charts.filter { $0.value.dot == nil && $0.value.drawing == nil && cached[$0.key] == nil }.map { Self.chartsKey($0.key.lang, $0.key.scenario) })
        for lang in options.languages {
            for s in sources.scenarios where broken.contains(Self.chartsKey(lang, s.id)) {
                plan.charts = plan.charts.filter { $0.key.lang != lang || $0.key.scenario != s.id }
                let d = Diagrams.make(lang, words: words(lang.rawValue), scenarios: [s], traces: simulated.traces,
                                      inputs: [Self.chartsKey(lang, s.id): chartsInputs(lang, s.id)], recorded: [:], foldLaunch: hasLaunch)
                plan.charts.merge(d.charts) { _, new in new }
                plan.chartRecords.merge(d.records) { _, new in new }
            }
        }
        for (id, spec) in plan.charts.sorted(by: { $0.key < $1.key }) {
            addChart(id, spec, cached: cached[id])
        }
        let drawn = DrawnCharts()
        for lang in plan.chartWork.keys {
            plan.chartWork[lang]?.drawn = drawn
            plan.chartWork[lang]?.memory = options.memory
        }
        for lang in options.languages {
            let words = self.words(lang.rawValue)
            // Each transition links to its row on the states page (lifecycle.html sits beside it).
            let d = StateDiagram.machine(title: words(.ui("states.diagram")), strings: words, links: "states.html#")
            let spec = ChartSpec(dot: d.dot, engine: "dot", title: d.title, summary: d.summary)
            addChart(ChartID(lang: lang, scenario: ChartID.machine, kind: .states), spec,
                     cached: previous.flatMap { output.verifiedFile(spec.cachePath, manifest: $0) })
        }
    }

    private mutating func addChart(_ id: ChartID, _ spec: ChartSpec, cached: Data?) {
        plan.chartWork[id.lang, default: ChartWork()].items.append(
            .init(id: id, dot: spec.dot ?? "", engine: spec.engine, title: spec.title, summary: spec.summary, cachePath: spec.cachePath,
                  cached: cached, drawing: spec.drawing))
    }

    /// The controller each scenario's state diagram follows, by chart.
    var stateDiagramControllers: [ChartID: String] {
        var out: [ChartID: String] = [:]
        for s in sources.scenarios {
            guard let t = simulated.traces[s.id], let focus = StateDiagram.focus(of: t) else { continue }
            for lang in options.languages { out[ChartID(lang: lang, scenario: s.id, kind: .states)] = focus.description }
        }
        return out
    }
}

/// What a build records of a scenario's charts in a language, for the next build: what they were made
/// from, and each chart's cache file and words. Kept in `.cache/charts.json` (an output file like the
/// others, verified before it is read), not in the manifest, which a no-op build reads whole.
struct ChartRecord: Codable, Equatable, Sendable {
    static let file = ".cache/charts.json"
    var inputs: String
    var parts: [Part]
    struct Part: Codable, Equatable, Sendable {
        var kind: String, part: Int, engine: String, cache: String, title: String, summary: String
    }

    /// The charts a record carries over, without their DOT; nil if a part names a kind this program
    /// does not draw (the charts are then built).
    func carried(_ lang: LocaleID, _ scenario: String) -> [SiteState.ChartID: SiteState.ChartSpec]? {
        var out: [SiteState.ChartID: SiteState.ChartSpec] = [:]
        for p in parts {
            guard let kind = Charts.Kind(rawValue: p.kind) else { return nil }
            out[SiteState.ChartID(lang: lang, scenario: scenario, kind: kind, part: p.part)] =
                SiteState.ChartSpec(dot: nil, engine: p.engine, title: p.title, summary: p.summary, cachePath: p.cache, drawing: nil)
        }
        return out
    }

    /// The records in `data`; none if there is no file or it does not read (the charts are built again).
    static func read(_ data: Data?) -> [String: ChartRecord] {
        data.flatMap { try? JSONDecoder().decode([String: ChartRecord].self, from: $0) } ?? [:]
    }

    static func encoded(_ records: [String: ChartRecord]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(records) } catch { throw InternalError("cannot encode the chart records: \(error)") }
    }
}

extension SiteState.ChartSpec {
    /// A chart Graphviz draws, kept in the cache by its DOT.
    init(dot: String, engine: String, title: String, summary: String) {
        self.init(dot: dot, engine: engine, title: title, summary: summary, cachePath: ChartWork.cachePath(dot: dot, engine: engine), drawing: nil)
    }

    /// A chart lifeline draws itself, kept in the cache by its drawing's values (`PinnedDrawing.identity`).
    init(pinned c: SequenceChart) {
        self.init(dot: nil, engine: Charts.pinnedEngine, title: c.title, summary: c.summary,
                  cachePath: ChartWork.cachePath(identity: c.drawing.identity, engine: Charts.pinnedEngine), drawing: c.drawing)
    }
}
