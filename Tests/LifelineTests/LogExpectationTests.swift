import Foundation
import LifelineEngine
import LifelineModel
import LifelineTestSupport
@testable import LifelineTraceCheck
@testable import ScenarioFormat
import Testing

/// Issue #34, items 7 and 8: what a log is expected to show, and invariants a log's first lines must
/// not trip. Orders written from lifecycle-rules.md (R3 present/dismiss, R7.launch).
@Suite struct LogExpectationTests {
    func check(_ log: [String], against scenario: String) throws -> TraceCheck.Report {
        let dir = try temporaryDirectory("expect")
        try Data((log.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        var o = TraceCheck.Options()
        o.scenarios = shipped + "/Scenarios"
        if scenario.hasSuffix(".yaml") {
            try Data(scenario.utf8).write(to: URL(fileURLWithPath: dir + "/s.yaml"))
            o.against = dir + "/s.yaml"
        } else {
            o.against = scenario
        }
        return try TraceCheck.run(log: dir + "/device.log", o)
    }

    /// over-full-screen: Photos (at the root) prints only its appearance, Viewer prints its load too. A
    /// callback before a controller's first line is outside the log, as for the invariants.
    static let presenter = """
    Photos viewWillAppear
    Photos viewDidAppear
    Viewer viewDidLoad
    Viewer viewWillAppear
    Viewer viewDidAppear
    Viewer viewWillDisappear
    Viewer viewDidDisappear
    Viewer deinit
    Viewer viewDidLoad
    Photos viewWillDisappear
    Viewer viewWillAppear
    Viewer viewDidAppear
    Photos viewDidDisappear
    Viewer viewWillDisappear
    Photos viewWillAppear
    Photos viewDidAppear
    Viewer viewDidDisappear
    Viewer deinit
    """.split(separator: "\n").map(String.init)

    @Test func aPresenterThatPrintsOnlyItsAppearanceAgrees() throws {
        let r = try check(Self.presenter, against: "over-full-screen")
        #expect(r.agrees && r.findings.filter { $0.severity == .error }.isEmpty, "\(r.text)")
        // Still a real check: the presenter's viewWillDisappear left out of the full-screen present fails.
        let missing = try check(Self.presenter.enumerated().filter { $0.offset != 9 }.map(\.element), against: "over-full-screen")
        #expect(!missing.agrees && missing.findings.contains { $0.kind == .missing && $0.actor == "Photos" }, "\(missing.text)")
    }

    static let silentRoot = """
    id: silent-root
    window:
      navigation: [A]
    controllers:
      A: {logs: []}
    steps:
      - launch
      - push: B
    """

    /// `logs: []`: a controller that prints nothing is not "absent" from the log.
    @Test func aControllerThatPrintsNothing() throws {
        let r = try check(["B viewDidLoad", "B viewWillAppear", "B viewDidAppear"], against: Self.silentRoot + "\n#.yaml")
        #expect(r.agrees && !r.findings.contains { $0.kind == .absent }, "\(r.text)")
        let s = try ScenarioParser.parse(yaml: Self.silentRoot, file: "s.yaml", expectedID: "silent-root")
        #expect(s.controllers["A"]?.logs == [])
        // The whole log's list cannot be empty: that would expect nothing of anyone.
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse(yaml: Self.silentRoot + "logs: []\n", file: "s.yaml", expectedID: "silent-root") }
    }

    /// A controller's first line says nothing of its view (`willMove(toParent:)`, `prepare(for:sender:)`):
    /// its state stays unknown until a callback tells, so a later `viewDidLoad` is not "loaded again",
    /// even when the log prints `viewDidUnload` somewhere, and a `viewWillDisappear` is not "while loaded".
    @Test(arguments: [
        ["T willMoveToParentViewController:", "T viewDidLoad", "T viewWillAppear:", "T viewDidAppear:", "T viewWillDisappear:",
         "T viewDidDisappear:", "T viewDidUnload"],
        ["B prepareForSegue:sender:", "B viewWillDisappear:", "B viewDidDisappear:"],
        ["B prepare(for:sender:)", "B viewWillDisappear(_:)", "B viewDidDisappear(_:)"],
    ])
    func aFirstLineThatSaysNothingOfTheView(_ lines: [String]) throws {
        let log = try DeviceLog.read(lines.joined(separator: "\n"), file: "log.txt")
        #expect(log.trace.events.count == lines.count)
        #expect(InvariantChecker.check(log.trace, imported: true).isEmpty, "\(InvariantChecker.check(log.trace, imported: true))")
        // A real second load still is one (in a log that prints viewDidUnload, so none was left out between).
        let twice = try DeviceLog.read([lines[0], "T viewDidLoad", "T viewDidLoad", "T viewDidUnload"].joined(separator: "\n"), file: "log.txt")
        #expect(InvariantChecker.check(twice.trace, imported: true).map(\.seq) == [3])
    }

    func calls(_ text: String) throws -> [String] {
        try DeviceLog.read(text, file: "log.txt").trace.events.map { "\($0.actorRef).\($0.callback.rawValue)" }
    }

    /// Issue #34, items 5 and 6: delegates by any name, labels with digits, several prints from one call.
    @Test func namesAndPrintsPeopleUse() throws {
        #expect(try calls("""
        Coordinator navigationController(_:didShow:animated:)
        AppCoordinator navigationController(_:willShow:animated:)
        NavDelegate navigationController(_:didShow:animated:)
        """) == ["Coordinator.navigationController(_:didShow:animated:)", "AppCoordinator.navigationController(_:willShow:animated:)",
                 "NavDelegate.navigationController(_:didShow:animated:)"])
        #expect(try calls("1st viewDidLoad\n2nd viewDidLoad()\nScreen 3rd: viewWillAppear(_:)\n") == ["1st.viewDidLoad", "2nd.viewDidLoad", "3rd.viewWillAppear"])
        // A bare address or a number is not a name; the file's base name is (`#file #line #function`).
        #expect(try calls("Page 0x6000a1 viewDidLoad\nA.swift 14 viewWillAppear(_:) 40\n") == ["Page.viewDidLoad", "A.viewWillAppear"])
        // A call printed at its start and its end is one call; the same line twice is two; layout repeats for real.
        #expect(try calls("""
        A viewWillAppear(_:) start
        A viewWillAppear(_:) end
        A viewDidAppear(_:)
        A viewDidAppear(_:)
        A viewWillLayoutSubviews 390x844
        A viewWillLayoutSubviews 844x390
        """) == ["A.viewWillAppear", "A.viewDidAppear", "A.viewDidAppear", "A.viewWillLayoutSubviews", "A.viewWillLayoutSubviews"])
        let s = try ScenarioParser.parse(yaml: "id: o\ncontrollers:\n  A: {class: 1st}\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n",
                                         file: "o.yaml", expectedID: "o")
        #expect(s.controllers["A"]?.className == "1st")
        #expect(throws: ScenarioError.self) { try ScenarioParser.parse(yaml: "id: o\ncontrollers:\n  A: {class: \"42\"}\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n",
                                                                      file: "o.yaml", expectedID: "o") }
    }
}

extension LogExpectationTests {
    /// Issue #34, item 6: a custom unwind action is read by the name the scenario gives it
    /// (`unwind: {to: Plants, action: unwindToPlants}`), in any spelling of a Swift action.
    @Test func unwindActionsAreReadByTheirNames() throws {
        let lines = ["Plants unwindToPlants(_:)", "Plants unwindToPlants(_:)"]
        var o = DeviceLog.Options()
        o.known.calls = ["unwindtoplants": .unwindAction]
        for spelling in ["unwindToPlants(segue:) in Plants", "Plants.unwindToPlants(_:)", "-[Plants unwindToPlants:]", "[Plants] unwindToPlants"] {
            let read = try DeviceLog.read(bytes: Array(spelling.utf8), file: "log.txt", options: o).trace.events.map { "\($0.actorRef).\($0.callback.rawValue)" }
            #expect(read == ["Plants.unwindAction"], "\(spelling)")
        }
        let r = try check(lines, against: "unwind-segue")
        #expect(r.log.trace.events.map { "\($0.actorRef).\($0.callback.rawValue)" } == ["Plants.unwindAction", "Plants.unwindAction"], "\(r.text)")
        #expect(r.agrees, "\(r.text)")
        // The action on another object than the scenario's is a difference.
        let elsewhere = try check(["Plants unwindToPlants(_:)", "Schedule unwindToPlants(_:)"], against: "unwind-segue")
        #expect(!elsewhere.agrees, "\(elsewhere.text)")
        // Without the scenario the name means nothing.
        #expect(try DeviceLog.read(lines.joined(separator: "\n"), file: "log.txt").trace.events.isEmpty)
    }
}

extension LogExpectationTests {
    /// Issue #34, "read by names": against a scenario, a word that is one of its objects is the line's
    /// object wherever it stands; without one (or with two), the nearest name as before.
    @Test func aScenarioNameIsTheObjectWhereverItStands() throws {
        var o = DeviceLog.Options()
        o.known.names = ["HomeViewController", "Detail"]
        func read(_ line: String) throws -> [String] {
            try DeviceLog.read(bytes: Array(line.utf8), file: "log.txt", options: o).trace.events.map { "\($0.actorRef).\($0.callback.rawValue)" }
        }
        #expect(try read("HomeViewController: state viewDidLoad") == ["HomeViewController.viewDidLoad"])
        #expect(try read("Lifecycle viewWillAppear(_:) — screen Detail, animated") == ["Detail.viewWillAppear"])
        #expect(try read("Tracker viewDidAppear for Other") == ["Tracker.viewDidAppear"], "no scenario name: the nearest before")
        #expect(try read("HomeViewController shows Detail viewDidAppear") == ["Detail.viewDidAppear"], "two names: the nearest before")
        o.known.names = []
        #expect(try read("HomeViewController: state viewDidLoad") == ["state.viewDidLoad"])
    }
}

/// Issue #34, "where CI shows it": `--verbose` lists what was skipped; the summary is in `--lang`.
@Suite struct TraceCheckWordsTests {
    @Test func verboseListsSkippedLinesAndTheSummaryIsInTheLanguage() throws {
        let dir = try temporaryDirectory("verbose")
        try Data("hello\nA viewDidLoad\nloaded 3 photos\nA viewWillAppear start\nA viewWillAppear end\n".utf8)
            .write(to: URL(fileURLWithPath: dir + "/v.log"))
        var o = TraceCheck.Options()
        o.verbose = true
        let r = try TraceCheck.run(log: dir + "/v.log", o)
        let lines = r.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("v.log: read 2 callbacks from 5 lines (3 other lines skipped, 0 ambiguous; read as plain 2)") == true, "\(r.text)")
        #expect(lines.filter { $0.contains(": skipped: ") }.map { String($0.split(separator: "/").last ?? "") }
                == ["v.log:1: skipped: hello", "v.log:3: skipped: loaded 3 photos", "v.log:5: skipped: A viewWillAppear end"])
        o.verbose = false
        #expect(!(try TraceCheck.run(log: dir + "/v.log", o).text.contains("skipped: ")))
        o.lang = LocaleID.all[3]
        #expect(try TraceCheck.run(log: dir + "/v.log", o).text.contains("5줄에서 콜백 2개를 읽었습니다(건너뛴 줄 3개, 모호한 줄 0개; 형식: plain 2)"))
        o.lang = LocaleID.all[1]
        #expect(try TraceCheck.run(log: dir + "/v.log", o).text.contains("2 méthodes lues sur 5 lignes (3 autres lignes ignorées, 0 ambiguë"))
    }
}
