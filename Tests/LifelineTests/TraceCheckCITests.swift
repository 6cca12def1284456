import Foundation
import LifelineOutput
import LifelineTestSupport
@testable import LifelineTraceCheck
import Testing

/// Issue #34, "where CI shows it" and "exit codes a CI can trust": `--format github`, `--strict`, `-`.
@Suite struct TraceCheckCITests {
    static let push = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nA viewWillDisappear\nB viewWillAppear\nA viewDidDisappear\nB viewDidAppear\n"
    /// The push with B's viewDidLoad twice: a view loaded again without being unloaded (an invariant) and a
    /// call the model does not make.
    static let loadedTwice = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nB viewDidLoad\nA viewWillDisappear\nB viewWillAppear\n"
        + "A viewDidDisappear\nB viewDidAppear\n"
    /// The push with B's viewWillAppear and A's viewDidDisappear swapped: against R3.push. One published log
    /// shows another push order, but every other log and real-UIKit test agree (high confidence): an error.
    static let swapped = "A viewDidLoad\nA viewWillAppear\nA viewDidAppear\nB viewDidLoad\nA viewWillDisappear\nA viewDidDisappear\nB viewWillAppear\nB viewDidAppear\n"

    func check(_ log: String, file: String = "device.log", format: OutputFormat = .text, strict: Bool = false) throws -> TraceCheck.Report {
        let dir = try temporaryDirectory("ci")
        try Data(log.utf8).write(to: URL(fileURLWithPath: dir + "/" + file))
        var o = TraceCheck.Options()
        o.scenarios = shipped + "/Scenarios"
        o.against = "navigation-push-pop"
        o.format = format
        o.strict = strict
        return try TraceCheck.run(log: dir + "/" + file, o)
    }

    /// Each finding is a workflow command on the log's file and line; errors are `::error`, and the run fails.
    @Test func githubAnnotationsNameTheFileAndLine() throws {
        let r = try check(Self.loadedTwice, format: .github)
        #expect(!r.agrees)
        let annotations = r.text.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == r.findings.count, "one annotation per finding: \(r.text)")
        for a in annotations {
            #expect(a.hasPrefix("::error file=") || a.hasPrefix("::warning file="), "\(a)")
            #expect(a.contains("device.log") && a.contains("title=lifeline trace check%3A "), "\(a)")
        }
        #expect(annotations.contains { $0.hasPrefix("::error ") && $0.contains("device.log,line=5,") && $0.contains("viewDidLoad") }, "\(r.text)")
        #expect(r.text.split(separator: "\n").last?.contains("read 9 callbacks from 9 lines") == true, "the summary ends the output: \(r.text)")
    }

    /// The runner splits properties at `,` and `:` and reads `%` escapes: a file name with them stays one value.
    @Test func githubPropertiesAreEscaped() throws {
        let r = try check(Self.loadedTwice, file: "a,b:c%.log", format: .github)
        #expect(r.text.contains("a%2Cb%3Ac%25.log,line="), "\(r.text)")
        #expect(GitHubAnnotations.data("50%\nmore\r") == "50%25%0Amore%0D")
    }

    /// A log that stops after the push agrees with a warning ("the log ends at step 2"); `--strict` fails it.
    @Test func strictFailsOnWarnings() throws {
        let lenient = try check(Self.push)
        #expect(lenient.agrees && lenient.findings.contains { $0.severity == .warning }, "\(lenient.text)")
        let strict = try check(Self.push, strict: true)
        #expect(!strict.agrees, "\(strict.text)")
        // Where the evidence really conflicts (R9.scene-launch-active, low confidence: does the first connection
        // send sceneWillEnterForeground before sceneDidBecomeActive?), another order is a warning: it passes,
        // and fails with --strict.
        let sceneFirst = "A viewDidLoad\nA viewWillAppear\nSceneDelegate sceneDidBecomeActive(_:)\nSceneDelegate sceneWillEnterForeground(_:)\n"
            + Self.push.split(separator: "\n").dropFirst(2).joined(separator: "\n") + "\n"
        let excused = try check(sceneFirst)
        #expect(excused.agrees && excused.findings.contains { $0.kind == .outOfOrder && $0.severity == .warning && $0.rule?.rawValue == "R9.scene-launch-active" },
                "\(excused.text)")
        #expect(try !check(sceneFirst, strict: true).agrees)
        // A push in another order fails in both modes: R3.push's dissent is one log against every other source.
        #expect(try !check(Self.swapped).agrees)
        #expect(try !check(Self.swapped, strict: true).agrees)
    }

    /// A missing call names the line where it was due (the log's next line after the call before it), so
    /// its annotation sits on the right line.
    @Test func aMissingCallNamesTheLineWhereItWasDue() throws {
        // B's viewWillAppear left out: the model has it after A's viewWillDisappear (line 5), so it was due at line 6.
        let lines = Self.push.split(separator: "\n").filter { $0 != "B viewWillAppear" }.joined(separator: "\n") + "\n"
        let r = try check(lines, format: .github)
        #expect(!r.agrees)
        #expect(r.findings.contains { $0.kind == .missing && $0.callback == "viewWillAppear" && $0.line == 6 }, "\(r.text)")
        #expect(r.text.contains("device.log,line=6,title=lifeline trace check%3A missing::"), "\(r.text)")
    }

    /// `-` reads standard input, as a pipe gives it; the findings name `<stdin>`.
    @Test func aDashReadsStandardInput() throws {
        let dir = try temporaryDirectory("stdin")
        try Data(Self.loadedTwice.utf8).write(to: URL(fileURLWithPath: dir + "/device.log"))
        let command = "'\(LifelineCommand.binary)' trace check - --against navigation-push-pop < device.log"
        let run = try runProcess("/bin/sh", ["-c", command], timeout: 120, in: dir)
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("<stdin>: read 9 callbacks from 9 lines") && run.output.contains("<stdin>:5: error:"), "\(run.output)")
        let good = try runProcess("/bin/sh", ["-c", "printf '\(Self.push.replacingOccurrences(of: "\n", with: "\\n"))' | '\(LifelineCommand.binary)' trace check - --against navigation-push-pop"],
                                  timeout: 120, in: dir)
        #expect(good.status == 0, "\(good.output)")
    }
}
