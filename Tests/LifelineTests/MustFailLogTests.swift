import Foundation
import LifelineEngine
@testable import LifelineTraceCheck
import LifelineTestSupport
import Testing

/// Issue #34, "false passes a CI gate must not have": logs an app developer prints (their controllers'
/// appearance callbacks and deinit), run as a CI step runs them. The faithful logs are written from the
/// rules (lifecycle-rules.md R3: a push or pop is old.viewWillDisappear, new.viewWillAppear,
/// old.viewDidDisappear, new.viewDidAppear; R5: the new view loads first; R7.release: a popped
/// controller is released after its viewDidDisappear), and each must-fail log breaks one thing.
@Suite struct MustFailLogTests {
    /// navigation-push-pop: A at the root, push B, pop.
    static let pushPop = """
    A viewDidLoad
    A viewWillAppear
    A viewDidAppear
    B viewDidLoad
    A viewWillDisappear
    B viewWillAppear
    A viewDidDisappear
    B viewDidAppear
    B viewWillDisappear
    A viewWillAppear
    B viewDidDisappear
    A viewDidAppear
    B deinit
    """.split(separator: "\n").map(String.init)

    /// navigation-three-levels: push Second, push Third, pop (Third released), pop (Second released),
    /// push a new Second.
    static let threeLevels = """
    ViewController viewDidLoad
    ViewController viewWillAppear
    ViewController viewDidAppear
    SecondViewController viewDidLoad
    ViewController viewWillDisappear
    SecondViewController viewWillAppear
    ViewController viewDidDisappear
    SecondViewController viewDidAppear
    ThirdViewController viewDidLoad
    SecondViewController viewWillDisappear
    ThirdViewController viewWillAppear
    SecondViewController viewDidDisappear
    ThirdViewController viewDidAppear
    ThirdViewController viewWillDisappear
    SecondViewController viewWillAppear
    ThirdViewController viewDidDisappear
    SecondViewController viewDidAppear
    ThirdViewController deinit
    SecondViewController viewWillDisappear
    ViewController viewWillAppear
    SecondViewController viewDidDisappear
    ViewController viewDidAppear
    SecondViewController deinit
    SecondViewController viewDidLoad
    ViewController viewWillDisappear
    SecondViewController viewWillAppear
    ViewController viewDidDisappear
    SecondViewController viewDidAppear
    """.split(separator: "\n").map(String.init)

    /// `lifeline trace check` as CI runs it: the exit status and what it printed.
    func run(_ lines: [String], against scenario: String, strict: Bool = false) throws -> (status: Int32, output: String) {
        let dir = try temporaryDirectory("must-fail")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        return try LifelineCommand.run(["trace", "check", "device.log", "--against", scenario] + (strict ? ["--strict"] : []), in: dir)
    }

    @Test(arguments: [("navigation-push-pop", pushPop), ("navigation-three-levels", threeLevels)])
    func faithfulLogsPass(scenario: String, lines: [String]) throws {
        for strict in [false, true] {
            let r = try run(lines, against: scenario, strict: strict)
            #expect(r.status == 0, "\(scenario) strict=\(strict): \(r.output)")
        }
    }

    static func swapped(_ lines: [String], _ a: String, _ b: String) -> [String] {
        var out = lines
        if let i = out.firstIndex(of: a), let j = out.firstIndex(of: b) { out.swapAt(i, j) }
        return out
    }

    /// Each breaks one thing, and exits 1 with and without --strict, naming what broke.
    static let mustFail: [(name: String, scenario: String, lines: [String], says: String)] = [
        ("swapped pair", "navigation-push-pop", swapped(pushPop, "A viewWillDisappear", "B viewWillAppear"), "B.viewWillAppear is out of order"),
        ("missing call", "navigation-push-pop", pushPop.filter { $0 != "A viewDidDisappear" }, "missing A.viewDidDisappear"),
        // The app prints Third's deinit, so it would print Second's: Second leaks, and the Second pushed again is the old one.
        ("missing deinit", "navigation-three-levels", threeLevels.filter { $0 != "SecondViewController deinit" }, "SecondViewController"),
        ("extra call", "navigation-push-pop", Array(pushPop[..<8]) + ["B viewDidLoad"] + pushPop[8...], "B.viewDidLoad"),
        // The B that disappears on the pop is another object than the one pushed.
        ("wrong instance", "navigation-push-pop",
         pushPop.enumerated().map { k, l in l.hasPrefix("B ") ? l.replacingOccurrences(of: "B ", with: k == 8 || k == 10 ? "<App.B: 0x6000b2> " : "<App.B: 0x6000a1> ") : l },
         "B#2"),
    ]

    @Test(arguments: mustFail.indices) func mustFailLogsFail(_ k: Int) throws {
        let c = Self.mustFail[k]
        for strict in [false, true] {
            let r = try run(c.lines, against: c.scenario, strict: strict)
            #expect(r.status == 1, "\(c.name) strict=\(strict): \(r.output)")
            #expect(r.output.contains(c.says) && r.output.contains(": error:"), "\(c.name): \(r.output)")
        }
    }

    /// An app that prints no deinit at all: the model's release is a warning naming the object on its last
    /// line (it may print none, or leak), so the default passes and --strict fails.
    @Test func aReleaseNeverPrintedIsAWarning() throws {
        let lines = Self.pushPop.filter { $0 != "B deinit" }
        let lenient = try run(lines, against: "navigation-push-pop")
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(lenient.output.contains("device.log:11: warning: the model releases B here (rule R7.release)"), "\(lenient.output)")
        #expect(try run(lines, against: "navigation-push-pop", strict: true).status == 1)
    }

    /// Addresses are objects: two pages of one class alive at once are two instances, and an address
    /// seen again after its deinit is a new object (the memory was reused).
    @Test func addressesAreInstances() throws {
        let log = try DeviceLog.read("""
        <App.Page: 0x6000a1> viewWillAppear(_:)
        <App.Page: 0x6000B2> viewWillAppear(_:)
        <App.Page: 0x6000a1> viewDidAppear(_:)
        <App.Page: 0x6000b2> viewDidAppear(_:)
        <App.Page: 0x6000a1> viewWillDisappear(_:)
        Page viewDidDisappear(_:)
        <App.Page: 0x6000a1> deinit
        <App.Page: 0x6000a1> viewDidLoad()
        """, file: "log.txt")
        // A line without an address is about the page seen last (0x6000a1).
        #expect(log.trace.events.map(\.instance) == [1, 2, 1, 2, 1, 1, 1, 3])
        #expect(InvariantChecker.check(log.trace, imported: true).isEmpty, "\(InvariantChecker.check(log.trace, imported: true))")
    }
}
