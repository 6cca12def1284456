import Foundation
import LifelineEngine
@testable import LifelineSite
import LifelineModel
import Testing

/// Issue #21: each "why isn't it called?" answer is checked against the traces of the scenarios it links
/// to, so a page cannot tell a learner what the model does not show.
@Suite struct TroubleshootingTests {
    func trace(_ id: String) throws -> Trace { try Simulator.run(try loadCanonical(id)) }

    func step(_ t: Trace, where action: (Action) -> Bool, in s: Scenario) -> Int? {
        s.steps.firstIndex { action($0.action) }.map { $0 + 1 }
    }

    @Test func theAnswersMatchTheirScenarios() throws {
        for e in Troubleshooting.entries { for id in e.scenarios { #expect(canonicalIDs.contains(id), "\(e.id) links to \(id)") } }
        // alert: the presenter hears nothing while the alert comes and goes.
        let alert = try trace("alert")
        #expect(alert.events.filter { $0.actor == "Inbox" && $0.step >= 2 && $0.callback.isAppearance }.isEmpty)
        // foreground: no appearance callback on the way back.
        let back = try trace("app-background")
        #expect(back.events.filter { $0.step == 4 && $0.callback.isAppearance }.isEmpty)
        // sheetDismissed: the screen under an iOS 13 sheet gets no viewWillAppear when it is dismissed.
        let sheet = try loadCanonical("sheet-default-ios13"), sheetTrace = try Simulator.run(sheet)
        let dismissal = try #require(sheet.steps.lastIndex { if case .dismiss = $0.action { return true } else { return false } }) + 1
        let presenter = try #require(sheetTrace.events.first { $0.step == 1 && $0.callback == .viewDidAppear && $0.actor != "Nav" }?.actor)
        #expect(!sheetTrace.events.contains { $0.step == dismissal && $0.actor == presenter && $0.callback == .viewWillAppear })
        // killed: no controller callback when the app is swiped away.
        let killed = try trace("app-swiped-away")
        #expect(killed.events.filter { $0.step == 3 && $0.state != nil }.isEmpty)
        // didShow: a cancelled back swipe sends willShow and no didShow.
        let nav = try trace("navigation-delegate")
        #expect(nav.events.contains { $0.step == 3 && $0.callback == .navigationWillShow } && !nav.events.contains { $0.step == 3 && $0.callback == .navigationDidShow })
        // didSelect: the tab chosen in code (step 3) tells no delegate.
        let tabs = try trace("tab-delegate")
        #expect(!tabs.events.contains { $0.step == 3 && [.tabShouldSelect, .tabDidSelect].contains($0.callback) })
        // presentNothing: the refused presentation is a warning and nothing appears.
        let refused = try trace("present-refused")
        #expect(refused.events.contains { $0.step == 4 && $0.callback == .warning } && refused.events.filter { $0.step == 4 && $0.callback.isAppearance }.isEmpty)
        #expect(!refused.events.contains { $0.step == 3 && $0.callback == .warning }, "a controller under a push is forwarded, not refused")
        // keyboard: the covered screen stays alive under the push (no deinit) and gets viewDidDisappear, where its observer goes;
        // swift6Deinit: the popped screen's viewDidDisappear comes before its deinit, so work cancelled there stops first.
        let push = try trace("navigation-push-pop")
        #expect(push.events.contains { $0.step == 2 && $0.actor == "A" && $0.callback == .viewDidDisappear })
        #expect(!push.events.contains { $0.actor == "A" && $0.callback == .deinit })
        let gone = try #require(push.events.firstIndex { $0.actor == "B" && $0.callback == .deinit })
        #expect(push.events[..<gone].contains { $0.step == 3 && $0.actor == "B" && $0.callback == .viewDidDisappear })
        // frame: viewDidLoad comes before the view is laid out for the screen (viewIsAppearing, then the layout pass).
        let loaded = try trace("did-load-vs-will-appear")
        for actor in Set(loaded.events.filter { $0.callback == .viewDidLoad }.map(\.actor)) {
            let order = loaded.events.filter { $0.actor == actor }.map(\.callback)
            if let load = order.firstIndex(of: .viewDidLoad), let layout = order.firstIndex(of: .viewDidLayoutSubviews) { #expect(load < layout, "\(actor)") }
        }
        // navBar: in a back swipe given up, the screen on top gets viewWillDisappear, then viewWillAppear and viewDidAppear
        // again, and no viewDidDisappear.
        let swipe = try loadCanonical("interactive-pop-cancelled"), swipeTrace = try Simulator.run(swipe)
        let cancel = try #require(swipe.steps.firstIndex { if case .interactivePop = $0.action { return true } else { return false } }) + 1
        let top = try #require(swipeTrace.events.first { $0.step == cancel && $0.callback == .viewWillDisappear }?.actor)
        let calls = swipeTrace.events.filter { $0.step == cancel && $0.actor == top }.map(\.callback).filter(\.isAppearance)
        #expect(calls.first == .viewWillDisappear && calls.contains(.viewWillAppear) && calls.last == .viewDidAppear && !calls.contains(.viewDidDisappear), "\(calls)")
        // launchPush: on iOS 17 the root never gets viewDidAppear in the launch.
        let launch = try trace("launch-deep-link")
        #expect(!launch.events.contains { $0.actor == "Home" && $0.callback == .viewDidAppear && $0.step <= 2 })
    }

    @Test func everyLanguageHasEveryQuestion() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let page = try String(contentsOfFile: site + "/\(lang)/troubleshooting.html", encoding: .utf8)
            for e in Troubleshooting.entries { #expect(page.contains("id=\"\(e.id)\""), "\(lang): \(e.id)") }
        }
    }
}
