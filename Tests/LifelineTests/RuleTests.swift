import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// One test per rule of lifecycle-rules.md. Every expected order below is written by hand from
/// the rule's text, not recorded from the program.
@Suite(.tags(.fast)) struct RuleTests {
    @Test func r1_statesIncludingCancelEdges() throws {
        // A full life: created, loaded, shown, hidden, released.
        let t = try simulate(nav("A"), [.push("B", animated: true), .pop(animated: true)])
        let path = t.events.filter { $0.actor == "B" && $0.callback.changesState }.map { ($0.state?.rawValue ?? "no state") }
        #expect(path == ["loaded", "appearing", "appeared", "disappearing", "disappeared", "deallocated"])
        // Cancel edges: Appearing → Disappearing for A, Disappearing → Appearing for B.
        let c = try simulate(nav("A"), [.push("B", animated: true), .interactivePop(.cancel)])
        let a = c.events.filter { $0.actor == "A" && $0.step == 3 && $0.callback.changesState }.map { ($0.state?.rawValue ?? "no state") }
        let b = c.events.filter { $0.actor == "B" && $0.step == 3 && $0.callback.changesState }.map { ($0.state?.rawValue ?? "no state") }
        #expect(a == ["appearing", "disappearing", "disappeared"])
        #expect(b == ["disappearing", "appearing", "appeared"])
        #expect(InvariantChecker.check(c).isEmpty)
        // Lives that never appear: a tab never selected dies unloaded; a child added under a covered
        // parent dies loaded; on iOS 5 a never-shown view can be unloaded and its owner die unloaded.
        let n = try Simulator.run(try loadCanonical("never-shown-ios5"))
        func life(_ actor: String) -> [String] { n.events.filter { $0.actor == actor && $0.callback.changesState }.map { ($0.state?.rawValue ?? "no state") } }
        #expect(life("Second") == ["deallocated"])
        #expect(life("Draft") == ["loaded", "deallocated"])
        #expect(life("Preview") == ["loaded", "unloaded", "deallocated"])
    }

    @Test func r2_transitionsAreDeferred() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true), .push("C", animated: false)])
        let push = events(t, step: 2)
        let actionTurn = try #require(push.first).turn
        // Nothing of the appearance kind happens on the turn of the push call.
        #expect(push.filter { $0.turn == actionTurn }.allSatisfy { !$0.callback.isAppearance })
        // Animated: wills on the next turn, dids when the transition completes, a turn later.
        let will = try #require(push.first { $0.callback == .viewWillAppear }).turn
        let did = try #require(push.first { $0.callback == .viewDidAppear }).turn
        #expect(will == actionTurn + 1 && did == actionTurn + 2)
        // Not animated: everything within one turn after the call.
        let plain = events(t, step: 3)
        let turns = Set(plain.filter { $0.callback.isAppearance }.map(\.turn))
        #expect(turns == [try #require(plain.first).turn + 1])
        // iOS 13+ sheets: viewDidAppear waits for the presentation even without animation.
        let s = try simulate(nav("A"), [.present(.controller("S"), style: .pageSheet, animated: false, completion: false, delegate: nil)])
        let sheet = events(s, step: 2)
        #expect(try #require(sheet.first { $0.callback == .viewDidAppear }).turn == #require(sheet.first { $0.callback == .viewWillAppear }).turn + 1)
    }

    @Test func r3_pushAndPop() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true), .pop(animated: true)])
        #expect(calls(t, step: 2, actors: ["A", "B"]) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(calls(t, step: 3, actors: ["A", "B"]) == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func r3_fullScreenPresentAndDismiss() throws {
        let t = try simulate(.controller("A"), [
            .present(.controller("C"), style: .fullScreen, animated: true, completion: false, delegate: nil),
            .dismiss(by: .presenting, method: nil, animated: true, completion: false),
        ])
        #expect(calls(t, step: 2) == ["A.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear", "A.viewDidDisappear"])
        #expect(calls(t, step: 3) == ["C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear"])
    }

    @Test func r3_tabSwitchReversesTheWillPair() throws {
        let t = try simulate(.tabs(name: "Tab", tabs: [.controller("First"), .controller("Second")], selected: 0), [.selectTab(1)])
        #expect(calls(t, step: 2) == ["Second.viewWillAppear", "First.viewWillDisappear", "First.viewDidDisappear", "Second.viewDidAppear"])
    }

    @Test func r3_sheetsLeaveThePresenterAlone() throws {
        let t = try simulate(.controller("A"), [
            .present(.controller("S"), style: .pageSheet, animated: true, completion: false, delegate: nil),
            .dismiss(by: .presented, method: nil, animated: true, completion: false),
        ])
        #expect(calls(t, step: 2) == ["S.viewWillAppear", "S.viewDidAppear"])
        #expect(calls(t, step: 3) == ["S.viewWillDisappear", "S.viewDidDisappear"])
        // .automatic resolves to a page sheet on iOS 13+.
        let auto = try simulate(.controller("A"), [.present(.controller("S"), style: .automatic, animated: true, completion: false, delegate: nil)])
        #expect(calls(auto, step: 2, actors: ["A"]).isEmpty)
    }

    @Test func r4_interactivePopCancelled() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true), .interactivePop(.cancel)])
        #expect(calls(t, step: 3) == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear",
                                       "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(!t.events.contains { $0.actor == "B" && $0.callback == .deinit })
        #expect(!t.events.contains { $0.actor == "A" && $0.step == 3 && $0.callback == .viewDidAppear })
        // A finished swipe is an ordinary pop.
        let f = try simulate(nav("A"), [.push("B", animated: true), .interactivePop(.finish)])
        #expect(calls(f, step: 3) == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(try #require(f.events.last).callback == .deinit && #require(f.events.last).actor == "B")
    }

    @Test func r5_aroundTheAppearanceCallbacks() throws {
        // The arriving view loads before the leaving controller's viewWillDisappear.
        let t = try simulate(nav("A"), [.push("B", animated: true)])
        #expect(try #require(index(t, "B", .viewDidLoad, step: 2)) < #require(index(t, "A", .viewWillDisappear, step: 2)))
        // viewIsAppearing sits between viewWillAppear and viewDidAppear, just before the first viewWillLayoutSubviews.
        let will = try #require(index(t, "B", .viewWillAppear, step: 2)), isApp = try #require(index(t, "B", .viewIsAppearing, step: 2))
        let layout = try #require(index(t, "B", .viewWillLayoutSubviews, step: 2)), did = try #require(index(t, "B", .viewDidAppear, step: 2))
        #expect(will < isApp && isApp + 1 == layout && layout < did)
        // Completion blocks run after the last did-callback.
        let c = try simulate(.controller("A"), [.present(.controller("C"), style: .fullScreen, animated: true, completion: true, delegate: nil)])
        #expect(calls(c, step: 2, only: appearance.union([.completion])).suffix(2) == ["A.viewDidDisappear", "A.completion"])
        // Segue: destination created, then prepare, then the destination's view loads.
        let s = try simulate(nav("A"), [.segue(Segue(id: "show", from: "A", kind: .push, to: .controller("D")))])
        #expect(calls(s, step: 2, only: [.shouldPerformSegue, .initCoder, .awakeFromNib, .prepareForSegue, .loadView, .viewDidLoad])
                == ["A.shouldPerformSegue(withIdentifier:sender:)", "D.init(coder:)", "D.awakeFromNib", "A.prepare(for:sender:)", "D.loadView", "D.viewDidLoad"])
        // performSegue(withIdentifier:sender:) is not asked shouldPerformSegue.
        let code = try simulate(nav("A"), [.segue(Segue(id: "show", from: "A", kind: .push, to: .controller("D"), trigger: .code))])
        #expect(index(code, "A", .shouldPerformSegue) == nil)
        // Unwind: canPerform, prepare on the source, the unwind action, then the transition.
        let u = try simulate(nav("A"), [.push("B", animated: true), .unwind(to: "A", action: "unwindToA")])
        #expect(calls(u, step: 3, only: appearance.union([.canPerformUnwind, .prepareForSegue, .unwindAction]))
                == ["A.canPerformUnwindSegueAction(_:from:sender:)", "B.prepare(for:sender:)", "A.unwindAction",
                    "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func r6_containment() throws {
        let containment: Set<Callback> = [.willMoveToParent, .didMoveToParent]
        // addChild calls willMove (Apple, willMove(toParent:) reference); the parent is on screen, so
        // viewWillAppear fires inside addSubview, before the app's didMove, and viewDidAppear after the
        // commit (docs/evidence/fidelity-1.md Q1.1: xiaobotalk 2019 call stacks, _executeAfterAppearanceBlock).
        let t = try simulate(.controller("P"), [.addChild(child: "C", parent: "P"), .removeChild("C")])
        #expect(calls(t, step: 2, only: containment.union(appearance))
                == ["C.willMove(toParent:)", "C.viewWillAppear", "C.didMove(toParent:)", "C.viewDidAppear"])
        #expect(try #require(t.events.first { $0.step == 2 && $0.callback == .willMoveToParent }).args["parent"] == .string("P"))
        // removeChild: willMove(nil) first, viewWillDisappear inside removeFromSuperview, didMove(nil) inside
        // removeFromParent, viewDidDisappear after the commit (fidelity-1.md Q1.3; Apple, didMove(toParent:)).
        #expect(calls(t, step: 3, only: containment.union(appearance))
                == ["C.willMove(toParent:)", "C.viewWillDisappear", "C.didMove(toParent:)", "C.viewDidDisappear"])
        #expect(t.events.filter { $0.step == 3 && $0.callback == .didMoveToParent }.map { $0.args["parent"] } == [.null])
        // Navigation: willMove inside the push call, didMove after viewDidAppear; popped: willMove(nil) first.
        let n = try simulate(nav("A"), [.push("B", animated: true), .pop(animated: true)])
        #expect(calls(n, step: 2, only: containment.union(appearance), actors: ["B"])
                == ["B.willMove(toParent:)", "B.viewWillAppear", "B.viewDidAppear", "B.didMove(toParent:)"])
        #expect(calls(n, step: 3, only: containment.union(appearance), actors: ["B"])
                == ["B.willMove(toParent:)", "B.viewWillDisappear", "B.viewDidDisappear", "B.didMove(toParent:)"])
        // Containers forward to their children, parent first.
        #expect(calls(n, step: 1, actors: ["Nav", "A"]) == ["Nav.viewWillAppear", "A.viewWillAppear", "Nav.viewDidAppear", "A.viewDidAppear"])
        // A custom container swap with manual forwarding names the manual-forwarding rule.
        let m = try simulate(.container(name: "P", children: [.controller("X"), .controller("Y")], showing: ["X"]),
                             [.transition(parent: "P", from: "X", to: "Y", forwarding: .manual, animated: true)])
        #expect(calls(m, step: 2) == ["X.viewWillDisappear", "Y.viewWillAppear", "X.viewDidDisappear", "Y.viewDidAppear"])
        #expect(m.events.filter { $0.step == 2 && $0.callback.isAppearance && $0.callback != .viewIsAppearing }.allSatisfy { $0.rule?.rawValue == "R6.manual" })
    }

    @Test func r7_geometryMemoryViews() throws {
        // Rotation on iPhone: traits, size, trait change, then layout.
        let geometry: Set<Callback> = [.willTransitionToTraits, .viewWillTransitionToSize, .traitCollectionDidChange, .viewWillLayoutSubviews]
        let r = try simulate(.controller("A"), [.rotate(.landscape)])
        #expect(calls(r, step: 2, only: geometry) == ["A.willTransition(to:with:)", "A.viewWillTransition(to:with:)", "A.traitCollectionDidChange", "A.viewWillLayoutSubviews"])
        // On iPad: no trait callbacks.
        let ipad = try simulate(.controller("A"), [.rotate(.landscape)], device: .ipad)
        #expect(calls(ipad, step: 2, only: geometry) == ["A.viewWillTransition(to:with:)", "A.viewWillLayoutSubviews"])
        // Memory warning, iOS 6+: the app delegate, then didReceiveMemoryWarning, nothing else.
        let m = try simulate(nav("A"), [.push("B", animated: true), .memoryWarning, .pop(animated: true)])
        #expect(events(m, step: 3).map(\.callback) == [.applicationDidReceiveMemoryWarning, .didReceiveMemoryWarning, .didReceiveMemoryWarning, .didReceiveMemoryWarning])
        #expect(calls(m, step: 4, only: [.viewDidLoad]).isEmpty)
        // iOS 5: the hidden controller's view unloads and loads again before it reappears.
        let old = try simulate(nav("A"), [.push("B", animated: true), .memoryWarning, .pop(animated: true)], profile: .ios5)
        #expect(calls(old, step: 3, only: [.didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload], actors: ["A", "B"])
                == ["A.didReceiveMemoryWarning", "A.viewWillUnload", "A.viewDidUnload", "B.didReceiveMemoryWarning"])
        #expect(calls(old, step: 4, only: appearanceAndLoad.union([.loadView]), actors: ["A"])
                == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        // UIView: a subview added to a view in the window.
        let v = try simulate(.controller("A"), [.addSubview(view: "Badge", to: "A")], controllers: ["A": ControllerDecl()])
        #expect(calls(v, step: 2, only: [.willMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didMoveToSuperview, .didAddSubview])
                == ["Badge.willMove(toSuperview:)", "Badge.willMove(toWindow:)", "Badge.didMoveToWindow", "Badge.didMoveToSuperview", "AView.didAddSubview"])
        // Release: after viewDidDisappear; the controller under the top of the stack stays alive.
        #expect(try #require(m.events.last).actor == "B" && #require(m.events.last).callback == .deinit)
        #expect(!m.events.contains { $0.actor == "A" && $0.callback == .deinit })
        // Tabs load lazily; a storyboard instantiates the tab bar's children at launch.
        let tabs = try simulate(.tabs(name: "Tab", tabs: [.controller("First"), .controller("Second")], selected: 0), [.selectTab(1)])
        #expect(calls(tabs, step: 1, only: [.initCoder]) == ["Tab.init(coder:)", "First.init(coder:)", "Second.init(coder:)"])
        #expect(calls(tabs, step: 1, only: [.viewDidLoad]) == ["Tab.viewDidLoad", "First.viewDidLoad"])
        #expect(calls(tabs, step: 2, only: [.viewDidLoad]) == ["Second.viewDidLoad"])
    }

    @Test func r8_profilesAndDevices() throws {
        let push: [Action] = [.push("B", animated: true)]
        #expect(index(try simulate(nav("A"), push, profile: .ios12), "B", .viewIsAppearing) == nil)
        #expect(index(try simulate(nav("A"), push, profile: .ios13), "B", .viewIsAppearing) != nil)
        // Before iOS 13 an iPhone shows a page sheet full screen: the presenter disappears.
        let sheet: [Action] = [.present(.controller("S"), style: .pageSheet, animated: true, completion: false, delegate: nil)]
        #expect(calls(try simulate(.controller("A"), sheet, profile: .ios12), step: 2, actors: ["A"]) == ["A.viewWillDisappear", "A.viewDidDisappear"])
        // An iPad's form sheet before iOS 13 already left the presenter on screen.
        #expect(calls(try simulate(.controller("A"), sheet, profile: .ios12, device: .ipad), step: 2, actors: ["A"]).isEmpty)
        // Code origin: init(nibName:bundle:), children before the container that holds them.
        let code = try simulate(nav("A"), [], origin: .code)
        #expect(calls(code, step: 1, only: [.initNib, .initCoder, .awakeFromNib]) == ["A.init(nibName:bundle:)", "Nav.init(nibName:bundle:)"])
    }

    @Test func sheetSwipeDelegateCallbacks() throws {
        let present = Action.present(.controller("S"), style: .pageSheet, animated: true, completion: false, delegate: "A")
        let cancel = try simulate(.controller("A"), [present, .interactiveDismiss(.cancel)])
        #expect(calls(cancel, step: 3, only: appearance.union([.presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss]))
                == ["A.presentationControllerShouldDismiss", "A.presentationControllerWillDismiss", "S.viewWillDisappear", "S.viewWillAppear", "S.viewDidAppear"])
        let finish = try simulate(.controller("A"), [present, .interactiveDismiss(.finish)])
        #expect(calls(finish, step: 3, only: appearance.union([.presentationControllerDidDismiss, .deinit]))
                == ["S.viewWillDisappear", "S.viewDidDisappear", "A.presentationControllerDidDismiss", "S.deinit"])
        let refuse = try simulate(.controller("A"), [present, .interactiveDismiss(.refuse)])
        #expect(events(refuse, step: 3).map(\.callback) == [.presentationControllerDidAttemptToDismiss])
    }

    @Test func everyEventNamesAKnownRule() throws {
        for id in canonicalIDs {
            let t = try Simulator.run(try loadCanonical(id))
            for e in t.events { #expect(e.rule != nil, "\(id) #\(e.seq) has no rule") }
        }
        #expect(Set(RuleTable.all.map(\.id)).count == RuleID.allCases.count)
    }
}
