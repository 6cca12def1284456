import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel

/// What the pages are made from: the results of the earlier steps, read-only, so the languages can be
/// rendered at the same time on different cores.
struct PageSource: @unchecked Sendable {
    // @unchecked: every field is an immutable value type, or the templates (read-only once loaded).
    let languages: [LocaleID]
    let scenarios: [Scenario]
    let traces: [String: Trace]
    /// The window after each step of each scenario (the player's phone outline).
    let screens: [String: [Screen]]
    let exercises: [String: [Exercise]]
    /// Each scenario's differences across iOS versions (none when a version cannot run it).
    let versionDiffs: [String: VersionDiffs]
    let cheatSheet: [CheatSheet.Row]
    var svgs: [SiteState.ChartID: String]
    let stateDiagramControllers: [SiteState.ChartID: String]
    let table: StringTable
    let templates: TemplateSet
    let settings: SiteSettings
    let evidence: RuleEvidence
    let callbackUses: CallbackUses
    /// Incremental builds: each token's digest, the keys the last build recorded, and its verified files.
    var tokens = PageInputs.Tokens()
    var previousPages: [String: String] = [:]
    var reuse: (String) -> Data? = { _ in nil }
    /// Pages already rendered by this build (those a browser shows, made first: `Pages.renderShown`).
    var rendered: [String: Data] = [:]
    /// Each language's strings, made once per build (French typography is applied as they are made).
    var strings: [String: Words] = [:]
    /// Each language's interface strings as the templates read them, made once per build.
    var interface: [String: InterfaceWords] = [:]
    /// What several pages of one build read, made once (`PageMemo`).
    let memo = PageMemo()
}

/// Values several pages of one build share, made by the first page that needs them.
final class PageMemo: Sendable {
    private let quizzes = Memo<LocaleID, [QuizPage]>()
    private let swift = Memo<String, String>()

    func quizThemes(_ lang: LocaleID, _ make: () -> [QuizPage]) -> [QuizPage] { quizzes.value(lang, make) }
    /// Swift highlighted once for every language (a declaration is the same in all of them).
    func swiftHTML(_ code: String) -> HTML { HTML(markup: swift.value(code) { SwiftMarkup.html(code) }) }
}

/// Renders the pages of the site, each inside the layout: the language chooser, then every page of one language.
struct Pages {
    let state: PageSource
    var templates: TemplateSet { state.templates }
    var count = 0
    /// Each page's inputs key (recorded in the manifest), and how many pages were copied from the last build.
    var keys: [String: String] = [:]
    /// The pages copied from the last build: their links are not read here (`serve` kept them; a build
    /// without a memory reads them in the link check, as before).
    var taken: Set<String> = []
    var reused: Int { taken.count }

    init(_ source: PageSource) { state = source }

    /// A language's strings: the build's, or made here when a page is rendered alone (tests).
    func strings(_ language: String) -> Words { state.strings[language] ?? Words(state.table, language: language) }

    /// A language's `ui.*` and `value.*` strings for the frame: the build's, or made here (tests).
    func interface(_ language: String) -> InterfaceWords { state.interface[language] ?? InterfaceWords(strings(language)) }

    var scenarios: [Scenario] { state.scenarios }
    var languages: [LocaleID] { state.languages }

    /// Every page of the site with its charts. In parallel, the charts of one language after another
    /// render on one task (libgvc is serialized), while the pages that need no chart render on the
    /// other core at once, and each language's scenario pages start as soon as its charts are ready.
    /// The bytes do not depend on the order.
    /// `drawn`: languages whose charts are already drawn (`renderShown`).
    static func renderAll(_ source: PageSource, charts: [LocaleID: ChartWork], drawn: [LocaleID: ChartBatch] = [:], parallel: Bool = true) async throws
        -> (files: [String: Data], count: Int, charts: [ChartBatch], keys: [String: String], reused: Int, links: [String: LinkCheck.Read]) {
        var root = Pages(source)
        var files: [String: Data] = [:]
        try root.render("root", path: "index.html", frame: root.rootFrame(), body: root.rootPage(), into: &files)
        // The page a host shows for a missing address, at any depth: with a published address its links start there.
        try root.render("notfound", path: "404.html", frame: root.rootFrame(base: source.settings.baseURL), body: root.rootPage(), into: &files)
        var count = root.count, reused = 0
        var batches: [ChartBatch] = []
        var keys: [String: String] = [:], links: [String: LinkCheck.Read] = [:]
        func add(_ part: Part) {
            files.merge(part.files) { _, new in new }
            links.merge(part.links) { _, new in new }
            keys.merge(part.keys) { _, new in new }
            count += part.count
            reused += part.reused
            if let b = part.batch { batches.append(b) }
        }
        if !parallel {
            for lang in source.languages {
                add(try Part.reference(source, lang, .whole))
                add(try Part.scenarios(source, lang, .whole, charts: try drawn[lang] ?? charts[lang, default: ChartWork()].run()))
            }
            return (files, count, batches, keys, reused, links)
        }
        var chain: [Task<ChartBatch, Error>] = []
        for lang in source.languages {
            let previous = chain.last, work = charts[lang, default: ChartWork()], done = drawn[lang]
            chain.append(Task { _ = try await previous?.value; return try done ?? work.run() })
        }
        defer { for task in chain { task.cancel() } }
        try await withThrowingTaskGroup(of: Part.self) { group in
            for (k, lang) in source.languages.enumerated() {
                let task = chain[k]
                for slice in Slice.all(Slice.perPart) { group.addTask { try Part.reference(source, lang, slice) } }
                for slice in Slice.all(Slice.perPart) {
                    group.addTask { try Part.scenarios(source, lang, slice, charts: try await task.value) }
                }
            }
            for try await part in group { add(part) }
        }
        return (files, count, batches, keys, reused, links)
    }

    /// Every `count`-th page of a part, from its `index`-th: a language's pages are split so that both
    /// cores stay busy to the end (one task per language left one core idle for the last tenth of the build).
    struct Slice: Sendable {
        var index = 0, count = 1
        static let whole = Slice()
        static let perPart = 4
        static func all(_ count: Int) -> [Slice] { (0..<count).map { Slice(index: $0, count: count) } }
        func holds(_ n: Int) -> Bool { n % count == index }
    }

    /// Pages rendered by one task: a slice of a language's reference pages, or of its scenario pages with
    /// their charts; each page it rendered has its links read here, on the task's core, for the link check
    /// (`LinkCheck.broken(in:kept:read:)`).
    struct Part: Sendable {
        var files: [String: Data] = [:]
        var count = 0
        var batch: ChartBatch?
        var keys: [String: String] = [:]
        var reused = 0
        var links: [String: LinkCheck.Read] = [:]

        static func reference(_ source: PageSource, _ lang: LocaleID, _ slice: Slice) throws -> Part {
            var pages = Pages(source), part = Part()
            try pages.renderReference(lang, slice, into: &part.files)
            part.finish(pages)
            return part
        }

        mutating func finish(_ pages: Pages) {
            count = pages.count; keys = pages.keys; reused = pages.reused
            for (path, data) in files where path.hasSuffix(".html") && !pages.taken.contains(path) { links[path] = (data, LinkCheck.scan(data)) }
        }

        /// The language's charts travel with its first slice only: each batch is counted once.
        static func scenarios(_ source: PageSource, _ lang: LocaleID, _ slice: Slice, charts: ChartBatch) throws -> Part {
            var withCharts = source
            withCharts.svgs = charts.svgs
            var pages = Pages(withCharts), part = Part(batch: slice.index == 0 ? charts : nil)
            try pages.renderKinds(lang, charts: true, slice, into: &part.files)
            part.finish(pages)
            return part
        }
    }

    /// The pages of one language that show no chart (`PageKind.charts` false), and its search index.
    mutating func renderReference(_ lang: LocaleID, _ slice: Slice = .whole, into files: inout [String: Data]) throws {
        try renderKinds(lang, charts: false, slice, into: &files)
        if slice.index == 0 { files["\(lang)/search-index.js"] = try searchIndex(lang, strings(lang.rawValue)) }
    }

    mutating func renderKinds(_ lang: LocaleID, charts: Bool, _ slice: Slice = .whole, into files: inout [String: Data]) throws {
        let t = strings(lang.rawValue)
        let words = interface(lang.rawValue)
        var n = -1
        for kind in PageKind.all where kind.charts == charts {
            for page in kind.pages(self, lang, t) {
                n += 1
                guard slice.holds(n) else { continue }
                let path = "\(lang)/\(page.path)"
                let (key, tree) = try inputsKey(kind, page, lang)
                keys[path] = key
                // Made before the others, for a browser showing it (`serve`, `ShownFirst.swift`).
                if let made = state.rendered[path] { files[path] = made; count += 1; continue }
                // Its inputs are those of the last build's copy, which is still as that build wrote it: keep it.
                if state.previousPages[path] == key, let old = state.reuse(path) {
                    files[path] = old; count += 1
                    taken.insert(path)
                    continue
                }
                try render(kind, page, lang, tree: tree, words: words, t, into: &files)
            }
        }
    }

    /// A page's inputs key (`PageInputs`). A page that gathers from every scenario is keyed by what its
    /// template will see: that context is returned too, to be rendered from.
    func inputsKey(_ kind: PageKind, _ page: PageSpec, _ lang: LocaleID) throws -> (key: String, tree: [String: Any]?) {
        let tree = page.deps.contains(PageInputs.content) ? ContextTree.fields(of: try page.body()) : nil
        return (state.tokens.key(lang, [PageInputs.template(kind.template)] + page.deps, content: tree.map(ContextTree.digest)), tree)
    }

    /// Renders one page of a language (from `tree`, when its key was made from its context).
    mutating func render(_ kind: PageKind, _ page: PageSpec, _ lang: LocaleID, tree: [String: Any]?, words: InterfaceWords, _ t: Words,
                         into files: inout [String: Data]) throws {
        try render(kind.template, path: "\(lang)/\(page.path)", frame: frame(lang, page: page.path, title: page.title, words: words, t),
                   body: tree.map { ContextTree.Ready(value: $0) } ?? (try page.body()), into: &files)
    }

    /// Renders `template` with the page's body, then the layout around it.
    mutating func render(_ template: String, path: String, frame: Frame, body: Any, into files: inout [String: Data]) throws {
        var page = PageContext(frame: frame, body: body)
        page.content = HTML(markup: try templates.render(page, template: template))
        files[path] = Data(try templates.render(page, template: "layout").utf8)
        count += 1
    }

    /// The frame of a page inside a language folder (`page` is its path there).
    func frame(_ lang: LocaleID, page: String, title: String, words: InterfaceWords, _ t: Words) -> Frame {
        let root = String(repeating: "../", count: page.split(separator: "/").count)
        let nav = PageKind.all.compactMap(\.nav)
        return Frame(
            lang: lang.rawValue, root: root, ui: words.ui, value: words.value, pageTitle: title,
            home: root + "\(lang)/index.html", hasNav: true,
            nav: nav.map { Link(href: root + "\(lang)/\($0.page)", label: t(.ui($0.label))) },
            switcher: languages.map { l in
                LanguageLink(code: l.rawValue, name: state.table.string("ui.lang.name", language: l.rawValue) ?? l.rawValue,
                             href: root + "\(l)/\(page)", current: l == lang)
            },
            alternates: languages.filter { $0 != lang }.map { Alternate(code: $0.rawValue, href: root + "\($0)/\(page)") }
                + [Alternate(code: "x-default", href: root + "index.html")],
            brand: state.settings.title ?? t(.ui("site.title")), logo: state.settings.logo, accent: state.settings.accent,
            canonical: state.settings.baseURL.map { $0 + "\(lang)/\(page)" },
            search: page == "search.html" ? nil : root + "\(lang)/search.html")
    }

    /// The language chooser at the root: English words for the frame, each language's own words in the list.
    /// Its title is the tagline; the brand (Lifeline, or the project's title) follows it.
    func rootFrame(base: String? = nil) -> Frame {
        let t = strings("en")
        let words = interface("en")
        return Frame(lang: "en", root: "", ui: words.ui, value: words.value, pageTitle: t(.ui("site.tagline")), home: nil, hasNav: false,
                     nav: [], switcher: [], alternates: languages.map { Alternate(code: $0.rawValue, href: "\($0)/index.html") },
                     brand: state.settings.title ?? t(.ui("site.title")), logo: state.settings.logo, accent: state.settings.accent,
                     canonical: base == nil ? state.settings.baseURL : nil, base: base)
    }

    func rootPage() -> RootPage {
        RootPage(languages: languages.map { l in
            let t = strings(l.rawValue)
            return RootPage.Choice(code: l.rawValue, name: t(.ui("lang.name")), choose: t(.ui("lang.choose")),
                                   tagline: t(.ui("site.tagline")), href: "\(l)/index.html", notFound: t(.ui("notFound")))
        })
    }
}
