import Foundation
import LifelineSite
import Testing

/// Issue #11: lifeline carries its own inputs (SwiftPM resources), so a copy of the build folder works
/// from any folder, and a user's own folder replaces the shipped one.
@Suite struct BringYourOwnTests {
    /// The binary and its resource bundle copied somewhere else, run from a third folder.
    func installedCopy() throws -> (binary: String, cwd: String) {
        let install = try temporaryDirectory("installed")
        let built = (LifelineCommand.binary as NSString).deletingLastPathComponent
        let bundles = try FileManager.default.contentsOfDirectory(atPath: built).filter { $0.hasPrefix("Lifeline_LifelineResources.") }
        #expect(!bundles.isEmpty, "SwiftPM put no resource bundle beside \(LifelineCommand.binary)")
        // Copied by `cp`, not FileManager: a file this process holds open for writing is inherited by
        // every child another test spawns meanwhile, and exec of it then fails with ETXTBSY ("Text
        // file busy", seen in CI). Written by a child process, the copy is never open here.
        let copy = try runProcess("/bin/cp", ["-R"] + (["lifeline"] + bundles).map { built + "/" + $0 } + [install])
        #expect(copy.status == 0, "\(copy.output)")
        return (install + "/lifeline", try temporaryDirectory("elsewhere"))
    }

    func run(_ binary: String, _ args: [String], in cwd: String) throws -> (status: Int32, output: String) {
        try runProcess(binary, args, in: cwd)
    }

    @Test func aCopyOfTheBuildRunsFromAnyFolder() throws {
        let (binary, cwd) = try installedCopy()
        #expect(!FileManager.default.fileExists(atPath: cwd + "/Scenarios"))
        let launch = try run(binary, ["run", "launch", "--format", "mermaid"], in: cwd)
        #expect(launch.status == 0, "\(launch.output)")
        #expect(launch.output.contains("sequenceDiagram"))
        let list = try run(binary, ["list"], in: cwd)
        #expect(list.status == 0 && list.output.contains("navigation-push-pop"), "\(list.output)")
        let check = try run(binary, ["check"], in: cwd)
        #expect(check.status == 0, "\(check.output)")
        let export = try run(binary, ["export", "--formats", "svg,jsonl", "--output", "exported"], in: cwd)
        #expect(export.status == 0, "\(export.output)")
        #expect(FileManager.default.fileExists(atPath: cwd + "/exported/manifest.json"))
        let build = try run(binary, ["build", "--lang", "en", "--output", "site"], in: cwd)
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: cwd + "/site/en/scenarios/launch.html"))
    }

    @Test func aFolderGivenOnTheCommandLineReplacesTheShippedOne() throws {
        let (binary, cwd) = try installedCopy()
        let mine = cwd + "/mine"
        try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: true)
        try Data("""
        id: my-launch
        title: My launch
        window: { navigation: [Home] }
        steps:
          - launch
        """.utf8).write(to: URL(fileURLWithPath: mine + "/my-launch.yaml"))
        let list = try run(binary, ["list", "--scenarios", "mine"], in: cwd)
        #expect(list.status == 0, "\(list.output)")
        #expect(list.output.contains("my-launch") && !list.output.contains("navigation-push-pop"))
        let run = try run(binary, ["run", "my-launch", "--scenarios", "mine"], in: cwd)
        #expect(run.status == 0 && run.output.contains("Home"), "\(run.output)")
    }
}
