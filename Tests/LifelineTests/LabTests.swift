import Foundation
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineOutput
@testable import LifelineSite
import Testing

/// The learner's lab (issue #22) at its seams: the window the engine reports after each step, the
/// questions made from a trace, and the page kinds every language gets.
@Suite struct LabTests {
    func screens(_ window: ControllerNode, _ actions: [Action], profile: Profile = .ios17) throws -> [Screen] {
        try Simulator.runShowingScreens(makeScenario(window, actions, profile: profile)).screens
    }

    /// The names a level shows, root first (a navigation stack shows its top: R3.push).
    func shown(_ node: Screen.Node) -> [String] {
        [node.name] + (node.children.first(where: \.shown).map(shown) ?? [])
    }

    /// A push puts B on top of the stack and shows it; a pop takes it away (UINavigationController's
    /// documentation: the top view controller's view is the one displayed).
    @Test func theWindowFollowsAPushAndAPop() throws {
        let s = try screens(nav("A"), [.push("B", animated: true), .pop(animated: true)])
        #expect(s.count == 3, "one screen per step")
        #expect(s[0].levels.count == 1 && shown(s[0].levels[0].root) == ["Nav", "A"])
        let pushed = s[1].levels[0].root
        #expect(pushed.children.map(\.name) == ["A", "B"], "the stack, root first")
        #expect(shown(pushed) == ["Nav", "B"], "B on top is what the user sees")
        #expect(shown(s[2].levels[0].root) == ["Nav", "A"] && s[2].levels[0].root.children.map(\.name) == ["A"])
    }

    /// A sheet is a second level that leaves the first on screen (R3.sheet, iOS 13 card); a full-screen
    /// presentation covers it (R3.present); dismissing returns to one level.
    @Test func presentationsAreLevelsThatCoverOrNot() throws {
        let sheet = try screens(nav("A"), [
            .present(.controller("B"), style: .pageSheet, animated: true, completion: false, delegate: nil),
            .dismiss(by: .presenting, method: nil, animated: true, completion: false),
            .present(.controller("C"), style: .fullScreen, animated: true, completion: false, delegate: nil),
        ])
        #expect(sheet[1].levels.count == 2)
        #expect(sheet[1].levels[1].style == .pageSheet && sheet[1].levels[1].covers == false)
        #expect(sheet[2].levels.count == 1, "dismissed")
        #expect(sheet[3].levels[1].style == .fullScreen && sheet[3].levels[1].covers == true)
    }

    /// The selected tab is the one shown (UITabBarController: the selected view controller's view).
    @Test func theSelectedTabIsShown() throws {
        let s = try screens(.tabs(name: "Tabs", tabs: [.controller("A"), .controller("B")], selected: 0), [.selectTab(1)])
        #expect(shown(s[0].levels[0].root) == ["Tabs", "A"])
        #expect(shown(s[1].levels[0].root) == ["Tabs", "B"])
    }

    func context(_ scenario: Scenario, _ run: (trace: Trace, screens: [Screen])) -> ExerciseContext {
        ExerciseContext(scenario: scenario, trace: run.trace, screens: run.screens, key: Exercise.keyStep(scenario) { _ in false }, versions: [])
    }

    /// On iOS 13+ a sheet leaves its presenter on screen, so the presenter gets no viewWillDisappear
    /// (R3.sheet; WWDC 2019 "Modernizing your UI for iOS 13"): the receivers question asks exactly that,
    /// and its answer is "none of them"; over a full-screen presentation A is among those that receive it.
    @Test func aSheetAsksWhoReceivesViewWillDisappear() throws {
        let scenario = makeScenario(nav("A"), [.present(.controller("B"), style: .pageSheet, animated: true, completion: false, delegate: nil)])
        let run = try Simulator.runShowingScreens(scenario)
        let asked = try #require(context(scenario, run).receivers(2).first)
        #expect(asked.stem == .receivers(callback: .viewWillDisappear) && asked.answer == ["none"])
        #expect(Set(asked.items.map(\.who)) == ["A", "B", ""], "the presenter, the sheet and “none of them”")
        let full = makeScenario(nav("A"), [.present(.controller("B"), style: .fullScreen, animated: true, completion: false, delegate: nil)])
        let fullRun = try Simulator.runShowingScreens(full)
        let fullAsked = context(full, fullRun).receivers(2)
        #expect(!fullAsked.contains { $0.answer == ["none"] && $0.stem == .receivers(callback: .viewWillDisappear) })
        let disappears = try #require(fullAsked.first { $0.stem == .receivers(callback: .viewWillDisappear) })
        // lifecycle-rules.md, "modal present, .fullScreen": the presenting side (Nav, forwarding to A) gets viewWillDisappear, B does not.
        #expect(disappears.answerItems.map(\.who).contains("A") && !disappears.answerItems.map(\.who).contains("B"))
    }

    /// An order question on a push holds R3.push's order (lifecycle-rules.md: the leaving controller's
    /// viewWillDisappear, then the arriving one's viewWillAppear; did-disappear before did-appear), shuffled
    /// the same way on every build, never in the answer's order.
    @Test func aPushAsksForItsOrderShuffledTheSameWayEveryTime() throws {
        let scenario = makeScenario(nav("A"), [.push("B", animated: true)])
        let run = try Simulator.runShowingScreens(scenario)
        let order = try #require(context(scenario, run).order(2))
        let answer = order.answerItems.map { "\($0.who).\($0.call)" }
        for (first, then) in [("A.viewWillDisappear(true)", "B.viewWillAppear(true)"), ("A.viewDidDisappear(true)", "B.viewDidAppear(true)"),
                              ("B.viewDidLoad()", "B.viewWillAppear(true)")] {
            let a = try #require(answer.firstIndex(of: first), "\(first) in \(answer)")
            let b = try #require(answer.firstIndex(of: then), "\(then) in \(answer)")
            #expect(a < b, "\(first) before \(then)")
        }
        #expect(order.items.map(\.key) != order.answer && Set(order.items.map(\.key)) == Set(order.answer))
        #expect(context(scenario, run).order(2)?.items == order.items, "the same shuffle on every build")
    }

    /// "What comes next" on a push, after B has loaded: A's viewWillDisappear (R3.push), with B's
    /// viewWillAppear (the same call on the other object) and A's viewWillAppear among the wrong answers.
    @Test func aPushAsksWhatComesAfterTheLoad() throws {
        let scenario = makeScenario(nav("A"), [.push("B", animated: true)])
        let run = try Simulator.runShowingScreens(scenario)
        let next = try #require(context(scenario, run).next(2).first)
        guard case .next(let shown) = next.stem else { Issue.record("not a next question"); return }
        #expect(shown.last.map { "\($0.who) \($0.call)" } == "B viewDidLoad()")
        #expect(next.answerItems.map(\.label) == ["A viewWillDisappear(true)"])
        #expect(Set(next.items.map(\.label)).isSuperset(of: ["B viewWillDisappear(true)", "A viewWillAppear(true)"]))
    }

    /// Every kind of page renders in every language, the header links every kind that has a link, and
    /// the template check asks for each kind's template.
    @Test func everyPageKindIsBuiltInEveryLanguage() async throws {
        let out = MemoryOutput()
        _ = try await SiteBuild.run(siteOptions(), into: out)
        let files = Set(out.files.keys)
        for kind in PageKind.all { #expect(TemplateSet.required.contains(kind.template)) }
        for lang in StringTable.languages {
            for page in ["index.html", "lifecycle.html", "states.html", "callbacks/index.html", "callbacks/viewWillAppear.html",
                         "scenarios/sheet-presentation.html", "quiz/index.html", "quiz/presentation.html", "glossary.html", "search.html"] {
                #expect(files.contains("\(lang)/\(page)"), "\(lang)/\(page)")
            }
            let home = String(decoding: out.files["\(lang)/index.html"] ?? Data(), as: UTF8.self)
            for nav in PageKind.all.compactMap(\.nav) { #expect(home.contains("href=\"../\(lang)/\(nav.page)\""), "\(lang): header links \(nav.page)") }
            let index = String(decoding: out.files["\(lang)/search-index.js"] ?? Data(), as: UTF8.self)
            #expect(index.contains("\"u\":\"quiz/presentation.html\""), "\(lang): the quiz pages are searchable")
        }
    }

    /// The states page: every transition of the machine is a row with an id, the diagram's transition
    /// links to it, and a transition most scenarios take is folded (the review counted 30 links a cell).
    @Test func theStatesPageLinksEachTransitionToItsRow() async throws {
        let out = MemoryOutput()
        _ = try await SiteBuild.run(siteOptions(), into: out)
        for lang in StringTable.languages {
            let page = String(decoding: out.files["\(lang)/states.html"] ?? Data(), as: UTF8.self)
            for tr in LifecycleMachine.transitions {
                #expect(page.contains("<tr id=\"\(tr.anchor)\""), "\(lang): a row for \(tr.anchor)")
                #expect(page.contains("xlink:href=\"states.html#\(tr.anchor)\""), "\(lang): the diagram links \(tr.anchor)")
            }
            #expect(page.contains("<details><summary>"), "\(lang): a long list of scenarios is folded")
            let standalone = String(decoding: out.files["\(lang)/diagrams/_lifecycle-states.svg"] ?? Data(), as: UTF8.self)
            #expect(standalone.contains("xlink:href=\"../states.html#t-"), "\(lang): the file in diagrams/ links one folder up")
        }
    }

    /// The callbacks index lists every callback once, under its phase, phases in a controller's order.
    @Test func theCallbacksIndexGroupsEveryCallbackByPhase() async throws {
        let out = MemoryOutput()
        _ = try await SiteBuild.run(siteOptions(), into: out)
        let page = String(decoding: out.files["en/callbacks/index.html"] ?? Data(), as: UTF8.self)
        var last = page.startIndex
        for phase in CallbackPhase.allCases {
            let start = try #require(page.range(of: "<section class=\"callback-group\" id=\"\(phase.rawValue)\">"), "\(phase)")
            #expect(start.lowerBound > last, "\(phase) comes after the phases before it")
            last = start.lowerBound
            let section = page[start.upperBound...].prefix { _ in true }
            let end = section.range(of: "</section>")!.lowerBound
            for c in Callback.allCases {
                let listed = section[..<end].contains("<code>\(c.rawValue)</code>")
                #expect(listed == (c.phase == phase), "\(c.rawValue) under \(phase): \(listed)")
            }
        }
    }
}

