import LifelineEngine
import LifelineLanguage
import LifelineModel

/// The one-table order cheat sheet (issue #21): each common situation with the appearance callbacks the
/// engine gives it, computed by the same engine as every scenario page — never written by hand — with the
/// rule behind it and a scenario that shows it. The situations are data; their names are catalog text
/// (`ui.cheatsheet.row.<id>`).
enum CheatSheet {
    struct Situation: Sendable {
        let id: String
        let window: ControllerNode
        /// Steps before the one the row shows.
        let setup: [Action]
        let action: Action
        /// A canonical scenario that shows it.
        let scenario: String
    }

    struct Row: Sendable {
        struct Call: Sendable { let actor: String; let callback: Callback }
        let id: String
        /// Controllers only, in trace order.
        let events: [Call]
        let rules: [String]
        let scenario: String
        /// "Actor.callback", as the trace reads.
        var calls: [String] { events.map { "\($0.actor).\($0.callback.rawValue)" } }
    }

    static let nav = ControllerNode.navigation(name: "Nav", stack: [.controller("A")])
    static func present(_ style: PresentationStyle) -> Action {
        .present(.controller("B"), style: style, animated: true, completion: false, delegate: nil)
    }
    static let dismiss = Action.dismiss(by: .presenting, method: nil, animated: true, completion: false)

    static let situations: [Situation] = [
        Situation(id: "push", window: nav, setup: [], action: .push("B", animated: true), scenario: "navigation-push-pop"),
        Situation(id: "pop", window: nav, setup: [.push("B", animated: true)], action: .pop(animated: true), scenario: "navigation-push-pop"),
        Situation(id: "swipeCancelled", window: nav, setup: [.push("B", animated: true)], action: .interactivePop(.cancel),
                  scenario: "interactive-pop-cancelled"),
        Situation(id: "presentFull", window: .controller("A"), setup: [], action: present(.fullScreen), scenario: "modal-segue-delegate-dismiss"),
        Situation(id: "dismissFull", window: .controller("A"), setup: [present(.fullScreen)], action: dismiss, scenario: "modal-segue-delegate-dismiss"),
        Situation(id: "presentSheet", window: .controller("A"), setup: [], action: present(.pageSheet), scenario: "sheet-default-ios13"),
        Situation(id: "dismissSheet", window: .controller("A"), setup: [present(.pageSheet)], action: dismiss, scenario: "sheet-presentation"),
        Situation(id: "alert", window: .controller("A"), setup: [], action: present(.alert), scenario: "alert"),
        Situation(id: "tab", window: .tabs(name: "Tab", tabs: [.controller("A"), .controller("B")], selected: 0), setup: [],
                  action: .selectTab(1), scenario: "tab-switch"),
        Situation(id: "addChild", window: .controller("A"), setup: [], action: .addChild(child: "B", parent: "A"), scenario: "containment-done-right"),
        Situation(id: "home", window: .controller("A"), setup: [], action: .background, scenario: "app-background"),
        Situation(id: "terminate", window: .controller("A"), setup: [], action: .terminate, scenario: "app-swiped-away"),
    ]

    /// The page's catalog keys: its headings, and each situation's name.
    static var keys: [TextKey] {
        ["nav.cheatsheet", "cheatsheet.intro", "cheatsheet.situation", "cheatsheet.order", "cheatsheet.seeIt", "cheatsheet.rule", "cheatsheet.none"]
            .map(TextKey.ui) + situations.map { TextKey.ui("cheatsheet.row.\($0.id)") }
    }

    /// The appearance callbacks with `viewIsAppearing` (the profile is iOS 17), the `viewDidLoad` of a controller loaded
    /// for the occasion (it comes before the leaving one hears anything) and `deinit` (en/fr review: a learner compares
    /// the rows with a console).
    static let shown: Set<Callback> = [.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .deinit]

    /// Every row (iOS 17, iPhone), simulated by the build's simulate step. The situations are the
    /// project's own: a refusal is lifeline's bug.
    static func rows() throws -> [Row] {
        do { return try situations.map(row) } catch { throw InternalError("a cheat sheet situation could not be simulated: \(error)") }
    }

    private static func row(_ s: Situation) throws -> Row {
        let scenario = Scenario(id: "cheatsheet-\(s.id)", window: s.window, steps: ([.launch] + s.setup + [s.action]).map { LifelineModel.Step($0) })
        let trace = try Simulator.run(scenario)
        let step = s.setup.count + 2
        let events = trace.events.filter { $0.step == step && shown.contains($0.callback) && trace.actorKinds[$0.actor] == .controller }
        // Rows where no controller hears anything name the rule of what did happen (the app's delegates).
        let delegates: Set<ActorKind> = [.appDelegate, .sceneDelegate]
        let ruled = events.isEmpty ? trace.events.filter { $0.step == step && delegates.contains(trace.actorKinds[$0.actor] ?? .view) } : events
        let rules = ruled.compactMap { $0.rule?.rawValue }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return Row(id: s.id, events: events.map { Row.Call(actor: $0.actor, callback: $0.callback) }, rules: rules, scenario: s.scenario)
    }
}

extension Pages {
    func cheatSheetPage(_ t: Words) -> CheatSheetPage {
        // A row's scenario is linked only when the build contains it (a project's own site has other scenarios).
        let built = Set(scenarios.map(\.id))
        return CheatSheetPage(intro: .rich(t(.ui("cheatsheet.intro")), links: SiteText.CodeLinks(prefix: "callbacks/")), rows: state.cheatSheet.map { r in
            CheatSheetPage.Row(
                situation: .inline(t(.ui("cheatsheet.row.\(r.id)"))),
                calls: r.events.map { CheatSheetPage.Call(actor: $0.actor, callback: $0.callback.rawValue, href: "callbacks/\(SiteText.slug($0.callback)).html") },
                none: r.events.isEmpty, rules: r.rules.joined(separator: t(.chart("list.separator"))),
                scenario: built.contains(r.scenario) ? PageLink(href: "scenarios/\(r.scenario).html", title: t(.scenarioTitle(r.scenario))) : nil)
        })
    }
}

struct CheatSheetPage: Codable {
    struct Call: Codable { var actor: String; var callback: String; var href: String }
    struct Row: Codable { var situation: HTML; var calls: [Call]; var none: Bool; var rules: String; var scenario: PageLink? }
    var intro: HTML
    var rows: [Row]
}
