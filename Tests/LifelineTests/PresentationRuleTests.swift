import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// One test per rule of fidelity part 1. Every expected order below is written by hand from the
/// evidence named beside it (docs/evidence/fidelity-1.md, "Q…" = its sections), never recorded from
/// the program.
@Suite(.tags(.fast)) struct PresentationRuleTests {
    func present(_ name: String, _ style: PresentationStyle, from: String? = nil, delegate: String? = nil, animated: Bool = true) -> Action {
        .present(.controller(name), style: style, animated: animated, completion: false, delegate: delegate, from: from)
    }
    let dismiss = Action.dismiss(by: .presenting, method: nil, animated: true, completion: false)

    /// Every event of a step as "Actor.callback", views included.
    func all(_ t: Trace, step: Int, except: Set<Callback> = [.initCoder, .awakeFromNib]) -> [String] {
        t.events.filter { $0.step == step && !except.contains($0.callback) }.map { "\($0.actor).\($0.callback.rawValue)" }
    }

    @Test func r3_overFullScreenLeavesThePresenterAlone() throws {
        // Apple, UIModalPresentationStyle.overFullScreen: "The views beneath the presented content are not
        // removed from the view hierarchy"; regularberry 2019: .overFullScreen — NO, NO (Q3).
        for style in [PresentationStyle.overFullScreen, .overCurrentContext] {
            let t = try simulate(nav("A"), [present("V", style), dismiss])
            #expect(calls(t, step: 2) == ["V.viewWillAppear", "V.viewDidAppear"])
            #expect(calls(t, step: 3) == ["V.viewWillDisappear", "V.viewDidDisappear"])
        }
        let t = try simulate(nav("A"), [present("V", .overFullScreen)])
        #expect(t.events.filter { $0.step == 2 && $0.callback.isAppearance }.allSatisfy { $0.rule?.rawValue == "R3.over-full-screen" || $0.rule?.rawValue == "R5.viewIsAppearing" })
    }

    @Test func r3_currentContextHidesOnlyTheContext() throws {
        let tabs = ControllerNode.tabs(name: "Tab", tabs: [.controller("T1"), .controller("T2")], selected: 0)
        let context = ["T1": ControllerDecl(definesContext: true)]
        // Q3: the full-screen order (R3) applied to the context controller only; Apple, currentContext:
        // "The views belonging to the presenting view controller are removed after the presentation completes."
        let t = try simulate(tabs, [present("C", .currentContext, from: "T1"), dismiss], controllers: context)
        #expect(calls(t, step: 2) == ["T1.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear", "T1.viewDidDisappear"])
        #expect(calls(t, step: 3) == ["C.viewWillDisappear", "T1.viewWillAppear", "T1.viewDidAppear", "C.viewDidDisappear"])
        // Apple, definesPresentationContext: "If no view controller defines the presentation context, UIKit
        // asks the window's root view controller to handle the presentation."
        let root = try simulate(tabs, [present("C", .currentContext, from: "T1")])
        #expect(calls(root, step: 2) == ["Tab.viewWillDisappear", "T1.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear",
                                          "Tab.viewDidDisappear", "T1.viewDidDisappear"])
        // Same page: "Some system-provided view controllers, such as UINavigationController, change the default value to true."
        let inNav = ControllerNode.tabs(name: "Tab", tabs: [nav("A"), .controller("T2")], selected: 0)
        let n = try simulate(inNav, [present("C", .currentContext, from: "A")])
        #expect(calls(n, step: 2) == ["Nav.viewWillDisappear", "A.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear",
                                       "Nav.viewDidDisappear", "A.viewDidDisappear"])
        #expect(RuleTable.rule(.currentContext).disputed)
    }

    @Test func r3_popoverAdaptsOnAnIPhone() throws {
        // Apple, .popover: "In iOS 13 and later, for horizontally or vertically compact environments, this
        // option behaves the same as UIModalPresentationStyle.formSheet" — the presenter stays (Q3).
        let phone = try simulate(nav("A"), [present("P", .popover, delegate: "A"), dismiss])
        #expect(calls(phone, step: 2, only: appearance.union([.adaptivePresentationStyle]))
                == ["A.adaptivePresentationStyle(for:traitCollection:)", "P.viewWillAppear", "P.viewDidAppear"])
        #expect(calls(phone, step: 3) == ["P.viewWillDisappear", "P.viewDidDisappear"])
        // iPad, regular width: a real popover, nothing for the presenter (regularberry: .popover NO on iPad),
        // and no adaptation to ask about.
        let pad = try simulate(nav("A"), [present("P", .popover, delegate: "A")], device: .ipad)
        #expect(calls(pad, step: 2, only: appearance.union([.adaptivePresentationStyle])) == ["P.viewWillAppear", "P.viewDidAppear"])
        // iPhone before iOS 13: full screen (Apple's enum docs as copied by Xamarin; regularberry: YES on
        // iPhone) — disputed by the programming guide's overFullScreen.
        let old = try simulate(nav("A"), [present("P", .popover)], profile: .ios12)
        #expect(calls(old, step: 2, actors: ["A", "P"]) == ["A.viewWillDisappear", "P.viewWillAppear", "P.viewDidAppear", "A.viewDidDisappear"])
        #expect(RuleTable.rule(.popover).disputed)
    }

    @Test func presentFromANamedController() throws {
        // Apple, present(_:animated:completion:): the controller it is called on, or the parent that can
        // fulfil a full-screen request, presents: the level's root is the presenter.
        let t = try simulate(nav("A"), [present("C", .fullScreen, from: "A"), dismiss])
        #expect(calls(t, step: 2) == ["Nav.viewWillDisappear", "A.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear",
                                       "Nav.viewDidDisappear", "A.viewDidDisappear"])
    }

    @Test func r3_dismissStack() throws {
        // Apple, dismiss(animated:completion:): called lower in the stack it "dismisses its immediate child
        // view controller and all view controllers above that child"; Q4: C.willDisappear, A.willAppear,
        // A.didAppear, C.didDisappear; B nothing; both released after the transition.
        let t = try simulate(.controller("A"), [present("B", .fullScreen), present("C", .fullScreen),
                                               .dismiss(by: .presenting, method: nil, animated: true, completion: false, from: "A")])
        #expect(calls(t, step: 4) == ["C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear"])
        #expect(calls(t, step: 4, only: [.deinit]).sorted() == ["B.deinit", "C.deinit"])
        #expect(try #require(index(t, "C", .deinit, step: 4)) > #require(index(t, "C", .viewDidDisappear, step: 4)))
        // Sheets (Q4, inference): A gets nothing; C and B both leave the window.
        let s = try simulate(.controller("A"), [present("B", .pageSheet), present("C", .pageSheet),
                                               .dismiss(by: .presenting, method: nil, animated: true, completion: false, from: "A")])
        #expect(calls(s, step: 4) == ["C.viewWillDisappear", "B.viewWillDisappear", "C.viewDidDisappear", "B.viewDidDisappear"])
        #expect(RuleTable.rule(.dismissStack).disputed && RuleTable.rule(.dismissStack).confidence == .low)
    }

    @Test func r3_setViewControllers() throws {
        // Apple, setViewControllers(_:animated:): "animate the pushing or popping of the top view controller";
        // Q5: the order of the matching push or pop (R3), the new top loaded first (R5).
        let t = try simulate(nav("A", "B"), [.setViewControllers(["A", "C"], animated: true, in: nil),
                                             .setViewControllers(["A"], animated: true, in: nil)])
        #expect(calls(t, step: 2, only: appearanceAndLoad) == ["C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "B.viewDidDisappear", "C.viewDidAppear"])
        #expect(calls(t, step: 3) == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        // Q5: the old top dies after its viewDidDisappear.
        #expect(try #require(index(t, "B", .deinit, step: 2)) > #require(index(t, "B", .viewDidDisappear, step: 2)))
        // The top unchanged: no transition at all; a controller removed below it goes at once.
        let same = try simulate(nav("A", "B", "C"), [.setViewControllers(["A", "C"], animated: true, in: nil)])
        #expect(calls(same, step: 2).isEmpty)
        #expect(calls(same, step: 2, only: [.deinit]) == ["B.deinit"])
        // Containment callbacks for a replaced stack are unreliable (openradar 18002763): disputed.
        #expect(RuleTable.rule(.stackContainment).disputed)
        #expect(same.events.filter { $0.step == 2 && [.willMoveToParent, .didMoveToParent].contains($0.callback) }.allSatisfy { $0.rule?.rawValue == "R6.set-view-controllers" })
    }

    @Test func r6_addChildWhileTheParentIsOnScreen() throws {
        // Q1.1 (xiaobotalk call stacks; Apple willMove/didMove references; crash stacks showing viewDidAppear
        // from _executeAfterAppearanceBlock after the CA commit) and Q2 (layout: the host first, then the child).
        let traced = ["P": ControllerDecl(), "C": ControllerDecl()]
        let t = try simulate(.controller("P"), [.addChild(child: "C", parent: "P")], controllers: traced)
        #expect(all(t, step: 2) == [
            "C.willMove(toParent:)", "C.loadView", "C.viewDidLoad",
            "CView.willMove(toSuperview:)", "CView.willMove(toWindow:)", "C.viewWillAppear", "CView.didMoveToWindow",
            "CView.didMoveToSuperview", "PView.didAddSubview", "C.didMove(toParent:)",
            "P.viewWillLayoutSubviews", "PView.layoutSubviews", "P.viewDidLayoutSubviews",
            "C.viewIsAppearing", "C.viewWillLayoutSubviews", "CView.layoutSubviews", "C.viewDidLayoutSubviews", "C.viewDidAppear",
        ])
        // "end of this iteration, after layout", not a new main-queue turn.
        #expect(Set(events(t, step: 2).map(\.turn)).count == 1)
        // Q1.2: parent off screen — nothing inside addSubview; the child appears with its parent.
        let off = try simulate(nav("P"), [.push("B", animated: false), .addChild(child: "C", parent: "P"), .pop(animated: false)])
        #expect(calls(off, step: 3, only: appearanceAndLoad.union([.willMoveToParent, .didMoveToParent]), actors: ["C"])
                == ["C.willMove(toParent:)", "C.viewDidLoad", "C.didMove(toParent:)"])
        #expect(calls(off, step: 4, actors: ["P", "C"]) == ["P.viewWillAppear", "C.viewWillAppear", "P.viewDidAppear", "C.viewDidAppear"])
    }

    @Test func r6_removeChildWhileTheParentIsOnScreen() throws {
        // Q1.3: willMove(nil) by the caller, viewWillDisappear inside removeFromSuperview, didMove(nil) inside
        // removeFromParent (Apple, didMove(toParent:)), viewDidDisappear after the commit; deinit last (low).
        let traced = ["P": ControllerDecl(), "C": ControllerDecl()]
        let t = try simulate(.controller("P"), [.addChild(child: "C", parent: "P"), .removeChild("C")], controllers: traced)
        #expect(all(t, step: 3) == [
            "C.willMove(toParent:)", "PView.willRemoveSubview", "CView.willMove(toSuperview:)", "CView.willMove(toWindow:)",
            "C.viewWillDisappear", "CView.didMoveToWindow", "CView.didMoveToSuperview", "C.didMove(toParent:)",
            "P.viewWillLayoutSubviews", "PView.layoutSubviews", "P.viewDidLayoutSubviews", "C.viewDidDisappear", "C.deinit",
        ])
    }

    @Test func r7_layoutSubviewsTopDown() throws {
        // UIViewController.h: viewWillLayoutSubviews is "Called just before the view controller's view's
        // layoutSubviews method is invoked"; facebook/react-native LayoutSubviewsOrderingTest: parentView
        // layoutSubviews, parentVC didLayoutSubviews, then childView layoutSubviews inside the child's pair (Q2.1).
        let t = try simulate(nav("A"), [], controllers: ["Nav": ControllerDecl(), "A": ControllerDecl(subviews: ["Header"])])
        #expect(calls(t, step: 1, only: [.viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews]) == [
            "Nav.viewWillLayoutSubviews", "NavView.layoutSubviews", "Nav.viewDidLayoutSubviews",
            "A.viewWillLayoutSubviews", "AView.layoutSubviews", "A.viewDidLayoutSubviews", "Header.layoutSubviews",
        ])
    }

    @Test func r7_relayoutAfterAddSubview() throws {
        // Q2.2: addSubview itself lays nothing out; on the layout pass of the same iteration the host (inside
        // its controller's pair) and then its subviews in order, the new one last (SO "When is layoutSubviews called?").
        let t = try simulate(.controller("A"), [.addSubview(view: "Badge", to: "A")], controllers: ["A": ControllerDecl(subviews: ["Header"])])
        #expect(calls(t, step: 2, only: [.didAddSubview, .viewWillLayoutSubviews, .layoutSubviews, .viewDidLayoutSubviews]) == [
            "AView.didAddSubview", "A.viewWillLayoutSubviews", "AView.layoutSubviews", "A.viewDidLayoutSubviews",
            "Header.layoutSubviews", "Badge.layoutSubviews",
        ])
        #expect(Set(events(t, step: 2).map(\.turn)).count == 1)
        #expect(RuleTable.rule(.relayout).disputed)
    }

    @Test func iOS13DefaultSheetTellsThePresenterNothing() throws {
        // Q6: lasso's real-UIKit tests (iOS 13 branch: vc0.lifeCycleEvents == []); Apple,
        // presentationControllerDidDismiss: "not called if the presentation is dismissed programmatically".
        let t = try simulate(nav("A"), [present("S", .automatic, delegate: "A"), .dismiss(by: .presented, method: nil, animated: true, completion: false)],
                             profile: .ios13)
        #expect(calls(t, step: 3, only: appearance.union([.presentationControllerDidDismiss])) == ["S.viewWillDisappear", "S.viewDidDisappear"])
        // The .fullScreen fix brings the presenter's pair back (lasso's .fullScreen branch).
        let full = try simulate(nav("A"), [present("S", .fullScreen), .dismiss(by: .presented, method: nil, animated: true, completion: false)],
                                profile: .ios13)
        #expect(calls(full, step: 3, actors: ["A"]) == ["A.viewWillAppear", "A.viewDidAppear"])
    }
}
