import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineLocalization
import LifelineModel

/// Page contexts for the templates, and the rendering of every page in every language.
struct Pages {
    let state: SiteState
    let templates: TemplateSet
    var count = 0
    /// The `ui.*` and `value.*` strings of each language, nested for the templates.
    let words: [String: [String: Any]]
    let languages: [String]

    init(state: SiteState, templates: TemplateSet) {
        self.state = state
        self.templates = templates
        languages = state.options.languages.map(\.rawValue)
        var words: [String: [String: Any]] = [:]
        for lang in languages { words[lang] = Pages.nestedUI(state.table.strings(language: lang)) }
        self.words = words
    }

    var scenarios: [Scenario] { state.scenarios }

    mutating func renderAll(into files: inout [String: Data]) throws {
        let choices: [[String: Any]] = languages.map { l in
            ["code": l, "name": state.table.string("ui.lang.name", language: l) ?? l,
             "choose": state.table.string("ui.lang.choose", language: l) ?? "",
             "tagline": state.table.string("ui.site.tagline", language: l) ?? "", "href": "\(l)/index.html"]
        }
        try render("root", path: "index.html", lang: "en", pagePath: nil, extra: ["languages": choices, "pageTitle": "Lifeline"], into: &files)
        for lang in languages {
            let t = state.strings(LocaleID(rawValue: lang)!)
            try render("home", path: "\(lang)/index.html", lang: lang, pagePath: "index.html", extra: home(lang, t), into: &files)
            for (i, s) in scenarios.enumerated() {
                try render("scenario", path: "\(lang)/scenarios/\(s.id).html", lang: lang, pagePath: "scenarios/\(s.id).html",
                           extra: scenarioPage(s, index: i, lang, t), into: &files)
            }
            try render("callbacks", path: "\(lang)/callbacks/index.html", lang: lang, pagePath: "callbacks/index.html",
                       extra: callbacksIndex(lang, t), into: &files)
            for c in Callback.allCases {
                try render("callback", path: "\(lang)/callbacks/\(SiteText.slug(c)).html", lang: lang,
                           pagePath: "callbacks/\(SiteText.slug(c)).html", extra: callbackPage(c, lang, t), into: &files)
            }
            try render("states", path: "\(lang)/states.html", lang: lang, pagePath: "states.html", extra: statesPage(lang, t), into: &files)
            try render("glossary", path: "\(lang)/glossary.html", lang: lang, pagePath: "glossary.html", extra: glossaryPage(lang, t), into: &files)
        }
    }

    /// Renders `template` inside the layout. `pagePath` is the path inside a language folder (nil for the root).
    mutating func render(_ template: String, path: String, lang: String, pagePath: String?, extra: [String: Any],
                         into files: inout [String: Data]) throws {
        let depth = path.split(separator: "/").count - 1
        let root = String(repeating: "../", count: depth)
        var ctx = extra
        ctx["lang"] = lang
        ctx["root"] = root
        ctx["ui"] = words[lang]?["ui"]
        ctx["value"] = words[lang]?["value"]
        if let pagePath {
            ctx["home"] = root + "\(lang)/index.html"
            ctx["hasNav"] = true
            ctx["nav"] = [
                ["href": root + "\(lang)/index.html", "label": state.table.string("ui.nav.home", language: lang) ?? ""],
                ["href": root + "\(lang)/states.html", "label": state.table.string("ui.nav.states", language: lang) ?? ""],
                ["href": root + "\(lang)/callbacks/index.html", "label": state.table.string("ui.nav.callbacks", language: lang) ?? ""],
                ["href": root + "\(lang)/glossary.html", "label": state.table.string("ui.nav.glossary", language: lang) ?? ""],
            ]
            ctx["switcher"] = languages.map { l -> [String: Any] in
                ["code": l, "name": state.table.string("ui.lang.name", language: l) ?? l, "href": root + "\(l)/\(pagePath)", "current": l == lang]
            }
            ctx["alternates"] = languages.filter { $0 != lang }.map { ["code": $0, "href": root + "\($0)/\(pagePath)"] }
                + [["code": "x-default", "href": root + "index.html"]]
        } else {
            ctx["alternates"] = languages.map { ["code": $0, "href": "\($0)/index.html"] }
            ctx["home"] = Absent()
            ctx["hasNav"] = false
        }
        ctx["content"] = try templates.render(ctx, template: template)
        let page = try templates.render(ctx, template: "layout")
        files[path] = Data(page.utf8)
        count += 1
    }

    static func nestedUI(_ strings: [String: String]) -> [String: Any] {
        var root: [String: Any] = [:]
        for (key, value) in strings where key.hasPrefix("ui.") || key.hasPrefix("value.") {
            insert(&root, Array(key.split(separator: ".").map(String.init)), value)
        }
        return root
    }

    static func insert(_ dict: inout [String: Any], _ path: [String], _ value: String) {
        if path.count == 1 { dict[path[0]] = value; return }
        var child = dict[path[0]] as? [String: Any] ?? [:]
        insert(&child, Array(path.dropFirst()), value)
        dict[path[0]] = child
    }

    // MARK: - Pages

    func home(_ lang: String, _ t: DiagramStrings) -> [String: Any] {
        let themes: [[String: Any]] = SiteText.themes.compactMap { theme in
            let list = scenarios.filter { $0.theme == theme }
            guard !list.isEmpty else { return nil }
            return ["title": t("ui.theme.\(theme)"),
                    "scenarios": list.map { ["title": t("scenario.\($0.id).title"), "summary": SiteText.rich(t("scenario.\($0.id).summary")),
                                             "href": "scenarios/\($0.id).html"] }]
        }
        let lessons = lessons(lang, t)
        return ["pageTitle": t("ui.nav.home"), "intro": SiteText.rich(t("ui.home.intro")), "themes": themes, "lessons": lessons, "hasLessons": !lessons.isEmpty]
    }

    func lessons(_ lang: String, _ t: DiagramStrings) -> [[String: Any]] {
        var out: [[String: Any]] = []
        var n = 1
        while state.table.entries["lesson.\(n).title"] != nil {
            out.append(["title": t("lesson.\(n).title"), "text": SiteText.rich(t("lesson.\(n).text"))])
            n += 1
        }
        return out
    }

    func scenarioPage(_ s: Scenario, index: Int, _ lang: String, _ t: DiagramStrings) -> [String: Any] {
        let trace = state.traces[s.id]!
        let key = lang + "/" + s.id
        let steps: [[String: Any]] = s.steps.enumerated().map { i, step in
            let n = i + 1
            let specific = "scenario.\(s.id).step.\(n)"
            let explanation = state.table.entries[specific] != nil ? t(specific) : t("explain.\(step.action.keyword)")
            let calls = trace.events.filter { $0.step == n }.map { e in
                ["who": e.instance > 1 ? "\(e.actor)#\(e.instance)" : e.actor, "call": CallLabel.text(e)]
            }
            return ["number": n, "heading": t.stepHeading(s, n),
                    "explanation": SiteText.rich(explanation), "calls": calls, "hasCalls": !calls.isEmpty, "anchor": "step-\(n)"]
        }
        let rows: [[String: Any]] = trace.events.map { e in
            ["seq": e.seq, "turn": e.turn, "actor": e.instance > 1 ? "\(e.actor)#\(e.instance)" : e.actor,
             "callback": e.callback.rawValue, "href": "../callbacks/\(SiteText.slug(e.callback)).html",
             "args": e.args.keys.sorted().map { "\($0): \(e.args[$0]!)" }.joined(separator: ", "), "hasArgs": !e.args.isEmpty,
             "state": e.state.map { t("state." + $0.rawValue) } ?? "", "rule": e.rule, "step": e.step]
        }
        let used = Set(trace.events.map(\.rule))
        let rules: [[String: Any]] = RuleTable.all.filter { used.contains($0.id.rawValue) }.map { r in
            var d: [String: Any] = ["id": r.id.rawValue, "text": SiteText.rich(t("rule.\(r.id.rawValue)")),
                                    "confidence": t("ui.confidence", r.confidence.rawValue), "sources": r.sources, "disputed": Absent()]
            if r.disputed != nil { d["disputed"] = SiteText.rich(t("rule.\(r.id.rawValue).disputed")) }
            return d
        }
        var ctx: [String: Any] = [
            "pageTitle": t("scenario.\(s.id).title"), "id": s.id,
            "title": t("scenario.\(s.id).title"), "summary": SiteText.rich(t("scenario.\(s.id).summary")),
            "theme": t("ui.theme.\(s.theme ?? "basics")"),
            "setupLine": t("ui.scenario.setupLine", profileName(s.profile), s.device == .ipad ? "iPad" : "iPhone", s.origin.rawValue),
            "window": SiteText.describe(s.window), "steps": steps, "rows": rows, "rules": rules,
            "sequence": inline(state.svgs[key + "-sequence"] ?? ""), "trace": "../../traces/\(s.id).json",
        ]
        ctx["states"] = Absent(); ctx["statesTitle"] = Absent(); ctx["previous"] = Absent(); ctx["next"] = Absent()
        if let d = state.stateDiagrams[key] {
            ctx["states"] = inline(state.svgs[key + "-states"] ?? "")
            ctx["statesTitle"] = t("ui.scenario.states", d.controller)
        }
        if index > 0 { ctx["previous"] = ["href": "\(scenarios[index - 1].id).html", "title": t("scenario.\(scenarios[index - 1].id).title")] }
        if index + 1 < scenarios.count { ctx["next"] = ["href": "\(scenarios[index + 1].id).html", "title": t("scenario.\(scenarios[index + 1].id).title")] }
        return ctx
    }

    /// An SVG file's text made fit to sit inside HTML: no XML declaration, no DOCTYPE.
    func inline(_ svg: String) -> String {
        guard let start = svg.firstRange(of: "<svg") else { return svg }
        return String(svg[start.lowerBound...])
    }

    func profileName(_ p: Profile) -> String {
        switch p {
        case .ios5: return "iOS 5"
        case .ios12: return "iOS 12"
        case .ios13: return "iOS 13"
        case .ios17: return "iOS 17"
        }
    }

    /// How often each callback occurs in each scenario, from the traces.
    func occurrences(_ c: Callback) -> [(Scenario, Int)] {
        scenarios.compactMap { s in
            let n = state.traces[s.id]!.events.filter { $0.callback == c }.count
            return n > 0 ? (s, n) : nil
        }
    }

    func countText(_ n: Int, _ lang: String) -> String {
        (state.table.plural("ui.callback.count", language: lang, count: n) ?? "%lld").replacingAll("%lld", with: String(n))
    }

    func callbacksIndex(_ lang: String, _ t: DiagramStrings) -> [String: Any] {
        ["pageTitle": t("ui.nav.callbacks"), "intro": SiteText.rich(t("ui.callbacks.intro")),
         "callbacks": Callback.allCases.map { c -> [String: Any] in
             let total = occurrences(c).reduce(0) { $0 + $1.1 }
             return ["name": c.rawValue, "href": "\(SiteText.slug(c)).html", "count": countText(total, lang), "unused": total == 0]
         }]
    }

    func callbackPage(_ c: Callback, _ lang: String, _ t: DiagramStrings) -> [String: Any] {
        let occ = occurrences(c)
        return ["pageTitle": c.rawValue, "name": c.rawValue,
                "about": SiteText.rich(t("callback.\(SiteText.slug(c)).about")),
                "advice": SiteText.rich(t("callback.\(SiteText.slug(c)).advice")),
                "occurrences": occ.map { s, n in ["title": t("scenario.\(s.id).title"), "href": "../scenarios/\(s.id).html", "count": countText(n, lang)] },
                "hasOccurrences": !occ.isEmpty]
    }

    func statesPage(_ lang: String, _ t: DiagramStrings) -> [String: Any] {
        var covered: [StateTransition: [String]] = [:]
        for s in scenarios {
            let trace = state.traces[s.id]!
            var current: [String: AppearanceState] = [:]
            for e in trace.events where e.callback.changesState && e.state != nil {
                let k = "\(e.actor)#\(e.instance)"
                let from = current[k] ?? .notLoaded
                if let tr = StateTransition.all.first(where: { $0.from == from && $0.callback == e.callback }),
                   !(covered[tr]?.contains(s.id) ?? false) {
                    covered[tr, default: []].append(s.id)
                }
                current[k] = e.state
            }
        }
        let rows: [[String: Any]] = StateTransition.all.map { tr in
            let ids = covered[tr] ?? []
            return ["from": t("state." + tr.from.rawValue), "to": t("state." + tr.to.rawValue), "callback": tr.callback.rawValue,
                    "href": "callbacks/\(SiteText.slug(tr.callback)).html", "cancel": tr.isCancelEdge,
                    "scenarios": ids.map { ["title": t("scenario.\($0).title"), "href": "scenarios/\($0).html"] }, "uncovered": ids.isEmpty]
        }
        return ["pageTitle": t("ui.nav.states"), "intro": SiteText.rich(t("ui.states.intro")), "rows": rows,
                "allCovered": rows.allSatisfy { !($0["uncovered"] as! Bool) }]
    }

    func glossaryPage(_ lang: String, _ t: DiagramStrings) -> [String: Any] {
        var ids: Set<String> = []
        for key in state.table.keys where key.hasPrefix("glossary.") {
            let parts = key.split(separator: ".")
            if parts.count >= 2 { ids.insert(String(parts[1])) }
        }
        struct Entry { var term: String; var definition: String; var id: String }
        var entries: [Entry] = ids.map { Entry(term: t("glossary.\($0).term"), definition: t("glossary.\($0).definition"), id: $0) }
        entries.sort { a, b in
            let x = a.term.lowercased(), y = b.term.lowercased()
            return x == y ? a.id < b.id : x < y
        }
        return ["pageTitle": t("ui.nav.glossary"), "intro": SiteText.rich(t("ui.glossary.intro")),
                "entries": entries.map { ["term": $0.term, "definition": SiteText.rich($0.definition), "anchor": $0.id] }]
    }
}
