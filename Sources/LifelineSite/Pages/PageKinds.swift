import Foundation
import LifelineLanguage
import LifelineModel

/// One page a language writes: its path inside the language folder, its title, what it depends on
/// beyond its language's strings and its template (`PageInputs` tokens), and its template's context,
/// made only when the page has to be rendered.
struct PageSpec {
    var path: String
    var title: String
    var deps: [String]
    /// Makes the page's context (a refusal of the simulator here is lifeline's bug: `InternalError`).
    var body: () throws -> Any
}

/// A kind of page every language has (Publish's `HTMLFactory` is the model): its template, the header's
/// link to it, whether it waits for the charts, its pages, and its entries in the search index.
/// `PageKind.all` is the one list that rendering, the navigation, the template check, the search index
/// and the tests iterate: a new kind of page is one entry here (with the catalog keys it needs beyond
/// the shared ones), its file in Pages/, and its template.
struct PageKind: Sendable {
    struct Nav: Sendable { var page: String; var label: String }
    let template: String
    /// The shape of its pages' context type (`.of(HomePage.self)`): the template's names are checked
    /// against its fields when the templates load (`TemplateSet.check`).
    let context: ContextShape
    /// The header's link to the kind's page, if it has one (its page and the label's `ui.` key).
    var nav: Nav?
    /// Shows charts: rendered once the language's charts are ready.
    var charts = false
    let pages: @Sendable (Pages, LocaleID, Words) -> [PageSpec]
    var search: @Sendable (Pages, LocaleID, Words) -> [Pages.SearchEntry] = { _, _, _ in [] }
    /// The catalog keys the kind's pages need that no other page does (`lifeline check` requires them).
    var keys: [TextKey] = []

    /// In the header's order.
    static let all: [PageKind] = [home, lifecycle, states, callbacks, callback, cheatsheet, troubleshooting, scenario, quizzes, quiz, glossary, search]

    static let home = PageKind(template: "home", context: .of(HomePage.self), nav: Nav(page: "index.html", label: "nav.home")) { p, _, t in
        [PageSpec(path: "index.html", title: t(.ui("nav.home")), deps: [PageInputs.content]) { p.homePage(t) }]
    }
    static let lifecycle = PageKind(template: "lifecycle", context: .of(OverviewPage.self), nav: Nav(page: "lifecycle.html", label: "nav.lifecycle"), charts: true,
                                    pages: { p, _, t in [PageSpec(path: "lifecycle.html", title: t(.ui("nav.lifecycle")), deps: [PageInputs.content]) { p.overviewPage(t) }] },
                                    search: { _, _, t in [Pages.overviewEntry(t)] })
    static let states = PageKind(template: "states", context: .of(StatesPage.self), nav: Nav(page: "states.html", label: "nav.states"), charts: true,
                                 pages: { p, _, t in [PageSpec(path: "states.html", title: t(.ui("nav.states")), deps: [PageInputs.content]) { p.statesPage(t) }] },
                                 search: { _, _, t in [Pages.SearchEntry(t: t(.ui("nav.states")), u: "states.html", x: Pages.plain(t(.ui("states.intro"))))] })
    static let callbacks = PageKind(template: "callbacks", context: .of(CallbacksPage.self), nav: Nav(page: "callbacks/index.html", label: "nav.callbacks")) { p, _, t in
        [PageSpec(path: "callbacks/index.html", title: t(.ui("nav.callbacks")), deps: [PageInputs.content]) { p.callbacksPage(t) }]
    }
    static let callback = PageKind(template: "callback", context: .of(CallbackPage.self),
                                   pages: { p, _, t in
                                       Callback.allCases.map { c in
                                           PageSpec(path: "callbacks/\(SiteText.slug(c)).html", title: Pages.callbackWords(c, t) ?? c.rawValue,
                                                    deps: [PageInputs.callback(c)]) { p.callbackPage(c, t) }
                                       }
                                   },
                                   search: { _, _, t in Callback.allCases.map { Pages.callbackEntry($0, t) } })
    static let cheatsheet = PageKind(template: "cheatsheet", context: .of(CheatSheetPage.self), nav: Nav(page: "cheatsheet.html", label: "nav.cheatsheet"),
                                     pages: { p, _, t in [PageSpec(path: "cheatsheet.html", title: t(.ui("nav.cheatsheet")), deps: [PageInputs.content]) { p.cheatSheetPage(t) }] },
                                     search: { _, _, t in [Pages.SearchEntry(t: t(.ui("nav.cheatsheet")), u: "cheatsheet.html", x: Pages.plain(t(.ui("cheatsheet.intro"))))] },
                                     keys: CheatSheet.keys)
    static let troubleshooting = PageKind(template: "troubleshooting", context: .of(TroubleshootingPage.self), nav: Nav(page: "troubleshooting.html", label: "nav.troubleshooting"),
                                          pages: { p, _, t in [PageSpec(path: "troubleshooting.html", title: t(.ui("nav.troubleshooting")), deps: [PageInputs.content]) {
                                              p.troubleshootingPage(t) }] },
                                          search: { _, _, t in Pages.troubleshootingEntries(t) }, keys: Troubleshooting.keys)
    static let scenario = PageKind(template: "scenario", context: .of(ScenarioPage.self), charts: true,
                                   pages: { p, lang, t in p.scenarios.enumerated().map { i, s in
                                       PageSpec(path: "scenarios/\(s.id).html", title: t(.scenarioTitle(s.id)), deps: PageInputs.scenarioPage(s, lang)) {
                                           p.scenarioPage(s, index: i, lang, t) } } },
                                   search: { p, lang, t in p.scenarios.map { p.scenarioEntry($0, lang, t) } })
    static let quizzes = PageKind(template: "quizzes", context: .of(QuizIndexPage.self), nav: Nav(page: "quiz/index.html", label: "nav.quiz")) { p, lang, t in
        [PageSpec(path: "quiz/index.html", title: t(.ui("nav.quiz")), deps: [PageInputs.content]) { p.quizIndexPage(lang, t) }]
    }
    static let quiz = PageKind(template: "quiz", context: .of(QuizPage.self),
                               pages: { p, lang, t in p.quizThemes(lang, t).map { q in PageSpec(path: "quiz/\(q.theme).html", title: q.title, deps: [PageInputs.content]) { q } } },
                               search: { p, lang, t in p.quizEntries(lang, t) })
    static let glossary = PageKind(template: "glossary", context: .of(GlossaryPage.self), nav: Nav(page: "glossary.html", label: "nav.glossary"),
                                   pages: { p, _, t in [PageSpec(path: "glossary.html", title: t(.ui("nav.glossary")), deps: []) { p.glossaryPage(t) }] },
                                   search: { p, lang, t in TextKey.glossaryIDs(in: p.state.table.keys).map {
                                       Pages.SearchEntry(t: Pages.plain(t(.glossaryTerm($0))), u: "glossary.html#\($0)", k: .glossary, x: Pages.plain(t(.glossaryDefinition($0))),
                                                         w: lang.rawValue == "en" ? "" : Pages.plain(p.strings("en")(.glossaryTerm($0)))) } })
    static let search = PageKind(template: "search", context: .of(SearchPage.self), nav: Nav(page: "search.html", label: "nav.search"),
                                 pages: { p, _, t in [PageSpec(path: "search.html", title: t(.ui("nav.search")), deps: []) { p.searchPage(t) }] },
                                 keys: Pages.searchKeys)
}
