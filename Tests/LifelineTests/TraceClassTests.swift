import Foundation
import LifelineModel
import LifelineSite
@testable import LifelineTraceCheck
import LifelineTestSupport
import Testing

/// `class:` on a scenario's controllers names them in a device log (issue #11). The expected order is
/// R3.push (shared/spec/lifecycle-rules.md): B loads, A's will-disappear, B's will-appear, A's
/// did-disappear, B's did-appear.
@Suite(.tags(.fast)) struct TraceClassTests {
    static let scenario = """
    id: mine
    controllers:
      A: {class: FirstViewController}
      B: {class: SecondViewController}
    window:
      navigation: [A]
    steps:
      - launch
      - push: B
    """
    static let log = """
    FirstViewController viewDidLoad
    FirstViewController viewWillAppear
    FirstViewController viewDidAppear
    SecondViewController viewDidLoad
    FirstViewController viewWillDisappear
    SecondViewController viewWillAppear
    FirstViewController viewDidDisappear
    SecondViewController viewDidAppear
    """

    func files(scenario: String = scenario) throws -> (log: String, scenario: String) {
        let dir = try temporaryDirectory("classes")
        try Data(scenario.utf8).write(to: URL(fileURLWithPath: dir + "/mine.yaml"))
        try Data(Self.log.utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        return (dir + "/device.log", dir + "/mine.yaml")
    }

    @Test func declaredClassesNameTheControllers() throws {
        let f = try files()
        var o = TraceCheck.Options()
        o.against = f.scenario
        let report = try TraceCheck.run(log: f.log, o)
        #expect(report.agrees, "\(report.text)")
    }

    @Test func withoutThemTheLogDoesNotMatch() throws {
        let f = try files(scenario: Self.scenario.replacingOccurrences(of: "{class: FirstViewController}", with: "{}")
                                                  .replacingOccurrences(of: "{class: SecondViewController}", with: "{}"))
        var o = TraceCheck.Options()
        o.against = f.scenario
        #expect {
            try TraceCheck.run(log: f.log, o)
        } throws: { error in
            // Two classes for two names: pairing them by the order they appear would be a guess that could make a
            // wrong log agree (issue #34, item 9), so the message says how, not which.
            "\(error)".contains("no name in the log is a controller of the scenario") && !"\(error)".contains("--map FirstViewController=")
                && "\(error)".contains("--map ClassInTheLog=NameInTheScenario")
        }
        // A pairing is suggested when it is no guess: each class holds one scenario name.
        #expect(TraceCheck.Comparison.mapping(["FirstViewController", "SecondViewController"], ["Second", "First"])?.map { "\($0.0)=\($0.1)" }
                == ["FirstViewController=First", "SecondViewController=Second"])
        #expect(TraceCheck.Comparison.mapping(["HomeViewController"], ["Detail"])?.map { "\($0.0)=\($0.1)" } == ["HomeViewController=Detail"])
        #expect(TraceCheck.Comparison.mapping(["ChildViewController", "HomeViewController"], ["Home", "Detail"]) == nil)
        o.map = ["FirstViewController": "A", "SecondViewController": "B"]
        #expect(try TraceCheck.run(log: f.log, o).agrees, "--map does the same job")
    }

    @Test func aClassNameMustBeASwiftTypeName() {
        #expect(scenarioFailure("id: t\ncontrollers:\n  A: {class: 'First View'}\nwindow: A\nsteps: [launch]\n")
                == "s.yaml:3:14: error: class 'First View' is not a Swift type name; write it as the app prints it, such as FirstViewController or MyApp.FirstViewController")
    }

    /// --format svg/html/jsonl (issue #11): the log drawn as a chart, a callback the log lacks as a dashed ghost.
    @Test func theLogAsAChartWithTheDifferencesDrawn() throws {
        // Push then pop (R3.pop: B's will-disappear, A's will-appear, B's did-disappear, A's did-appear),
        // with the second viewWillAppear of A left out of the log.
        let f = try files(scenario: Self.scenario + "\n  - pop\n")
        let lacking = Self.log + "\nSecondViewController viewWillDisappear\nSecondViewController viewDidDisappear\nFirstViewController viewDidAppear\n"
        try Data(lacking.utf8).write(to: URL(fileURLWithPath: f.log))
        var o = TraceCheck.Options()
        o.against = f.scenario
        o.locales = shipped + "/Locales"
        o.format = .jsonl
        let jsonl = try TraceCheck.run(log: f.log, o)
        #expect(!jsonl.agrees)
        let objects = jsonl.text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.contains {
            $0["actor"] as? String == "A" && $0["callback"] as? String == "viewWillAppear" && $0["expectedAfter"] as? String == "B.viewWillDisappear"
                && $0["kind"] as? String == "missing" && $0["line"] as? Int == 10   // due where the log shows B's viewDidDisappear
        }, "\(jsonl.text)")
        #expect(jsonl.text.contains("\"kind\":\"invariant\""), "invariant findings are in the JSON Lines too")
        o.format = .svg
        let svg = try TraceCheck.run(log: f.log, o).text
        #expect(svg.contains("class=\"edge message missing\""), "the ghost arrow")
        #expect(svg.contains("prefers-color-scheme: dark"), "a standalone SVG carries its palette")
        o.format = .html
        o.lang = LocaleID(rawValue: "ko")!
        let html = try TraceCheck.run(log: f.log, o).text
        #expect(html.contains("<h1>기기 로그와 모델 비교</h1>"))
        #expect(html.contains("error: A.viewWillAppear가 없습니다: 모델에서는 B.viewWillDisappear 다음에 호출됩니다"), "the findings in Korean: \(html.prefix(1500))")
    }
}
