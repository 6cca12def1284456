import Foundation
import LifelineCharts
import LifelineLanguage
import LifelineModel

/// The offline search of one language: `<lang>/search-index.js`, a script that sets
/// `window.LIFELINE_SEARCH` (a script, not JSON: `fetch` does not work from file://), read by
/// `assets/search.js` on `<lang>/search.html`. Each kind of page gives its entries (`PageKind.search`):
/// a title, a link and the words (plain text, code marks removed).
extension Pages {
    /// t: title; u: link; x: text; h: headings (a scenario's steps, a quiz's scenarios), ranked between title and text.
    struct SearchEntry: Encodable { let t: String; let u: String; let x: String; var h = "" }

    func searchIndex(_ lang: LocaleID, _ t: Words) throws -> Data {
        var entries = PageKind.all.flatMap { $0.search(self, lang, t) }
        entries.sort { $0.u < $1.u }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(entries), as: UTF8.self)
        return Data("window.LIFELINE_SEARCH = \(json);\n".utf8)
    }

    /// Catalog text as the index holds it: plain, code marks removed.
    static func plain(_ s: String) -> String { s.replacingAll("`", with: "") }

    func scenarioEntry(_ s: Scenario, _ lang: LocaleID, _ t: Words) -> SearchEntry {
        var words = [t(.scenarioSummary(s.id))]
        for n in s.steps.indices.map({ $0 + 1 }) where t.has(.scenarioStep(s.id, n)) { words.append(t(.scenarioStep(s.id, n))) }
        let calls = Set(state.traces[s.id].guaranteed("every scenario was simulated").events.map(\.callback.rawValue)).sorted()
        let chartWords = state.chartWords[lang] ?? Charts.strings(lang, locales: state.table)
        let headings = s.steps.indices.map { chartWords.stepHeading(s, $0 + 1) }.joined(separator: " ")
        return SearchEntry(t: t(.scenarioTitle(s.id)), u: "scenarios/\(s.id).html", x: Self.plain((words + calls).joined(separator: " ")), h: headings)
    }

    static func callbackEntry(_ c: Callback, _ t: Words) -> SearchEntry {
        let slug = SiteText.slug(c)
        let prose: [TextKey.CallbackPart] = [.about, .advice, .super, .mistakes, .versions]
        let words = prose.map { t(.callback(slug, $0)) }.joined(separator: " ")
        return SearchEntry(t: c.rawValue, u: "callbacks/\(slug).html", x: plain((c.declaredIn ?? "") + " " + words))
    }

    static func overviewEntry(_ t: Words) -> SearchEntry {
        let overview = [t(.overview("intro"))] + TextKey.overviewSections.flatMap { [t(.overview("\($0).title")), t(.overview("\($0).text"))] }
        return SearchEntry(t: plain(t(.overview("title"))), u: "lifecycle.html", x: plain(overview.joined(separator: " ")))
    }

    func searchPage(_ t: Words) -> SearchPage {
        SearchPage(intro: t(.ui("search.intro")), label: t(.ui("search.label")), none: t(.ui("search.none")), noScript: t(.ui("search.noscript")))
    }
}

struct SearchPage: Codable { var intro: String; var label: String; var none: String; var noScript: String }
