import Foundation
import LifelineModel
import LifelineOutput
import LifelineSite
@testable import LifelineTraceCheck
import ScenarioFormat
import LifelineTestSupport
import Testing

/// Issue #19: a checker that can fail and says why — differences it used to miss, excerpts, `logs:`.
@Suite(.tags(.fast)) struct TraceCheckTests {
    func check(_ log: String, scenario: String = "navigation-push-pop", yaml: String? = nil, fromStep: Int? = nil,
               format: OutputFormat = .text) throws -> TraceCheck.Report {
        let dir = try temporaryDirectory("check")
        try Data(log.utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        var o = TraceCheck.Options()
        o.scenarios = shipped + "/Scenarios"
        o.against = scenario
        if let yaml {
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/s.yaml"))
            o.against = dir + "/s.yaml"
        }
        o.fromStep = fromStep
        o.format = format
        return try TraceCheck.run(log: dir + "/device.log", o)
    }

    static let push = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nA viewWillDisappear\nB viewWillAppear\nA viewDidDisappear\nB viewDidAppear\n"
    static let pop = "B viewWillDisappear\nA viewWillAppear\nB viewDidDisappear\nA viewDidAppear\n"

    /// The log prints viewDidAppear (for B), so the root that never gets one is a finding — it used to pass.
    @Test func aRootWithoutViewDidAppearFails() throws {
        let r = try check(Self.push.replacingOccurrences(of: "A viewDidAppear\n", with: ""))
        #expect(!r.agrees)
        #expect(r.findings.contains { $0.kind == .missing && $0.actor == "A" && $0.callback == "viewDidAppear" && $0.rule?.rawValue == "R7.launch" }, "\(r.text)")
    }

    /// A controller of the scenario the log never mentions is a finding (UIKit's navigation controller is not).
    @Test func aControllerMissingFromTheLogFails() throws {
        let r = try check("A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nA viewWillDisappear\nA viewDidDisappear\nA viewWillAppear\nA viewDidAppear\n")
        #expect(!r.agrees)
        #expect(r.findings.contains { $0.kind == .absent && $0.actor == "B" }, "\(r.text)")
        #expect(!r.findings.contains { $0.actor == "Nav" }, "\(r.text)")
    }

    /// A log of the pop alone is aligned with step 3 and agrees; --from-step says the same; a wrong pop still fails.
    @Test func anExcerptIsAlignedOrGiven() throws {
        let aligned = try check(Self.pop)
        #expect(aligned.agrees, "\(aligned.text)")
        #expect(aligned.findings.contains { $0.cause == .startsAt(step: 3, scenario: "navigation-push-pop") }, "\(aligned.text)")
        let given = try check(Self.pop, fromStep: 3)
        #expect(given.agrees && given.text.contains("compared from step 3"), "\(given.text)")
        let wrong = try check("B viewWillDisappear\nB viewDidDisappear\nA viewWillAppear\nA viewDidAppear\n", fromStep: 3)
        #expect(!wrong.agrees, "\(wrong.text)")
    }

    /// A log that stops after the push: the pop is not compared, and a warning says so.
    @Test func aLogThatEndsEarlyIsAnExcerpt() throws {
        let r = try check(Self.push)
        #expect(r.agrees, "\(r.text)")
        #expect(r.findings.contains { if case .endsEarly(reached: 2, _) = $0.cause { true } else { false } }, "\(r.text)")
    }

    /// The callbacks the site documents without ordering them (`Callback.documentedOnly`) are passed over in
    /// every form, as their pages say: an app that logs them still agrees, and a wrong order among them still fails.
    @Test func documentedOnlyCallbacksArePassedOver() throws {
        #expect(Callback.documentedOnly == [.viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .sceneDidDisconnect])
        let noisy = Self.push.replacingOccurrences(of: "B viewWillAppear\n", with: "B viewWillAppear\nB viewSafeAreaInsetsDidChange()\nB viewLayoutMarginsDidChange()\n")
            + "SceneDelegate sceneDidDisconnect(_:)\n"
        let console = try check(noisy)
        #expect(console.agrees, "\(console.text)")
        func json(_ log: String) -> String {
            log.split(separator: "\n").map { line in
                let parts = line.split(separator: " ")
                return #"{"actor":"\#(parts[0])","callback":"\#(parts[1].replacingOccurrences(of: "()", with: ""))"}"#
            }.joined(separator: "\n") + "\n"
        }
        let lines = try check(json(noisy))
        #expect(lines.agrees, "\(lines.text)") // before: a "not a trace event" error
        let swapped = try check(json(noisy.replacingOccurrences(of: "A viewDidDisappear\nB viewDidAppear", with: "B viewDidAppear\nA viewDidDisappear")))
        #expect(!swapped.agrees, "\(swapped.text)")
    }

    /// `logs:` narrows what is expected: an app that logs only appearance per controller.
    @Test func logsNarrowsWhatIsExpected() throws {
        let yaml = """
        id: narrowed
        logs: [viewWillAppear, viewDidAppear]
        controllers:
          B: {logs: [viewDidAppear]}
        window:
          navigation: [A]
        steps:
          - launch
          - push: B
        """
        let r = try check("A viewWillAppear\nA viewDidAppear\nB viewDidAppear\n", yaml: yaml)
        #expect(r.agrees, "\(r.text)")
        let missing = try check("A viewWillAppear\nB viewDidAppear\n", yaml: yaml)
        #expect(!missing.agrees && missing.text.contains("missing A.viewDidAppear"), "\(missing.text)")
        #expect(scenarioFailure(yaml.replacingOccurrences(of: "logs: [viewWillAppear, viewDidAppear]", with: "logs: [viewWillApear]"))?
            .contains("'viewWillApear' in 'logs' is not a callback a log can show; did you mean 'viewWillAppear'?") == true)
    }

    /// Every finding is in the JSON Lines, with its line and rule.
    @Test func jsonLinesHoldEveryFinding() throws {
        let r = try check("A viewDidLoad\nA viewDidAppear\nA viewWillAppear\nB viewDidLoad\n", format: .jsonl)
        let objects = r.text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == r.findings.count && !objects.isEmpty)
        #expect(objects.contains { $0["kind"] as? String == "invariant" && $0["line"] as? Int == 2 }, "\(r.text)")
        #expect(objects.allSatisfy { $0["severity"] != nil && $0["message"] != nil && $0["file"] != nil })
    }

    /// Findings are said in the language of --lang, in text and JSON Lines: the same findings, other words.
    @Test(arguments: ["fr", "zh-Hans", "ko"]) func findingsAreLocalized(_ lang: String) throws {
        let log = "B viewWillDisappear\nA viewDidAppear\nB viewDidDisappear\nA viewWillAppear\nA willMove\n"
        let dir = try temporaryDirectory("lang")
        try Data(log.utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        var o = TraceCheck.Options()
        o.scenarios = shipped + "/Scenarios"
        o.against = "navigation-push-pop"
        let english = try TraceCheck.run(log: dir + "/device.log", o)
        o.lang = try #require(LocaleID(rawValue: lang))
        let local = try TraceCheck.run(log: dir + "/device.log", o)
        #expect(local.findings == english.findings, "the same findings")
        let words: [String: [String]] = ["fr": ["n’est pas à sa place", "règle R3.pop", "ligne ignorée"],
                                         "zh-Hans": ["顺序不对", "规则 R3.pop", "跳过了一行"], "ko": ["순서가 다릅니다", "규칙 R3.pop", "줄을 건너뜁니다"]]
        for w in words[lang] ?? [] { #expect(local.text.contains(w), "\(lang): \(w) in\n\(local.text)") }
        #expect(!local.text.contains("is out of order") && !local.text.contains("skipped a line"), "\(local.text)")
        o.format = .jsonl
        #expect(try TraceCheck.run(log: dir + "/device.log", o).text.contains((words[lang] ?? [""])[0]))
    }

    /// A callback that breaks an invariant is drawn in red in the chart, with or without a scenario.
    @Test func invariantViolationsAreMarkedInTheChart() throws {
        let dir = try temporaryDirectory("svg")
        try Data("A viewDidLoad\nA viewWillAppear\nB viewDidLoad\nB viewDidAppear\nB viewWillAppear\n".utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        var o = TraceCheck.Options()
        o.format = .svg
        let svg = try TraceCheck.run(log: dir + "/device.log", o).text
        #expect(svg.contains("class=\"edge message unexpected\""), "the broken call is marked")
        try Data("A viewDidLoad\nA viewWillAppear\nA viewDidAppear\n".utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        #expect(!(try TraceCheck.run(log: dir + "/device.log", o).text.contains("unexpected\"")), "a faithful log has no mark")
    }
}
