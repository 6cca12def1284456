import Foundation
@testable import LifelineCharts
import LifelineEngine
import LifelineModel
import LifelineSite
import ScenarioFormat
import Testing

/// Issue #20: orders written from the evidence named on each test, not recorded from the program.
@Suite struct FidelityTests {
    /// The most common modal pattern: A presents B (no `from:`), B's Done calls its delegate — A, the
    /// controller that presented it — and A dismisses it. Apple's "Presenting a view controller" guide:
    /// the presenting view controller is responsible for dismissing; delegation is how the presented one asks.
    @Test func aPlainPresentCanBeDismissedByItsDelegate() throws {
        let t = try simulate(nav("A"), [.present(.controller("B"), style: .fullScreen, animated: true, completion: false, delegate: nil, from: nil),
                                        .dismiss(by: .delegate, method: nil, animated: true, completion: false, from: nil)])
        let dismissal = events(t, step: 3).map { "\($0.actor).\($0.callback.rawValue)" }
        let delegate = try #require(dismissal.firstIndex(of: "A.delegate"), "the delegate call: \(dismissal)")
        let leaving = try #require(dismissal.firstIndex(of: "B.viewWillDisappear"))
        #expect(delegate < leaving, "the delegate is told first, then B leaves")
        #expect(dismissal.last == "B.deinit", "B is released when the dismissal ends: \(dismissal)")
        // Full screen (lifecycle-rules.md, modal dismiss): presented will-disappear, presenting will- and
        // did-appear (the navigation controller and A inside it), presented did-disappear.
        #expect(calls(t, step: 3) == ["B.viewWillDisappear", "Nav.viewWillAppear", "A.viewWillAppear", "Nav.viewDidAppear", "A.viewDidAppear",
                                      "B.viewDidDisappear"])
    }

    /// A container that adds its child in viewDidLoad, as Apple's listing in "Implementing a container
    /// view controller" does: addChild (willMove), view.addSubview(child.view) — reading `view` loads the
    /// child — then child.didMove(toParent:). The child's load falls between willMove and didMove.
    @Test func aChildAddedInViewDidLoadLoadsBetweenWillMoveAndDidMove() throws {
        let t = try simulate(.container(name: "P", children: [.controller("C")], showing: ["C"]), [])
        let order = t.events.filter { $0.actor == "C" }.map(\.callback)
        let will = try #require(order.firstIndex(of: .willMoveToParent)), load = try #require(order.firstIndex(of: .loadView))
        let didLoad = try #require(order.firstIndex(of: .viewDidLoad)), did = try #require(order.firstIndex(of: .didMoveToParent))
        #expect(will < load && load < didLoad && didLoad < did, "\(order)")
        #expect(try #require(index(t, "P", .viewDidLoad)) < #require(index(t, "C", .willMoveToParent)), "inside the container's viewDidLoad")
    }

    /// A child the container adopts without showing it keeps its view unloaded until it is shown.
    @Test func aChildNotShownIsAdoptedWithoutLoading() throws {
        let t = try simulate(.container(name: "P", children: [.controller("C"), .controller("D")], showing: ["C"]), [])
        #expect(index(t, "D", .didMoveToParent) != nil)
        #expect(index(t, "D", .loadView) == nil, "D's view is not read")
    }

    /// popToViewController(_:animated:) ("pops view controllers until the specified view controller is at
    /// the top", Apple's documentation): the top and the target get the pop's appearance order (R3.pop);
    /// the controllers in between were off screen, so they only leave (willMove/didMove with nil) and die.
    @Test func popToGoesBackSeveralLevels() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true), .push("C", animated: true), .push("D", animated: true),
                                        .popTo("B", animated: true)])
        #expect(calls(t, step: 5) == ["D.viewWillDisappear", "B.viewWillAppear", "D.viewDidDisappear", "B.viewDidAppear"])
        #expect(calls(t, step: 5, only: [.willMoveToParent, .didMoveToParent, .deinit], actors: ["C", "D"]).sorted()
                == ["C.deinit", "C.didMove(toParent:)", "C.willMove(toParent:)", "D.deinit", "D.didMove(toParent:)", "D.willMove(toParent:)"])
        #expect(calls(t, step: 5, actors: ["C"]).isEmpty, "C was not on screen: no appearance callback")
        #expect(scenarioFailure(navigationHeader + "  - push: B\n  - popTo: Z\n")?.contains("Z is not on Nav's stack [A, B]") == true)
        #expect(scenarioFailure(navigationHeader + "  - push: B\n  - popTo: B\n")?.contains("B is already on top") == true)
    }

    /// removeFromSuperview: "the superview releases the view… calling this method might cause the
    /// receiver to be deallocated" (Apple's documentation). A view nobody else keeps is deallocated
    /// once it has left: its deinit follows didMoveToSuperview, before the superview's next layout.
    @Test func aRemovedViewNobodyKeepsIsDeallocated() throws {
        let yaml = "id: t\ncontrollers:\n  A: {subviews: [Header]}\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n  - removeSubview: {view: Header, release: true}\n"
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        let step = events(t, step: 2).map { "\($0.actor).\($0.callback.rawValue)" }
        let left = try #require(step.firstIndex(of: "Header.didMoveToSuperview")), gone = try #require(step.firstIndex(of: "Header.deinit"), "\(step)")
        let layout = try #require(step.firstIndex(of: "AView.layoutSubviews"))
        #expect(left < gone && gone < layout, "\(step)")
        // Kept (the default): no deinit.
        let kept = try Simulator.run(try ScenarioParser.parse(yaml: yaml.replacingOccurrences(of: "{view: Header, release: true}", with: "Header"), file: "s.yaml"))
        #expect(!kept.events.contains { $0.actor == "Header" && $0.callback == .deinit })
    }

    /// iOS 26's updateProperties(): "configures the view's content and styling properties before layout";
    /// updates are "coalesced into a single update alongside the next layout pass" (Apple's documentation).
    /// So: once after the view loads, right before the first viewWillLayoutSubviews (after viewIsAppearing),
    /// not again for a layout pass that invalidated nothing (a rotation), and never before iOS 26.
    @Test func updatePropertiesRunsBeforeTheFirstLayoutOnIOS26() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true), .rotate(.landscape)], profile: .ios26)
        for name in ["Nav", "A", "B"] {
            let own = t.events.filter { $0.actor == name }.map(\.callback)
            let update = try #require(own.firstIndex(of: .updateProperties), "\(name) gets updateProperties")
            #expect(own.filter { $0 == .updateProperties }.count == 1, "\(name): once, not in the rotation's pass")
            #expect(own[update - 1] == .viewIsAppearing && own[update + 1] == .viewWillLayoutSubviews, "\(name): \(own)")
        }
        let ios17 = try simulate(nav("A"), [.push("B", animated: true)], profile: .ios17)
        #expect(!ios17.events.contains { $0.callback == .updateProperties })
        #expect(InvariantChecker.check(t).isEmpty)
    }

    /// transition(from:to:…) with automatic forwarding: the only published log (iOS 5, two swaps, no
    /// forwarding by the app) shows the arriving child's viewDidAppear before the leaving child's
    /// viewDidDisappear. The willMove/didMove are the app's calls (Apple's listing); with `keep` the app
    /// keeps the old child, so neither is sent and it stays a child, alive.
    @Test func aContainerSwapEndsWithTheArrivingChildsDidAppear() throws {
        let host = ControllerNode.container(name: "P", children: [.controller("X")], showing: ["X"])
        let t = try simulate(host, [.transition(parent: "P", from: "X", to: "Y", forwarding: .automatic, animated: true)])
        #expect(calls(t, step: 2, actors: ["X", "Y"]) == ["X.viewWillDisappear", "Y.viewWillAppear", "Y.viewDidAppear", "X.viewDidDisappear"])
        let kept = try simulate(host, [.transition(parent: "P", from: "X", to: "Y", forwarding: .automatic, animated: true, keep: true)])
        #expect(calls(kept, step: 2, only: [.willMoveToParent, .didMoveToParent, .deinit], actors: ["X"]).isEmpty, "X stays P's child")
        #expect(calls(kept, step: 2, only: [.willMoveToParent, .didMoveToParent], actors: ["Y"]) == ["Y.willMove(toParent:)", "Y.didMove(toParent:)"])
    }

    /// An alert is a custom presentation: the presenter's view stays, so it gets no appearance callbacks
    /// (regularberry's table: `.custom` — no viewWillAppear on dismissal, iPhone or iPad); only the alert
    /// controller appears and disappears, and a tapped button dismisses and releases it.
    @Test(arguments: [PresentationStyle.alert, .actionSheet]) func anAlertLeavesItsPresenterAlone(_ style: PresentationStyle) throws {
        let t = try simulate(nav("A"), [.present(.controller("Confirm"), style: style, animated: true, completion: false, delegate: nil, from: nil),
                                        .dismiss(by: .action, method: nil, animated: true, completion: false, from: nil)])
        #expect(calls(t, step: 2) == ["Confirm.viewWillAppear", "Confirm.viewDidAppear"])
        #expect(calls(t, step: 3) == ["Confirm.viewWillDisappear", "Confirm.viewDidDisappear"])
        #expect(index(t, "Confirm", .deinit, step: 3) != nil)
        #expect(index(t, "Confirm", .initNib) != nil, "an alert controller is made in code")
        #expect(scenarioFailure(navigationHeader + "  - present: B\n  - dismiss: {by: action}\n")?
            .contains("dismiss by action is a tap on a button of an alert or action sheet; B was presented as automatic") == true)
    }
}

/// Issue #21: every callback page links to at least two related callbacks, chosen by meaning.
@Suite struct SeeAlsoTests {
    @Test func everyCallbackHasRelatedCallbacks() async throws {
        for c in Callback.allCases {
            #expect(c.related.count >= 2, "\(c) has \(c.related.count) related callbacks")
            #expect(!c.related.contains(c) && Set(c.related).count == c.related.count, "\(c)")
        }
        #expect(Callback.viewWillAppear.related.contains(.viewIsAppearing), "viewWillAppear links to viewIsAppearing")
        let site = try await SiteFixture.shared.output()
        let page = try String(contentsOfFile: site + "/fr/callbacks/viewWillAppear.html", encoding: .utf8)
        #expect(page.contains("<h2>Voir aussi</h2>") && page.contains("<a href=\"viewIsAppearing.html\"><code>viewIsAppearing</code></a>"))
    }
}

/// Issue #22: dark-mode state diagrams draw their curved edges as lines (a fill on `.transition path`
/// painted them as grey wedges), and the site's own SVG files carry the dark palette.
@Suite struct DarkDiagramTests {
    @Test func edgesAreNotFilledAndSiteSVGsCarryThePalette() async throws {
        #expect(Charts.palette.contains("svg .transition path { stroke: #5b5f66; fill: none; }"))
        #expect(!Charts.palette.contains("svg .transition path, svg .transition polygon"))
        let site = try await SiteFixture.shared.output()
        for file in ["en/diagrams/navigation-push-pop-states.svg", "ko/diagrams/tab-switch-sequence.svg"] {
            let svg = try String(contentsOfFile: site + "/" + file, encoding: .utf8)
            #expect(svg.contains("prefers-color-scheme: dark"), "\(file) has the dark palette")
        }
    }
}
