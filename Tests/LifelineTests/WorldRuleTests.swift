import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// One test per R9 rule: the app's life cycle, the app switcher's snapshots, Dark Mode and
/// UIPageViewController. Every expected order is written by hand from the evidence in
/// docs/evidence/fidelity-2.md (the source is cited next to each one), never recorded from the program.
@Suite(.tags(.fast)) struct WorldRuleTests {
    let appCalls: Set<Callback> = [
        .applicationWillFinishLaunching, .applicationDidFinishLaunching, .configurationForConnecting,
        .applicationWillResignActive, .applicationDidEnterBackground, .applicationWillEnterForeground, .applicationDidBecomeActive,
        .sceneWillConnect, .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground, .sceneDidBecomeActive,
    ]
    let pageCalls: Set<Callback> = appearance.union([.willMoveToParent, .didMoveToParent, .pageWillTransition, .pageDidFinishAnimating])
    func pages(_ t: PageTransition) -> ControllerNode {
        .pages(name: "Pages", pages: [.controller("P1"), .controller("P2"), .controller("P3")], showing: "P1", transition: t)
    }

    @Test func r9_launchAppDelegate() throws {
        // Apple, "About the app launch sequence" (older copy) and the uso400 iOS 7.1.2 log: a storyboard
        // app decodes its root controller before willFinishLaunching; the view loads after didFinishLaunching.
        let t = try simulate(.controller("Root"), [], profile: .ios12)
        #expect(calls(t, step: 1, only: appCalls.union([.initCoder, .viewDidLoad]))
                == ["Root.init(coder:)", "AppDelegate.application(_:willFinishLaunchingWithOptions:)",
                    "AppDelegate.application(_:didFinishLaunchingWithOptions:)", "Root.viewDidLoad", "AppDelegate.applicationDidBecomeActive(_:)"])
        // Apple, applicationWillEnterForeground(_:) ("the transition from the background"), kuma-de 2010 log:
        // never at a cold launch. Apple's availability for willFinishLaunching: iOS 6.0+, so not on iOS 5.
        let old = try simulate(.controller("Root"), [], profile: .ios5)
        #expect(calls(old, only: appCalls) == ["AppDelegate.application(_:didFinishLaunchingWithOptions:)", "AppDelegate.applicationDidBecomeActive(_:)"])
        // Code: the app delegate builds the window inside didFinishLaunching (Xcode's pre-storyboard template).
        let code = try simulate(.controller("Root"), [], profile: .ios12, origin: .code)
        #expect(calls(code, only: appCalls.union([.initNib]))
                == ["AppDelegate.application(_:willFinishLaunchingWithOptions:)", "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
                    "Root.init(nibName:bundle:)", "AppDelegate.applicationDidBecomeActive(_:)"])
        #expect(t.events.first { $0.callback == .applicationDidFinishLaunching }?.rule?.rawValue == "R9.launch")
    }

    @Test func r9_launchActiveDependsOnTheVersion() throws {
        // iOS 12: progressconcepts log "didFinishLaunchingWithOptions, viewDidLoad, viewWillAppear, viewDidAppear,
        // applicationDidBecomeActive"; jianshu 197e0dd37190: becoming active comes after the root's DidAppear.
        let t = try simulate(.controller("Root"), [], profile: .ios12)
        #expect(calls(t, only: appearanceAndLoad.union(appCalls).subtracting([.applicationWillFinishLaunching]))
                == ["AppDelegate.application(_:didFinishLaunchingWithOptions:)", "Root.viewDidLoad", "Root.viewWillAppear",
                    "Root.viewDidAppear", "AppDelegate.applicationDidBecomeActive(_:)"])
        // iOS 5: Open Radar 14058168 (iOS 5.0 log) and uso400 (iOS 7.1.2 log): didBecomeActive between the
        // root's viewWillAppear and viewDidAppear.
        let old = try simulate(.controller("Root"), [], profile: .ios5)
        #expect(calls(old, only: appearanceAndLoad.union(appCalls))
                == ["AppDelegate.application(_:didFinishLaunchingWithOptions:)", "Root.viewDidLoad", "Root.viewWillAppear",
                    "AppDelegate.applicationDidBecomeActive(_:)", "Root.viewDidAppear"])
        #expect(old.events.first { $0.callback == .applicationDidBecomeActive }?.rule?.rawValue == "R9.launch-active")
        #expect(RuleTable.rule(.launchActive).disputed)
    }

    @Test func r9_sceneLaunch() throws {
        // Apple, "About the app launch sequence" and sceneWillEnterForeground(_:) ("both for newly created and
        // connected scenes"), forum thread 732170 log: didFinish → configurationForConnecting → willConnectTo →
        // sceneWillEnterForeground → sceneDidBecomeActive. The app delegate's state methods are not called.
        for profile in [Profile.ios13, .ios17] {
            let t = try simulate(.controller("Root"), [], profile: profile)
            #expect(calls(t, only: appCalls)
                    == ["AppDelegate.application(_:willFinishLaunchingWithOptions:)", "AppDelegate.application(_:didFinishLaunchingWithOptions:)",
                        "AppDelegate.application(_:configurationForConnecting:options:)", "SceneDelegate.scene(_:willConnectTo:options:)",
                        "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)"])
        }
        // Xcode template comment: with a storyboard the window and its root exist before willConnectTo.
        let t = try simulate(.controller("Root"), [])
        #expect(try #require(index(t, "Root", .initCoder)) < #require(index(t, "SceneDelegate", .sceneWillConnect)))
        #expect(t.events.first { $0.callback == .sceneWillConnect }?.rule?.rawValue == "R9.scene-launch")
    }

    @Test func r9_sceneLaunchRootPlacement() throws {
        // Lemonbrush notes (low, disputed): willConnectTo → viewDidLoad → viewWillAppear → sceneWillEnterForeground
        // → sceneDidBecomeActive → viewDidAppear.
        let t = try simulate(.controller("Root"), [], profile: .ios13)
        #expect(calls(t, only: appearanceAndLoad.union([.sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive]))
                == ["SceneDelegate.scene(_:willConnectTo:options:)", "Root.viewDidLoad", "Root.viewWillAppear",
                    "SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)", "Root.viewDidAppear"])
        #expect(RuleTable.rule(.sceneLaunchActive).confidence == .low && RuleTable.rule(.sceneLaunchActive).disputed)
    }

    @Test func r9_homeAndReturnWithTheAppDelegate() throws {
        // progressconcepts and uso400 logs: "Tap home button: applicationWillResignActive, applicationDidEnterBackground
        // … Tap app: applicationWillEnterForeground, applicationDidBecomeActive"; no controller appearance callbacks.
        for profile in [Profile.ios5, .ios12] {
            let t = try simulate(nav("A"), [.push("B", animated: true), .background, .foreground], profile: profile)
            #expect(calls(t, step: 3, only: appCalls.union(appearance)) == ["AppDelegate.applicationWillResignActive(_:)", "AppDelegate.applicationDidEnterBackground(_:)"])
            #expect(calls(t, step: 4, only: appCalls.union(appearance)) == ["AppDelegate.applicationWillEnterForeground(_:)", "AppDelegate.applicationDidBecomeActive(_:)"])
            #expect(events(t, step: 3).allSatisfy { $0.actor == "AppDelegate" && $0.rule?.rawValue == "R9.background" })
            #expect(events(t, step: 4).allSatisfy { $0.actor == "AppDelegate" })
        }
    }

    @Test func r9_homeAndReturnWithScenes() throws {
        // Apple, applicationDidEnterBackground(_:): "If you're using scenes … UIKit will not call this method";
        // UISceneDelegate reference for the four scene callbacks, in this order.
        let t = try simulate(nav("A"), [.push("B", animated: true), .background, .foreground], profile: .ios13)
        #expect(calls(t, step: 3, only: appCalls.union(appearance)) == ["SceneDelegate.sceneWillResignActive(_:)", "SceneDelegate.sceneDidEnterBackground(_:)"])
        #expect(calls(t, step: 4, only: appCalls.union(appearance)) == ["SceneDelegate.sceneWillEnterForeground(_:)", "SceneDelegate.sceneDidBecomeActive(_:)"])
        #expect(!t.events.contains { $0.actor == "AppDelegate" && $0.step > 1 })
    }

    @Test func r9_snapshotFlipsTheTraitsTwice() throws {
        // SO q/63372828 log: after sceneDidEnterBackground, "DARK -> LIGHT … LIGHT -> DARK" on the view controller;
        // FluentDarkModeKit PR #97: the window too; qiita: layout in between. Light app: dark, then light again.
        let t = try simulate(.controller("A"), [.background], controllers: ["A": ControllerDecl()])
        let flips = events(t, step: 2).filter { $0.callback == .traitCollectionDidChange }
        #expect(flips.map { "\($0.actor):\($0.args["userInterfaceStyle"].map { "\($0)" } ?? "none")" }
                == ["window:dark", "A:dark", "AView:dark", "window:light", "A:light", "AView:light"])
        #expect(try #require(index(t, "SceneDelegate", .sceneDidEnterBackground)) < #require(index(t, "window", .traitCollectionDidChange, step: 2)))
        let layout = try #require(index(t, "A", .viewWillLayoutSubviews, step: 2))
        #expect(flips[2].seq - 1 < layout && layout < flips[3].seq - 1)
        #expect(flips.allSatisfy { $0.rule?.rawValue == "R9.snapshot" })
        // No Dark Mode before iOS 13: no snapshot flips.
        #expect(calls(try simulate(.controller("A"), [.background], profile: .ios12), step: 2, only: [.traitCollectionDidChange]).isEmpty)
    }

    @Test func r9_darkModeTopDownThenLayout() throws {
        // Apple forum thread 733301 ("traits are updated top-down"), GetStream PR #817 ("parent-first"), WWDC16 222
        // ("Window > ViewController > View"); Apple, "Supporting Dark Mode": trait callbacks first, then layout.
        let t = try simulate(nav("A"), [.traitChange(.dark)], controllers: ["A": ControllerDecl(subviews: ["Badge"])])
        #expect(calls(t, step: 2, only: [.traitCollectionDidChange, .viewWillLayoutSubviews])
                == ["window.traitCollectionDidChange", "Nav.traitCollectionDidChange", "A.traitCollectionDidChange",
                    "AView.traitCollectionDidChange", "Badge.traitCollectionDidChange", "Nav.viewWillLayoutSubviews", "A.viewWillLayoutSubviews"])
        #expect(events(t, step: 2).first?.args["userInterfaceStyle"] == .string("dark"))
        #expect(calls(t, step: 2, only: appearance).isEmpty)
    }

    @Test func r9_hiddenControllersCatchUp() throws {
        let steps: [Action] = [.push("B", animated: true), .traitChange(.dark), .pop(animated: true)]
        // iOS 17 (WWDC23 10057 notes, Apple viewIsAppearing(_:)): nothing at toggle time; on return the traits
        // arrive after viewWillAppear and before viewIsAppearing.
        let t = try simulate(nav("A"), steps, profile: .ios17)
        #expect(calls(t, step: 3, only: [.traitCollectionDidChange], actors: ["A"]).isEmpty)
        #expect(calls(t, step: 4, only: [.viewWillAppear, .traitCollectionDidChange, .viewIsAppearing], actors: ["A"])
                == ["A.viewWillAppear", "A.traitCollectionDidChange", "A.viewIsAppearing"])
        // iOS 13–16 (BonMot #399): the controller gets the new traits at once; its view, out of the window, later.
        let old = try simulate(nav("A"), steps, profile: .ios13, controllers: ["A": ControllerDecl()])
        #expect(calls(old, step: 3, only: [.traitCollectionDidChange], actors: ["A", "AView"]) == ["A.traitCollectionDidChange"])
        #expect(calls(old, step: 4, only: [.viewWillAppear, .traitCollectionDidChange, .viewIsAppearing], actors: ["A", "AView"])
                == ["A.viewWillAppear", "AView.traitCollectionDidChange", "A.viewIsAppearing"])
        #expect(old.events.first { $0.actor == "A" && $0.callback == .traitCollectionDidChange }?.rule?.rawValue == "R9.trait-hidden")
        // iOS 13 release notes: only called when a trait's value changes — dark then light while hidden is no change.
        let twice = try simulate(nav("A"), [.push("B", animated: true), .traitChange(.dark), .traitChange(.light), .pop(animated: true)])
        #expect(calls(twice, step: 5, only: [.traitCollectionDidChange]).isEmpty)
    }

    @Test func r9_firstPageAppearsInsideViewDidLoad() throws {
        // SO q/48653763 (log and disassembly) and Pageboy #233: the page loads and appears inside the container's
        // viewDidLoad, before the container's viewWillAppear; its layout comes after its viewDidAppear.
        let t = try simulate(pages(.scroll), [], profile: .ios12)
        #expect(calls(t, only: appearanceAndLoad.union([.willMoveToParent, .didMoveToParent]))
                == ["Pages.viewDidLoad", "P1.willMove(toParent:)", "P1.viewDidLoad", "P1.viewWillAppear", "P1.viewDidAppear",
                    "P1.didMove(toParent:)", "Pages.viewWillAppear", "Pages.viewDidAppear"])
        #expect(try #require(index(t, "P1", .viewDidAppear)) < #require(index(t, "P1", .viewWillLayoutSubviews)))
        #expect(try #require(index(t, "P1", .viewWillLayoutSubviews)) < #require(index(t, "Pages", .viewDidAppear)))
        #expect(InvariantChecker.check(t).isEmpty)
        #expect(t.actorKinds["Pages"] == .pageView)
    }

    @Test func r9_scrollSwipe() throws {
        // wangling.me (2014), scroll: finish = new WA, cur WD, new DA, cur DD;
        // cancel = new WA, cur WD, cur WA, cur DA, new WD, new DD.
        let t = try simulate(pages(.scroll), [.swipePage(to: "P2", outcome: .finish), .swipePage(to: "P3", outcome: .cancel)])
        #expect(calls(t, step: 2) == ["P2.viewWillAppear", "P1.viewWillDisappear", "P2.viewDidAppear", "P1.viewDidDisappear"])
        #expect(calls(t, step: 3) == ["P3.viewWillAppear", "P2.viewWillDisappear", "P2.viewWillAppear", "P2.viewDidAppear",
                                      "P3.viewWillDisappear", "P3.viewDidDisappear"])
        #expect(events(t, step: 3).filter { appearance.contains($0.callback) }.allSatisfy { $0.rule?.rawValue == "R9.page-scroll" })
        #expect(InvariantChecker.check(t).isEmpty)
    }

    @Test func r9_pageCurlSwipe() throws {
        // wangling.me (2014), page curl: finish = new WA, cur WD, cur DD, new DA;
        // cancel = new WA, cur WD, new WD, cur WA, new DD, cur DA.
        let t = try simulate(pages(.pageCurl), [.swipePage(to: "P2", outcome: .finish), .swipePage(to: "P3", outcome: .cancel)])
        #expect(calls(t, step: 2) == ["P2.viewWillAppear", "P1.viewWillDisappear", "P1.viewDidDisappear", "P2.viewDidAppear"])
        #expect(calls(t, step: 3) == ["P3.viewWillAppear", "P2.viewWillDisappear", "P3.viewWillDisappear", "P2.viewWillAppear",
                                      "P3.viewDidDisappear", "P2.viewDidAppear"])
        // The arriving page never reaches Appeared (Wang Ling: "not balanced").
        let p3 = t.events.filter { $0.actor == "P3" && $0.callback.changesState }.compactMap(\.state?.rawValue)
        #expect(p3 == ["loaded", "appearing", "disappearing", "disappeared"])
        #expect(InvariantChecker.check(t).isEmpty)
    }

    @Test func r9_programmaticSetPage() throws {
        // Inferred from Wang Ling's completed swipe of each style; Apple: the delegate is told about
        // "gesture-driven" transitions only, so setViewControllers calls no delegate method.
        let scroll = try simulate(pages(.scroll), [.setPage("P3", animated: true)])
        #expect(calls(scroll, step: 2, only: pageCalls.subtracting([.willMoveToParent, .didMoveToParent]))
                == ["P3.viewWillAppear", "P1.viewWillDisappear", "P3.viewDidAppear", "P1.viewDidDisappear"])
        let curl = try simulate(pages(.pageCurl), [.setPage("P2", animated: false)])
        #expect(calls(curl, step: 2) == ["P2.viewWillAppear", "P1.viewWillDisappear", "P1.viewDidDisappear", "P2.viewDidAppear"])
        #expect(events(scroll, step: 2).filter { appearance.contains($0.callback) }.allSatisfy { $0.rule?.rawValue == "R9.page-set" })
    }

    @Test func r9_pageDelegate() throws {
        // wisdomskyduan (iOS 9.1 log): willTransitionTo as the gesture begins, didFinishAnimating at the end,
        // transitionCompleted false when the swipe is abandoned. Apple: willTransitionTo is iOS 6+.
        let t = try simulate(pages(.scroll), [.swipePage(to: "P2", outcome: .finish), .swipePage(to: "P3", outcome: .cancel)])
        for step in [2, 3] {
            let e = events(t, step: step)
            #expect(e.first?.callback == .pageWillTransition && e.last?.callback == .pageDidFinishAnimating)
        }
        #expect(events(t, step: 2).last?.args["transitionCompleted"] == .bool(true))
        #expect(events(t, step: 3).last?.args["transitionCompleted"] == .bool(false))
        let old = try simulate(pages(.pageCurl), [.swipePage(to: "P2", outcome: .finish)], profile: .ios5)
        #expect(calls(old, step: 2, only: [.pageWillTransition, .pageDidFinishAnimating])
                == ["Pages.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"])
    }

    @Test func r9_pageContainmentAndLifetime() throws {
        // Low, inferred: the arriving page is added before it appears (addChild calls willMove) and the leaving one
        // removed after (willMove(nil), then removeFromParent's didMove(nil)), as Apple's containment contract asks;
        // an abandoned page is added and removed again. The data source's array keeps every page alive (ind.ie
        // forum, zenn.dev st43).
        let t = try simulate(pages(.scroll), [.swipePage(to: "P2", outcome: .finish), .swipePage(to: "P3", outcome: .cancel)])
        #expect(calls(t, step: 2, only: [.willMoveToParent, .didMoveToParent])
                == ["P2.willMove(toParent:)", "P2.didMove(toParent:)", "P1.willMove(toParent:)", "P1.didMove(toParent:)"])
        #expect(calls(t, step: 3, only: [.willMoveToParent, .didMoveToParent]) == ["P3.willMove(toParent:)", "P3.willMove(toParent:)", "P3.didMove(toParent:)"])
        #expect(events(t, step: 3).filter { $0.callback == .didMoveToParent }.map { $0.args["parent"] } == [.null])
        #expect(!t.events.contains { $0.callback == .deinit })
    }

    @Test func checkerKnowsTheNewCallbacks() {
        func ev(_ seq: Int, _ actor: String, _ cb: Callback, _ args: [String: ArgValue] = [:]) -> TraceEvent {
            TraceEvent(seq: seq, step: 1, turn: 0, actor: actor, callback: cb, args: args, state: nil, rule: nil)
        }
        func violations(_ events: [TraceEvent], _ parent: ActorKind) -> [String] {
            InvariantChecker.check(Trace(scenarioID: "t", profile: .ios17, device: .iphone, events: events,
                                         actorKinds: ["A": .controller, "P": parent])).map(\.message)
        }
        let firstPage = [ev(1, "P", .viewDidLoad), ev(2, "A", .willMoveToParent, ["parent": .string("P")]),
                         ev(3, "A", .viewDidLoad), ev(4, "A", .viewWillAppear), ev(5, "A", .viewDidAppear)]
        #expect(violations(firstPage, .pageView) == [])
        #expect(violations(firstPage, .container).first?.contains("parent P") == true)
        #expect(violations([ev(1, "A", .traitCollectionDidChange)], .controller).first?.contains("without a loaded view") == true)
    }
}
