import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel

extension Pages {
    /// The scenario that teaches the launch, and whose page shows each of its calls.
    static let launchScenario = "launch"

    /// For a plain launch step that the page does not explain in its own words, on a site that has the launch
    /// scenario: that scenario's page, which the step refers to instead of unfolding the launch again.
    func launchPage(_ s: Scenario, step n: Int, _ t: Words) -> PageLink? {
        guard s.id != Self.launchScenario, s.steps[n - 1].action == .launch, !s.steps[n - 1].duringLaunch,
              !t.has(.scenarioStep(s.id, n)), scenarios.contains(where: { $0.id == Self.launchScenario }) else { return nil }
        return PageLink(href: "\(Self.launchScenario).html", title: t(.scenarioTitle(Self.launchScenario)))
    }

    func scenarioPage(_ s: Scenario, index: Int, _ lang: LocaleID, _ t: Words) -> ScenarioPage {
        let trace = state.traces[s.id].guaranteed("every scenario was simulated")
        let states = SiteState.ChartID(lang: lang, scenario: s.id, kind: .states)
        // A text already given for an earlier step (ten round trips explained by the same generic
        // paragraph) is written once; the later steps point back to it.
        var firstStepSaying: [String: Int] = [:]
        let eventsOfStep = Dictionary(grouping: trace.events, by: \.step)
        let steps = s.steps.indices.map { i -> ScenarioPage.Step in
            let n = i + 1
            var explanation = t.has(.scenarioStep(s.id, n)) ? t(.scenarioStep(s.id, n)) : t(TextKey(s.steps[i].action.spec.explainKey, .content))
            let repeated = firstStepSaying[explanation]
            if let first = repeated { explanation = t(.ui("scenario.sameAs"), String(first)) } else { firstStepSaying[explanation] = n }
            let launch = launchPage(s, step: n, t)
            let calls = (eventsOfStep[n] ?? []).map { ScenarioPage.Call(who: $0.actorRef.description, call: CallLabel.text($0)) }
            return ScenarioPage.Step(number: n, heading: t.stepHeading(s, n), explanation: .rich(explanation, links: SiteText.CodeLinks(prefix: "../callbacks/")),
                                     calls: HTML(markup: EventMarkup.calls(calls)), hasCalls: !calls.isEmpty, anchor: "step-\(n)",
                                     focus: state.svgs[SiteState.ChartID(lang: lang, scenario: s.id, kind: .focus, part: n)].map(HTML.svg),
                                     launchPage: launch, folded: launch != nil || repeated != nil)
        }
        let rows = trace.events.map { e in
            ScenarioPage.Row(seq: e.seq, turn: e.turn, actor: e.actorRef.description, callback: e.callback.rawValue,
                             href: "../callbacks/\(SiteText.slug(e.callback)).html",
                             args: e.args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "), hasArgs: !e.args.isEmpty,
                             state: e.state.map { t(.state($0.rawValue)) } ?? "", rule: e.rule?.rawValue ?? "", step: e.step)
        }
        let used = Set(trace.events.compactMap(\.rule))
        let rules = RuleTable.all.filter { used.contains($0.id) }.map { r in
            ScenarioPage.Rule(id: r.id.rawValue, text: .rich(t(.rule(r.id.rawValue)), links: SiteText.CodeLinks(prefix: "../callbacks/")),
                              confidence: t(.ui("confidence"), t(.siteValue(r.confidence.rawValue))), sources: state.evidence.sources(r.id).map { .source($0, t) },
                              disputed: !r.disputed ? nil : .rich(t(.ruleDisputed(r.id.rawValue)), links: SiteText.CodeLinks(prefix: "../callbacks/")))
        }
        var parts: [ChartPart] = []
        var id = SiteState.ChartID(lang: lang, scenario: s.id, kind: .sequence)
        while let svg = state.svgs[id] {
            parts.append(ChartPart(svg: .svg(svg), anchor: id.svgID, label: t(.ui("scenario.part"), String(id.part))))
            id.part += 1
        }
        func link(_ other: Scenario) -> PageLink { PageLink(href: "\(other.id).html", title: t(.scenarioTitle(other.id))) }
        let controller = state.stateDiagramControllers[states]
        let exercises = exerciseViews(s, lang, t, page: "", scenario: nil)
        let windowKey = SiteText.notations(s.window).map { ScenarioPage.KeyItem(text: .inline(t(.ui("scenario.key.\($0)")))) }
        return ScenarioPage(
            id: s.id, title: t(.scenarioTitle(s.id)), summary: .rich(t(.scenarioSummary(s.id)), links: SiteText.CodeLinks(prefix: "../callbacks/")),
            theme: themePosition(s, t),
            setupLine: t(.ui("scenario.setupLine"), s.profile.displayName, s.device == .ipad ? "iPad" : "iPhone", t(.siteValue(s.origin.rawValue))),
            window: SiteText.describe(s.window), windowKey: windowKey, hasWindowKey: !windowKey.isEmpty, steps: steps, rows: HTML(markup: EventMarkup.rows(rows)), rules: rules,
            sequence: parts, hasParts: parts.count > 1, trace: "../../traces/\(s.id).json",
            states: controller.map { _ in .svg(state.svgs[states] ?? "") },
            statesTitle: controller.map { t(.ui("scenario.states"), $0) },
            statesPathIntro: controller.map { t(.ui("scenario.statePath"), $0) },
            statesPath: statePath(trace, t),
            versions: versionSection(s, t),
            previous: index > 0 ? link(scenarios[index - 1]) : nil,
            next: index + 1 < scenarios.count ? link(scenarios[index + 1]) : nil,
            player: PlayerData(trace: trace, screens: state.screens[s.id] ?? [], steps: steps, t).scriptBody,
            exercises: exercises, hasExercises: !exercises.isEmpty)
    }
}

extension Pages {
    /// The scenario's theme and its place among the theme's lessons in the teaching order ("Navigation · lesson 2 of 7"):
    /// where a learner is on the path the pager follows (fr review 2026-11-27 §4: no « vous êtes ici »).
    func themePosition(_ s: Scenario, _ t: Words) -> String {
        let theme = s.theme ?? SiteText.defaultTheme
        let lessons = scenarios.filter { ($0.theme ?? SiteText.defaultTheme) == theme }
        guard lessons.count > 1, let n = lessons.firstIndex(where: { $0.id == s.id }) else { return t(.theme(theme)) }
        return t(.ui("scenario.themePosition"), t(.theme(theme)), String(n + 1), String(lessons.count))
    }

    /// The path the state diagram's controller took, numbered as the diagram numbers it.
    func statePath(_ trace: Trace, _ t: Words) -> [ScenarioPage.PathStep] {
        guard let who = StateDiagram.focus(of: trace) else { return [] }
        return LifecycleMachine.path(of: who, in: trace).enumerated().map { n, p in
            ScenarioPage.PathStep(number: n + 1, from: t(.state(p.transition.from.rawValue)), to: t(.state(p.transition.to.rawValue)),
                                  callback: p.transition.callback.rawValue, href: "../callbacks/\(SiteText.slug(p.transition.callback)).html",
                                  step: p.event.step, stepLabel: t(.ui("callback.step"), String(p.event.step)))
        }
    }

    /// A scenario's questions, worded in the page's language; `page` is the scenario page's address
    /// from where they are shown ("" on that page).
    func exerciseViews(_ s: Scenario, _ lang: LocaleID, _ t: Words, page: String, scenario: PageLink?) -> [ExerciseView] {
        (state.exercises[s.id] ?? []).map { ExerciseView($0, scenario: s, page: page, from: scenario, t, chart: t) }
    }
}

extension Profile {
    var displayName: String {
        switch self {
        case .ios5: return "iOS 5"
        case .ios12: return "iOS 12"
        case .ios13: return "iOS 13"
        case .ios17: return "iOS 17"
        case .ios18: return "iOS 18"
        case .ios26: return "iOS 26"
        }
    }
}
