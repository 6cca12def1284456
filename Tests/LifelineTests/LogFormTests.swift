import Foundation
import LifelineSite
@testable import LifelineTraceCheck
import ScenarioFormat
import Testing

/// Issue #19: every form of console line developers print, written here by hand from the tools'
/// documented formats (not from lifeline's own examples), read back and checked against the model:
/// a faithful push exits 0, a swapped pair and a missing viewDidAppear exit 1.
@Suite struct LogFormTests {
    /// The push of `navigation-push-pop` as its view controllers log it (the navigation controller is UIKit's own).
    static let push = [("A", "viewDidLoad"), ("A", "viewWillAppear"), ("A", "viewDidAppear"), ("B", "viewDidLoad"),
                       ("A", "viewWillDisappear"), ("B", "viewWillAppear"), ("A", "viewDidDisappear"), ("B", "viewDidAppear")]

    /// Each form: how a line looks, given the app's own text.
    static let forms: [(name: String, line: @Sendable (Int, String) -> String)] = [
        ("xcode", { i, m in "2024-05-01 10:00:0\(i % 10).12345\(i % 10)+0900 MyApp[7397:1a2b3] \(m)" }),
        ("log stream", { _, m in "2024-05-01 10:00:00.123456+0900 0x2b9c1    Default     0x0                  1234   0    MyApp: \(m)" }),
        ("log show compact", { _, m in "2024-05-01 10:00:00.123 Df MyApp[1234:2b9c1] [com.me.app:lifecycle] \(m)" }),
        ("log show syslog", { _, m in "2024-05-01 10:00:00.123456+0900  localhost MyApp[1234]: (MyApp) [com.me.app:lifecycle] \(m)" }),
        ("syslog", { i, m in "May  1 10:00:0\(i % 10) my-host MyApp[123] <Notice>: \(m)" }),
        ("idevicesyslog", { _, m in "May  1 10:00:00 iPhone MyApp(UIKitCore)[123] <Notice>: \(m)" }),
        ("pid only", { _, m in "[7397:f803] \(m)" }),
        ("time only", { i, m in "10:00:0\(i % 10).123 \(m)" }),
        ("app clock", { i, m in "  8185.\(70 + i)  \(m)" }),
        ("numbered", { i, m in "\(i + 1): \(m)" }),
        ("Logger category", { _, m in "[Lifecycle] \(m)" }),
        ("ANSI colour", { _, m in "\u{1B}[32m\(m)\u{1B}[0m" }),
        ("emoji", { _, m in "🟢 \(m)" }),
        ("CRLF", { _, m in m + "\r" }),
        ("ndjson", { _, m in #"{"timestamp":"2024-05-01 10:00:00.123456+0900","messageType":"Default","eventMessage":"\#(m)","processID":1234}"# }),
    ]

    /// The app's text for a callback, in the spellings people print, one after another.
    static func message(_ i: Int, _ actor: String, _ callback: String) -> String {
        switch i % 6 {
        case 0: return "\(actor) \(callback)"
        case 1: return callback == "viewDidLoad" ? "-[\(actor) viewDidLoad]" : "-[\(actor) \(callback):]"
        case 2: return "<MyApp.\(actor): 0x7fb1c2d0\(i)> " + (callback == "viewDidLoad" ? "viewDidLoad()" : "\(callback)(_:)")
        case 3: return "\(actor) - " + callback.replacingOccurrences(of: "view", with: "View ").replacingOccurrences(of: "Did", with: "Did ")
            .replacingOccurrences(of: "Will", with: "Will ")
        case 4: return callback == "viewDidLoad" ? "\(actor).viewDidLoad()" : "\(actor).\(callback)(true)"
        default: return "111\(actor) \(callback)"
        }
    }

    func check(_ lines: [String], _ dir: String) throws -> (agrees: Bool, text: String) {
        let path = dir + "/\(UUID().uuidString.prefix(6)).log"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        var o = TraceCheck.Options()
        o.against = "navigation-push-pop"
        o.scenarios = shipped + "/Scenarios"
        let r = try TraceCheck.run(log: path, o)
        return (r.agrees, r.text)
    }

    @Test(arguments: forms.indices) func eachFormReadsFaithfulSwappedAndMissing(_ k: Int) throws {
        let form = Self.forms[k]
        let dir = try temporaryDirectory("forms")
        func lines(_ calls: [(String, String)]) -> [String] {
            calls.enumerated().map { i, c in form.line(i, Self.message(i, c.0, c.1)) } + [form.line(99, "loaded 3 photos")]
        }
        let faithful = try check(lines(Self.push), dir)
        #expect(faithful.agrees, "\(form.name), faithful:\n\(faithful.text)")
        #expect(faithful.text.contains("read 8 callbacks"), "\(form.name): \(faithful.text)")
        var swapped = Self.push
        swapped.swapAt(1, 2)                                        // A's viewDidAppear before its viewWillAppear
        let s = try check(lines(swapped), dir)
        #expect(!s.agrees, "\(form.name), swapped:\n\(s.text)")
        let missing = Self.push.filter { !($0.0 == "B" && $0.1 == "viewDidAppear") }
        let m = try check(lines(missing), dir)
        #expect(!m.agrees && m.text.contains("B.viewDidAppear"), "\(form.name), missing viewDidAppear:\n\(m.text)")
    }

    @Test func aLogNothingWasReadFromFails() throws {
        let dir = try temporaryDirectory("must-fail")
        for (name, text) in [("empty", ""), ("noise", "starting up\nloaded 3 photos\n"), ("nameless", "viewDidLoad()\nviewWillAppear(_:)\n")] {
            let path = dir + "/\(name).log"
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            var o = TraceCheck.Options()
            o.against = "navigation-push-pop"
            o.scenarios = shipped + "/Scenarios"
            #expect(throws: (any Error).self, "\(name) must fail") { try TraceCheck.run(log: path, o) }
            do { _ = try TraceCheck.run(log: path, o) } catch {
                #expect("\(error)".contains("nothing in this log was read"), "\(name): \(error)")
                #expect("\(error)".contains("forms tried: jsonl"), "\(name): \(error)")
            }
        }
    }

    /// A line longer than 64 KB is reported and skipped, and the rest of the log is read.
    @Test func aHugeLineIsSkippedNotKept() throws {
        var text = "A viewDidLoad\n" + String(repeating: "x", count: 1_000_000) + "\nA viewWillAppear\n"
        text += "A viewDidAppear\n"
        let log = try DeviceLog.read(text, file: "huge.log")
        #expect(log.trace.events.count == 3)
        #expect(log.ambiguous.contains { $0.line == 2 && $0.why.contains("longer than 64 KB") })
    }

    /// Callbacks are matched by their whole signature: `willMove(toSuperview:)` is not `willMove(toParent:)`,
    /// `-[X init]` is not `init(coder:)`, and Objective-C selectors are read.
    @Test func callbacksAreMatchedByFullSignature() throws {
        let log = try DeviceLog.read("""
        A willMove(toSuperview:)
        -[A init]
        A application(_:didFinishLaunchingWithOptions:)
        -[A willMoveToParentViewController:]
        -[A didMoveToParentViewController:]
        -[A viewWillTransitionToSize:withTransitionCoordinator:]
        viewDidLoad <MyApp.ViewController: 0x600003a0c000>
        applicationDidBecomeActive(_:)
        A willMove
        """, file: "sig.log")
        let calls = log.trace.events.map { "\($0.actor).\($0.callback.rawValue)" }
        #expect(calls == ["A.willMove(toSuperview:)", "A.application(_:didFinishLaunchingWithOptions:)", "A.willMove(toParent:)",
                          "A.didMove(toParent:)", "A.viewWillTransition(to:with:)", "ViewController.viewDidLoad",
                          "AppDelegate.applicationDidBecomeActive(_:)"], "\(calls)")
        #expect(log.ambiguous.contains { $0.line == 9 }, "a bare name several callbacks share is ambiguous")
    }

    /// `log show --style json` writes one array over many lines; its entries' messages are read.
    @Test func anExportedOSLogArrayIsRead() throws {
        let entries = Self.push.map { ["timestamp": "2024-05-01 10:00:00.123456+0900", "messageType": "Default", "eventMessage": "\($0.0) \($0.1)"] }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted])
        let dir = try temporaryDirectory("oslog")
        try data.write(to: URL(fileURLWithPath: dir + "/export.json"))
        let r = try LifelineCommand.run(["trace", "check", "export.json", "--against", "navigation-push-pop"], in: dir)
        #expect(r.status == 0 && r.output.contains("read 8 callbacks") && r.output.contains("oslog-json 8"), "\(r.output)")
    }

    /// Issue #32, B7: the array is read an entry at a time, whatever chunk boundaries fall in it:
    /// braces, brackets, quotes and escapes inside strings, a BOM, and entries of a megabyte each (the
    /// file is read in 1 MB chunks); a file that only begins like an array is read as lines.
    @Test func anOSLogArrayIsReadAnEntryAtATime() throws {
        let dir = try temporaryDirectory("oslog-stream")
        let noise = String(repeating: "x{[\\\"]}", count: 130_000)   // ~1.2 MB of JSON per padded entry
        var entries: [[String: Any]] = []
        for (i, e) in Self.push.enumerated() {
            entries.append(["eventMessage": "\(e.0) \(e.1)", "subsystem": i % 3 == 0 ? noise : "com.me.app", "n": [i, ["}": "]"]]])
            entries.append(["eventMessage": "a line with {braces} and [brackets] and \"quotes\"", "processID": i])
        }
        var data = Data([0xEF, 0xBB, 0xBF])
        data += try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted])
        try data.write(to: URL(fileURLWithPath: dir + "/export.json"))
        #expect(data.count > 3 << 20, "the entries cross chunk boundaries")
        let r = try LifelineCommand.run(["trace", "check", "export.json", "--against", "navigation-push-pop"], in: dir)
        #expect(r.status == 0 && r.output.contains("read 8 callbacks") && r.output.contains("oslog-json 8"), "\(r.output)")
        // Lines that begin with "[" but are no array: read as lines, as before.
        try Data(("[Lifecycle] A viewDidLoad\n" + Self.push.dropFirst().map { "[Lifecycle] \($0.0) \($0.1)" }.joined(separator: "\n")).utf8)
            .write(to: URL(fileURLWithPath: dir + "/tagged.log"))
        let lines = try LifelineCommand.run(["trace", "check", "tagged.log", "--against", "navigation-push-pop"], in: dir)
        #expect(lines.status == 0 && lines.output.contains("read 8 callbacks"), "\(lines.output)")
    }

    /// A byte-order mark is skipped before the array only: the bytes 0xEF and 0xBB between entries are no
    /// array (a `where` that guarded only the last pattern of the case let them through).
    @Test func aByteOrderMarkIsSkippedBeforeTheArrayOnly() throws {
        var entries: [[UInt8]] = []
        var first = OSLogArray.Splitter()
        try first.feed(Array("\u{FEFF}[{\"a\": 1}]".utf8)) { entries.append($0) }
        #expect(entries == [Array("{\"a\": 1}".utf8)])
        for stray: UInt8 in [0xEF, 0xBB, 0xBF] {
            var s = OSLogArray.Splitter()
            #expect(throws: OSLogArray.NotAnArray.self) { try s.feed(Array("[{\"a\": 1}".utf8) + [stray] + Array(", {\"b\": 2}]".utf8)) { _ in } }
        }
    }

    /// A log piped in through /dev/stdin is read in one pass.
    @Test func aPipedLogIsRead() throws {
        let dir = try temporaryDirectory("pipe")
        let text = Self.push.map { "\($0.0) \($0.1)" }.joined(separator: "\n")
        let r = try runProcess("/bin/bash", ["-c", "printf '%s\\n' \"$1\" | \"$0\" trace check /dev/stdin --against navigation-push-pop",
                                             LifelineCommand.binary, text], in: dir)
        #expect(r.status == 0 && r.output.contains("read 8 callbacks"), "\(r.output)")
    }
}
