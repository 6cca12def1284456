import Foundation
@testable import LifelineSite
import Testing

/// Issue #21: the one-table order cheat sheet. Its orders are the engine's; these expectations are
/// written from the evidence each row's rule cites (lifecycle-rules.md), so a change in the engine that
/// breaks a row fails here.
@Suite struct CheatSheetTests {
    func row(_ id: String) throws -> [String] { try #require(CheatSheet.rows().first { $0.id == id }).calls }

    @Test func theRowsFollowTheEvidence() throws {
        // wangling.me (2014): push and pop — current will, new will, current did, new did; R5: the new controller is
        // loaded before the leaving one hears anything, and viewIsAppearing (iOS 17) sits after its viewWillAppear,
        // once its view is in the hierarchy, before any did.
        #expect(try row("push") == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(try row("pop") == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear", "B.deinit"])
        // wangling.me: a cancelled interactive pop (A's view is in the hierarchy behind the swipe, so it is appearing).
        #expect(try row("swipeCancelled") == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillDisappear", "A.viewDidDisappear",
                                               "B.viewWillAppear", "B.viewDidAppear"])
        // The Korean seed's tab log: the new tab's will first; B is loaded when first selected.
        #expect(try row("tab") == ["B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"])
        // iOS 13 sheets and alerts leave the presenter on screen: only the presented controller is told.
        #expect(try row("presentSheet") == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(try row("alert") == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        // Home and the app switcher: scene and app delegates only.
        #expect(try row("home").isEmpty && row("terminate").isEmpty)
        #expect(try CheatSheet.rows().first { $0.id == "home" }?.rules == ["R9.scene-background"])
    }

    @Test func everyLanguageHasTheTable() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let page = try String(contentsOfFile: site + "/\(lang)/cheatsheet.html", encoding: .utf8)
            #expect(page.components(separatedBy: "<th scope=\"row\">").count - 1 == CheatSheet.situations.count, "\(lang)")
            #expect(page.contains("href=\"scenarios/navigation-push-pop.html\"") && page.contains("href=\"callbacks/viewWillAppear.html\""), "\(lang)")
        }
    }
}
