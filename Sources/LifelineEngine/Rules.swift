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
    case pushHidden = "R3.push-hidden"
    case pop = "R3.pop"
    case present = "R3.present"
    case dismiss = "R3.dismiss"
    case tab = "R3.tab"
    case sheet = "R3.sheet"
    case sheetSwipe = "R3.sheet-swipe"
    case split = "R3.split"
    case overFullScreen = "R3.over-full-screen"
    case alert = "R3.alert"
    case refusedPresent = "R3.present-refused"
    case navigationDelegate = "R3.nav-delegate"
    case tabDelegate = "R3.tab-delegate"
    case currentContext = "R3.current-context"
    case popover = "R3.popover"
    case dismissStack = "R3.dismiss-stack"
    case setViewControllers = "R3.set-view-controllers"
    case interactivePop = "R4.interactive-pop"
    case loadFirst = "R5.load-first"
    case viewIsAppearing = "R5.viewIsAppearing"
    case updateProperties = "R5.updateProperties"
    case layout = "R5.layout"
    case completion = "R5.completion"
    case segue = "R5.segue"
    case embed = "R5.embed"
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
    case hosting = "R7.hosting"
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
    case terminate = "R9.terminate"
    case launchPush = "R9.launch-push"
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
    public let sources: [Source]
    /// Whether the evidence disagrees; the catalogs then hold the disputed order.
    public let disputed: Bool
}

public enum RuleTable {
    public static func rule(_ id: RuleID) -> Rule { byID[id]! }
    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    static let appleVC = Source(.appleDoc, "UIViewController, “Handling view-related notifications”", gloss: "stateFigure")
    static let lasso = Source(.realUIKitTests, "ww-tech/lasso, LassoTestUtilities_Tests")
    static let wangling = Source(.blog, "wangling.me (2014), “The inconsistent order of view transition events”")
    static let winobjc = Source(.reimplementation, "microsoft/WinObjC, UIViewControllerTests.mm")
    static let koVelog = Source(.koreanTutorial, "velog, “3.9 View Controller Life Cycle”")
    static let ocCourse = Source(.course, "OpenClassrooms, « Analysez le cycle de vie du contrôleur »")
    static let rwTutorial = Source(.tutorial, "Ray Wenderlich / M. Hollemans, « Storyboards iOS 5, partie 2 »", gloss: "frenchTranslation")
    static let zhTutorial = Source(.chineseTutorial, "NS for iOS Devs, “查看生命周期”")
    static let cs193p = Source(.course, "Stanford CS193p (2017), lecture 9")
    static let containerGuide = Source(.appleDoc, "View Controller Programming Guide, “Implementing a container view controller”")
    static let didMoveDoc = Source(.appleDoc, "didMove(toParent:)")
    static let xiaobo = Source(.chineseLog, "xiaobotalk.com (2019), “addChildViewController 与 addSubview 调用顺序”", gloss: "callStacks")
    static let afterCommit = Source(.crashStacks, "viewDidAppear/viewDidDisappear ← _executeAfterAppearanceBlock", gloss: "afterCommit")
    static let regularberry = Source(.blog, "regularberry.github.io (2019), “Why isn't viewWillAppear getting called?”")
    static let styleDocs = Source(.appleDoc, "UIModalPresentationStyle (overFullScreen, overCurrentContext, currentContext, popover)")

    public static let all: [Rule] = [
        Rule(id: .initialize, confidence: .high, sources: [appleVC, rwTutorial, cs193p], disputed: false),
        Rule(id: .load, confidence: .high, sources: [appleVC, ocCourse, koVelog], disputed: false),
        Rule(id: .cancelEdges, confidence: .high, sources: [appleVC, koVelog], disputed: false),
        Rule(id: .deferred, confidence: .high, sources: [lasso], disputed: false),
        Rule(id: .push, confidence: .high, sources: [wangling, winobjc, Source(.consoleLogs, "", gloss: "pushLogs")],
             disputed: true),
        Rule(id: .pushHidden, confidence: .low, sources: [
            Source(.appleDoc, "pushViewController(_:animated:)", gloss: "stackUpdated"),
            Source(.appleDoc, "viewWillAppear(_:)", gloss: "addedToHierarchy")], disputed: true),
        Rule(id: .pop, confidence: .high, sources: [wangling, winobjc, koVelog, ocCourse], disputed: false),
        Rule(id: .present, confidence: .high, sources: [Source(.koreanLog, "wlgusdn700.tistory.com/27"), winobjc], disputed: false),
        Rule(id: .dismiss, confidence: .high, sources: [Source(.koreanLog, "wlgusdn700.tistory.com/27"), winobjc, rwTutorial], disputed: false),
        Rule(id: .tab, confidence: .high, sources: [koVelog, Source(.chineseLog, "pgzxc.github.io")], disputed: false),
        Rule(id: .sheet, confidence: .high, sources: [lasso, Source(.blog, "hacknicity, “View controller presentation changes in iOS 13”")], disputed: false),
        Rule(id: .sheetSwipe, confidence: .medium, sources: [Source(.appleDoc, "UIAdaptivePresentationControllerDelegate (presentationControllerShouldDismiss, WillDismiss, DidDismiss, DidAttemptToDismiss)"), lasso], disputed: false),
        Rule(id: .split, confidence: .medium, sources: [cs193p, Source(.appleDoc, "UISplitViewController")], disputed: false),
        Rule(id: .overFullScreen, confidence: .high, sources: [styleDocs, regularberry], disputed: false),
        Rule(id: .alert, confidence: .medium, sources: [Source(.appleDoc, "UIAlertController", gloss: "alertStyle"),
                                                         regularberry, Source(.qa, "mo4tech, “UIModalPresentationStyleCustom don’t invoke viewWillDisappear”")],
             disputed: false),
        Rule(id: .refusedPresent, confidence: .high, sources: [
            Source(.qa, "question 26022756, “Attempt to present … whose view is not in the window hierarchy”"),
            Source(.openSource, "fouquet/RFAboutView issue #8; kevin-lyn/STPopup issue #91; BobDG/BDGShare issue #4", gloss: "warningLogs"),
            Source(.appleDoc, "present(_:animated:completion:)")], disputed: false),
        Rule(id: .navigationDelegate, confidence: .medium, sources: [
            Source(.appleDoc, "UINavigationControllerDelegate, navigationController(_:willShow:animated:) and navigationController(_:didShow:animated:)"),
            Source(.consoleLog, "vastdevblog.vast.com (2012), “UIViewController life cycle”"),
            Source(.bugReport, "Open Radar 21137690", gloss: "cancelledPop"),
            Source(.openSource, "Plasma/BufferedNavigationController, issue #5", gloss: "cancelledPop")], disputed: true),
        Rule(id: .tabDelegate, confidence: .high, sources: [
            Source(.appleDoc, "tabBarController(_:didSelect:)", gloss: "userTapsOnly"),
            Source(.reverseEngineered, "iphonedev.wiki, UITabBarController, “-[UITabBarController _setSelectedViewController:]”"),
            Source(.chineseLog, "juejin.cn/post/7588022226739183666")], disputed: false),
        Rule(id: .currentContext, confidence: .medium, sources: [styleDocs, Source(.appleDoc, "definesPresentationContext"), regularberry],
             disputed: true),
        Rule(id: .popover, confidence: .medium, sources: [styleDocs, Source(.appleDoc, "adaptivePresentationStyle(for:traitCollection:)"),
                                                          regularberry, Source(.appleDocCopy, "Microsoft Xamarin, UIModalPresentationStyle")], disputed: true),
        Rule(id: .dismissStack, confidence: .low, sources: [Source(.appleDoc, "dismiss(animated:completion:)"), Source(.bugReport, "Open Radar 18696859 (iOS 8)")],
             disputed: true),
        Rule(id: .setViewControllers, confidence: .medium, sources: [Source(.appleDoc, "setViewControllers(_:animated:)"), wangling], disputed: false),
        Rule(id: .interactivePop, confidence: .medium, sources: [wangling, Source(.qa, "question 18927878"), Source(.book, "Matt Neuburg, Programming iOS", gloss: "examples")],
             disputed: true),
        Rule(id: .loadFirst, confidence: .high, sources: [koVelog, appleVC], disputed: false),
        Rule(id: .updateProperties, confidence: .medium, sources: [Source(.appleDoc, "updateProperties(): “Configures the view’s content and styling properties before layout”"),
                                                                  Source(.appleDoc, "setNeedsUpdateProperties(): “coalesced into a single update alongside the next layout pass”")],
             disputed: false),
        Rule(id: .viewIsAppearing, confidence: .medium, sources: [Source(.appleDoc, "viewIsAppearing(_:)"), Source(.wwdc, "WWDC23, “What's new in UIKit”")],
             disputed: true),
        Rule(id: .layout, confidence: .medium, sources: [zhTutorial, cs193p], disputed: false),
        Rule(id: .completion, confidence: .high, sources: [Source(.appleDoc, "present(_:animated:completion:) and dismiss(animated:completion:)")], disputed: false),
        Rule(id: .segue, confidence: .high, sources: [Source(.appleDoc, "View Controller Programming Guide, “Using segues”"), rwTutorial, cs193p], disputed: false),
        Rule(id: .embed, confidence: .medium, sources: [
            Source(.reverseEngineered, "EthanArbuckle/iPhone18-3_26.1_23B85_Restore, UIKitCore, UIStoryboardEmbedSegueTemplate", gloss: "embedOrder"),
            Source(.reverseEngineered, "a decompiled -[UIViewController loadViewIfRequired]", gloss: "embedOnLoad"),
            Source(.appleDoc, "View Controller Programming Guide, “Implementing a container view controller”", gloss: "containerViewEmbed")], disputed: false),
        Rule(id: .shouldPerform, confidence: .high, sources: [Source(.appleHeader, "UIViewController.h")], disputed: false),
        Rule(id: .unwind, confidence: .medium, sources: [Source(.appleDoc, "Technical Note TN2298, “Using Unwind Segues”")], disputed: false),
        Rule(id: .addChild, confidence: .high, sources: [Source(.appleDoc, "willMove(toParent:)"), Source(.appleHeader, "UIViewController.h, comment on addChildViewController:"),
                                                         containerGuide, zhTutorial], disputed: false),
        Rule(id: .removeChild, confidence: .high, sources: [didMoveDoc, Source(.appleDoc, "willMove(toParent:)"), containerGuide, zhTutorial], disputed: false),
        Rule(id: .navigationChild, confidence: .medium, sources: [Source(.appleDoc, "willMove(toParent:)"), containerGuide],
             disputed: true),
        Rule(id: .manualForwarding, confidence: .medium, sources: [Source(.appleDoc, "beginAppearanceTransition(_:animated:)"), containerGuide,
                                                                 Source(.appleHeader, "UIViewController.h, comment on beginAppearanceTransition:animated:", gloss: "finalMatching")], disputed: false),
        Rule(id: .containerTransition, confidence: .medium, sources: [containerGuide], disputed: false),
        Rule(id: .addChildVisible, confidence: .medium, sources: [xiaobo, afterCommit, didMoveDoc], disputed: false),
        Rule(id: .removeChildVisible, confidence: .low, sources: [didMoveDoc, Source(.chineseLog, "jianshu", gloss: "removeNote"), afterCommit], disputed: false),
        Rule(id: .stackContainment, confidence: .low, sources: [Source(.bugReport, "Open Radar 18002763"), Source(.openSource, "deltachat/deltachat-ios, PR 1699"), Source(.reimplementation, "BigZaphod/Chameleon, UINavigationController.m")],
             disputed: true),
        Rule(id: .rotationIPhone, confidence: .medium, sources: [zhTutorial, cs193p, Source(.appleDoc, "UIContentContainer")], disputed: false),
        Rule(id: .rotationIPad, confidence: .medium, sources: [Source(.appleDoc, "UITraitCollection, size classes")], disputed: false),
        Rule(id: .rotationIOS5, confidence: .medium, sources: [Source(.appleDoc, "UIViewController", gloss: "rotationMethods")], disputed: false),
        Rule(id: .memory, confidence: .medium, sources: [ocCourse, appleVC], disputed: false),
        Rule(id: .memoryIOS5, confidence: .medium, sources: [rwTutorial, Source(.reimplementation, "BigZaphod/Chameleon", gloss: "chameleonComments")], disputed: false),
        Rule(id: .views, confidence: .medium, sources: [zhTutorial, Source(.consoleLogs, "", gloss: "viewLogs")], disputed: false),
        Rule(id: .hosting, confidence: .low, sources: [
            Source(.openSource, "square/Blueprint, issue #48", gloss: "onAppearBefore"),
            Source(.openSource, "matteopuc/swiftui-navigation-stack, issue #19", gloss: "onAppearAtPush"),
            Source(.appleDoc, "onAppear(perform:) and onDisappear(perform:)")], disputed: true),
        Rule(id: .layoutSubviews, confidence: .high, sources: [Source(.appleHeader, "UIViewController.h (viewWillLayoutSubviews, viewDidLayoutSubviews)"),
                                                                Source(.realUIKitTests, "facebook/react-native, LayoutSubviewsOrderingTest.m")], disputed: false),
        Rule(id: .relayout, confidence: .medium, sources: [Source(.appleDoc, "setNeedsLayout()"), Source(.qa, "“When is layoutSubviews called?”")],
             disputed: true),
        Rule(id: .release, confidence: .high, sources: [ocCourse, rwTutorial], disputed: false),
        Rule(id: .tabLazy, confidence: .high, sources: [koVelog], disputed: false),
        Rule(id: .storyboard, confidence: .high, sources: [rwTutorial], disputed: false),
        Rule(id: .launch, confidence: .medium, sources: [koVelog, ocCourse, Source(.realUIKitTests, "bookingcom/perfsuite-ios, TTIObserverExtensionTests")], disputed: false),
        Rule(id: .profiles, confidence: .high, sources: [appleVC, lasso], disputed: false),
        Rule(id: .appCode, confidence: .high, sources: [rwTutorial], disputed: false),
    ] + world
}
