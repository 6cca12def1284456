/// The rules of the world around the controller: the app's life cycle, the app switcher's
/// snapshots, Dark Mode and UIPageViewController. Evidence: docs/evidence/fidelity-2.md.
extension RuleTable {
    static let appleAppDelegate = Source(.appleDoc, "UIApplicationDelegate (applicationWillEnterForeground(_:), applicationDidBecomeActive(_:))")
    static let appleSceneDelegate = Source(.appleDoc, "UISceneDelegate (sceneWillEnterForeground(_:), sceneDidEnterBackground(_:))")
    static let progressconcepts = Source(.consoleLog, "progressconcepts.com, “iOS AppDelegate / ViewController method order”")
    static let jianshu = Source(.chineseLog, "jianshu 197e0dd37190")
    static let uso400 = Source(.japaneseLog, "blog.uso400.net, “iOS 7, 8, 9 app lifecycles” (iOS 7.1.2)")
    static let mattLaunch = Source(.qa, "answer 66605799 (matt)", gloss: "interleave")
    static let snapshotLog = Source(.qa, "question 63372828", gloss: "snapshotTraits")
    static let darkModeDoc = Source(.appleDoc, "“Supporting Dark Mode in your interface”")
    static let topDown = Source(.appleForum, "thread 733301 (“traits are updated top-down”)")
    static let pageFirstLog = Source(.qa, "question 48653763", gloss: "setVCDisassembly")
    static let pageDelegateDoc = Source(.appleDoc, "UIPageViewControllerDelegate (“gesture-driven” transitions)")

    static let world: [Rule] = [
        Rule(id: .appLaunch, confidence: .high, sources: [appleAppDelegate, Source(.japaneseLog, "kuma-de.com (2010)"), uso400,
                                                        Source(.appleDoc, "application(_:willFinishLaunchingWithOptions:) (iOS 6.0+)")], disputed: false),
        Rule(id: .launchActive, confidence: .medium, sources: [progressconcepts, jianshu, Source(.bugReport, "Open Radar 14058168", gloss: "ios5Log"), uso400, mattLaunch],
             disputed: true),
        Rule(id: .sceneLaunch, confidence: .high, sources: [appleSceneDelegate, Source(.appleDoc, "“About the app launch sequence”"),
                                                          Source(.appleForum, "thread 732170", gloss: "launchLog")], disputed: true),
        Rule(id: .sceneLaunchActive, confidence: .low, sources: [Source(.learnerNotes, "Lemonbrush/My-iOS-Dev-Learning-Tracker, UIKit/States.md"), mattLaunch],
             disputed: true),
        Rule(id: .background, confidence: .high, sources: [progressconcepts, uso400, jianshu, appleAppDelegate], disputed: false),
        Rule(id: .sceneBackground, confidence: .high, sources: [appleSceneDelegate, Source(.appleDoc, "applicationDidEnterBackground(_:) (“UIKit will not call this method”)"),
                                                              Source(.openSource, "dtrenz/LaunchGate, PR #49")], disputed: false),
        Rule(id: .launchPush, confidence: .medium, sources: [
            Source(.blog, "devgem.io, “iOS 18 UINavigationController lifecycle method quirks and solutions”", gloss: "rootNotLoaded"),
            Source(.appleDoc, "makeKeyAndVisible()"),
            Source(.appleDoc, "pushViewController(_:animated:)")], disputed: true),
        Rule(id: .terminate, confidence: .medium, sources: [
            Source(.appleDoc, "applicationWillTerminate(_:)", gloss: "notWhenSuspended"),
            Source(.qa, "“In iOS 13, what events do I get when the user swipes my app up in the app switcher?” (matt’s answer)", gloss: "switcherEvents"),
            Source(.blog, "seacode.uk, “When will applicationWillTerminate be called”")], disputed: false),
        Rule(id: .snapshot, confidence: .medium, sources: [snapshotLog, Source(.bugReport, "Open Radar FB8734191 (iOS 14)"), Source(.openSource, "microsoft/FluentDarkModeKit, PR #97"),
                                                         Source(.appleForum, "thread 771293")], disputed: true),
        Rule(id: .traitChange, confidence: .medium, sources: [darkModeDoc, topDown, Source(.openSource, "GetStream/stream-chat-swift, PR #817"),
                                                            Source(.appleDoc, "traitCollectionDidChange(_:)", gloss: "deprecated17")], disputed: false),
        Rule(id: .traitHidden, confidence: .medium, sources: [Source(.openSource, "Rightpoint/BonMot, issue #399"), Source(.wwdc, "WWDC23 session 10057", gloss: "wwdcNotes"),
                                                            Source(.appleDoc, "viewIsAppearing(_:)")], disputed: true),
        Rule(id: .pageFirst, confidence: .medium, sources: [pageFirstLog, Source(.openSource, "uias/Pageboy, issue #233", gloss: "aLog")], disputed: true),
        Rule(id: .pageScroll, confidence: .medium, sources: [wangling], disputed: false),
        Rule(id: .pageCurl, confidence: .medium, sources: [wangling, Source(.book, "The Core iOS Developer's Cookbook", gloss: "pageCurl")], disputed: false),
        Rule(id: .pageSet, confidence: .low, sources: [wangling, pageDelegateDoc, Source(.openSource, "ResearchKit/SageResearch, issue #10")], disputed: false),
        Rule(id: .pageDelegate, confidence: .low, sources: [pageDelegateDoc, Source(.consoleLog, "wisdomskyduan.blogspot.com (2015, iOS 9.1)")], disputed: false),
        Rule(id: .pageContainment, confidence: .low, sources: [pageFirstLog, Source(.blog, "forum.ind.ie, “Caching page view controllers”"),
                                                             Source(.japaneseLog, "zenn.dev/st43", gloss: "pageNeighbours")], disputed: false),
    ]
}
