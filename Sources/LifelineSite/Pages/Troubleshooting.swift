import LifelineLanguage
import LifelineModel

/// "Why isn't it called?" (issue #21): the questions learners ask most, each answered in the catalogs
/// (`ui.troubleshooting.<id>.question` / `.answer`) and linked to the scenarios that show it. The list is
/// data; `TroubleshootingTests` holds each answer's claim to those scenarios' traces.
enum Troubleshooting {
    struct Entry: Sendable {
        let id: String
        let scenarios: [String]
    }

    static let entries: [Entry] = [
        Entry(id: "sheetDismissed", scenarios: ["sheet-default-ios13", "sheet-presentation"]),
        Entry(id: "foreground", scenarios: ["app-background"]),
        Entry(id: "alert", scenarios: ["alert"]),
        Entry(id: "child", scenarios: ["containment-done-right", "child-containment"]),
        Entry(id: "launchPush", scenarios: ["launch-deep-link"]),
        Entry(id: "deinit", scenarios: ["segue-back-mistake", "navigation-push-pop"]),
        Entry(id: "presentNothing", scenarios: ["present-refused"]),
        Entry(id: "didShow", scenarios: ["navigation-delegate"]),
        Entry(id: "didSelect", scenarios: ["tab-delegate"]),
        Entry(id: "killed", scenarios: ["app-swiped-away"]),
        // The content reviews' depth items (2026-11-27: en §4, zh §4): where code belongs, beyond a missing call.
        Entry(id: "frame", scenarios: ["did-load-vs-will-appear", "rotation"]),
        Entry(id: "unitTest", scenarios: ["did-load-vs-will-appear", "containment-done-right"]),
        Entry(id: "keyboard", scenarios: ["navigation-push-pop"]),
        Entry(id: "swift6Deinit", scenarios: ["navigation-push-pop", "segue-back-mistake"]),
        Entry(id: "statusBar", scenarios: ["navigation-push-pop"]),
        Entry(id: "tabBarHidden", scenarios: ["tab-switch"]),
        Entry(id: "representable", scenarios: ["hosting-controller"]),
        Entry(id: "navBar", scenarios: ["interactive-pop-cancelled"]),
        Entry(id: "swipeBack", scenarios: ["interactive-pop-cancelled"]),
        Entry(id: "updateConstraints", scenarios: []),
    ]

    static var keys: [TextKey] {
        [.ui("nav.troubleshooting"), .ui("troubleshooting.intro"), .ui("troubleshooting.watch")]
            + entries.flatMap { [TextKey.ui("troubleshooting.\($0.id).question"), TextKey.ui("troubleshooting.\($0.id).answer")] }
    }
}

extension Pages {
    func troubleshootingPage(_ t: Words) -> TroubleshootingPage {
        let links = SiteText.CodeLinks(prefix: "callbacks/")
        // A project's site links only to the scenarios it contains (issue #38): an answer stays, its "watch it" list
        // keeps the scenarios the build has, and goes when it has none.
        let built = Set(scenarios.map(\.id))
        return TroubleshootingPage(intro: .rich(t(.ui("troubleshooting.intro"))), entries: Troubleshooting.entries.map { e in
            let shown = e.scenarios.filter(built.contains).map { PageLink(href: "scenarios/\($0).html", title: t(.scenarioTitle($0))) }
            return TroubleshootingPage.Entry(anchor: e.id, question: .inline(t(.ui("troubleshooting.\(e.id).question")), links: links),
                                             answer: .rich(t(.ui("troubleshooting.\(e.id).answer")), links: links),
                                             scenarios: shown, watch: !shown.isEmpty)
        })
    }

    static func troubleshootingEntries(_ t: Words) -> [SearchEntry] {
        Troubleshooting.entries.map { e in
            SearchEntry(t: plain(t(.ui("troubleshooting.\(e.id).question"))), u: "troubleshooting.html#\(e.id)", k: .troubleshooting,
                        x: plain(t(.ui("troubleshooting.\(e.id).answer"))))
        }
    }
}

struct TroubleshootingPage: Codable {
    struct Entry: Codable { var anchor: String; var question: HTML; var answer: HTML; var scenarios: [PageLink]; var watch: Bool }
    var intro: HTML
    var entries: [Entry]
}
