import Foundation
import LifelineCharts
import LifelineLanguage
import LifelineModel

/// The offline search of one language: `<lang>/search-index.js`, a script that sets
/// `window.LIFELINE_SEARCH` (a script, not JSON: `fetch` does not work from file://), read by
/// `assets/search.js` on `<lang>/search.html`. Each kind of page gives its entries (`PageKind.search`):
/// a title, a link, its kind and the words (plain text, code marks removed). The language's search
/// words come with them, from the catalogs: the kinds' labels, stop words and synonym groups.
extension Pages {
    /// What a result is, labelled on the search page (`ui.search.kind.<kind>`).
    enum SearchKind: String, Encodable, CaseIterable { case page, scenario, callback, glossary, troubleshooting, quiz }

    /// t: title; u: link; k: kind; x: text (the snippets' sentences); h: headings (a scenario's steps, a quiz's
    /// scenarios), ranked between title and text; c: code names, found but never shown; w: keywords in English, found
    /// on every language's site (a scenario's id and the code its prose names, a glossary term's English name).
    struct SearchEntry: Encodable {
        let t: String; let u: String; var k = SearchKind.page; let x: String; var h = ""; var c = ""; var w = ""
    }

    private struct SearchIndexFile: Encodable {
        var entries: [SearchEntry]
        var kinds: [String: String]
        var stop: String
        var synonyms: [[String]]
    }

    func searchIndex(_ lang: LocaleID, _ t: Words) throws -> Data {
        var entries = PageKind.all.flatMap { $0.search(self, lang, t) }
        entries.sort { $0.u < $1.u }
        let english = strings("en")
        // Stop words and synonyms of the language, and English's too: people type English method and concept names everywhere.
        let stop = lang.rawValue == "en" ? t(.ui("search.stopWords")) : t(.ui("search.stopWords")) + " " + english(.ui("search.stopWords"))
        let synonyms = t(.ui("search.synonyms")) + (lang.rawValue == "en" ? "" : "\n" + english(.ui("search.synonyms")))
        let file = SearchIndexFile(
            entries: entries, kinds: Dictionary(uniqueKeysWithValues: SearchKind.allCases.map { ($0.rawValue, t(.ui("search.kind.\($0.rawValue)"))) }),
            stop: stop, synonyms: Self.synonymGroups(synonyms))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(file), as: UTF8.self)
        return Data("window.LIFELINE_SEARCH = \(json);\n".utf8)
    }

    /// The catalog's synonym lines as groups; groups that share a variant (the language's and English's
    /// "memory warning") become one, so a query's words belong to one group.
    static func synonymGroups(_ text: String) -> [[String]] {
        var groups: [[String]] = []
        for line in text.split(separator: "\n") {
            var group = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let folded = Set(group.map { $0.lowercased() })
            for i in groups.indices.reversed() where groups[i].contains(where: { folded.contains($0.lowercased()) }) {
                let earlier = groups.remove(at: i)
                group = earlier + group.filter { v in !earlier.contains { $0.lowercased() == v.lowercased() } }
            }
            if group.count > 1 { groups.append(group) }
        }
        return groups
    }

    /// The search keys every language's catalog holds.
    static let searchKeys: [TextKey] = (["search.stopWords", "search.synonyms"] + SearchKind.allCases.map { "search.kind.\($0.rawValue)" }).map(TextKey.ui)

    /// The code a catalog text names (its `…` spans), in order, once each.
    static func codeSpans(_ s: String) -> [String] {
        var out: [String] = []
        for (i, part) in SiteText.codeSpanPieces(s).enumerated() where i % 2 == 1 && !out.contains(String(part)) {
            out.append(String(part))
        }
        return out
    }

    /// Catalog text as the index holds it: plain, code marks removed.
    static func plain(_ s: String) -> String { s.replacingAll("`", with: "") }

    func scenarioEntry(_ s: Scenario, _ lang: LocaleID, _ t: Words) -> SearchEntry {
        var words = [t(.scenarioSummary(s.id))]
        for n in s.steps.indices.map({ $0 + 1 }) where t.has(.scenarioStep(s.id, n)) { words.append(t(.scenarioStep(s.id, n))) }
        let calls = Set(state.traces[s.id].guaranteed("every scenario was simulated").events.map(\.callback.rawValue)).sorted()
        let headings = s.steps.indices.map { t.stepHeading(s, $0 + 1) }.joined(separator: " ")
        return SearchEntry(t: t(.scenarioTitle(s.id)), u: "scenarios/\(s.id).html", k: .scenario, x: Self.plain(words.joined(separator: " ")),
                           h: headings, c: calls.joined(separator: " "), w: ([s.id.replacingAll("-", with: " ")] + Self.codeSpans(words.joined(separator: " "))).joined(separator: " "))
    }

    static func callbackEntry(_ c: Callback, _ t: Words) -> SearchEntry {
        let slug = SiteText.slug(c)
        let prose: [TextKey.CallbackPart] = [.about, .advice, .super, .mistakes, .versions]
        let words = prose.map { t(.callback(slug, $0)) }.joined(separator: " ")
        return SearchEntry(t: c.rawValue, u: "callbacks/\(slug).html", k: .callback, x: plain(words), c: c.declaredIn ?? "")
    }

    static func overviewEntry(_ t: Words) -> SearchEntry {
        let text = [t(.overview("intro"))] + TextKey.overviewSections.map { t(.overview("\($0).text")) }
        let headings = [t(.ui("nav.lifecycle"))] + TextKey.overviewSections.map { t(.overview("\($0).title")) }
        return SearchEntry(t: plain(t(.overview("title"))), u: "lifecycle.html", x: plain(text.joined(separator: " ")), h: plain(headings.joined(separator: " ")))
    }

    func searchPage(_ t: Words) -> SearchPage {
        SearchPage(intro: t(.ui("search.intro")), label: t(.ui("search.label")), none: t(.ui("search.none")), noScript: t(.ui("search.noscript")))
    }
}

struct SearchPage: Codable { var intro: String; var label: String; var none: String; var noScript: String }
