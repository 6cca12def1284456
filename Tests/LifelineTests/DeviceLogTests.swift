import Foundation
@testable import LifelineCommands
import LifelineEngine
import LifelineModel
import LifelineSite
@testable import LifelineTraceCheck
@testable import ScenarioFormat
import Testing

/// `lifeline trace check`: device logs in the forms people print, checked and compared with the model.
@Suite struct DeviceLogTests {
    func read(_ text: String, map: [String: String] = [:]) throws -> DeviceLog { try DeviceLog.read(text, file: "log.txt", map: map) }
    func calls(_ log: DeviceLog) -> [String] { log.trace.events.map { "\($0.actorRef).\($0.callback.rawValue)" } }

    @Test func everyConsoleFormPeoplePrintIsRead() throws {
        let log = try read("""
        A viewWillAppear
        A - viewDidAppear(true)
        B: viewDidLoad()
        ViewController - View Did Load
        FirstViewController viewDidAppear(animated: true)
        <MyApp.FirstViewController: 0x7fb1c2d0> viewWillDisappear
        -[FirstViewController viewDidDisappear:]
        2024-05-01 10:00:00.123456+0900 MyApp[123:4567] B deinit
        2024-05-01 10:00:00.123457+0900 MyApp[123:4567] -[LegacyController dealloc]
        loaded 3 photos
        """)
        #expect(calls(log) == ["A.viewWillAppear", "A.viewDidAppear", "B.viewDidLoad", "ViewController.viewDidLoad",
                               "FirstViewController.viewDidAppear", "FirstViewController.viewWillDisappear",
                               "FirstViewController.viewDidDisappear", "B.deinit", "LegacyController.deinit"])
        #expect(log.lines == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(log.skipped == 1)
    }

    /// Issue #34, item 1 (a regression): a name in any script is read whole, wherever it stands.
    @Test func namesInAnyScriptAreReadWhole() throws {
        let log = try read("""
        画面A viewDidLoad()
        Écran viewWillAppear(_:)
        <MyApp.화면: 0x6000a1> viewDidAppear(_:)
        -[ÉcranDeux viewDidDisappear:]
        deinit 画面B
        Экран.viewWillDisappear(_:)
        """)
        #expect(calls(log) == ["画面A.viewDidLoad", "Écran.viewWillAppear", "화면.viewDidAppear", "ÉcranDeux.viewDidDisappear",
                               "画面B.deinit", "Экран.viewWillDisappear"])
    }

    /// The quick filter that skips a line naming no callback must let every spelling through:
    /// `prepare(for:sender:)` was skipped because no hint word was in it (issue #34, item 6).
    @Test func everySpellingPassesTheQuickFilter() {
        let missed = Callback.spellings.keys.filter { !LogMessage.mayNameACallback(Substring($0)) }.sorted()
        #expect(missed.isEmpty, "\(missed)")
    }

    /// Issue #34, items 2, 3 and 6: the object and callback inside brackets, `#file #line #function`,
    /// a signature printed without its arguments or with a made-up label, the Swift `prepare(for:sender:)`,
    /// and `Type.member`.
    @Test func spellingsPeoplePrintAreRead() throws {
        let log = try read("""
        [A viewDidLoad()](14): loaded
        A.swift 14 viewWillAppear(_:) 40
        A viewDidAppear()
        B viewWillAppear(animated:)
        A prepare(for:sender:)
        DetailViewController.deinit
        """)
        #expect(calls(log) == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear", "B.viewWillAppear", "A.prepare(for:sender:)",
                               "DetailViewController.deinit"])
    }

    @Test func jsonLinesWithoutTheEngineFieldsAreRead() throws {
        let log = try read("""
        {"actor":"A","callback":"viewDidLoad"}
        {"actor":"A","callback":"viewWillAppear","args":{"animated":false}}
        """)
        #expect(calls(log) == ["A.viewDidLoad", "A.viewWillAppear"])
        #expect(throws: LocatedError.self) { try read("{\"actor\":\"A\",\"callback\":\"viewDidShow\"}") }
    }

    @Test func ambiguousLinesAreReportedWithTheirLine() throws {
        let log = try read("A viewWillAppear then viewDidAppear\nviewDidLoad\n")
        #expect(log.ambiguous.map(\.line) == [1, 2])
        #expect(log.trace.events.isEmpty)
    }

    @Test func aNameSeenAgainAfterItsDeinitIsANewObject() throws {
        let log = try read("B viewDidLoad\nB deinit\nB viewDidLoad\n")
        #expect(log.trace.events.map(\.instance) == [1, 1, 2])
    }

    /// The tab-switch scenario as a device logs it (the order of R3.tab, written from the evidence:
    /// the arriving tab's viewWillAppear before the leaving tab's viewWillDisappear), classes mapped.
    let faithful = """
    First viewDidLoad
    First viewWillAppear
    First viewDidAppear
    Second viewDidLoad
    Second viewWillAppear
    First viewWillDisappear
    First viewDidDisappear
    Second viewDidAppear
    First viewWillAppear
    Second viewWillDisappear
    Second viewDidDisappear
    First viewDidAppear
    """

    func check(_ text: String) throws -> TraceCheck.Report {
        let path = try temporaryDirectory("log") + "/device.log"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var o = TraceCheck.Options()
        o.against = shipped + "/Scenarios/tab-switch.yaml"
        o.map = ["First": "ViewController", "Second": "SecondViewController"]
        return try TraceCheck.run(log: path, o)
    }

    @Test func aFaithfulLogAgreesWithTheModel() throws {
        let report = try check(faithful)
        #expect(report.agrees, "\(report.text)")
        #expect(report.text.contains("the log agrees with the model"))
    }

    @Test func twoSwappedCallbacksFailNamingTheLine() throws {
        var lines = faithful.split(separator: "\n").map(String.init)
        lines.swapAt(4, 5)   // First viewWillDisappear before Second viewWillAppear: the push order, not the tab order
        let report = try check(lines.joined(separator: "\n"))
        #expect(!report.agrees)
        // Line 5 now holds First's viewWillDisappear, which R3.tab puts after Second's viewWillAppear.
        #expect(report.text.contains("device.log:5: error: ViewController.viewWillDisappear is out of order: the model calls it after SecondViewController.viewWillAppear (rule R3.tab)"), "\(report.text)")
    }

    @Test func brokenInvariantsNameTheLine() throws {
        let path = try temporaryDirectory("log") + "/bad.log"
        // The log prints viewWillAppear (for B), so A's viewDidAppear without one is a real omission.
        try "B viewDidLoad\nB viewWillAppear\nA viewDidLoad\nA viewDidAppear\n".write(toFile: path, atomically: true, encoding: .utf8)
        let report = try TraceCheck.run(log: path, TraceCheck.Options())
        #expect(!report.agrees)
        #expect(report.text.contains("bad.log:4: error: A: viewDidAppear without viewWillAppear"), "\(report.text)")
    }
}

@Suite struct ListTests {
    @Test func listHasAHeaderAndAlignedColumns() throws {
        let text = try CommandOutput.list(directory: shipped + "/Scenarios")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("id ") == true && lines.first?.hasSuffix("steps  title") == true)
        let column = try #require(lines[0].range(of: "profile")).lowerBound.utf16Offset(in: lines[0])
        for line in lines.dropFirst() { #expect(line.dropFirst(column).hasPrefix("ios"), "\(line)") }
        #expect(lines.count == canonicalIDs.count + 1)
    }
}
