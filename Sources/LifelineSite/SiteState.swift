import Foundation
import GraphvizRenderer
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import ScenarioFormat
import Synchronization

/// What the pipeline's steps build up, in order. Every file goes into `files` (relative path →
/// bytes) and reaches the output only in the last step.
struct SiteState {
    let options: SiteBuild.Options
    let inputs: SiteInputs
    let output: any SiteOutput
    var previous: Manifest?
    var fingerprint = ""
    /// Each scenario file's digest by file name, from the fingerprint's reading of the folder.
    var scenarioFileDigests: [String: String] = [:]
    var upToDate = false

    var table = StringTable()
    var scenarios: [Scenario] = []
    var templates: TemplateSet?
    var assets: [(name: String, data: Data)] = []
    /// The project's static folder, by path inside it (copied to the site's root as they are).
    var staticFiles: [(path: String, data: Data)] = []
    var traces: [String: Trace] = [:]
    /// The screen after each step of each scenario (the player's phone outline).
    var screens: [String: [Screen]] = [:]
    /// Each scenario's questions (the same in every language: only their wording differs).
    var exercises: [String: [Exercise]] = [:]
    /// Each scenario's differences across iOS versions, and the cheat sheet's rows: simulated with the rest.
    var versionDiffs: [String: [TraceDiff]] = [:]
    var cheatSheet: [CheatSheet.Row] = []
    /// The templates' text, hashed once when they are read (the pages' inputs keys).
    var templatesDigest = ""
    /// The rules' sources (Evidence/rule-sources.yaml).
    var evidence = RuleEvidence(sources: [:], digest: "")
    /// The chart words of each language, flattened once.
    var chartWords: [LocaleID: DiagramStrings] = [:]
    /// Every chart of the build (`SiteCharts.swift`), and what the manifest records of them for the next build.
    var charts: [ChartID: ChartSpec] = [:]
    var chartRecords: [String: ChartRecord] = [:]
    /// Each language's strings and each scenario file, hashed once per build.
    var stringsDigests: [String: String] = [:]
    var scenarioDigests: [String: String] = [:]
    var chartWork: [LocaleID: ChartWork] = [:]
    var svgs: [ChartID: String] = [:]
    var files: [String: Data] = [:]
    var pageCount = 0, chartsRendered = 0, pagesReused = 0
    /// Each page's inputs key, for the manifest (the next build compares them).
    var pageKeys: [String: String] = [:]
    var warnings: [Diagnostic] = []

    init(options: SiteBuild.Options, output: any SiteOutput) {
        self.options = options
        self.output = output
        inputs = SiteInputs(scenarios: options.scenarios, locales: options.locales, templates: options.templates, settings: options.settings)
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
        /// The states page's diagram of the whole machine (not a scenario: scenario ids cannot start with "_").
        static let machine = "_lifecycle"
        static func < (a: ChartID, b: ChartID) -> Bool { (a.lang.rawValue, a.scenario, a.kind.rawValue, a.part) < (b.lang.rawValue, b.scenario, b.kind.rawValue, b.part) }
    }

    mutating func simulateAll() throws {
        for s in scenarios {
            let (trace, shown) = try Simulator.runShowingScreens(s)
            if let v = InvariantChecker.check(trace).first {
                throw InternalError("\(s.source): the engine broke its own invariant at event \(v)")
            }
            traces[s.id] = trace
            screens[s.id] = shown
            exercises[s.id] = Exercise.make(scenario: s, trace: trace, screens: shown)
            // The "across iOS versions" section: each compared version run once, for every language.
            if s.profile >= .ios12, let diffs = ProfileDiff.chain(s, Pages.comparedProfiles) { versionDiffs[s.id] = diffs }
        }
        cheatSheet = try CheatSheet.rows()
    }

    /// Renders the charts (one language after another, libgvc being serialized) and the pages, each
    /// language's scenario pages as soon as its charts are ready, the other pages at once.
    mutating func renderPages() async throws {
        guard let templates else { throw InternalError("pages rendered before the templates were loaded") }
        var source = PageSource(languages: options.languages, scenarios: scenarios, traces: traces, screens: screens, exercises: exercises,
                                versionDiffs: versionDiffs, cheatSheet: cheatSheet, svgs: [:],
                                stateDiagramControllers: stateDiagramControllers, table: table,
                                chartWords: chartWords, templates: templates, settings: options.settings, evidence: evidence,
                                callbackUses: CallbackUses(scenarios: scenarios, traces: traces))
        source.tokens = pageInputTokens(source.callbackUses)
        for language in Set(options.languages.map(\.rawValue) + ["en"]) { source.strings[language] = SiteStrings(table, language: language) }
        // The charts to render (not from the cache), counted for a terminal's progress bar.
        let total = chartWork.values.reduce(0) { $0 + $1.items.filter { $0.cached == nil }.count }
        let done = Atomic<Int>(0), report = options.chartProgress
        for lang in chartWork.keys { chartWork[lang]?.rendered = { report(done.add(1, ordering: .relaxed).newValue, total) } }
        if let previous {
            source.previousPages = previous.pages
            let output = self.output
            source.reuse = { output.verifiedFile($0, manifest: previous) }
        }
        let result = try await Pages.renderAll(source, charts: chartWork, parallel: options.parallel)
        pageKeys = result.keys
        pagesReused = result.reused
        for batch in result.charts {
            files.merge(batch.files) { _, new in new }
            svgs.merge(batch.svgs) { _, new in new }
            chartsRendered += batch.rendered
        }
        files.merge(result.files) { _, new in new }
        pageCount = result.count
        for s in scenarios {
            files["traces/\(s.id).json"] = Data(TraceWriter.jsonLines(traces[s.id].guaranteed("every scenario was simulated")).utf8)
        }
        for a in assets { files["assets/\(a.name)"] = a.data }
        files["assets/charts.css"] = Data(Charts.palette.utf8)   // the charts' dark palette, shared with exports
        files[ChartRecord.file] = try ChartRecord.encoded(chartRecords)
        try addPublishingFiles()
    }

    /// The project's static files at the site's root (never over a file the site makes), and, with an
    /// address, `sitemap.xml` listing every page (404.html is rendered with the language chooser).
    mutating func addPublishingFiles() throws {
        for f in staticFiles {
            guard files[f.path] == nil else {
                throw Diagnostic("\(options.settings.staticFolder ?? "static")/\(f.path)", "the site already makes \(f.path); rename or remove this static file")
            }
            files[f.path] = f.data
        }
        if let base = options.settings.baseURL {
            let pages = files.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" && !$0.hasPrefix("traces/") }.sorted()
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            for p in pages { xml += "<url><loc>\(SiteText.escape(base + p))</loc></url>\n" }
            files["sitemap.xml"] = Data((xml + "</urlset>\n").utf8)
        }
    }
}
