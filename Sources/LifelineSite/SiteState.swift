import Foundation
import ChartWorkers
import GraphvizRenderer
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import ScenarioFormat
import Synchronization

/// What the pipeline's steps build up, as one value per stage: the build's own facts, then `sources`
/// (steps 3–6: every input read and checked), `simulated` (step 7: what the engine made of them),
/// `plan` (steps 8–9: the charts the site needs, and which the last build drew already) and `site`
/// (step 10: every file in memory, relative path → bytes, which reaches the output only in step 11).
/// Each step reads the stages before it and fills its own.
struct SiteState {
    let options: SiteBuild.Options
    let inputs: SiteInputs
    let output: any SiteOutput
    var previous: Manifest?
    var fingerprint = ""
    /// Each scenario file's digest by file name, from the fingerprint's reading of the folder.
    var scenarioFileDigests: [String: String] = [:]
    /// Each input folder's digest ("scenarios", "locales", "templates", "static files"), the build memory's keys.
    var folderDigests: [String: String] = [:]
    var upToDate = false
    var warnings: [Diagnostic] = []

    var sources = Sources()
    /// The scenario files and templates, read while the strings load.
    var early: EarlyInputs?
    var simulated = Simulated()
    var plan = ChartPlan()
    var site = RenderedSite()

    /// Every input, read and checked, and the digests that key what is built from them.
    struct Sources {
        var table = StringTable()
        var scenarios: [Scenario] = []
        var templates: TemplateSet?
        var assets: [(name: String, data: Data)] = []
        /// The project's static folder, by path inside it (copied to the site's root as they are).
        var staticFiles: [(path: String, data: Data)] = []
        /// The rules' sources (Evidence/rule-sources.yaml).
        var evidence = RuleEvidence(sources: [:], digest: "")
        /// Each language's strings and each scenario file, hashed once per build.
        var stringsDigests: [String: String] = [:]
        var scenarioDigests: [String: String] = [:]
        /// Each language's words (and English's), made once per build: charts and pages read the same (`makeWords`).
        var words: [String: Words] = [:]
    }

    /// What the engine made of the scenarios: all the simulation of a build happens here, once.
    struct Simulated {
        var traces: [String: Trace] = [:]
        /// The screen after each step of each scenario (the player's phone outline).
        var screens: [String: [Screen]] = [:]
        /// Each scenario's questions (the same in every language: only their wording differs).
        var exercises: [String: [Exercise]] = [:]
        /// Each scenario's differences across iOS versions, and the cheat sheet's rows.
        var versionDiffs: [String: VersionDiffs] = [:]
        var cheatSheet: [CheatSheet.Row] = []
    }

    /// The charts of the build before any is drawn (`SiteCharts.swift`).
    struct ChartPlan {
        /// Every chart, and what the manifest records of them for the next build.
        var charts: [ChartID: ChartSpec] = [:]
        var chartRecords: [String: ChartRecord] = [:]
        /// Each language's charts to draw or take from the cache.
        var chartWork: [LocaleID: ChartWork] = [:]
    }

    /// The site in memory.
    struct RenderedSite {
        var svgs: [ChartID: String] = [:]
        var files: [String: Data] = [:]
        var pageCount = 0, chartsRendered = 0, pagesReused = 0, chartWorkers = 0
        /// Each page's inputs key, for the manifest (the next build compares them).
        var pageKeys: [String: String] = [:]
        /// Each page's links, read by the task that rendered it (`LinkCheck`).
        var links: [String: LinkCheck.Read] = [:]
    }

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
        /// The SVG's id (prefix of every id inside it): unique on a page. A focus chart's part is its step.
        var svgID: String { kind == .focus ? "\(scenario)-step\(part)" : "\(scenario)-\(kind.rawValue)" + (part > 1 ? "-\(part)" : "") }
        var path: String { "\(lang)/diagrams/\(svgID).svg" }
        /// The states page's diagram of the whole machine (not a scenario: scenario ids cannot start with "_").
        static let machine = "_lifecycle"
        static func < (a: ChartID, b: ChartID) -> Bool { (a.lang.rawValue, a.scenario, a.kind.rawValue, a.part) < (b.lang.rawValue, b.scenario, b.kind.rawValue, b.part) }
    }

    /// Every scenario run through the engine (and checked against its own invariants), with what the
    /// pages derive from the traces: screens, exercises, version differences, the cheat sheet.
    /// `hasNote(scenario, step)`: whether a step is explained in words (the exercises' key step is derived from it).
    /// `run`: one scenario's simulation (`Run.make`, or what the build memory kept of it).
    static func simulate(_ scenarios: [Scenario], hasNote: (Scenario, Int) -> Bool = { _, _ in false },
                         run: @Sendable (Scenario) throws -> Run = Run.make, cheatSheet: () throws -> [CheatSheet.Row] = CheatSheet.rows) throws -> Simulated {
        var out = Simulated()
        var contexts: [ExerciseContext] = []
        // The engine is pure: the scenarios run on every core.
        for (s, r) in zip(scenarios, try Cores.map(scenarios, run)) {
            out.traces[s.id] = r.trace
            out.screens[s.id] = r.screens
            if let diffs = r.versionDiffs { out.versionDiffs[s.id] = diffs }
            contexts.append(ExerciseContext(scenario: s, trace: r.trace, screens: r.screens, key: Exercise.keyStep(s) { hasNote(s, $0) },
                                            versions: r.versions, memo: r.questions))
        }
        for (c, questions) in zip(contexts, Exercise.make(contexts)) { out.exercises[c.scenario.id] = questions }
        out.cheatSheet = try cheatSheet()
        return out
    }

    /// What the engine makes of one scenario, whatever else the site holds.
    struct Run: Sendable {
        var trace: Trace
        var screens: [Screen]
        /// The scenario on each compared iOS version, and the "across iOS versions" section made from them.
        var versions: [(profile: Profile, trace: Trace)]
        var versionDiffs: VersionDiffs?
        /// The scenario's candidate questions, made as the site's choice asks for them (kept with the run by `serve`).
        var questions = QuestionMemo()

        static func make(_ s: Scenario) throws -> Run {
            let (trace, shown) = try Simulator.runShowingScreens(s)
            if let v = InvariantChecker.check(trace).first {
                throw InternalError("\(s.source): the engine broke its own invariant at event \(v)")
            }
            // Each compared version run once, for every language.
            let versions = ProfileDiff.compared(s, own: trace)
            let diffs = versions.isEmpty ? nil : VersionDiffs(profiles: versions.map(\.profile), diffs: ProfileDiff.chain(versions.map(\.trace), steps: s.steps.count))
            return Run(trace: trace, screens: shown, versions: versions, versionDiffs: diffs)
        }
    }

    /// Renders the charts (one language after another, libgvc being serialized) and the pages, each
    /// language's scenario pages as soon as its charts are ready, the other pages at once.
    mutating func renderPages() async throws {
        let (sources, simulated) = (sources, simulated)
        guard let templates = sources.templates else { throw InternalError("pages rendered before the templates were loaded") }
        var source = PageSource(languages: options.languages, scenarios: sources.scenarios, traces: simulated.traces, screens: simulated.screens,
                                exercises: simulated.exercises, versionDiffs: simulated.versionDiffs, cheatSheet: simulated.cheatSheet, svgs: [:],
                                stateDiagramControllers: stateDiagramControllers, table: sources.table,
                                templates: templates, settings: options.settings, evidence: sources.evidence,
                                callbackUses: CallbackUses(scenarios: sources.scenarios, traces: simulated.traces))
        source.tokens = pageInputTokens(source.callbackUses, templates: templates)
        for language in Set(options.languages.map(\.rawValue) + ["en"]) {
            source.strings[language] = words(language)
            source.interface[language] = remembered("interface:" + language, key: [sources.stringsDigests[language], sources.stringsDigests["en"]]) {
                InterfaceWords(words(language))
            }
        }
        // The charts to render (not from the cache), counted for a terminal's progress bar.
        let total = plan.chartWork.values.reduce(0) { $0 + $1.items.filter { $0.cached == nil }.count }
        let done = Atomic<Int>(0), report = options.chartProgress
        for lang in plan.chartWork.keys { plan.chartWork[lang]?.rendered = { report(done.add(1, ordering: .relaxed).newValue, total) } }
        if let previous {
            source.previousPages = previous.pages
            let output = self.output
            source.reuse = { output.verifiedFile($0, manifest: previous) }
        }
        // Charts are drawn here and, with enough of them, in worker processes on the other cores.
        let drawers = ChartDrawers(launch: options.parallel ? options.chartWorkers : nil)
        defer { drawers.close() }
        for lang in plan.chartWork.keys { plan.chartWork[lang]?.drawers = drawers }
        // serve: the pages open in a browser that this build changes, first, so their tabs reload at once.
        var drawn: [LocaleID: ChartBatch] = [:]
        if let preview = options.preview, !options.shownPages.isEmpty {
            (source.rendered, drawn) = try Pages.renderShown(source, paths: options.shownPages, charts: plan.chartWork)
            if !source.rendered.isEmpty { preview(source.rendered) }
        }
        let result = try await Pages.renderAll(source, charts: plan.chartWork, drawn: drawn, parallel: options.parallel)
        site.chartWorkers = drawers.workersStarted
        site.pageKeys = result.keys
        site.pagesReused = result.reused
        site.links = result.links
        for batch in result.charts {
            site.files.merge(batch.files) { _, new in new }
            site.svgs.merge(batch.svgs) { _, new in new }
            site.chartsRendered += batch.rendered
        }
        site.files.merge(result.files) { _, new in new }
        site.pageCount = result.count
        for s in sources.scenarios {
            site.files["traces/\(s.id).json"] = Data(TraceWriter.jsonLines(simulated.traces[s.id].guaranteed("every scenario was simulated")).utf8)
        }
        for a in sources.assets { site.files["assets/\(a.name)"] = a.data }
        site.files["assets/charts.css"] = Data(Charts.sitePalette.utf8)   // the charts' dark palette, shared with exports
        site.files[ChartRecord.file] = try ChartRecord.encoded(plan.chartRecords)
        try addPublishingFiles()
    }

    /// The project's static files at the site's root (never over a file the site makes), and, with an
    /// address, `sitemap.xml` listing every page (404.html is rendered with the language chooser).
    mutating func addPublishingFiles() throws {
        for f in sources.staticFiles {
            guard site.files[f.path] == nil else {
                throw Diagnostic("\(options.settings.staticFolder ?? "static")/\(f.path)", "the site already makes \(f.path); rename or remove this static file")
            }
            site.files[f.path] = f.data
        }
        if let base = options.settings.baseURL {
            let pages = site.files.keys.filter { $0.hasSuffix(".html") && $0 != "404.html" && !$0.hasPrefix("traces/") }.sorted()
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            for p in pages { xml += "<url><loc>\(SiteText.escape(base + p))</loc></url>\n" }
            site.files["sitemap.xml"] = Data((xml + "</urlset>\n").utf8)
        }
    }
}
