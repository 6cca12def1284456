import Foundation
import LifelineEngine
import LifelineModel
@testable import LifelineOutput
@testable import LifelineResources
import LifelineSite
import Testing

/// `lifeline diff` and the site's "across iOS versions" section (issue #11). Expectations come from the
/// rules: R5.viewIsAppearing (delivered from iOS 13, back-deployed), R9.launch / R9.scene-launch.
@Suite struct DiffTests {
    @Test func pushAndPopDifferOnlyByViewIsAppearingAfterLaunch() throws {
        let diff = try ProfileDiff.compute(try loadCanonical("navigation-push-pop"), .ios12, .ios17)
        let push = diff.steps.first { $0.step == 2 }, pop = diff.steps.first { $0.step == 3 }
        #expect(push?.lines == [.init(side: .onlySecond, text: "B viewIsAppearing")])
        #expect(pop?.lines == [.init(side: .onlySecond, text: "A viewIsAppearing")])
        // At launch iOS 17 has the scene delegate, iOS 12 the app delegate's activation.
        let launch = diff.steps.first { $0.step == 1 }?.lines ?? []
        #expect(launch.contains(.init(side: .onlySecond, text: "SceneDelegate scene(_:willConnectTo:options:)")))
        #expect(launch.contains(.init(side: .onlyFirst, text: "AppDelegate applicationDidBecomeActive(_:)")))
    }

    /// en review item 10: the scenarios whose point is a version change compare their own version. iOS 5 with
    /// iOS 12 (R1.unload: iOS 3–5 unloaded an off-screen controller's view on a memory warning, viewWillUnload
    /// then viewDidUnload, and loaded it again when it came back); an iOS 13 sheet and Dark Mode from iOS 13,
    /// which iOS 12 cannot run (no card sheet to swipe, no Dark Mode); every other scenario iOS 12, 17 and 26.
    @Test func versionScenariosCompareTheirOwnVersion() throws {
        func profiles(_ id: String) throws -> [Profile] { ProfileDiff.compared(try loadCanonical(id)).map(\.profile) }
        #expect(try profiles("memory-warning-ios5") == [.ios5, .ios12, .ios17, .ios26])
        #expect(try profiles("sheet-default-ios13") == [.ios13, .ios17, .ios26])
        #expect(try profiles("dark-mode") == [.ios13, .ios17, .ios26])
        #expect(try profiles("navigation-push-pop") == [.ios12, .ios17, .ios26])
        let diff = try ProfileDiff.compute(try loadCanonical("memory-warning-ios5"), .ios5, .ios12)
        // Each side in the order it happened (the lists were reversed: en review item 10, launch-deep-link).
        #expect(diff.steps.first { $0.step == 3 }?.lines == [.init(side: .onlyFirst, text: "A viewWillUnload"), .init(side: .onlyFirst, text: "A viewDidUnload")])
        #expect(diff.steps.first { $0.step == 4 }?.lines == [.init(side: .onlyFirst, text: "A loadView"), .init(side: .onlyFirst, text: "A viewDidLoad")])
    }

    @Test func theSameProfileTwiceHasNoDifference() throws {
        #expect(try ProfileDiff.compute(try loadCanonical("tab-switch"), .ios17, .ios17).isEmpty)
    }

    /// A callback both make in another place is one "moved" line, not "only first" and "only second".
    @Test func aMovedCallbackIsOneMovedLine() throws {
        let lines = TraceDiff.lines(["A x", "B y", "C z"], ["B y", "A x", "C z"])
        #expect(lines.count == 1 && lines[0].side == .moved, "\(lines)")
        let text = try ProfileDiff.text("modal-segue-delegate-dismiss", directory: Bundled.scenarios, first: .ios12, second: .ios17, device: nil)
        let launch = text.components(separatedBy: "-- step 2")[0]
        for call in ["AppDelegate application(_:willFinishLaunchingWithOptions:)", "AppDelegate application(_:didFinishLaunchingWithOptions:)"] {
            #expect(launch.components(separatedBy: call).count - 1 == 1, "\(call) is listed once:\n\(launch)")
        }
    }

    @Test func theCommandNamesTheProfileThatCannotRunAStep() throws {
        do {
            _ = try ProfileDiff.text("sheet-default-ios13", directory: Bundled.scenarios, first: .ios12, second: .ios17, device: nil)
            Issue.record("a sheet swipe ran on iOS 12")
        } catch {
            #expect("\(error)".contains("(with profile ios12)"))
            #expect("\(error)".hasPrefix("Scenarios/sheet-default-ios13.yaml:"), "shipped scenarios are named as in the repository: \(error)")
        }
    }

    @Test func theScenarioPageShowsTheDifference() async throws {
        var o = siteOptions()
        o.languages = [.english]
        let out = MemoryOutput()
        try await memoryBuild(o, into: out)
        let page = String(decoding: out.files["en/scenarios/navigation-push-pop.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<h2>Across iOS versions</h2>"))
        // The calls the newer version makes in every scenario are one sentence per pair, not a line per call (en review
        // item 10): viewIsAppearing from iOS 17, updateProperties before each layout on iOS 26, for Nav, A and B.
        #expect(page.contains("<h3>From iOS 12 to iOS 17</h3><p class=\"version-routine\">On iOS 17, as in every scenario, <a href=\"../callbacks/viewIsAppearing.html\"><code>viewIsAppearing</code></a> follows each"))
        #expect(page.contains("; here for Nav, A, B.</p>"))
        #expect(page.contains("<h3>From iOS 17 to iOS 26</h3><p class=\"version-routine\">On iOS 26, as in every scenario, <a href=\"../callbacks/updateProperties.html\"><code>updateProperties</code></a> comes before each layout pass; here for Nav, A, B.</p>"))
        #expect(!page.contains("<code>viewIsAppearing</code></li>") && !page.contains("<code>updateProperties</code></li>"))
        #expect(page.contains("<li class=\"first\"><span class=\"only\">only on iOS 12</span> <span class=\"who\">AppDelegate</span> <code>applicationDidBecomeActive(_:)</code></li>"))
        // A routine call the newer version does not make stays a line: the deep link's Home on iOS 17 only.
        let deepLink = String(decoding: out.files["en/scenarios/launch-deep-link.html"] ?? Data(), as: UTF8.self)
        #expect(deepLink.contains("<span class=\"only\">only on iOS 17</span> <span class=\"who\">Home</span> <code>viewIsAppearing</code></li>"))
        // en review item 6: a plain launch that the page does not teach refers to the launch scenario, its chart folded;
        // the launch scenario itself unfolds it.
        #expect(page.contains("<p class=\"launch-ref\">Every call of a launch, one by one, with the rule behind it: <a href=\"launch.html\">The first screen appears</a></p>"))
        #expect(page.contains("<details class=\"chart-fold\"><summary>This step’s chart</summary>") && page.components(separatedBy: "chart-fold").count == 2)
        // A step that repeats an earlier one folds its chart too (ten round trips: steps 4 to 21).
        let rounds = String(decoding: out.files["en/scenarios/did-load-vs-will-appear.html"] ?? Data(), as: UTF8.self)
        #expect(rounds.components(separatedBy: "<details class=\"chart-fold\">").count - 1 == 18, "the 18 repeated steps; its launch, explained in its own words, stays open")
        let launch = String(decoding: out.files["en/scenarios/launch.html"] ?? Data(), as: UTF8.self)
        #expect(launch.contains("<figure class=\"focus\"") && !launch.contains("launch-ref"))
        // An iOS 5 scenario is compared with iOS 12 (en review item 10): its unloading is what changed.
        let ios5 = String(decoding: out.files["en/scenarios/memory-warning-ios5.html"] ?? Data(), as: UTF8.self)
        #expect(ios5.contains("<h3>From iOS 5 to iOS 12</h3>") && ios5.contains("<span class=\"who\">A</span> <code>viewDidUnload</code>"))
        // The states page shows the whole machine as a diagram (issue #13), the iOS 5 state included.
        let states = String(decoding: out.files["en/states.html"] ?? Data(), as: UTF8.self)
        #expect(states.contains("<figure class=\"states\"") && states.contains("<title id=\"_lifecycle-states-title\">The lifecycle of a view controller</title>"))
        #expect(states.contains(">unloaded") || states.contains("unloaded"), "the iOS 5 unloaded state is drawn")
        // The lifecycle overview (issue #13): linked from the home page and the navigation, its diagram, its contents.
        let home = String(decoding: out.files["en/index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("<p class=\"overview-link\"><a href=\"lifecycle.html\">"))
        let overview = String(decoding: out.files["en/lifecycle.html"] ?? Data(), as: UTF8.self)
        #expect(overview.contains("<nav class=\"toc\"") && overview.contains("<figure class=\"states\""))
        for n in 1...7 { #expect(overview.contains("<section id=\"part-\(n)\">")) }
        // Each part links the scenarios that show what it teaches (en review §3): birth the storyboard's creations,
        // life on screen the cancelled swipe, and "Always call super" none, since no trace shows a super call.
        let parts = overview.components(separatedBy: "<section id=\"part-")
        #expect(parts.count == 8 && parts[1].contains("href=\"scenarios/storyboard-instantiation.html\"") && !parts[1].contains("scenarios/alert.html"))
        #expect(parts[2].contains("href=\"scenarios/interactive-pop-cancelled.html\"") && !parts[4].contains("class=\"see-it\""))
        // Section 7 has the reader try it: what the logging class prints for a push, written from R3.push
        // (B loads first; A's will before B's; A's did before B's did), as the engine computes it.
        let push = ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewIsAppearing", "A viewDidDisappear", "B viewDidAppear"]
        #expect(overview.contains("<pre class=\"log\" tabindex=\"0\"><samp>" + push.joined(separator: "\n") + "</samp></pre>"))
        #expect(overview.contains("LoggingViewController") && overview.contains("<pre class=\"swift\""))
        // Long code spans carry line-break opportunities (<wbr>) between words; the code itself is intact.
        #expect(overview.replacingOccurrences(of: "<wbr>", with: "").contains("(segue.destination as? UINavigationController)?.topViewController"))
        #expect(overview.contains("Controller)?.<wbr>top<wbr>View<wbr>Controller"))
    }
}
