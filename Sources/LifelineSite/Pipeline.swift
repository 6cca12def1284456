import ChartWorkers
import Foundation
import LifelineLanguage
import LifelineModel
import LifelineOutput
import LifelineResources

/// The study-site generator. This file is the whole pipeline, in the order validate → compute →
/// render → write:
///
///     output folder ─open─▶ (refused unless lifeline owns it; locked)
///     Scenarios/*.yaml ─parse─▶ Scenario ─simulate─▶ Trace ─┬─▶ DOT ─libgvc─▶ SVG (per language)
///     Templates/*.mustache ─check──────────────────────────┼─▶ page contexts ─▶ HTML
///     Locales/*.xcstrings ─load, check─▶ StringTable ──────┘                   ▼
///                                                            output/ (manifest, atomic swap)
///
/// Every input is read through `SiteInputs` and every output goes through a `SiteOutput`.
package struct SiteBuild {
    package struct Options: Sendable {
        package var scenarios = Bundled.scenarios
        package var locales = Bundled.locales
        package var templates = Bundled.templates
        package var output = "output"
        package var languages = LocaleID.all
        /// A language a scenario file's own text lacks is an error instead of English marked "not yet translated".
        package var strict = false
        /// The project's title, address, static files, logo and accent (`lifeline.yaml`).
        package var settings = SiteSettings()
        /// Render the languages' pages at the same time (the default); false renders them one after another.
        package var parallel = true
        /// Worker processes that draw charts beside this one (`lifeline` sets itself here); nil draws them all
        /// in this process. Only a parallel build uses them.
        package var chartWorkers: ChartDrawers.Launch?
        /// What `serve` keeps between its builds (nil: everything is read and made again).
        package var memory: BuildMemory?
        /// `serve`: the pages a browser shows (paths inside the site). Those the build changes are rendered
        /// before any other and handed to `preview` — their tabs reload while the rest of the site is made.
        package var shownPages: Set<String> = []
        package var preview: (@Sendable ([String: Data]) -> Void)?
        package var log: @Sendable (String) -> Void = { print($0) }
        /// Told when a step starts (`[n/N] name`), before its line in `log` when it ends: a terminal shows it while it runs.
        package var stepStarted: @Sendable (String) -> Void = { _ in }
        /// Charts rendered so far and how many must be (not those from the cache), as rendering goes.
        package var chartProgress: @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
        package init() {}
    }

    package struct Summary: Sendable {
        package var pages: Int, charts: Int, chartsRendered: Int, languages: Int, files: Int, seconds: Double
        /// Pages copied from the last build because nothing they depend on changed (`PageInputs`).
        package var pagesReused = 0
        /// Worker processes that drew charts beside this one (0: all were drawn here).
        package var chartWorkers = 0
        /// True when nothing changed since the last build of this output: nothing was rebuilt.
        package var upToDate: Bool
        /// Things the build had to leave behind (printed; the build still succeeded).
        package var warnings: [Diagnostic]
    }

    static let steps: [Step] = [
        .openOutput, .checkForChanges,                                      // validate
        .loadStrings, .loadScenarios, .loadTemplates, .checkStrings,
        .simulate, .buildDiagrams,                                          // compute
        .prepareCharts, .renderPages, .checkLinks,                         // render
        .write,                                                             // write
    ]

    /// Builds into the folder `options.output`.
    package static func run(_ options: Options) async throws -> Summary {
        try await run(options, into: DiskOutput(options.output))
    }

    /// Runs every step, printing `[n/N] step (seconds)`. An error stops the build and is wrapped with
    /// the step's name (its type, and so its exit code, is kept); the output is untouched unless the
    /// last step completes.
    package static func run(_ options: Options, into output: some SiteOutput) async throws -> Summary {
        let clock = ContinuousClock()
        let start = clock.now
        var state = SiteState(options: options, output: output)
        for (i, step) in steps.enumerated() {
            let stepStart = clock.now
            options.stepStarted("[\(i + 1)/\(steps.count)] \(step.name)")
            do { try await step.body(&state) } catch {
                throw StepError(step: step.name, underlying: error)
            }
            options.log("[\(i + 1)/\(steps.count)] \(step.name) (\(String(format: "%.2f", (clock.now - stepStart).seconds)) s)")
            if state.upToDate {
                options.log("nothing changed since the last build of \(output.label)/")
                break
            }
        }
        let site = state.site
        // Charts counted as drawings: a focus chart shared by the languages is one.
        let drawings = Set(state.plan.chartWork.values.flatMap { $0.items.map(\.cachePath) }).count
        return Summary(pages: site.pageCount, charts: drawings, chartsRendered: site.chartsRendered,
                       languages: options.languages.count, files: site.files.count, seconds: (clock.now - start).seconds,
                       pagesReused: site.pagesReused, chartWorkers: site.chartWorkers, upToDate: state.upToDate, warnings: state.warnings)
    }
}

/// One step of the pipeline: a name for the progress line and for errors, and its body.
struct Step: Sendable {
    let name: String
    let body: @Sendable (inout SiteState) async throws -> Void
    init(_ name: String, _ body: @escaping @Sendable (inout SiteState) async throws -> Void) { self.name = name; self.body = body }
}

extension Step {
    /// Refuse an output folder lifeline does not own before any work; take the lock.
    static let openOutput = Step("open the output") { s in
        s.previous = try s.output.open(inputs: s.inputs.folders, log: s.options.log)
    }

    /// Stop here when the inputs are those of the last build and its output is intact.
    static let checkForChanges = Step("check for changes") { s in
        (s.fingerprint, s.scenarioFileDigests, s.folderDigests) = s.inputs.fingerprint(languages: s.options.languages)
        guard let previous = s.previous, previous.fingerprint == s.fingerprint else { return }
        let damage = s.output.damage(against: previous)
        if damage.isEmpty { s.upToDate = true; return }
        s.options.log("\(s.output.label)/ no longer matches what the last build wrote (\(damage.prefix(3).joined(separator: ", "))\(damage.count > 3 ? ", …" : "")); rebuilding")
    }

    /// The scenario files and the templates are read meanwhile (`EarlyInputs`).
    static let loadStrings = Step("load strings") { s in
        let (inputs, memory, staticFolder) = (s.inputs, s.options.memory, s.options.settings.staticFolder)
        let key = [s.folderDigests["templates"], s.folderDigests["static files"]]
        async let early = EarlyInputs.read(inputs, memory: memory, staticFolder: staticFolder, templatesKey: key)
        s.sources.table = try s.remembered("catalogs", key: s.folderDigests["locales"] ?? "") { try s.inputs.loadCatalogs() }
        s.sources.evidence = try RuleEvidence.bundled()
        s.early = await early
    }

    static let loadScenarios = Step("load scenarios") { s in
        var scenarios = try s.early?.scenarios.get() ?? s.inputs.loadScenarios(memory: s.options.memory)
        for i in scenarios.indices where scenarios[i].theme == nil { scenarios[i].theme = SiteText.defaultTheme }
        for sc in scenarios where !SiteText.themes.contains(sc.theme ?? "") {
            throw Diagnostic(sc.source, line: 1, column: 1, "unknown theme '\(sc.theme ?? "")'; "
                            + (Suggest.didYouMean(sc.theme ?? "", among: SiteText.themes) ?? Choices.valid(key: "theme", values: SiteText.themes, note: nil)))
        }
        s.sources.scenarios = try s.inputs.teachingOrder(of: scenarios).sorted(scenarios)
        s.warnings += try ScenarioOwnTexts.apply(s.sources.scenarios, to: &s.sources.table, languages: s.options.languages, strict: s.options.strict)
    }

    /// Templates and assets are checked before anything is simulated or rendered: a typo costs nothing.
    static let loadTemplates = Step("load templates") { s in
        let read = try s.early?.templates.get() ?? EarlyInputs.templates(s.inputs, staticFolder: s.options.settings.staticFolder)
        let keys = s.sources.table.keys
        try s.remembered("templates checked", key: [read.set.digest] + keys) { try read.set.check(catalogKeys: keys) }
        s.sources.templates = read.set
        s.sources.assets = read.assets
        s.sources.staticFiles = read.staticFiles
        if let logo = s.options.settings.logo, !s.sources.staticFiles.contains(where: { $0.path == logo }) {
            throw Diagnostic(nil, "the project's logo '\(logo)' is not a file of the static folder (\(s.options.settings.staticFolder ?? "none is set")); "
                            + "put it there, or remove the 'logo' setting")
        }
    }

    static let checkStrings = Step("check strings") { s in
        let found = Locales.problems(s.sources.table, scenarios: s.sources.scenarios, languages: s.options.languages,
                                     allScenarioTextsUsed: s.inputs.scenarios == Bundled.scenarios)
        let (warnings, rest) = Locales.fallBackToEnglish(&s.sources.table, found, strict: s.options.strict)
        try StringTable.refuse(rest)
        s.warnings += warnings
    }

    /// Every internal link and anchor of the pages, before anything is written.
    static let checkLinks = Step("check links") { s in
        let memory = s.options.memory
        let kept = memory?.links ?? LinkCheck.Kept()
        memory?.links = nil   // kept again only if every link is good
        try LinkCheck.refuse(LinkCheck.broken(in: s.site.files, kept: kept, read: s.site.links, checked: memory.map { m in { m.links = $0 } }))
    }

    static let simulate = Step("simulate") { s in
        let table = s.sources.table
        let state = s
        s.simulated = try SiteState.simulate(s.sources.scenarios, hasNote: { scenario, n in
            scenario.texts.notes[n] != nil || table.string(TextKey.scenarioStep(scenario.id, n).raw, language: "en") != nil
        }, run: { [memory = s.options.memory] scenario in
            try memory.map { try $0.value("run:" + scenario.id, key: scenario) { try SiteState.Run.make(scenario) } } ?? SiteState.Run.make(scenario)
        }, cheatSheet: {
            try state.remembered("cheat sheet", key: "the program's own") { try CheatSheet.rows() }
        })
    }
    static let buildDiagrams = Step("build diagrams") { s in await s.buildDiagrams() }
    static let prepareCharts = Step("look up cached charts") { s in s.prepareCharts() }
    /// Charts (libgvc, serialized) and pages render at the same time on both cores; the bytes are the
    /// same as when everything is rendered in series.
    static let renderPages = Step("render charts and pages") { s in try await s.renderPages() }

    /// Everything at once: the manifest, then the output swapped in whole.
    static let write = Step("write") { s in
        var manifest = Manifest(fingerprint: s.fingerprint, files: s.site.files, known: s.output.knownEntry)
        manifest.pages = s.site.pageKeys
        s.warnings += try s.output.commit(s.site.files, manifest: manifest)
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
