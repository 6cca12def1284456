import LifelineModel

public enum Confidence: String, Sendable, Codable, CaseIterable { case high, medium, low }

/// Every rule the engine applies. Each trace event names the rule that produced it.
/// The ids refine R1–R8 of shared/spec/lifecycle-rules.md; `A1` covers the app's own code.
public enum RuleID: String, CaseIterable, Sendable, Codable {
    case initialize = "R1.init"
    case load = "R1.load"
    case cancelEdges = "R1.cancel"
    case deferred = "R2.deferred"
    case push = "R3.push"
    case pop = "R3.pop"
    case present = "R3.present"
    case dismiss = "R3.dismiss"
    case tab = "R3.tab"
    case sheet = "R3.sheet"
    case sheetSwipe = "R3.sheet-swipe"
    case split = "R3.split"
    case overFullScreen = "R3.over-full-screen"
    case currentContext = "R3.current-context"
    case popover = "R3.popover"
    case dismissStack = "R3.dismiss-stack"
    case setViewControllers = "R3.set-view-controllers"
    case interactivePop = "R4.interactive-pop"
    case loadFirst = "R5.load-first"
    case viewIsAppearing = "R5.viewIsAppearing"
    case layout = "R5.layout"
    case completion = "R5.completion"
    case segue = "R5.segue"
    case shouldPerform = "R5.shouldPerform"
    case unwind = "R5.unwind"
    case addChild = "R6.addChild"
    case removeChild = "R6.removeChild"
    case navigationChild = "R6.navigation"
    case manualForwarding = "R6.manual"
    case containerTransition = "R6.transition"
    case addChildVisible = "R6.add-child-visible"
    case removeChildVisible = "R6.remove-child-visible"
    case stackContainment = "R6.set-view-controllers"
    case rotationIPhone = "R7.rotation-iphone"
    case rotationIPad = "R7.rotation-ipad"
    case rotationIOS5 = "R7.rotation-ios5"
    case memory = "R7.memory"
    case memoryIOS5 = "R7.memory-ios5"
    case views = "R7.views"
    case layoutSubviews = "R7.layout-subviews"
    case relayout = "R7.relayout"
    case release = "R7.release"
    case tabLazy = "R7.tab-lazy"
    case storyboard = "R7.storyboard"
    case launch = "R7.launch"
    case profiles = "R8.profiles"
    // The world around the controller (Rules+World.swift)
    case appLaunch = "R9.launch"
    case launchActive = "R9.launch-active"
    case sceneLaunch = "R9.scene-launch"
    case sceneLaunchActive = "R9.scene-launch-active"
    case background = "R9.background"
    case sceneBackground = "R9.scene-background"
    case snapshot = "R9.snapshot"
    case traitChange = "R9.trait-change"
    case traitHidden = "R9.trait-hidden"
    case pageFirst = "R9.page-first"
    case pageScroll = "R9.page-scroll"
    case pageCurl = "R9.page-curl"
    case pageSet = "R9.page-set"
    case pageDelegate = "R9.page-delegate"
    case pageContainment = "R9.page-containment"
    case appCode = "A1.app-code"
}

/// A rule's evidence. Its statement (and, where the evidence disagrees, the disputed order) is prose:
/// it lives in the String Catalogs (`rule.<id>`, `rule.<id>.disputed`), in every language, English
/// included — never in code.
public struct Rule: Sendable, Equatable {
    public let id: RuleID
    public let confidence: Confidence
    public let sources: [String]
    /// Whether the evidence disagrees; the catalogs then hold the disputed order.
    public let disputed: Bool
}

public enum RuleTable {
    public static func rule(_ id: RuleID) -> Rule { byID[id]! }
    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    static let appleVC = "Apple, UIViewController reference, \"Handling view-related notifications\" and the valid state transitions figure"
    static let lasso = "ww-tech/lasso, Example/LassoTestUtilities_Tests (real-UIKit checkpoints)"
    static let wangling = "wangling.me (2014), \"The inconsistent order of view transition events\""
    static let winobjc = "microsoft/WinObjC, tests/functionaltests/Tests/UIKitTests/UIViewControllerTests.mm"
    static let koSeed = "velog \"3.9 View Controller Life Cycle\" (Korean seed), console traces"
    static let ocSeed = "OpenClassrooms, \"Analysez le cycle de vie du contrôleur\" (French seed)"
    static let rwSeed = "Ray Wenderlich / M. Hollemans, \"Storyboards iOS 5, partie 2\" (French seed)"
    static let zhSeed = "\"NS for iOS Devs — 查看生命周期\" (Chinese seed)"
    static let cs193p = "Stanford CS193p (2017), lecture 9"
    static let containerGuide = "Apple, View Controller Programming Guide, \"Implementing a container view controller\""
    static let didMoveDoc = "Apple, didMove(toParent:) reference"
    static let xiaobo = "xiaobotalk.com (2019), \"addChildViewController 与 addSubview 调用顺序\" (call stacks)"
    static let afterCommit = "public crash stacks: viewDidAppear/viewDidDisappear from _executeAfterAppearanceBlock after the CA commit"
    static let regularberry = "regularberry.github.io (2019), \"Why isn't viewWillAppear getting called?\" (table by style)"
    static let styleDocs = "Apple, UIModalPresentationStyle reference (overFullScreen, overCurrentContext, currentContext, popover)"

    public static let all: [Rule] = [
        Rule(id: .initialize, confidence: .high, sources: [appleVC, rwSeed, cs193p], disputed: false),
        Rule(id: .load, confidence: .high, sources: [appleVC, ocSeed, koSeed], disputed: false),
        Rule(id: .cancelEdges, confidence: .high, sources: [appleVC, koSeed], disputed: false),
        Rule(id: .deferred, confidence: .high, sources: [lasso], disputed: false),
        Rule(id: .push, confidence: .high, sources: [wangling, winobjc, "several Chinese and Korean console logs"],
             disputed: true),
        Rule(id: .pop, confidence: .high, sources: [wangling, winobjc, koSeed, ocSeed], disputed: false),
        Rule(id: .present, confidence: .high, sources: ["wlgusdn700.tistory.com/27 (Korean log)", winobjc], disputed: false),
        Rule(id: .dismiss, confidence: .high, sources: ["wlgusdn700.tistory.com/27 (Korean log)", winobjc, rwSeed], disputed: false),
        Rule(id: .tab, confidence: .high, sources: [koSeed, "pgzxc.github.io (Chinese log)"], disputed: false),
        Rule(id: .sheet, confidence: .high, sources: [lasso, "hacknicity, \"View controller presentation changes in iOS 13\""], disputed: false),
        Rule(id: .sheetSwipe, confidence: .medium, sources: ["Apple, UIAdaptivePresentationControllerDelegate reference (presentationControllerShouldDismiss, WillDismiss, DidDismiss, DidAttemptToDismiss)", lasso], disputed: false),
        Rule(id: .split, confidence: .medium, sources: [cs193p, "Apple, UISplitViewController reference"], disputed: false),
        Rule(id: .overFullScreen, confidence: .high, sources: [styleDocs, regularberry], disputed: false),
        Rule(id: .currentContext, confidence: .medium, sources: [styleDocs, "Apple, definesPresentationContext reference", regularberry],
             disputed: true),
        Rule(id: .popover, confidence: .medium, sources: [styleDocs, "Apple, adaptivePresentationStyle(for:traitCollection:) reference",
                                                          regularberry, "Microsoft Xamarin copy of UIModalPresentationStyle"], disputed: true),
        Rule(id: .dismissStack, confidence: .low, sources: ["Apple, dismiss(animated:completion:) reference", "openradar 18696859 (iOS 8)"],
             disputed: true),
        Rule(id: .setViewControllers, confidence: .medium, sources: ["Apple, setViewControllers(_:animated:) reference", wangling], disputed: false),
        Rule(id: .interactivePop, confidence: .medium, sources: [wangling, "StackOverflow q/18927878", "mattneub's book examples"],
             disputed: true),
        Rule(id: .loadFirst, confidence: .high, sources: [koSeed, appleVC], disputed: false),
        Rule(id: .viewIsAppearing, confidence: .medium, sources: ["Apple, viewIsAppearing(_:) reference", "WWDC23 \"What's new in UIKit\""],
             disputed: true),
        Rule(id: .layout, confidence: .medium, sources: [zhSeed, cs193p], disputed: false),
        Rule(id: .completion, confidence: .high, sources: ["Apple, present(_:animated:completion:) and dismiss(animated:completion:) reference"], disputed: false),
        Rule(id: .segue, confidence: .high, sources: ["Apple, View Controller Programming Guide, \"Using segues\"", rwSeed, cs193p], disputed: false),
        Rule(id: .shouldPerform, confidence: .high, sources: ["Apple SDK header UIViewController.h"], disputed: false),
        Rule(id: .unwind, confidence: .medium, sources: ["Apple Technical Note TN2298 \"Using Unwind Segues\""], disputed: false),
        Rule(id: .addChild, confidence: .high, sources: ["Apple, willMove(toParent:) reference", "UIViewController.h header comment on addChildViewController:",
                                                         containerGuide, zhSeed], disputed: false),
        Rule(id: .removeChild, confidence: .high, sources: [didMoveDoc, "Apple, willMove(toParent:) reference", containerGuide, zhSeed], disputed: false),
        Rule(id: .navigationChild, confidence: .medium, sources: ["Apple, willMove(toParent:) reference", containerGuide],
             disputed: true),
        Rule(id: .manualForwarding, confidence: .medium, sources: ["Apple, beginAppearanceTransition(_:animated:) reference", containerGuide], disputed: false),
        Rule(id: .containerTransition, confidence: .medium, sources: [containerGuide], disputed: false),
        Rule(id: .addChildVisible, confidence: .medium, sources: [xiaobo, afterCommit, didMoveDoc], disputed: false),
        Rule(id: .removeChildVisible, confidence: .low, sources: [didMoveDoc, "jianshu note on removeFromSuperview", afterCommit], disputed: false),
        Rule(id: .stackContainment, confidence: .low, sources: ["openradar 18002763", "deltachat/deltachat-ios PR 1699", "BigZaphod/Chameleon UINavigationController.m"],
             disputed: true),
        Rule(id: .rotationIPhone, confidence: .medium, sources: [zhSeed, cs193p, "Apple, UIContentContainer reference"], disputed: false),
        Rule(id: .rotationIPad, confidence: .medium, sources: ["Apple, UITraitCollection size classes"], disputed: false),
        Rule(id: .rotationIOS5, confidence: .medium, sources: ["Apple, UIViewController reference (deprecated rotation methods)"], disputed: false),
        Rule(id: .memory, confidence: .medium, sources: [ocSeed, appleVC], disputed: false),
        Rule(id: .memoryIOS5, confidence: .medium, sources: [rwSeed, "BigZaphod/Chameleon comments on iOS 5/6"], disputed: false),
        Rule(id: .views, confidence: .medium, sources: [zhSeed, "public console logs of UIView subclasses"], disputed: false),
        Rule(id: .layoutSubviews, confidence: .high, sources: ["Apple SDK header UIViewController.h (viewWillLayoutSubviews, viewDidLayoutSubviews)",
                                                                "facebook/react-native LayoutSubviewsOrderingTest.m (real UIKit)"], disputed: false),
        Rule(id: .relayout, confidence: .medium, sources: ["Apple, setNeedsLayout() reference", "Stack Overflow, \"When is layoutSubviews called?\""],
             disputed: true),
        Rule(id: .release, confidence: .high, sources: [ocSeed, rwSeed], disputed: false),
        Rule(id: .tabLazy, confidence: .high, sources: [koSeed], disputed: false),
        Rule(id: .storyboard, confidence: .high, sources: [rwSeed], disputed: false),
        Rule(id: .launch, confidence: .medium, sources: [koSeed, ocSeed, "bookingcom/perfsuite-ios TTIObserverExtensionTests"], disputed: false),
        Rule(id: .profiles, confidence: .high, sources: [appleVC, lasso], disputed: false),
        Rule(id: .appCode, confidence: .high, sources: [rwSeed], disputed: false),
    ] + world
}
