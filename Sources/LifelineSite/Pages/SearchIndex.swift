import Foundation
import LifelineLocalization
import LifelineModel

/// The offline search of one language: `<lang>/search-index.js`, a script that sets
/// `window.LIFELINE_SEARCH` (a script, not JSON: `fetch` does not work from file://), read by
/// `assets/search.js` on `<lang>/search.html`. One entry per scenario, callback page, glossary term,
/// the states page and the lifecycle overview: its title, its link and its words (plain text, code marks removed).
extension Pages {
    struct SearchEntry: Encodable { let t: String; let u: String; let x: String }

    func searchIndex(_ lang: LocaleID, _ t: SiteStrings) throws -> Data {
        var entries: [SearchEntry] = []
        func plain(_ s: String) -> String { s.replacingOccurrences(of: "`", with: "") }
        for s in scenarios {
            var words = [t(.scenarioSummary(s.id))]
            for n in s.steps.indices.map({ $0 + 1 }) where t.has(.scenarioStep(s.id, n)) { words.append(t(.scenarioStep(s.id, n))) }
            let calls = Set(state.traces[s.id]!.events.map(\.callback.rawValue)).sorted()
            entries.append(SearchEntry(t: t(.scenarioTitle(s.id)), u: "scenarios/\(s.id).html", x: plain((words + calls).joined(separator: " "))))
        }
        for c in Callback.allCases {
            let slug = SiteText.slug(c)
            let prose: [TextKey.CallbackPart] = [.about, .advice, .super, .mistakes, .versions]
            let words = prose.map { t(.callback(slug, $0)) }.joined(separator: " ")
            entries.append(SearchEntry(t: c.rawValue, u: "callbacks/\(slug).html", x: plain((c.declaredIn ?? "") + " " + words)))
        }
        for id in TextKey.glossaryIDs(in: state.table.keys) {
            entries.append(SearchEntry(t: t(.glossaryTerm(id)), u: "glossary.html#\(id)", x: plain(t(.glossaryDefinition(id)))))
        }
        entries.append(SearchEntry(t: t(.ui("nav.states")), u: "states.html", x: plain(t(.ui("states.intro")))))
        let overview = [t(.overview("intro"))] + TextKey.overviewSections.flatMap { [t(.overview("\($0).title")), t(.overview("\($0).text"))] }
        entries.append(SearchEntry(t: plain(t(.overview("title"))), u: "lifecycle.html", x: plain(overview.joined(separator: " "))))
        entries.sort { $0.u < $1.u }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(entries), as: UTF8.self)
        return Data("window.LIFELINE_SEARCH = \(json);\n".utf8)
    }

    func searchPage(_ t: SiteStrings) -> SearchPage {
        SearchPage(intro: t(.ui("search.intro")), label: t(.ui("search.label")), none: t(.ui("search.none")), noScript: t(.ui("search.noscript")))
    }
}

struct SearchPage { var intro: String; var label: String; var none: String; var noScript: String }
