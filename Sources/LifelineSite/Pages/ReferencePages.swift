import LifelineEngine
import LifelineLanguage
import LifelineModel

/// The home page, the callback pages, the states page and the glossary.
extension Pages {
    func homePage(_ t: Words) -> HomePage {
        let themes = SiteText.themes.compactMap { theme -> HomePage.Theme? in
            let list = scenarios.filter { $0.theme == theme }
            guard !list.isEmpty else { return nil }
            return HomePage.Theme(title: t(.theme(theme)), scenarios: list.map {
                HomePage.Card(title: t(.scenarioTitle($0.id)), summary: .rich(t(.scenarioSummary($0.id)), links: SiteText.CodeLinks(prefix: "callbacks/")), href: "scenarios/\($0.id).html")
            })
        }
        var lessons: [HomePage.Lesson] = []
        while t.has(.lessonTitle(lessons.count + 1)) {
            let n = lessons.count + 1
            lessons.append(HomePage.Lesson(title: .inline(t(.lessonTitle(n))), text: .rich(t(.lessonText(n)), links: SiteText.CodeLinks(prefix: "callbacks/"))))
        }
        return HomePage(intro: .rich(t(.ui("home.intro")), links: SiteText.CodeLinks(prefix: "callbacks/")), principles: principleItems(Principle.allCases, t, root: ""),
                        overview: .inline(t(.ui("home.overview"))), themes: themes, lessons: lessons, hasLessons: !lessons.isEmpty)
    }

    /// The rules as the page at `root` (relative to the language folder) shows them: each one's words
    /// from the catalogs, linked to its place in the overview's list.
    func principleItems(_ list: [Principle], _ t: Words, root: String) -> [PrincipleItem] {
        list.map { p in
            PrincipleItem(anchor: "rule-\(p.rawValue)", href: root + "lifecycle.html#rule-\(p.rawValue)", title: .inline(t(.principleTitle(p))),
                          text: .rich(t(.principleText(p)), links: SiteText.CodeLinks(prefix: root + "callbacks/")))
        }
    }

    /// How often each callback occurs in each scenario, from the traces.
    /// Every callback, grouped by phase (`Callback.phase`), each with the number of scenarios that show it.
    func callbacksPage(_ t: Words) -> CallbacksPage {
        let groups = CallbackPhase.allCases.compactMap { phase -> CallbacksPage.Group? in
            let items = Callback.allCases.filter { $0.phase == phase }.map { c in
                let n = state.callbackUses[c].count
                let count = !c.isOrderedByModel ? t(.ui("callbacks.notOrdered"))
                    : n == 0 ? t(.ui("callbacks.inNoScenario")) : t.count(.ui("callbacks.inScenarios"), n)
                return CallbacksPage.Item(name: c.rawValue, href: "\(SiteText.slug(c)).html", count: count, unused: n == 0, words: Self.callbackWords(c, t))
            }
            return items.isEmpty ? nil : CallbacksPage.Group(title: t(.ui("phase.\(phase.rawValue)")), anchor: phase.rawValue, callbacks: items)
        }
        return CallbacksPage(intro: .rich(t(.ui("callbacks.intro"))), groups: groups)
    }

    /// The title in words of a page about the app's own code or UIKit's console (`Callback.isNamedByLifeline`).
    static func callbackWords(_ c: Callback, _ t: Words) -> String? {
        c.isNamedByLifeline ? t(.ui("callback.title.\(c.rawValue)")) : nil
    }

    static let shownSteps = 6

    func callbackPage(_ c: Callback, _ t: Words) -> CallbackPage {
        let occ = state.callbackUses[c]
        let slug = SiteText.slug(c)
        func text(_ part: TextKey.CallbackPart) -> String { t(.callback(slug, part)) }
        let own = SiteText.CodeLinks(prefix: "", except: c)
        return CallbackPage(
            name: .code(c.rawValue), declaration: state.memo.swiftHTML(c.declaration),
            words: Self.callbackWords(c, t),
            namedInTraces: c.isNamedByLifeline ? .inline(t(.ui("callback.namedInTraces"), "`\(c.rawValue)`")) : nil,
            // The type's name is put into the sentence as a code span, and the whole line is escaped.
            declaredIn: c.declaredIn.map { .inline(t(.ui("callback.declaredIn"), "`\($0)`")) },
            objc: c.declaredSelector.map { .inline(t(.ui("callback.objc"), "`-\($0)`")) },
            // SwiftUI runs onAppear/onDisappear, not UIKit (fr review, item 14).
            aboutTitle: c.declaredIn == nil || c == .completion || c.phase == .swiftUI ? t(.ui("callback.aboutOwn")) : t(.ui("callback.about")),
            about: .rich(text(.about), links: own), advice: .rich(text(.advice), links: own), callSuper: .rich(text(.super), links: own), superIsNote: !c.isOverride,
            example: state.memo.swiftHTML(text(.example)),
            mistakes: text(.mistakes).split(separator: "\n").map { .inline(String($0), links: own) },
            versions: .rich(text(.versions), links: own),
            seeAlso: c.related.map { Link(href: "\(SiteText.slug($0)).html", label: $0.rawValue) },
            principles: principleItems(c.principles, t, root: "../"), hasPrinciples: !c.principles.isEmpty,
            occurrences: occ.map { use in
                // The exact steps of the scenario where UIKit makes this call, each a link to the step.
                let id = use.scenario.id
                // At most `shownSteps` links a row (fr review §3: rows of twenty steps); the scenario's title links the rest.
                let shown = use.steps.prefix(Self.shownSteps)
                return CallbackPage.Occurrence(title: t(.scenarioTitle(id)), href: "../scenarios/\(id).html", count: t.count(.ui("callback.count"), use.count),
                                               steps: shown.map { Link(href: "../scenarios/\(id).html#step-\($0)", label: t(.ui("callback.step"), String($0))) },
                                               more: use.steps.count > shown.count ? t.count(.ui("callback.moreSteps"), use.steps.count - shown.count) : nil)
            },
            hasOccurrences: !occ.isEmpty, notOrdered: !c.isOrderedByModel, fewOccurrences: occ.count <= 6, scenarioCount: t.count(.ui("callback.scenarios"), occ.count))
    }

    func statesPage(_ t: Words) -> StatesPage {
        var covered: [StateTransition: [String]] = [:]
        for s in scenarios {
            for tr in LifecycleMachine.transitions(coveredBy: state.traces[s.id].guaranteed("every scenario was simulated")) { covered[tr, default: []].append(s.id) }
        }
        let rows = LifecycleMachine.transitions.map { tr in
            let ids = Set(covered[tr] ?? [])
            let groups = SiteText.themes.compactMap { theme -> StatesPage.Group? in
                let inTheme = scenarios.filter { ids.contains($0.id) && ($0.theme ?? SiteText.defaultTheme) == theme }
                guard !inTheme.isEmpty else { return nil }
                return StatesPage.Group(theme: t(.theme(theme)), scenarios: inTheme.map { PageLink(href: "scenarios/\($0.id).html", title: t(.scenarioTitle($0.id))) })
            }
            return StatesPage.Row(from: t(.state(tr.from.rawValue)), to: t(.state(tr.to.rawValue)), callback: tr.callback.rawValue,
                                  href: "callbacks/\(SiteText.slug(tr.callback)).html", cancel: tr.isCancelEdge, anchor: tr.anchor, groups: groups,
                                  seenCount: t.count(.ui("states.seenCount"), ids.count), fold: ids.count > 6, uncovered: ids.isEmpty)
        }
        let machine = SiteState.ChartID(lang: LocaleID(rawValue: t.language).guaranteed("page words are made for a known language"), scenario: SiteState.ChartID.machine, kind: .states)
        let links = SiteText.CodeLinks(prefix: "callbacks/")
        let states = AppearanceState.allCases.map {
            StatesPage.State(anchor: "state-\($0.rawValue)", name: t(.state($0.rawValue)), about: .rich(t(.ui("states.about.\($0.rawValue)")), links: links))
        }
        return StatesPage(intro: .rich(t(.ui("states.intro")), links: links), diagram: .svg(state.svgs[machine] ?? ""), diagramTitle: t(.ui("states.diagram")),
                          states: states, rows: rows, allCovered: rows.allSatisfy { !$0.uncovered })
    }

    func glossaryPage(_ t: Words) -> GlossaryPage {
        var entries = TextKey.glossaryIDs(in: state.table.keys).map {
            GlossaryPage.Entry(term: Pages.plain(t(.glossaryTerm($0))), termHTML: .inline(t(.glossaryTerm($0))),
                               definition: .rich(t(.glossaryDefinition($0)), links: SiteText.CodeLinks(prefix: "callbacks/")), anchor: $0)
        }
        let sorted = SiteText.sortKeys(entries.map(\.term), language: t.language)
        entries = zip(entries, sorted).sorted { a, b in a.1 == b.1 ? a.0.anchor < b.0.anchor : a.1 < b.1 }.map(\.0)
        return GlossaryPage(intro: .rich(t(.ui("glossary.intro"))), entries: entries)
    }

    func overviewPage(_ t: Words) -> OverviewPage {
        let machine = SiteState.ChartID(lang: LocaleID(rawValue: t.language).guaranteed("page words are made for a known language"), scenario: SiteState.ChartID.machine, kind: .states)
        return OverviewPage(
            title: .inline(t(.overview("title"))), intro: .rich(t(.overview("intro")), links: SiteText.CodeLinks(prefix: "callbacks/")),
            diagram: .svg(state.svgs[machine] ?? ""), diagramTitle: t(.ui("states.diagram")), principles: principleItems(Principle.allCases, t, root: ""),
            sections: TextKey.overviewSections.map { n in
                let shown = overviewScenarios(n).map { PageLink(href: "scenarios/\($0).html", title: t(.scenarioTitle($0))) }
                let tries = n == TextKey.overviewTrySection
                return OverviewPage.Section(anchor: "part-\(n)", title: .inline(t(.overview("\(n).title"))),
                                            text: .rich(t(.overview("\(n).text")), links: SiteText.CodeLinks(prefix: "callbacks/")),
                                            scenarios: shown, hasScenarios: !shown.isEmpty,
                                            code: tries ? .swift(t(.overview("\(n).code"))) : nil, log: tries ? pushPrints() : nil)
            })
    }

    /// What the overview's logging base class prints for a push from A to B (navigation-push-pop, step 2),
    /// from the engine's trace: the callbacks that class logs, one "Class callback" line each. Nil
    /// when the site has no such scenario (a project's own site).
    func pushPrints() -> String? {
        let logged: Set<Callback> = [.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit]
        guard let trace = state.traces["navigation-push-pop"] else { return nil }
        let lines = trace.events.filter { $0.step == 2 && ["A", "B"].contains($0.actor) && logged.contains($0.callback) }.map { "\($0.actor) \($0.callback.rawValue)" }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The scenarios that show each part of the overview, chosen for what the part teaches (en review §3: matching
    /// the callbacks a part names linked an alert under "Birth"); none for "Always call super", which no trace shows.
    static let overviewWatch: [Int: [String]] = [
        1: ["storyboard-instantiation", "launch", "never-shown-ios5"],
        2: ["navigation-push-pop", "interactive-pop-cancelled", "sheet-presentation"],
        3: ["did-load-vs-will-appear", "dismiss-stack", "segue-back-mistake"],
        4: [],
        5: ["modal-segue-delegate-dismiss", "unwind-segue", "segue-back-mistake"],
        6: ["sheet-default-ios13", "navigation-delegate", "tab-delegate"],
        7: ["navigation-push-pop"],
    ]

    /// The scenarios that show a part of the overview: the chosen ones the build has; on a project's own
    /// site without them, those whose trace has the most of the callbacks the part's English text names in
    /// code, in the site's teaching order, three at most.
    func overviewScenarios(_ n: Int) -> [String] {
        let built = Set(scenarios.map(\.id))
        if let chosen = Self.overviewWatch[n] {
            let present = chosen.filter(built.contains)
            if !present.isEmpty || chosen.isEmpty { return present }
        }
        let english = strings("en")
        let text = english(.overview("\(n).title")) + " " + english(.overview("\(n).text"))
        let named = Set(text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.compactMap { Callback.spellings[String($0.element).lowercased()] })
        guard !named.isEmpty else { return [] }
        let scored = scenarios.enumerated().map { i, s in
            (id: s.id, order: i, score: Set(state.traces[s.id].guaranteed("every scenario was simulated").events.map(\.callback)).intersection(named).count)
        }
        return scored.filter { $0.score > 0 }.sorted { ($0.score, -$0.order) > ($1.score, -$1.order) }.prefix(3).map(\.id)
    }
}
