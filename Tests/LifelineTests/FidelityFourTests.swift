import Foundation
import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import LifelineTestSupport
import Testing

// Issue #37, fidelity part 4: each expected order is written from the evidence named above its test
// (docs/evidence/fidelity-4.md), never recorded from the program.

/// Issue #37 items 1 and 2. The iOS 26.1 UIKitCore decompilation: -[UIStoryboardSegueTemplate perform:] asks the
/// source's shouldPerformSegueWithIdentifier:sender: and only on YES instantiates the destination and performs;
/// -[UIViewController loadViewIfRequired] calls perform: for every template marked performOnViewLoad (embeds).
@Suite(.tags(.fast)) struct SegueAskFirstTests {
    @Test func anEmbedSegueAsksTheParentFirstAndARefusalLeavesTheContainerEmpty() throws {
        let yaml = "id: t\nwindow: {navigation: [Profile]}\ncontrollers:\n  Profile: {embeds: [Header, {vc: Stats, shouldPerform: false}]}\nsteps:\n  - launch\n"
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        let order = t.events.filter { ["Profile", "Header", "Stats"].contains($0.actor) }.map { "\($0.actor).\($0.callback.rawValue)" }
        let start = try #require(order.firstIndex(of: "Profile.loadView"))
        #expect(Array(order[start...].prefix(4)) == ["Profile.loadView", "Profile.shouldPerformSegue(withIdentifier:sender:)",
                                                    "Header.init(coder:)", "Header.awakeFromNib"], "\(order)")
        let asks = t.events.filter { $0.callback == .shouldPerformSegue }.map { $0.args["identifier"] }
        #expect(asks == [.string("Header"), .string("Stats")])
        #expect(!t.events.contains { $0.actor == "Stats" }, "a refused embed segue makes no controller")
        let stats = try #require(order.lastIndex(of: "Profile.shouldPerformSegue(withIdentifier:sender:)"))
        #expect(order[stats + 1] == "Profile.viewDidLoad", "nothing between the refusal and the parent's viewDidLoad: \(order)")
    }

    @Test func aRefusedSegueStopsBeforeItsDestinationExists() throws {
        let t = try Simulator.run(try ScenarioParser.parse(
            yaml: navigationHeader + "  - segue: {id: showB, from: A, kind: push, to: B, shouldPerform: false}\n", file: "s.yaml"))
        #expect(events(t, step: 2).map { "\($0.actor).\($0.callback.rawValue)" } == ["A.shouldPerformSegue(withIdentifier:sender:)"])
        #expect(scenarioFailure(navigationHeader + "  - segue: {id: s, from: A, kind: push, to: B, trigger: code, shouldPerform: false}\n")?
            .contains("performSegue(withIdentifier:sender:) does not ask") == true)
    }

    /// A modal segue to a scene embedded in a navigation controller: `embedIn: navigation` is the tree
    /// `{navigation: [B]}`, and the segue's destination (what prepare(for:sender:) is given) is the navigation controller.
    @Test func aSegueToANavigationScene() throws {
        let short = try Simulator.run(try ScenarioParser.parse(
            yaml: navigationHeader + "  - segue: {id: add, from: A, kind: present, to: B, embedIn: navigation}\n", file: "s.yaml"))
        let long = try Simulator.run(try ScenarioParser.parse(
            yaml: navigationHeader + "  - segue: {id: add, from: A, kind: present, to: {navigation: [B]}}\n", file: "s.yaml"))
        #expect(short.events == long.events)
        let prepare = try #require(events(short, step: 2).first { $0.callback == .prepareForSegue })
        #expect(prepare.args["destination"] == .string("Nav2"))
        #expect(calls(short, step: 2, actors: ["B"]) == ["B.viewWillAppear", "B.viewDidAppear"])
        #expect(scenarioFailure(navigationHeader + "  - segue: {id: s, from: A, kind: push, to: B, embedIn: navigation}\n")?
            .contains("UIKit does not push a navigation controller") == true)
    }
}

/// Issue #37 item 3. The iOS 26.1 decompilation of -[UIPopoverPresentationController _attemptDismissalWithCompletion:]:
/// when `_shouldDismiss` agrees it calls the presenting controller's dismissViewControllerAnimated:YES, then
/// `_sendWillDismiss`; the dismissal's completion sends didDismiss. A popover leaves the presenter's views in place.
@Suite(.tags(.fast)) struct PopoverTapOutsideTests {
    let yaml = "id: t\ndevice: ipad\nwindow: {navigation: [Library]}\nsteps:\n  - launch\n  - present: {vc: Sort, style: popover, delegate: Library}\n"

    func run(_ tail: String, profile: String = "ios17") throws -> Trace {
        var s = try ScenarioParser.parse(yaml: yaml + tail, file: "s.yaml")
        s.profile = try #require(Profile(rawValue: profile))
        return try Simulator.run(s)
    }

    @Test func theDelegateIsAskedToldAndThePresenterHearsNothing() throws {
        let t = try run("  - tapOutside: finish\n")
        #expect(try run("  - interactiveDismiss: finish\n").events == t.events, "interactiveDismiss on a popover is the same tap")
        let delegateCalls: Set<Callback> = [.presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss]
        #expect(calls(t, step: 3, only: appearance.union(delegateCalls).union([.deinit]))
                == ["Library.presentationControllerShouldDismiss", "Library.presentationControllerWillDismiss", "Sort.viewWillDisappear",
                    "Sort.viewDidDisappear", "Library.presentationControllerDidDismiss", "Sort.deinit"])
        #expect(events(t, step: 3).filter { $0.callback == .viewWillDisappear }.allSatisfy { $0.args["animated"] == .bool(true) })
    }

    @Test func aModalPopoverOnlyReportsTheAttempt() throws {
        let t = try run("  - tapOutside: refuse\n")
        #expect(events(t, step: 3).map { "\($0.actor).\($0.callback.rawValue)" } == ["Library.presentationControllerDidAttemptToDismiss"])
    }

    @Test func aTapIsNeverCancelledAndTheOldDelegateIsNotModelled() throws {
        #expect(scenarioFailure(yaml + "  - tapOutside: cancel\n")?.contains("cannot be cancelled") == true)
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: B, style: pageSheet}\n  - tapOutside: finish\n")?
            .contains("tapOutside dismisses a popover on an iPad") == true)
        #expect(scenarioFailure(yaml.replacingOccurrences(of: "device: ipad", with: "device: ipad\nprofile: ios12") + "  - interactiveDismiss: finish\n")?
            .contains("use profile ios13 or later") == true)
    }

    @Test func onAnIPhoneThePopoverIsASheetAndSwipesLikeOne() throws {
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml.replacingOccurrences(of: "device: ipad", with: "device: iphone")
                                                           + "  - interactiveDismiss: cancel\n", file: "s.yaml"))
        #expect(calls(t, step: 3, actors: ["Sort"]) == ["Sort.viewWillDisappear", "Sort.viewWillAppear", "Sort.viewDidAppear"])
    }
}

/// Issue #37 item 9. SO 18927878 and wangling.me give UIKit's cancelled interactive pop (the will pair, then the
/// cancel edges); a custom interaction controller drives a push through the same transition, so its cancel mirrors
/// it. Apple's removeFromParent(): "automatically calls the didMove(toParent:) method of the child".
@Suite(.tags(.fast)) struct InteractivePushTests {
    @Test func aCancelledPushLeavesTheStackAsItWas() throws {
        let yaml = navigationHeader + "  - push: B\n    interactive: cancel\n"
        #expect(scenarioFailure(yaml + "  - pop\n")?.contains("holds only [A]") == true, "B is off the stack")
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        #expect(calls(t, step: 2) == ["A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "B.viewDidDisappear",
                                      "A.viewWillAppear", "A.viewDidAppear"])
        let bLast = events(t, step: 2).filter { $0.actor == "B" }.suffix(2).map { "\($0.callback.rawValue) \($0.args["parent"].map { "\($0)" } ?? "")" }
        #expect(bLast.first?.hasPrefix("didMove(toParent:)") == true && events(t, step: 2).last?.callback == .deinit, "\(bLast)")
        #expect(!events(t, step: 2).contains { $0.actor == "A" && $0.callback == .viewDidDisappear })
    }

    @Test func aFinishedInteractivePushIsAnAnimatedPush() throws {
        let plain = try Simulator.run(try ScenarioParser.parse(yaml: navigationHeader + "  - push: B\n", file: "s.yaml"))
        let driven = try Simulator.run(try ScenarioParser.parse(yaml: navigationHeader + "  - push: {vc: B, interactive: finish}\n", file: "s.yaml"))
        #expect(plain.events == driven.events)
        #expect(scenarioFailure(navigationHeader + "  - push: {vc: B, interactive: cancel, animated: false}\n")?.contains("an interactive push needs") == true)
    }
}

/// Issue #37 item 6. Apple, "Adopting Multitasking Enhancements on iPad": a resized window gets a new size and,
/// when it crosses one, a new horizontal size class; WWDC14 "Building Adaptive Apps with UIKit": the trait
/// transition before the size transition, traitCollectionDidChange after; UIKit forwards each down the tree.
@Suite(.tags(.fast)) struct ResizeTests {
    let yaml = "id: t\ndevice: ipad\nwindow: {navigation: [List]}\nsteps:\n  - launch\n"
    let sizeCalls: Set<Callback> = [.willTransitionToTraits, .viewWillTransitionToSize, .traitCollectionDidChange]

    @Test func crossingASizeClassTellsEveryoneParentsFirst() throws {
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml + "  - resize: compact\n  - resize: compact\n  - resize: regular\n", file: "s.yaml"))
        #expect(calls(t, step: 2, only: sizeCalls)
                == ["Nav.willTransition(to:with:)", "List.willTransition(to:with:)", "Nav.viewWillTransition(to:with:)",
                    "List.viewWillTransition(to:with:)", "Nav.traitCollectionDidChange", "List.traitCollectionDidChange"])
        #expect(calls(t, step: 3, only: sizeCalls) == ["Nav.viewWillTransition(to:with:)", "List.viewWillTransition(to:with:)"],
                "a resize within the class changes the size only")
        #expect(calls(t, step: 4, only: sizeCalls).count == 6)
        #expect(calls(t, step: 2, only: appearance).isEmpty && calls(t, step: 4, only: appearance).isEmpty)
        #expect(events(t, step: 2).last?.callback == .viewDidLayoutSubviews, "then a layout pass")
    }

    @Test func onlyAnIPadIsResized() {
        #expect(scenarioFailure(navigationHeader + "  - resize: compact\n")?.contains("resize is iPad multitasking") == true)
        #expect(scenarioFailure(yaml + "  - resize: narrow\n")?.contains("compact") == true)
    }
}

/// Issue #37 item 4. Apple, UISheetPresentationControllerDelegate: sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)
/// reports a change of the selected detent; SheetInteraction's README (boscojwho): the delegate is told only when the sheet
/// finishes moving to its detent; WWDC21 "Customize and resize sheets in UIKit": a change made in code, inside
/// animateChanges, is the app's own and is not reported. A sheet that changes height stays on screen.
@Suite(.tags(.fast)) struct DetentTests {
    let yaml = navigationHeader + "  - present: {vc: Map, style: pageSheet, detents: [medium, large], delegate: A}\n"

    @Test func onlyTheUsersDragTellsTheDelegateAndNothingAppears() throws {
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml + "  - selectDetent: large\n  - selectDetent: {detent: medium, by: code}\n", file: "s.yaml"))
        #expect(events(t, step: 3).map { "\($0.actor).\($0.callback.rawValue)" } == ["A.sheetPresentationControllerDidChangeSelectedDetentIdentifier"])
        #expect(events(t, step: 4).isEmpty, "code tells no one")
    }

    @Test func detentsAreCheckedWhereTheyAreWritten() {
        #expect(scenarioFailure(yaml + "  - selectDetent: medium\n")?.contains("it rests at medium") == true)
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: Map, style: fullScreen, detents: [medium]}\n")?.contains("detents belong to a sheet") == true)
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: Map, detents: [medium, tall]}\n")?.contains("medium") == true)
        #expect(scenarioFailure(navigationHeader + "  - present: {vc: Map, style: pageSheet}\n  - selectDetent: large\n")?.contains("add detents") == true)
        #expect(scenarioFailure(navigationHeader.replacingOccurrences(of: "id: t", with: "id: t\nprofile: ios13")
                                + "  - present: {vc: Map, detents: [medium]}\n")?.contains("iOS 15") == true)
    }
}

/// Issue #37 item 10. The Mac Catalyst logs the issue cites (iPadOS 26 UIKit): a controller whose view is added to
/// another's without addChild still hears its appearance callbacks when the view enters the window, and UIKit
/// prints "Unbalanced calls to begin/end appearance transitions". Apple's addChild(_:) documents the child's
/// steps (addChild, then the view, then didMove); none of them happen here.
@Suite(.tags(.fast)) struct OrphanViewTests {
    @Test func theOrphanAppearsWithItsViewAndIsNoChild() throws {
        let yaml = navigationHeader + "  - addSubview: {viewOf: Banner, to: A}\n  - push: B\n"
        let t = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        let step = events(t, step: 2).filter { $0.actor == "Banner" }.map(\.callback)
        #expect(Array(step.prefix(4)) == [.initCoder, .awakeFromNib, .loadView, .viewDidLoad])
        #expect(calls(t, step: 2, actors: ["Banner"]) == ["Banner.viewWillAppear", "Banner.viewDidAppear"])
        #expect(events(t, step: 2).filter { $0.callback.isAppearance }.allSatisfy { $0.args["animated"] == .bool(false) })
        #expect(step.last == .warning && !step.contains(.willMoveToParent) && !step.contains(.didMoveToParent))
        #expect(calls(t, step: 3, actors: ["A", "Banner"]) == ["A.viewWillDisappear", "Banner.viewWillDisappear", "A.viewDidDisappear",
                                                              "Banner.viewDidDisappear"], "it leaves with its host")
    }

    @Test func bothViewAndViewOfIsAMistakeInTheFile() {
        #expect(scenarioFailure(navigationHeader + "  - addSubview: {view: V, viewOf: Banner, to: A}\n")?.contains("not both") == true)
    }
}

/// Issue #37 item 7. Apple, "Automatic trait tracking": updateProperties() supports it — UIKit notes the traits the
/// method reads and, when one changes, invalidates the properties (setNeedsUpdateProperties), which run "alongside
/// the next layout pass" (setNeedsUpdateProperties()), before layout. A controller that reads no changed trait is not asked.
@Suite(.tags(.fast)) struct TraitTrackingTests {
    func run(_ steps: String, profile: String = "ios26") throws -> Trace {
        let yaml = "id: t\nprofile: \(profile)\ndevice: ipad\nwindow: {navigation: [A]}\ncontrollers:\n  A: {readsTraits: [userInterfaceStyle]}\nsteps:\n  - launch\n" + steps
        return try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
    }

    @Test func aTraitUpdatePropertiesReadRunsItAgainBeforeLayout() throws {
        let t = try run("  - traitChange: dark\n  - resize: compact\n")
        let only: Set<Callback> = [.traitCollectionDidChange, .updateProperties, .viewWillLayoutSubviews]
        #expect(calls(t, step: 2, only: only, actors: ["A"]) == ["A.traitCollectionDidChange", "A.updateProperties", "A.viewWillLayoutSubviews"])
        #expect(calls(t, step: 2, only: [.updateProperties], actors: ["Nav"]).isEmpty, "Nav read no trait")
        #expect(calls(t, step: 3, only: [.updateProperties]).isEmpty, "A does not read the size class")
        #expect(calls(try run("  - traitChange: dark\n", profile: "ios18"), step: 2, only: [.updateProperties]).isEmpty, "iOS 26 and later")
        #expect(scenarioFailure("id: t\nwindow: A\ncontrollers:\n  A: {readsTraits: [userInterfaceStyel]}\nsteps:\n  - launch\n")?
            .contains("did you mean 'userInterfaceStyle'") == true)
    }
}

/// Issue #37 item 7, second half. UIKitCore 26.1, -[UIPresentationController _updateTraitsIfNecessaryInitiatingPropagation:]:
/// the trait change registry's traitsDidChange:forTraitEnvironment:withPreviousTraitCollection: (the registered handlers)
/// runs before traitCollectionDidChange:, in the same update. Apple, "Adapting your app when traits change": the deprecated
/// traitCollectionDidChange(_:) is called for every trait change; a registration, only for the traits it lists.
@Suite(.tags(.fast)) struct TraitRegistrationTests {
    func trace(_ traits: String, _ steps: String, profile: String = "ios17") throws -> Trace {
        let yaml = "id: t\nprofile: \(profile)\nwindow:\n  navigation: [A]\ncontrollers:\n  A: {registersTraits: [\(traits)]}\nsteps:\n  - launch\n"
        return try Simulator.run(try ScenarioParser.parse(yaml: yaml + steps, file: "s.yaml"))
    }

    func calls(_ t: Trace, step: Int) -> [Callback] { events(t, step: step).filter { $0.actor == "A" && !$0.callback.isLayout }.map(\.callback) }

    @Test func aHandlerRunsJustBeforeTraitCollectionDidChangeAndOnlyForItsTraits() throws {
        let t = try trace("userInterfaceStyle", "  - traitChange: dark\n  - rotate: landscape\n")
        #expect(Array(calls(t, step: 2).prefix(2)) == [.traitChangeHandler, .traitCollectionDidChange], "\(calls(t, step: 2))")
        #expect(events(t, step: 2).first { $0.callback == .traitChangeHandler }?.args["trait"] == .string("userInterfaceStyle"))
        #expect(!calls(t, step: 3).contains(.traitChangeHandler), "a rotation changes a size class, not the style")
        #expect(calls(t, step: 3).contains(.traitCollectionDidChange), "the deprecated method still hears every change")
    }

    @Test func aSizeClassHandlerComesAfterTheTransitionCallbacks() throws {
        let t = try trace("verticalSizeClass", "  - rotate: landscape\n")
        #expect(calls(t, step: 2).prefix(4) == [.willTransitionToTraits, .viewWillTransitionToSize, .traitChangeHandler, .traitCollectionDidChange])
    }

    @Test func theRegistrationIsAnIOS17API() {
        let yaml = "id: t\nprofile: ios13\nwindow:\n  navigation: [A]\ncontrollers:\n  A: {registersTraits: [userInterfaceStyle]}\nsteps:\n  - launch\n"
        #expect(scenarioFailure(yaml)?.contains("iOS 17") == true)
        #expect(scenarioFailure(yaml.replacingOccurrences(of: "ios13", with: "ios17").replacingOccurrences(of: "[userInterfaceStyle]", with: "[colour]"))?
            .contains("unknown trait") == true)
    }
}
