import Foundation
import LifelineEngine
import LifelineLocalization
import LifelineModel

/// Renders every page of the site, in every language, each inside the layout.
struct Pages {
    let state: SiteState
    let templates: TemplateSet
    var count = 0

    init(state: SiteState, templates: TemplateSet) {
        self.state = state
        self.templates = templates
    }

    var scenarios: [Scenario] { state.scenarios }
    var languages: [LocaleID] { state.options.languages }

    mutating func renderAll(into files: inout [String: Data]) throws {
        try render("root", path: "index.html", frame: rootFrame(), body: rootPage(), into: &files)
        for lang in languages {
            let t = SiteStrings(state.table, language: lang.rawValue)
            let words = t.interfaceTree
            func frame(_ page: String, title: String) -> Frame { self.frame(lang, page: page, title: title, words: words, t) }
            try render("home", path: "\(lang)/index.html", frame: frame("index.html", title: t(.ui("nav.home"))), body: homePage(t), into: &files)
            for (i, s) in scenarios.enumerated() {
                try render("scenario", path: "\(lang)/scenarios/\(s.id).html", frame: frame("scenarios/\(s.id).html", title: t(.scenarioTitle(s.id))),
                           body: scenarioPage(s, index: i, lang, t), into: &files)
            }
            try render("callbacks", path: "\(lang)/callbacks/index.html", frame: frame("callbacks/index.html", title: t(.ui("nav.callbacks"))),
                       body: callbacksPage(t), into: &files)
            for c in Callback.allCases {
                let page = "callbacks/\(SiteText.slug(c)).html"
                try render("callback", path: "\(lang)/\(page)", frame: frame(page, title: c.rawValue), body: callbackPage(c, t), into: &files)
            }
            try render("states", path: "\(lang)/states.html", frame: frame("states.html", title: t(.ui("nav.states"))), body: statesPage(t), into: &files)
            try render("glossary", path: "\(lang)/glossary.html", frame: frame("glossary.html", title: t(.ui("nav.glossary"))), body: glossaryPage(t), into: &files)
        }
    }

    /// Renders `template` with the page's body, then the layout around it.
    mutating func render(_ template: String, path: String, frame: Frame, body: Any, into files: inout [String: Data]) throws {
        var page = PageContext(frame: frame, body: body)
        page.content = try templates.render(page, template: template)
        files[path] = Data(try templates.render(page, template: "layout").utf8)
        count += 1
    }

    /// The frame of a page inside a language folder (`page` is its path there).
    func frame(_ lang: LocaleID, page: String, title: String, words: (ui: [String: Any], value: [String: Any]), _ t: SiteStrings) -> Frame {
        let root = String(repeating: "../", count: page.split(separator: "/").count)
        let nav = [("index.html", "nav.home"), ("states.html", "nav.states"), ("callbacks/index.html", "nav.callbacks"), ("glossary.html", "nav.glossary")]
        return Frame(
            lang: lang.rawValue, root: root, ui: words.ui, value: words.value, pageTitle: title,
            home: root + "\(lang)/index.html", hasNav: true,
            nav: nav.map { Link(href: root + "\(lang)/\($0.0)", label: t(.ui($0.1))) },
            switcher: languages.map { l in
                LanguageLink(code: l.rawValue, name: state.table.string("ui.lang.name", language: l.rawValue) ?? l.rawValue,
                             href: root + "\(l)/\(page)", current: l == lang)
            },
            alternates: languages.filter { $0 != lang }.map { Alternate(code: $0.rawValue, href: root + "\($0)/\(page)") }
                + [Alternate(code: "x-default", href: root + "index.html")])
    }

    /// The language chooser at the root: English words for the frame, each language's own words in the list.
    func rootFrame() -> Frame {
        let words = SiteStrings(state.table, language: "en").interfaceTree
        return Frame(lang: "en", root: "", ui: words.ui, value: words.value, pageTitle: "Lifeline", home: nil, hasNav: false,
                     nav: [], switcher: [], alternates: languages.map { Alternate(code: $0.rawValue, href: "\($0)/index.html") })
    }

    func rootPage() -> RootPage {
        RootPage(languages: languages.map { l in
            let t = SiteStrings(state.table, language: l.rawValue)
            return RootPage.Choice(code: l.rawValue, name: t(.ui("lang.name")), choose: t(.ui("lang.choose")),
                                   tagline: t(.ui("site.tagline")), href: "\(l)/index.html")
        })
    }
}
