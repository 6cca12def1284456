import Foundation
@testable import LifelineOutput
import LifelineSite
import LifelineTestSupport
@testable import ScenarioFormat
import Testing

/// Issue #32's smaller items (B6, B8, B11, B15, B18), each as a user meets it: the command run as a
/// process, with the shell's limits where the item is about them.
@Suite struct ReliabilityTests {
    func sh(_ script: String, in dir: String) async throws -> (status: Int32, output: String) {
        try await runProcessOffPool("/bin/bash", ["-c", script, LifelineCommand.binary], timeout: 120, in: dir)
    }

    /// A scenario of `steps` push/pop pairs, for outputs larger than a pipe holds.
    static func longScenario(_ steps: Int) -> String {
        "id: long\ntitle: Long\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n"
            + String(repeating: "  - push: B\n  - pop\n", count: steps)
    }

    /// B6: a scenario that is a symbolic link is fingerprinted by what it points to: editing the target rebuilds.
    @Test func aLinkedScenarioEditedIsRebuilt() async throws {
        let dir = try temporaryDirectory("linked-input")
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/S", withIntermediateDirectories: true)
        let yaml = "id: mine\ntitle: ORIGINAL TITLE\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/real/mine.yaml"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/S/mine.yaml", withDestinationPath: "../real/mine.yaml")
        var o = siteOptions(output: dir + "/out")
        o.scenarios = dir + "/S"
        o.languages = [.english]
        _ = try await SiteBuild.run(o)
        try Data(yaml.replacingOccurrences(of: "ORIGINAL", with: "EDITED").utf8).write(to: URL(fileURLWithPath: dir + "/real/mine.yaml"))
        let again = try await SiteBuild.run(o)
        #expect(!again.upToDate)
        #expect(try String(contentsOfFile: dir + "/out/en/scenarios/mine.html", encoding: .utf8).contains("EDITED TITLE"))
    }

    /// B8: a regular file under /dev/shm is replaced like any other file, not appended to.
    @Test func aFileUnderDevShmIsReplaced() async throws {
        let dir = try temporaryDirectory("devshm")
        guard FileManager.default.fileExists(atPath: "/dev/shm") else { Issue.record("no /dev/shm on this machine"); return }
        let path = "/dev/shm/lifeline-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).svg"
        defer { unlink(path) }
        for _ in 0..<2 {
            let r = try await sh("\"$0\" run navigation-push-pop --format svg --output \(path)", in: dir)
            #expect(r.status == 0, "\(r.output)")
        }
        let once = try await sh("\"$0\" run navigation-push-pop --format svg", in: dir).output
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(once.utf8), "one SVG document, not two")
    }

    /// B15: a closed pipe and a file-size limit are errors (exit 1 with the reason), not signals.
    @Test func aClosedPipeAndAFileSizeLimitExitOne() async throws {
        let dir = try temporaryDirectory("signals")
        try Data(Self.longScenario(400).utf8).write(to: URL(fileURLWithPath: dir + "/long.yaml"))
        let piped = try await sh("\"$0\" run long.yaml --format jsonl | head -c 1 >/dev/null; echo \"status=${PIPESTATUS[0]}\"", in: dir)
        #expect(piped.output.contains("status=1"), "\(piped.output)")
        let limited = try await sh("ulimit -f 20; \"$0\" run long.yaml --format jsonl --output big.jsonl", in: dir)
        #expect(limited.status == 1 && limited.output.contains("File too large"), "\(limited.status): \(limited.output)")
        #expect((try FileManager.default.contentsOfDirectory(atPath: dir)).sorted() == ["long.yaml"], "nothing half-written is left")
    }

    /// B11 and B18: init says what is wrong with its folder (exit 1), and a write that fails midway
    /// (here a file-size limit, as a full disk would) leaves nothing behind.
    @Test func initFailsCleanly() async throws {
        let dir = try temporaryDirectory("init-fails")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling", withDestinationPath: dir + "/nowhere")
        let dangling = try await sh("\"$0\" init dangling", in: dir)
        #expect(dangling.status == 1 && dangling.output.contains("symbolic link to nothing"), "\(dangling.output)")
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/afile"))
        let underFile = try await sh("\"$0\" init afile/p", in: dir)
        #expect(underFile.status == 1 && underFile.output.contains("afile"), "\(underFile.output)")
        let full = try await sh("ulimit -f 1; \"$0\" init p", in: dir)
        #expect(full.status == 1 && full.output.contains("File too large"), "\(full.output)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/p"), "no half project")
        try FileManager.default.createDirectory(atPath: dir + "/empty", withIntermediateDirectories: true)
        _ = try await sh("ulimit -f 1; \"$0\" init empty", in: dir)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/empty") == [], "an empty folder stays empty")
        let ok = try await sh("\"$0\" init empty", in: dir)
        #expect(ok.status == 0 && FileManager.default.fileExists(atPath: dir + "/empty/lifeline.yaml"), "\(ok.output)")
    }

    /// B17: a scenario's mistakes are said where they are.
    @Test func scenarioMistakesAreSaidWhereTheyAre() throws {
        let dir = try temporaryDirectory("diagnostics")
        func message(_ name: String, _ bytes: [UInt8]) -> String {
            FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(bytes))
            do { _ = try Catalog.loadFile(dir + "/" + name, expectID: true); return "" } catch { return "\(error)" }
        }
        let head = "id: bad\nwindow:\n  navigation: [A]\nsteps:\n"
        let invalid = message("bad.yaml", Array((head + "  - push: B").utf8) + [0xFF, 0x0A])
        #expect(invalid.contains("bad.yaml:5:12:") && invalid.contains("not UTF-8"), "\(invalid)")
        let separator = message("bad.yaml", Array((head + "  - launch\n  - push: B\n    note: \"one\u{2028}two\"\n").utf8))
        #expect(separator.contains("bad.yaml:7:") && separator.contains("U+2028"), "\(separator)")
        let hidden = message(".hidden.yaml", Array((head + "  - launch\n").utf8))
        #expect(hidden.contains("rename the file to bad.yaml") && !hidden.contains("set id: \n") && !hidden.hasSuffix("set id: "), "\(hidden)")
        let long = String(repeating: "a", count: 250)
        let tooLong = message(long + ".yaml", Array((head.replacingOccurrences(of: "id: bad", with: "id: " + long) + "  - launch\n").utf8))
        #expect(tooLong.contains(":1:") && tooLong.contains("at most 100"), "\(tooLong.prefix(300))")
    }

    /// B17: a logo that is not a file of the static folder is refused, not published as a broken image.
    @Test func aMissingLogoIsRefused() async throws {
        let dir = try temporaryDirectory("logo")
        try FileManager.default.createDirectory(atPath: dir + "/static", withIntermediateDirectories: true)
        var o = siteOptions()
        o.languages = [.english]
        o.settings.staticFolder = dir + "/static"
        o.settings.logo = "logo.svg"
        await #expect(throws: (any Error).self) { _ = try await SiteBuild.run(o, into: MemoryOutput()) }
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: URL(fileURLWithPath: dir + "/static/logo.svg"))
        _ = try await SiteBuild.run(o, into: MemoryOutput())
    }

    /// `trace check /dev/zero` read for ever; a device is refused at once. A log's bidi controls are
    /// shown as escapes, never sent raw to the terminal (B19).
    @Test func traceCheckRefusesDevicesAndShowsBidiControls() async throws {
        let dir = try temporaryDirectory("trace-devices")
        let zero = try await runProcessOffPool(LifelineCommand.binary, ["trace", "check", "/dev/zero"], timeout: 30)
        #expect(zero.status == 1 && zero.output.contains("is a device"), "\(zero.output)")
        let log = "started \u{202E}gnitseretni\nnothing here\n"
        try Data(log.utf8).write(to: URL(fileURLWithPath: dir + "/bidi.log"))
        let r = try await runProcessOffPool(LifelineCommand.binary, ["trace", "check", "bidi.log"], timeout: 60, in: dir)
        #expect(!r.output.unicodeScalars.contains("\u{202E}") && r.output.contains("\\u{202E}"), "\(r.output)")
    }
}
