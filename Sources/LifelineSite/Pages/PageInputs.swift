import Foundation
import LifelineCharts
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// The dependency map of incremental builds. Every page depends on its language's strings (and
/// English's, the fallback), the program and the project's settings; beyond those, on
/// - `template:<name>` — its template, the layout and the partials they include (`TemplateSet.digest(rendering:)`),
/// and on the tokens it names (`PageSpec.deps`):
/// - `scenario:<id>` — a scenario file's text (its steps, its own texts): its own pages;
/// - `charts:<lang>:<id>` — what its charts in that language are made from (`chartsInputs`): its own pages;
/// - `order` — which scenarios there are and in what order (a page's previous and next links);
/// - `lessons:<theme>` — the scenarios of a theme, in order (a page's "lesson 2 of 7");
/// - `exercises:<id>` — its questions, chosen site-wide (an edit to another scenario can change them): its own pages;
/// - `callback:<c>` — where callback c occurs in every trace: its page;
/// - `content` — for the pages that gather from every scenario (home, indexes, quizzes, states, the
///   overview, the cheat sheet, troubleshooting): the digest of the context its template will see,
///   made for every build (cheap next to rendering), so an edit that leaves such a page as it was —
///   most edits, for most of them — renders nothing.
/// A page whose key (the digest of all that) equals the one the last build recorded for it is copied
/// from that build's output (checked against its manifest) instead of rendered again.
enum PageInputs {
    static let content = "content"
    static func template(_ name: String) -> String { "template:\(name)" }
    static func callback(_ c: Callback) -> String { "callback:\(c.rawValue)" }
    static func scenarioPage(_ s: Scenario, _ lang: LocaleID) -> [String] {
        ["scenario:\(s.id)", "charts:\(lang):\(s.id)", "order", "exercises:\(s.id)", "lessons:\(s.theme ?? SiteText.defaultTheme)"]
    }

    struct Tokens: Sendable {
        var common: [LocaleID: String] = [:]
        var values: [String: String] = [:]

        /// The page's key in `lang`.
        /// `content`: the digest of the page's context, for a page that depends on `content`.
        func key(_ lang: LocaleID, _ deps: [String], content: String? = nil) -> String {
            var h = HashAccumulator()
            h.add(common[lang] ?? "")
            for d in deps { h.add(d); h.add(d == PageInputs.content ? content ?? "missing" : values[d] ?? "missing") }
            return h.hex
        }
    }
}

extension SiteState {
    /// Every token's digest for this build (cheap next to rendering: hashing text already in memory).
    func pageInputTokens(_ uses: CallbackUses, templates: TemplateSet) -> PageInputs.Tokens {
        var t = PageInputs.Tokens()
        let (evidence, stringsDigests) = (sources.evidence, sources.stringsDigests)
        for lang in options.languages {
            var h = HashAccumulator()
            for part in [ProgramID.value, options.settings.fingerprintText, evidence.digest, stringsDigests["en"] ?? "", stringsDigests[lang.rawValue] ?? "",
                         options.languages.map(\.rawValue).joined(separator: ",")] { h.add(part) }
            t.common[lang] = h.hex
        }
        var order = HashAccumulator()
        // Each scenario's questions written out (by reflection, slow) on both cores.
        let memory = options.memory, all = simulated.exercises
        let questions = Cores.map(sources.scenarios.map(\.id)) { id in
            let exercises = all[id] ?? []
            let make = { SiteState.digest(String(describing: exercises)) }
            return memory.map { $0.value("exercises digest:" + id, key: exercises, make) } ?? make()
        }
        for (s, digest) in zip(sources.scenarios, questions) {
            t.values["scenario:\(s.id)"] = sources.scenarioDigests[s.id] ?? ""
            t.values["exercises:\(s.id)"] = digest
            order.add(s.id)
            for lang in options.languages { t.values["charts:\(lang):\(s.id)"] = chartsInputs(lang, s.id) }
        }
        t.values["order"] = order.hex
        for kind in PageKind.all { t.values[PageInputs.template(kind.template)] = templates.digest(rendering: kind.template) }
        var lessons: [String: HashAccumulator] = [:]
        for s in sources.scenarios { lessons[s.theme ?? SiteText.defaultTheme, default: HashAccumulator()].add(s.id) }
        for (theme, h) in lessons { t.values["lessons:\(theme)"] = h.hex }
        for c in Callback.allCases {
            var h = HashAccumulator()
            for use in uses[c] { h.add(use.scenario.id); h.add("\(use.count):" + use.steps.map(String.init).joined(separator: ",")) }
            t.values[PageInputs.callback(c)] = h.hex
        }
        return t
    }

    static func digest(_ text: String) -> String { var h = HashAccumulator(); h.add(text); return h.hex }

    /// A language's strings, every key and plural form, in a stable order.
    static func digest(_ table: StringTable, language: String) -> String {
        var h = HashAccumulator()
        for key in table.entries.keys.sorted() {
            guard let l = table.entries[key]?.entry.localizations?[language] else { continue }
            h.add(key)
            if let u = l.stringUnit { h.add(u.state); h.add(u.value) }
            for (category, form) in (l.variations?.plural ?? [:]).sorted(by: { $0.key < $1.key }) {
                h.add(category); h.add(form.stringUnit?.state ?? ""); h.add(form.stringUnit?.value ?? "")
            }
        }
        return h.hex
    }
}
