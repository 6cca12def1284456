import Foundation
@testable import LifelineCommands
import LifelineEngine
import LifelineModel
import LifelineSite
@testable import ScenarioFormat
import Testing

/// Every class of scenario mistake gets `file:line:column: error: …`, with a suggestion where one exists.
@Suite struct ParserErrorTests {
    func parseError(_ yaml: String) -> ScenarioError? {
        do { _ = try ScenarioParser.parse(yaml: yaml, file: "s.yaml"); return nil } catch { return error }
    }

    /// Parses and simulates; returns the message as the CLI prints it.
    func failure(_ yaml: String) -> String? { scenarioFailure(yaml) }
    let header = navigationHeader

    @Test func unknownActionSuggestsTheClosest() {
        #expect(failure(header + "  - pussh: B\n") == "s.yaml:6:5: error: unknown action 'pussh'; did you mean 'push'?")
    }

    @Test func unknownTopLevelKey() {
        #expect(failure("id: t\nwindwo: A\nwindow: A\nsteps: [launch]\n") == "s.yaml:2:1: error: unknown key 'windwo'; did you mean 'window'?")
    }

    @Test func unknownOptionKey() {
        #expect(failure(header + "  - push: B\n    animted: false\n") == "s.yaml:7:5: error: unknown key 'animted' for 'push'; did you mean 'animated'?")
    }

    @Test func unknownValueOfAnEnumeration() {
        #expect(failure("id: t\nprofile: iso17\nwindow: A\nsteps: [launch]\n") == "s.yaml:2:10: error: unknown profile 'iso17'; did you mean 'ios17'?")
        // A later version is not a typo of an earlier one: the valid values are listed instead.
        #expect(failure("id: t\nprofile: ios27\nwindow: A\nsteps: [launch]\n")
                == "s.yaml:2:10: error: unknown profile 'ios27'; profile must be one of ios5, ios12, ios13, ios17, ios18, ios26; ios26 is the newest; ios17 and ios18 differ from it only where the rules say so")
        #expect(failure("id: t\ndevice: watch\nwindow: A\nsteps: [launch]\n") == "s.yaml:2:9: error: unknown device 'watch'; device must be one of iphone, ipad")
    }

    /// `key:` names the step the scenario teaches (its exercises ask about it first): a step it has.
    @Test func keyMustBeAStepOfTheScenario() throws {
        let s = try ScenarioParser.parse(yaml: "id: t\nkey: 2\nwindow: {navigation: [A]}\nsteps: [launch, {push: B}]\n", file: "s.yaml")
        #expect(s.keyStep == 2)
        #expect(failure("id: t\nkey: 3\nwindow: {navigation: [A]}\nsteps: [launch, {push: B}]\n")
                == "s.yaml:2:6: error: key: 3 is not a step of this scenario, which has 2; key is the number of the step the scenario teaches, 1 to 2")
        #expect(failure("id: t\nkey: two\nwindow: A\nsteps: [launch]\n") == "s.yaml:2:6: error: expected a whole number, found 'two'")
    }

    @Test func unknownController() {
        #expect(failure(header + "  - push: B\n  - addChild: {child: C, parent: Bb}\n") == "s.yaml:7:5: error: unknown controller 'Bb'; did you mean 'B'?")
        #expect(failure(header + "  - removeChild: Zed\n") == "s.yaml:6:5: error: unknown controller 'Zed'")
        // A controller the scenario creates later is known, but not alive yet.
        #expect(failure(header + "  - removeChild: B\n  - push: B\n") == "s.yaml:6:5: error: controller 'B' is not alive at this step; it has not been created yet")
    }

    @Test func duplicateController() {
        #expect(failure("id: t\nwindow:\n  navigation: [A, A]\nsteps: [launch]\n") == "s.yaml:3:19: error: duplicate controller 'A' (first declared at line 3); give each controller its own name")
    }

    @Test func popOnAOneElementStack() {
        #expect(failure(header + "  - pop\n") == "s.yaml:6:5: error: pop needs at least two controllers on Nav's stack, which holds only [A]; push a controller first")
    }

    @Test func dismissWithNothingPresented() {
        #expect(failure(header + "  - dismiss\n") == "s.yaml:6:5: error: dismiss needs a presented controller, but nothing is presented; present a controller first")
    }

    @Test func selectATabThatDoesNotExist() {
        let yaml = "id: t\nwindow:\n  tabs: [A, B]\nsteps:\n  - launch\n  - selectTab: 2\n"
        #expect(failure(yaml) == "s.yaml:6:5: error: tab 2 does not exist; Tab has 2 tabs; use an index from 0 to 1")
        #expect(failure("id: t\nwindow:\n  tabs: [A, B]\n  selected: 5\nsteps: [launch]\n") == "s.yaml:4:3: error: selected tab 5 does not exist; there are 2 tabs; use an index from 0 to 1")
    }

    @Test func malformedYAML() {
        let e = failure("id: t\nwindow: [A\nsteps:\n  - launch\n")
        #expect(e?.hasPrefix("s.yaml:") == true && e?.contains("error: malformed YAML") == true)
        let tab = failure("id: t\nwindow: A\nsteps:\n\t- launch\n")
        #expect(tab?.contains("error: malformed YAML") == true)
    }

    @Test func duplicateKey() {
        let e = failure("id: t\nid: u\nwindow: A\nsteps: [launch]\n")
        #expect(e?.hasPrefix("s.yaml:") == true && e?.contains("duplicate key 'id'") == true)
    }

    @Test func actionBeforeLaunch() {
        #expect(failure("id: t\nwindow: A\nsteps:\n  - memoryWarning\n") == "s.yaml:4:5: error: 'memoryWarning' before launch; make '- launch' the first step")
    }

    @Test func missingKeysAndWrongTypes() {
        #expect(failure("id: t\nwindow: A\n") == "s.yaml:1:1: error: missing key 'steps'")
        #expect(failure(header + "  - selectTab: first\n") == "s.yaml:6:16: error: expected a whole number, found 'first'")
        #expect(failure(header + "  - push: B\n    animated: maybe\n") == "s.yaml:7:15: error: expected true or false, found 'maybe'")
    }

    @Test func controlCharactersAreRefusedEverywhere() {
        #expect(failure(header + "  - push: \"B\\tC\"\n") == "s.yaml:6:11: error: 'B\\u{9}C' contains a control character (U+0009); remove it: names and words in a scenario are one line of plain text")
        #expect(failure("id: t\ntitle: \"two\\nlines\"\nwindow: A\nsteps: [launch]\n") == "s.yaml:2:8: error: 'two\\u{A}lines' contains a control character (U+000A); remove it: names and words in a scenario are one line of plain text")
        #expect(failure(header + "  - dismiss: {method: \"done\\x7F\"}\n")?.contains("contains a control character (U+007F)") == true)
        #expect(failure(header + "  - segue: {id: \"s\\x80\", from: A, kind: push, to: B}\n")?.contains("contains a control character (U+0080)") == true)
        #expect(failure(header + "  - unwind: {to: A, action: \"x\\x9F\"}\n")?.contains("contains a control character (U+009F)") == true)
    }

    @Test func controllerAndViewNamesAreIdentifiers() {
        #expect(failure(header + "  - push: 7\n") == "s.yaml:6:11: error: '7' is not a valid controller name; use letters, digits and '_', starting with a letter, like a Swift type: 'Screen7'")
        #expect(failure("id: t\nwindow:\n  navigation: [A, my screen]\nsteps: [launch]\n") == "s.yaml:3:19: error: 'my screen' is not a valid controller name; use letters, digits and '_', starting with a letter, like a Swift type: 'myScreen'")
        #expect(failure(header + "  - addSubview: {view: Badge-1, to: A}\n")?.hasPrefix("s.yaml:6:24: error: 'Badge-1' is not a valid view name; use letters, digits and '_', starting with a letter, like a Swift type: 'Badge1'") == true)
        #expect(failure("id: t\nwindow: A\ncontrollers:\n  A: {subviews: [\"1x\"]}\nsteps: [launch]\n")?.hasPrefix("s.yaml:4:18: error: '1x' is not a valid view name") == true)
    }

    @Test func namesTheChartsUseAreReserved() {
        #expect(failure(header + "  - push: UIKit\n") == "s.yaml:6:11: error: 'UIKit' is a name the charts keep for themselves; rename the controller, for example 'UIKitScreen'")
        #expect(failure("id: t\nwindow: App\nsteps: [launch]\n") == "s.yaml:2:9: error: 'App' is a name the charts keep for themselves; rename the controller, for example 'AppScreen'")
        for name in ["window", "AppDelegate", "SceneDelegate"] {
            #expect(failure(header + "  - present: \(name)\n")?.contains("'\(name)' is a name the charts keep for themselves") == true)
        }
    }

    @Test func stepsMustNotBeEmpty() {
        #expect(failure("id: t\nwindow: A\nsteps: []\n") == "s.yaml:3:8: error: 'steps' is empty; a scenario needs at least '- launch'")
    }

    @Test func checkFailsWithLocationOnABrokenCopy() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = try String(contentsOfFile: shipped + "/Scenarios/tab-switch.yaml", encoding: .utf8)
        try good.write(toFile: dir + "/tab-switch.yaml", atomically: true, encoding: .utf8)
        #expect(Checker.check(directory: dir).problems == [])
        try good.replacingOccurrences(of: "selectTab: 0", with: "selectTab: 7").write(toFile: dir + "/tab-switch.yaml", atomically: true, encoding: .utf8)
        let problems = Checker.check(directory: dir).problems
        #expect(problems == ["\(dir)/tab-switch.yaml:11:5: error: tab 7 does not exist; Tab has 2 tabs; use an index from 0 to 1"])
        try good.replacingOccurrences(of: "id: tab-switch", with: "id: tab-swich").write(toFile: dir + "/tab-switch.yaml", atomically: true, encoding: .utf8)
        #expect(Checker.check(directory: dir).problems.first?.hasPrefix("\(dir)/tab-switch.yaml:1:1: error: id 'tab-swich' does not match the file name") == true)
    }
}

/// The world around the controller: background, foreground, traitChange, setPage, swipePage.
@Suite struct WorldParserErrorTests {
    func failure(_ yaml: String) -> String? { scenarioFailure(yaml) }
    let header = navigationHeader
    let pagesHeader = "id: t\nwindow:\n  pages: [P1, P2, P3]\n  showing: P1\nsteps:\n  - launch\n"

    @Test func swipePageOutsideAPageViewController() {
        #expect(failure(header + "  - swipePage: {to: B, outcome: finish}\n")
                == "s.yaml:6:5: error: 'swipePage' needs a page view controller on screen; use a window such as {pages: [P1, P2], showing: P1}")
    }

    @Test func setPageToAPageThatIsNotInPages() {
        #expect(failure(pagesHeader + "  - setPage: P4\n") == "s.yaml:7:5: error: 'P4' is not a page of Pages; its pages are P1, P2, P3")
        #expect(failure(pagesHeader + "  - setPage: Welcome\n") == "s.yaml:7:5: error: 'Welcome' is not a page of Pages; its pages are P1, P2, P3")
        #expect(failure(pagesHeader + "  - setPage: P1\n") == "s.yaml:7:5: error: 'P1' is already the page on screen; choose another page")
        #expect(failure(pagesHeader + "  - swipePage: {to: P3}\n")
                == "s.yaml:7:5: error: a swipe reaches only a page next to 'P1' (P2); use '- setPage: P3' to jump")
    }

    @Test func traitChangeToAnUnknownOrCurrentStyle() {
        #expect(failure(header + "  - traitChange: blue\n") == "s.yaml:6:18: error: unknown appearance 'blue'; traitChange must be one of dark, light")
        #expect(failure(header + "  - traitChange: light\n") == "s.yaml:6:5: error: the app is already in light mode; use traitChange: dark")
        #expect(failure("id: t\nprofile: ios12\nwindow: A\nsteps:\n  - launch\n  - traitChange: dark\n")
                == "s.yaml:6:5: error: Dark Mode arrived in iOS 13; profile ios12 has no appearance to change; use profile ios13 or ios17")
    }

    @Test func foregroundWhileInTheForegroundAndBackgroundTwice() {
        #expect(failure(header + "  - foreground\n") == "s.yaml:6:5: error: the app is already in the foreground; send it to the background first with '- background'")
        #expect(failure(header + "  - background\n  - background\n") == "s.yaml:7:5: error: the app is already in the background; bring it back with '- foreground' first")
        #expect(failure(header + "  - background: now\n") == "s.yaml:6:17: error: 'background' takes no value; write '- background' alone")
    }

    @Test func pageWindowMistakes() {
        #expect(failure("id: t\nwindow:\n  pages: [P1, P2]\n  showing: P3\nsteps: [launch]\n") == "s.yaml:4:12: error: 'P3' is not one of the pages; use one of P1, P2")
        #expect(failure("id: t\nwindow:\n  pages: [P1, P2]\n  transition: curl\nsteps: [launch]\n") == "s.yaml:4:15: error: unknown page transition 'curl'; transition must be one of scroll, pageCurl")
        #expect(failure("id: t\nprofile: ios5\nwindow:\n  pages: [P1, P2]\n  transition: scroll\nsteps: [launch]\n")
                == "s.yaml:5:15: error: the scroll transition arrived in iOS 6; profile ios5 only curls pages; use transition: pageCurl, or profile ios12 or later")
        #expect(failure("id: t\nwindow:\n  pages: [{navigation: [A]}]\nsteps: [launch]\n") == "s.yaml:3:11: error: a page view controller holds controllers, not containers")
    }
}
