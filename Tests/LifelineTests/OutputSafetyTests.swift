import Foundation
@testable import LifelineCommands
@testable import LifelineModel
@testable import LifelineOutput
import LifelineSite
import Testing

/// Runs the real command (the build under test) in `cwd`: its exit status and everything it printed.
func lifeline(_ args: [String], in cwd: String, stdout: String? = nil) throws -> (status: Int32, output: String) {
    try LifelineCommand.run(args, in: cwd, stdout: stdout)
}

/// A user's project: the shipped inputs, plus notes and photos of their own.
func makeProject(_ name: String) throws -> String {
    let dir = try temporaryDirectory(name)
    for input in ["Scenarios", "Locales", "Templates"] {
        try FileManager.default.copyItem(atPath: shipped + "/" + input, toPath: dir + "/" + input)
    }
    try Data("my notes\n".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: dir + "/photos/a.jpg"))
    return dir
}

/// Every file (and link) below `root` with its bytes: compared before and after to prove nothing changed.
func snapshot(_ root: String) -> [String: Data] {
    var out: [String: Data] = [:]
    for f in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
        let path = root + "/" + f
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) { out[f] = Data(("→" + link).utf8); continue }
        var dir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &dir), !dir.boolValue { out[f] = FileManager.default.contents(atPath: path) }
        else { out[f + "/"] = Data() }
    }
    return out
}

/// The output lifeline wrote is complete: its manifest lists every file, and every file matches it.
func isCompleteSite(_ dir: String) -> Bool {
    guard let damage = DiskOutput.damage(in: dir) else { return false }
    return damage.isEmpty
}

@Suite(.serialized) struct OutputSafetyTests {
    /// Each place that is not lifeline's to replace is refused with exit 1 and a message naming it;
    /// not one file of the project changes.
    @Test func buildRefusesFoldersItDoesNotOwn() throws {
        let project = try makeProject("own")
        defer { try? FileManager.default.removeItem(atPath: project) }
        try FileManager.default.createDirectory(atPath: project + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project + "/site/photos", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: project + "/site/user-file.txt"))
        try FileManager.default.createSymbolicLink(atPath: project + "/linked", withDestinationPath: project + "/site")
        try FileManager.default.createSymbolicLink(atPath: project + "/parent-link", withDestinationPath: project)
        let before = snapshot(project)
        let cases: [(output: String, says: String)] = [
            (".", "this is the current folder"),
            ("sub/..", "this is the current folder"),
            ("", "the output folder is empty"),
            ("Scenarios", "this is the scenarios folder"),
            ("Templates", "this is the templates folder"),
            ("Templates/site", "inside the templates folder"),
            ("..", "this is the current folder (or holds it)"),
            ("site", "holds files lifeline did not write (photos/, user-file.txt)"),
            ("parent-link/site", "holds files lifeline did not write"),
            ("linked", "is a symbolic link"),
            ("notes.txt", "this is a file, not a folder"),
            ("missing/site", "does not exist; create it first"),
        ]
        for c in cases {
            let r = try lifeline(["build", "--scenarios", "Scenarios", "--locales", "Locales", "--templates", "Templates", "--output", c.output, "--lang", "en"], in: project)
            #expect(r.status == 1, "--output '\(c.output)': exit \(r.status)\n\(r.output)")
            #expect(r.output.contains(c.says), "--output '\(c.output)': \(r.output)")
            #expect(!r.output.contains("NSCocoaErrorDomain") && !r.output.contains(" pages, "))
        }
        #expect(snapshot(project) == before, "a refused build changed the project")
        #expect(!FileManager.default.fileExists(atPath: project + "/.site.building"))
    }

    /// A folder lifeline built is rebuilt in place; a file a user adds to it afterwards is never deleted.
    @Test func aBuiltFolderIsReplacedWholeAndAddedFilesAreKept() throws {
        let project = try makeProject("rebuild")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let first = try lifeline(["build", "--output", "site", "--lang", "en"], in: project)
        #expect(first.status == 0, "\(first.output)")
        #expect(isCompleteSite(project + "/site"))
        // Damage is noticed and repaired: a deleted page comes back.
        try FileManager.default.removeItem(atPath: project + "/site/en/index.html")
        let repaired = try lifeline(["build", "--output", "site", "--lang", "en"], in: project)
        #expect(repaired.status == 0 && repaired.output.contains("no longer matches") && repaired.output.contains("en/index.html"), "\(repaired.output)")
        #expect(isCompleteSite(project + "/site"))
        // A user's file inside the output stops the build; it is still there afterwards.
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: project + "/site/en/mine.txt"))
        let refused = try lifeline(["build", "--output", "site", "--lang", "en"], in: project)
        #expect(refused.status == 1 && refused.output.contains("en/mine.txt"), "\(refused.output)")
        #expect(FileManager.default.contents(atPath: project + "/site/en/mine.txt") == Data("keep me".utf8))
        try FileManager.default.removeItem(atPath: project + "/site/en/mine.txt")
        // A read-only old output is swapped out and removed, and the next build still works.
        try editTemplate(project)
        _ = try runProcess("/bin/chmod", ["-R", "a-w", project + "/site"])
        let overReadOnly = try lifeline(["build", "--output", "site", "--lang", "en"], in: project)
        #expect(overReadOnly.status == 0, "\(overReadOnly.output)")
        #expect(isCompleteSite(project + "/site"))
        #expect(!FileManager.default.fileExists(atPath: project + "/.site.building"))
        try editTemplate(project)
        #expect(try lifeline(["build", "--output", "site", "--lang", "en"], in: project).status == 0)
    }

    /// An edited cached chart is not trusted: it is rendered again, and the page never holds the edit.
    @Test func aTamperedCacheIsNotUsed() async throws {
        let out = MemoryOutput()
        var o = siteOptions(); o.languages = [.english]
        let first = try await memoryBuild(o, into: out)
        let cached = out.files.keys.filter { $0.hasPrefix(".cache/charts/") }.sorted()
        #expect(cached.count == first.charts)
        let victim = cached[0]
        let edited = try #require(out.text(victim)).replacingOccurrences(of: "<svg ", with: "<svg onload=\"alert(1)\" ")
        out.tamper(victim, Data(edited.utf8))
        out.tamper("en/index.html", nil)
        let second = try await memoryBuild(o, into: out)
        #expect(!second.upToDate, "damage forces a rebuild")
        #expect(second.chartsRendered == 1, "only the tampered chart is rendered again")
        #expect(out.files.values.allSatisfy { !String(decoding: $0, as: UTF8.self).contains("onload=") })
        #expect(out.files["en/index.html"] != nil)
    }

    /// Two builds into one folder at once: the second waits for the first; the folder always ends
    /// as one complete site and both succeed.
    @Test func concurrentBuildsNeverMixTheirOutput() async throws {
        let project = try makeProject("concurrent")
        defer { try? FileManager.default.removeItem(atPath: project) }
        for round in 0..<6 {
            try editTemplate(project)
            async let a = lifeline(["build", "--output", "site", "--lang", "en"], in: project)
            async let b = lifeline(["build", "--output", "site", "--lang", "en"], in: project)
            let (ra, rb) = try await (a, b)
            #expect(ra.status == 0 && rb.status == 0, "round \(round): \(ra.output)\n\(rb.output)")
            #expect(isCompleteSite(project + "/site"), "round \(round)")
        }
    }

    /// A build killed at any moment leaves the old complete site or the new one, never a mix; the next
    /// build cleans up after it.
    @Test func aKilledBuildLeavesACompleteSite() throws {
        let project = try makeProject("killed")
        defer { try? FileManager.default.removeItem(atPath: project) }
        #expect(try lifeline(["build", "--output", "site", "--lang", "en"], in: project).status == 0)
        // A seed from the clock unless LIFELINE_SEED gives one; printed, so a failing run can be replayed.
        let seed = ProcessInfo.processInfo.environment["LIFELINE_SEED"].flatMap { UInt64($0) } ?? UInt64(Date().timeIntervalSince1970 * 1000)
        print("aKilledBuildLeavesACompleteSite: LIFELINE_SEED=\(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<20 {
            try editTemplate(project)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: LifelineCommand.binary)
            p.arguments = ["build", "--output", "site", "--lang", "en"]
            p.currentDirectoryURL = URL(fileURLWithPath: project)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            usleep(UInt32.random(in: 0...900_000, using: &rng))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            #expect(isCompleteSite(project + "/site"), "round \(round) (LIFELINE_SEED=\(seed)): the output is not a complete site")
        }
        let last = try lifeline(["build", "--output", "site", "--lang", "en"], in: project)
        #expect(last.status == 0, "\(last.output)")
        #expect(isCompleteSite(project + "/site"))
        #expect(!FileManager.default.fileExists(atPath: project + "/.site.building"))
    }

    /// Failed writes are errors: a full standard output, an unwritable --output.
    @Test func writeErrorsAreNotIgnored() throws {
        let full = try lifeline(["run", "launch", "--format", "jsonl"], in: packageRoot, stdout: "/dev/full")
        #expect(full.status == 1 && full.output.contains("cannot write to standard output"), "\(full.output)")
        let proc = try lifeline(["run", "launch", "--format", "svg", "--output", "/proc/lifeline-test.svg"], in: packageRoot)
        #expect(proc.status == 1 && proc.output.contains("/proc/lifeline-test.svg: error: cannot"), "\(proc.output)")
        #expect(!proc.output.contains("NSCocoaErrorDomain") && !proc.output.contains("Error Domain"))
    }

    /// Arguments are checked at the edge: languages, ids that try to leave Scenarios/, assets that are links.
    @Test func inputsAreCheckedAtTheEdge() throws {
        let project = try makeProject("inputs")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let empty = try lifeline(["build", "--output", "site", "--lang", ""], in: project)
        #expect(empty.status == 1 && empty.output.contains("an empty language"), "\(empty.output)")
        let unknown = try lifeline(["build", "--output", "site", "--lang", "en,kr"], in: project)
        #expect(unknown.status == 1 && unknown.output.contains("unknown language 'kr'; did you mean"), "\(unknown.output)")
        try Data("id: x\n".utf8).write(to: URL(fileURLWithPath: project + "/outside.yaml"))
        let escape = try lifeline(["run", "../outside"], in: project + "/Scenarios")
        #expect(escape.status == 1 && escape.output.contains("no such file or scenario id"), "\(escape.output)")
        try FileManager.default.createSymbolicLink(atPath: project + "/Templates/assets/passwd.css", withDestinationPath: "/etc/passwd")
        let link = try lifeline(["build", "--templates", "Templates", "--output", "site", "--lang", "en"], in: project)
        #expect(link.status == 1 && link.output.contains("passwd.css: error: assets must be plain files"), "\(link.output)")
        #expect(!FileManager.default.fileExists(atPath: project + "/site"))
        let usage = try lifeline(["run"], in: project)
        #expect(usage.status == 1 && usage.output.contains("Missing expected argument"), "usage errors exit 1: \(usage.status)")
        // Help on every level is the usage, exit 0, never an internal error.
        for args in [["--help"], ["run", "--help"], ["build", "--help"], ["trace", "check", "--help"], ["help", "export"]] {
            let help = try lifeline(args, in: project)
            #expect(help.status == 0 && help.output.contains("USAGE:") && !help.output.contains("internal error"), "\(args): \(help.output)")
        }
        let version = try lifeline(["--version"], in: project)
        #expect(version.status == 0 && version.output.trimmingCharacters(in: .whitespacesAndNewlines) == LifelineVersion.current)
    }

    /// 0 ok, 1 the user's input or environment, 2 a bug — kept through the pipeline's step wrapper.
    @Test func exitCodesSayWhoseProblemItIs() {
        #expect(ExitStatus.code(for: Diagnostic(nil, "x")) == 1)
        #expect(ExitStatus.code(for: StepError(step: "write", underlying: Diagnostic(nil, "disk full"))) == 1)
        #expect(ExitStatus.code(for: StepError(step: "render diagrams", underlying: InternalError("bad DOT"))) == 2)
        #expect(ExitStatus.code(for: CocoaError(.fileNoSuchFile)) == 2)
        #expect(ExitStatus.message(for: CocoaError(.fileNoSuchFile)).hasPrefix("internal error:"))
        #expect(ExitStatus.message(for: InternalError("x")).contains("please report"))
    }
}

/// Changes the inputs (a template comment), so the next build has something to do.
func editTemplate(_ project: String) throws {
    let path = project + "/Templates/glossary.mustache"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try (text + "{{! edit \(UUID().uuidString) }}\n").write(toFile: path, atomically: true, encoding: .utf8)
}
