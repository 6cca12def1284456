/// The rules of the world around the controller: the app's life cycle, the app switcher's
/// snapshots, Dark Mode and UIPageViewController. Evidence: docs/evidence/fidelity-2.md.
extension RuleTable {
    static let appleAppDelegate = "Apple, UIApplicationDelegate reference (applicationWillEnterForeground(_:), applicationDidBecomeActive(_:))"
    static let appleSceneDelegate = "Apple, UISceneDelegate reference (sceneWillEnterForeground(_:), sceneDidEnterBackground(_:))"
    static let progressconcepts = "progressconcepts.com, \"iOS AppDelegate / ViewController method order\" (console log)"
    static let jianshu = "jianshu 197e0dd37190 (Chinese console log)"
    static let uso400 = "blog.uso400.net, \"iOS 7, 8, 9 app lifecycles\" (iOS 7.1.2 console log)"
    static let mattLaunch = "matt, Stack Overflow a/66605799 (the interleave changed with iOS 8, 9 and 11)"
    static let snapshotLog = "Stack Overflow q/63372828 (log: two trait changes in the background)"
    static let darkModeDoc = "Apple, \"Supporting Dark Mode in your interface\""
    static let topDown = "Apple Developer Forums thread 733301 (\"traits are updated top-down\")"
    static let pageFirstLog = "Stack Overflow q/48653763 (log and disassembly of setViewControllers)"
    static let pageDelegateDoc = "Apple, UIPageViewControllerDelegate reference (\"gesture-driven\" transitions)"

    static let world: [Rule] = [
        Rule(id: .appLaunch, confidence: .high, sources: [appleAppDelegate, "kuma-de.com (2010, console log)", uso400,
                                                        "Apple, application(_:willFinishLaunchingWithOptions:) reference (iOS 6.0+)"], disputed: false),
        Rule(id: .launchActive, confidence: .medium, sources: [progressconcepts, jianshu, "Open Radar 14058168 (iOS 5.0 log)", uso400, mattLaunch],
             disputed: true),
        Rule(id: .sceneLaunch, confidence: .high, sources: [appleSceneDelegate, "Apple, \"About the app launch sequence\"",
                                                          "Apple Developer Forums thread 732170 (launch log)"], disputed: true),
        Rule(id: .sceneLaunchActive, confidence: .low, sources: ["Lemonbrush/My-iOS-Dev-Learning-Tracker, UIKit/States.md (learner's notes)", mattLaunch],
             disputed: true),
        Rule(id: .background, confidence: .high, sources: [progressconcepts, uso400, jianshu, appleAppDelegate], disputed: false),
        Rule(id: .sceneBackground, confidence: .high, sources: [appleSceneDelegate, "Apple, applicationDidEnterBackground(_:) reference (\"UIKit will not call this method\")",
                                                              "dtrenz/LaunchGate PR #49"], disputed: false),
        Rule(id: .snapshot, confidence: .medium, sources: [snapshotLog, "Open Radar FB8734191 (iOS 14)", "microsoft/FluentDarkModeKit PR #97",
                                                         "Apple Developer Forums thread 771293"], disputed: true),
        Rule(id: .traitChange, confidence: .medium, sources: [darkModeDoc, topDown, "GetStream/stream-chat-swift PR #817",
                                                            "Apple, traitCollectionDidChange(_:) reference (deprecated in iOS 17)"], disputed: false),
        Rule(id: .traitHidden, confidence: .medium, sources: ["Rightpoint/BonMot issue #399", "WWDC23 session 10057 notes (WWDCNotes)",
                                                            "Apple, viewIsAppearing(_:) reference"], disputed: true),
        Rule(id: .pageFirst, confidence: .medium, sources: [pageFirstLog, "uias/Pageboy issue #233 (log)"], disputed: true),
        Rule(id: .pageScroll, confidence: .medium, sources: [wangling], disputed: false),
        Rule(id: .pageCurl, confidence: .medium, sources: [wangling, "The Core iOS Developer's Cookbook (page curl only on iOS 5)"], disputed: false),
        Rule(id: .pageSet, confidence: .low, sources: [wangling, pageDelegateDoc, "ResearchKit/SageResearch issue #10"], disputed: false),
        Rule(id: .pageDelegate, confidence: .low, sources: [pageDelegateDoc, "wisdomskyduan.blogspot.com (2015, iOS 9.1 log)"], disputed: false),
        Rule(id: .pageContainment, confidence: .low, sources: [pageFirstLog, "forum.ind.ie, \"Caching page view controllers\"",
                                                             "zenn.dev/st43 (UIPageViewController keeps its neighbours)"], disputed: false),
    ]
}
