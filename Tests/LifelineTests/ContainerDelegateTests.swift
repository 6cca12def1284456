import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import LifelineTestSupport
import Testing

/// Issue #20: navigation and tab bar delegates, and the app swiped away. Orders written from the
/// evidence named on each test (docs/evidence/fidelity-3.md), not recorded from the program.
@Suite(.tags(.fast)) struct ContainerDelegateTests {
    func run(_ yaml: String) throws -> Trace { try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml")) }

    let delegateCalls: Set<Callback> = appearance.union([.navigationWillShow, .navigationDidShow, .tabShouldSelect, .tabDidSelect])

    /// vastdevblog.vast.com (2012), a published NSLog of a push and a pop: A viewWillDisappear,
    /// B viewWillAppear, willShowViewController B, A viewDidDisappear, B viewDidAppear,
    /// didShowViewController B — and the mirror image on the way back.
    @Test func theNavigationDelegateHearsWillShowAfterTheWillPairAndDidShowAfterTheDidPair() throws {
        let t = try run("id: t\nwindow: {navigation: [A], delegate: A}\nsteps:\n  - launch\n  - push: B\n  - pop\n")
        #expect(calls(t, step: 2, only: delegateCalls) == ["A.viewWillDisappear", "B.viewWillAppear", "A.navigationController(_:willShow:animated:)",
                                                          "A.viewDidDisappear", "B.viewDidAppear", "A.navigationController(_:didShow:animated:)"])
        #expect(calls(t, step: 3, only: delegateCalls) == ["B.viewWillDisappear", "A.viewWillAppear", "A.navigationController(_:willShow:animated:)",
                                                          "B.viewDidDisappear", "A.viewDidAppear", "A.navigationController(_:didShow:animated:)"])
        let shown = t.events.filter { $0.callback == .navigationWillShow && $0.step == 2 }.map { $0.args["viewController"] }
        #expect(shown == [.string("B")], "the argument is the controller being shown")
        // Apple: willShow is called "just before the navigation controller displays a view controller’s view".
        let willShow = try #require(index(t, "A", .navigationWillShow, step: 2)), layout = try #require(index(t, "B", .viewWillLayoutSubviews, step: 2))
        #expect(willShow < layout, "before the arriving view's layout pass")
    }

    /// Open Radar 21137690 and BufferedNavigationController issue #5: a back swipe sends willShow for
    /// the previous controller as it begins; when it is cancelled, neither method follows.
    @Test func aCancelledBackSwipeSendsWillShowAndNothingMore() throws {
        let t = try run("id: t\nwindow: {navigation: [A], delegate: Coordinator}\nsteps:\n  - launch\n  - push: B\n  - interactivePop: cancel\n  - interactivePop: finish\n")
        #expect(calls(t, step: 3, only: [.navigationWillShow, .navigationDidShow]) == ["Coordinator.navigationController(_:willShow:animated:)"])
        #expect(calls(t, step: 4, only: [.navigationWillShow, .navigationDidShow])
                == ["Coordinator.navigationController(_:willShow:animated:)", "Coordinator.navigationController(_:didShow:animated:)"])
        #expect(t.actorKinds["Coordinator"] == .object, "a delegate that is not a controller is an app object")
    }

    /// A delegate that is a controller no longer alive is a nil weak reference: nothing is called.
    @Test func aReleasedControllerDelegateHearsNothing() throws {
        let t = try run("id: t\nwindow: {navigation: [A], delegate: B}\nsteps:\n  - launch\n  - push: B\n  - pop\n  - push: C\n")
        #expect(calls(t, step: 2, only: [.navigationDidShow]) == ["B.navigationController(_:didShow:animated:)"])
        #expect(calls(t, step: 4, only: [.navigationWillShow, .navigationDidShow]).isEmpty, "B was released by the pop")
    }

    /// iphonedev.wiki's listing of -[UITabBarController _setSelectedViewController:] (the transition, then
    /// didSelect) and juejin.cn/post/7588022226739183666's table: shouldSelect, A viewWillDisappear,
    /// B viewWillAppear, A viewDidDisappear, B viewDidAppear, didSelect. Apple: didSelect is "called only in
    /// response to user taps… not when your code changes the tab bar contents programmatically".
    @Test func aTappedTabAsksTheDelegateAndCodeDoesNot() throws {
        let t = try run("id: t\nwindow: {tabs: [A, B], delegate: A}\nsteps:\n  - launch\n  - selectTab: {index: 1, by: tap}\n  - selectTab: 0\n")
        let tap = calls(t, step: 2, only: delegateCalls)
        #expect(tap.first == "A.tabBarController(_:shouldSelect:)" && tap.last == "A.tabBarController(_:didSelect:)", "\(tap)")
        #expect(Set(tap.dropFirst().dropLast()) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(calls(t, step: 3, only: [.tabShouldSelect, .tabDidSelect]).isEmpty, "selectedIndex in code asks no one")
    }

    /// Apple: "this could be the same view controller that was already selected". A tap on the selected
    /// tab asks and tells the delegate; a navigation controller there goes back to its root; no other change.
    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
        let t = try run("id: t\nwindow: {tabs: [{navigation: [A]}, B], delegate: Coordinator}\nsteps:\n  - launch\n  - push: C\n  - selectTab: {index: 0, by: tap}\n")
        let step = calls(t, step: 3, only: delegateCalls)
        #expect(step == ["Coordinator.tabBarController(_:shouldSelect:)", "C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear",
                         "A.viewDidAppear", "Coordinator.tabBarController(_:didSelect:)"])
        #expect(index(t, "C", .deinit, step: 3) != nil)
        #expect(scenarioFailure("id: t\nwindow: {tabs: [A, B]}\nsteps:\n  - launch\n  - selectTab: 0\n")?.contains("write '{index: 0, by: tap}'") == true)
    }

    /// applicationWillTerminate(_:) (Apple: not called when the app is suspended) and matt's answer on
    /// the app switcher: a running app gets the background pair, then applicationWillTerminate; one already
    /// in the background gets nothing. No controller hears anything, and nothing is deallocated.
    @Test(arguments: [Profile.ios12, .ios17]) func swipingTheAppAwayTellsNoController(_ profile: Profile) throws {
        let running = try simulate(nav("A"), [.push("B", animated: true), .terminate], profile: profile)
        let names = events(running, step: 3).map { $0.callback }
        let background: [Callback] = profile.usesScenes ? [.sceneWillResignActive, .sceneDidEnterBackground]
                                                         : [.applicationWillResignActive, .applicationDidEnterBackground]
        #expect(names == background + [.applicationWillTerminate])
        let suspended = try simulate(nav("A"), [.background, .terminate], profile: profile)
        #expect(events(suspended, step: 3).isEmpty, "a suspended app is ended without a callback")
        #expect(scenarioFailure(navigationHeader + "  - terminate\n  - push: B\n")?.contains("'push' after terminate") == true)
    }

    /// The syntax: `delegate:` only on the window's navigation and tab bar controllers; `by:` lists its values.
    @Test func delegateAndByAreCheckedWhereTheyAreWritten() {
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: B, embedIn: navigation}\n") == nil)
        #expect(scenarioFailure(navigationHeader + "  - segue: {id: s, from: A, kind: present, to: {navigation: [B], delegate: B}}\n")?
            .contains("'delegate' is read on the window's navigation and tab bar controllers only") == true)
        #expect(scenarioFailure("id: t\nwindow: {tabs: [A, B], delegate: 7}\nsteps:\n  - launch\n")?.contains("'7' is not a valid delegate name") == true)
        #expect(scenarioFailure("id: t\nwindow: {tabs: [A, B]}\nsteps:\n  - launch\n  - selectTab: {index: 1, by: finger}\n")?
            .contains("by must be one of code, tap") == true)
        #expect(scenarioFailure("id: t\nwindow: {container: P, children: [{navigation: [A], delegate: A}]}\nsteps:\n  - launch\n") == nil)
    }
}

/// Issue #20, "the engine refuses what UIKit accepts": a presentation UIKit ignores. Stack Overflow
/// question 26022756 and the issues of RFAboutView (#8), STPopup (#91) and BDGShare (#4) print "Attempt to
/// present <B> on <A> whose view is not in the window hierarchy!" when A is not in the window (a root's
/// viewDidLoad); a level that presents already answers "… which is already presenting …". Nothing is presented.
@Suite(.tags(.fast)) struct RefusedPresentationTests {
    /// Issue #37 item 11: Apple's present(_:animated:completion:) — a controller that cannot make the presentation
    /// "forwards the request up the view controller hierarchy to its nearest parent"; UIKit's warning names the
    /// presenting controller ("on") apart from the caller ("from"). A controller hidden under a push, or in a tab
    /// not shown, is forwarded to the root that covers the screen, not refused.
    @Test func aHiddenControllersRequestGoesUpToTheControllerThatCoversTheScreen() throws {
        let t = try simulate(nav("A"), [.push("B", animated: true),
                                        .present(.controller("C"), style: .fullScreen, animated: true, completion: false, delegate: nil, from: "A")])
        #expect(!events(t, step: 3).contains { $0.callback == .warning })
        #expect(calls(t, step: 3, actors: ["A", "B", "C"]) == ["B.viewWillDisappear", "C.viewWillAppear", "C.viewDidAppear", "B.viewDidDisappear"],
                "the navigation controller presents, in R3.present's order: the screen the user saw (B) leaves, A hears nothing")
        let tabs = try simulate(.tabs(name: "Tab", tabs: [.controller("A"), .controller("B")], selected: 0),
                                [.present(.controller("C"), style: .pageSheet, animated: true, completion: false, delegate: nil, from: "B")])
        #expect(calls(tabs, step: 2, actors: ["C"]) == ["C.viewWillAppear", "C.viewDidAppear"], "from a tab not shown, too")
    }

    @Test func presentingTwiceFromOneLevelWarnsTheSecondTime() throws {
        let t = try simulate(nav("A"), [.present(.controller("B"), style: .pageSheet, animated: true, completion: false, delegate: nil, from: nil),
                                        .present(.controller("C"), style: .pageSheet, animated: true, completion: false, delegate: nil, from: "A")])
        let warning = try #require(events(t, step: 3).first { $0.callback == .warning })
        #expect(warning.args["message"] == .string("Attempt to present C on A which is already presenting B."))
        #expect(calls(t, step: 3).isEmpty)
    }
}

/// Issue #20: a custom container's interactive swap with manual forwarding, cancelled. Apple's header
/// comment on beginAppearanceTransition:animated: ties the callbacks to "the final matching invocation of
/// endAppearanceTransition"; a cancel begins both transitions the opposite way, then ends them — the
/// same cancel edges as a cancelled back swipe (wangling.me, 2014).
@Suite(.tags(.fast)) struct CancelledSwapTests {
    @Test func aCancelledManualSwapUndoesBothPairs() throws {
        let t = try simulate(.container(name: "P", children: [.controller("X")], showing: ["X"]),
                             [.transition(parent: "P", from: "X", to: "Y", forwarding: .manual, animated: true, outcome: .cancel)])
        #expect(calls(t, step: 2) == ["X.viewWillDisappear", "Y.viewWillAppear", "Y.viewWillDisappear", "X.viewWillAppear",
                                      "Y.viewDidDisappear", "X.viewDidAppear"])
        #expect(calls(t, step: 2, only: [.willMoveToParent, .didMoveToParent, .deinit])
                == ["Y.willMove(toParent:)", "Y.willMove(toParent:)", "Y.didMove(toParent:)", "Y.deinit"], "Y is added, then taken out")
        #expect(calls(t, step: 2, only: [.willMoveToParent, .didMoveToParent], actors: ["X"]).isEmpty, "X stays P's child")
        #expect(scenarioFailure("id: t\nwindow: {container: P, children: [X]}\nsteps:\n  - launch\n  - transition: {parent: P, from: X, to: Y, outcome: cancel}\n")?
            .contains("outcome: cancel needs forwarding: manual") == true)
    }
}

/// Issue #20: a push inside the launch code, after makeKeyAndVisible. devgem.io's article on iOS 18: the
/// root's viewDidLoad "does not get called" when a controller is pushed right after, where earlier versions
/// called it; the iOS 17.4 log: the root's appearance is interrupted (no viewDidAppear) and the push
/// runs without animation.
@Suite(.tags(.fast)) struct LaunchPushTests {
    let yaml = "id: t\norigin: code\nwindow: {navigation: [Home]}\nsteps:\n  - launch\n  - push: Article\n    during: launch\n  - pop\n"

    func trace(_ profile: String) throws -> Trace {
        var s = try ScenarioParser.parse(yaml: yaml, file: "s.yaml")
        s.profile = try #require(Profile(rawValue: profile))
        return try Simulator.run(s)
    }

    @Test func beforeIOS18TheRootStartsToAppearAndIsInterrupted() throws {
        let t = try trace("ios17")
        #expect(calls(t, step: 2, actors: ["Home", "Article"])
                == ["Home.viewWillAppear", "Home.viewWillDisappear", "Article.viewWillAppear", "Home.viewDidDisappear", "Article.viewDidAppear"])
        #expect(t.events.filter { $0.step == 2 && $0.callback.isAppearance }.allSatisfy { $0.args["animated"] == .bool(false) })
        #expect(index(t, "Home", .viewDidAppear, step: 2) == nil)
        #expect(t.events.first { $0.actor == "Home" && $0.callback == .viewWillAppear }?.turn == 0, "inside the launch turn")
    }

    /// Issue #37 item 8: the iOS 17.4 log R9.launch-push cites prints the root's viewIsAppearing right after its
    /// viewWillAppear, before the pushed controller is made; the appearance that is not interrupted has one.
    @Test func onIOS17TheRootIsAppearingBeforeThePushBegins() throws {
        let t = try trace("ios17")
        let order = calls(t, step: 2, only: [.viewWillAppear, .viewIsAppearing, .initNib], actors: ["Home", "Article"])
        #expect(Array(order.prefix(3)) == ["Home.viewWillAppear", "Home.viewIsAppearing", "Article.init(nibName:bundle:)"], "\(order)")
        for actor in ["Nav", "Home", "Article"] {
            #expect(calls(t, step: 2, only: [.viewIsAppearing], actors: [actor]).count == 1, "\(actor): one viewIsAppearing per appearance")
        }
        #expect(calls(try trace("ios12"), step: 2, only: [.viewIsAppearing]).isEmpty, "no viewIsAppearing before iOS 13")
    }

    @Test func fromIOS18TheRootIsNotLoadedUntilTheUserGoesBack() throws {
        for profile in ["ios18", "ios26"] {
            let t = try trace(profile)
            #expect(index(t, "Home", .viewDidLoad, step: 2) == nil, "\(profile)")
            #expect(calls(t, step: 2, actors: ["Home", "Article"]) == ["Article.viewWillAppear", "Article.viewDidAppear"], "\(profile)")
            #expect(index(t, "Home", .viewDidLoad, step: 3) != nil, "loaded when the pop shows it (\(profile))")
        }
    }

    @Test func duringLaunchIsCheckedWhereItIsWritten() {
        #expect(scenarioFailure(navigationHeader + "  - present: B\n    during: launch\n")?.contains("'during: launch' is modelled for push only") == true)
        #expect(scenarioFailure(navigationHeader + "  - push: B\n    during: lunch\n")?.contains("during can only be launch") == true)
        #expect(scenarioFailure(navigationHeader + "  - push: B\n  - push: C\n    during: launch\n")?.contains("must come right after '- launch'") == true)
    }
}

/// Issue #20: pushing onto a navigation controller a full-screen modal covers. Apple: pushViewController
/// adds the controller to the stack; viewWillAppear means the view "is about to be added to a view
/// hierarchy" — which does not happen while the navigation controller is off the window.
@Suite(.tags(.fast)) struct HiddenPushTests {
    @Test func aPushUnderAModalChangesTheStackAndShowsLater() throws {
        let t = try simulate(nav("A"), [.present(.controller("M"), style: .fullScreen, animated: true, completion: false, delegate: nil, from: nil),
                                        .push("B", animated: true, in: "Nav"), .dismiss(by: .presenting, method: nil, animated: true, completion: false)])
        #expect(calls(t, step: 3, only: appearanceAndLoad).isEmpty, "no transition while Nav is off the window")
        #expect(calls(t, step: 3, only: [.willMoveToParent, .didMoveToParent]) == ["B.willMove(toParent:)", "B.didMove(toParent:)"])
        let back = calls(t, step: 4, only: appearanceAndLoad)
        #expect(back.contains("B.viewDidLoad") && back.contains("B.viewDidAppear") && !back.contains { $0.hasPrefix("A.") }, "\(back)")
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: M, style: fullScreen}\n  - push: B\n")?.contains("with 'in: Nav'") == true)
    }
}

/// Issue #20: storyboard embed segues. The iOS 26.1 decompilation of UIStoryboardEmbedSegueTemplate reads
/// the destination's view, then calls addChildViewController:, adds the view to the container view and
/// calls didMoveToParentViewController:; a decompiled -[UIViewController loadViewIfRequired] performs the
/// segues marked "perform on view load" after loadView and before viewDidLoad.
@Suite(.tags(.fast)) struct EmbedSegueTests {
    @Test func embedSeguesRunBetweenTheParentsLoadViewAndViewDidLoad() throws {
        let t = try simulate(nav("Profile"), [], controllers: ["Profile": ControllerDecl(embeds: ["Header"])])
        let order = t.events.filter { ["Profile", "Header"].contains($0.actor) && $0.step == 1 }.map { "\($0.actor).\($0.callback.rawValue)" }
        let expected = ["Profile.loadView", "Profile.shouldPerformSegue(withIdentifier:sender:)", "Header.init(coder:)", "Header.awakeFromNib", "Profile.prepare(for:sender:)", "Header.loadView",
                        "Header.viewDidLoad", "Header.willMove(toParent:)", "Header.didMove(toParent:)", "Profile.viewDidLoad"]
        let firstLoad = try #require(order.firstIndex(of: "Profile.loadView"))
        #expect(Array(order[firstLoad..<(firstLoad + expected.count)]) == expected, "\(order)")
        #expect(calls(t, step: 1, actors: ["Header"]) == ["Header.viewWillAppear", "Header.viewDidAppear"], "it appears with Profile")
        #expect(scenarioFailure("id: t\norigin: code\ncontrollers:\n  A: {embeds: [B]}\nwindow: A\nsteps:\n  - launch\n")?
            .contains("'embeds' are storyboard embed segues") == true)
    }
}

/// The same refusal through a present segue performed twice from one level: the segue still creates its
/// destination and calls prepare(for:sender:); the presentation it then asks for is ignored.
@Suite(.tags(.fast)) struct RefusedSegueTests {
    @Test func aSecondPresentSegueFromOneLevelWarns() throws {
        let yaml = navigationHeader + "  - segue: {id: showB, from: A, kind: present, to: B, style: pageSheet}\n"
            + "  - segue: {id: showC, from: A, kind: present, to: C, trigger: code}\n"
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        let step = events(t, step: 3).map { "\($0.actor).\($0.callback.rawValue)" }
        #expect(step == ["C.init(coder:)", "C.awakeFromNib", "A.prepare(for:sender:)", "A.warning", "C.deinit"], "\(step)")
    }
}

/// Issue #20: a UIHostingController's SwiftUI view. square/Blueprint issue #48: "SwiftUI provides onAppear
/// (which runs before appearance animations) and onDisappear (which runs after)"; swiftui-navigation-stack
/// issue #19: onAppear is printed "immediately" as a push starts, not when it finishes.
@Suite(.tags(.fast)) struct HostingTests {
    @Test func theSwiftUIViewAppearsAsThePushStartsAndDisappearsAfterThePop() throws {
        let t = try simulate(nav("A"), [.push("H", animated: true), .pop(animated: true), .push("H", animated: true), .interactivePop(.cancel)],
                             controllers: ["H": ControllerDecl(hosting: "Card")])
        let swiftUI: Set<Callback> = [.onAppear, .onDisappear]
        #expect(calls(t, step: 2, only: appearance.union(swiftUI), actors: ["H", "Card"])
                == ["H.viewWillAppear", "Card.onAppear", "H.viewDidAppear"])
        #expect(calls(t, step: 3, only: appearance.union(swiftUI), actors: ["H", "Card"])
                == ["H.viewWillDisappear", "H.viewDidDisappear", "Card.onDisappear"])
        #expect(calls(t, step: 5, only: swiftUI).isEmpty, "an abandoned back swipe: the view never left")
        #expect(t.actorKinds["Card"] == .swiftUIView)
    }
}
