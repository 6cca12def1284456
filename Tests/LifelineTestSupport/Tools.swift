import Foundation
import Testing

/// External tools the tests run (Chromium, the Nu checker, PlantUML, swiftc) and files they load
/// (mermaid.js, axe-core). `make test` installs them. In CI (`CI=true`, or `LIFELINE_REQUIRE_TOOLS=1`
/// as `make test` sets it) a missing tool fails its test; elsewhere the test is reported as skipped,
/// never as passed.
public enum Tools {
    public static let required: Bool = {
        let env = ProcessInfo.processInfo.environment
        return env["CI"] == "true" || env["LIFELINE_REQUIRE_TOOLS"] == "1"
    }()

    /// Where a command is on PATH, or nil.
    public static func path(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let p = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return nil
    }

    /// Whether a test that needs these commands and files runs: they are there, or they are required
    /// (then the test runs and fails on what is missing).
    public static func canRun(_ commands: [String], files: [String] = []) -> Bool {
        required || (commands.allSatisfy { resolve($0) != nil } && files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    /// The command's path; a recorded failure and a thrown error when it is missing.
    public static func require(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        guard let found = resolve(name) else {
            Issue.record("\(name) is not installed (make test installs it)", sourceLocation: sourceLocation)
            throw ProcessFailure("\(name) is missing")
        }
        return found
    }

    /// A file a test loads; a recorded failure and a thrown error when it is missing.
    public static func requireFile(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record("\(path) is missing (make test fetches it)", sourceLocation: sourceLocation)
            throw ProcessFailure("\(path) is missing")
        }
        return path
    }

    /// Chromium is installed as `chromium` by Debian and as `chromium-browser` elsewhere.
    private static func resolve(_ name: String) -> String? {
        name == "chromium" ? (path("chromium") ?? path("chromium-browser")) : path(name)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when its tools are there or required; otherwise Swift Testing reports it skipped.
    public static func needs(_ commands: String..., files: [String] = []) -> Self {
        .enabled(if: Tools.canRun(commands, files: files), "needs \((commands + files).joined(separator: ", ")); make test installs them")
    }
}

/// Headless Chromium, each call with a profile folder of its own (two at once never share one) and
/// a timeout that kills it and its helpers.
public enum Browser {
    public static let common = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                                "--disable-dev-shm-usage", "--disable-background-networking"]

    /// Runs Chromium with `args`; everything it printed.
    @discardableResult
    public static func run(_ args: [String], timeout: Double = 120) async throws -> (status: Int32, output: String) {
        let chromium = try Tools.require("chromium")
        let profile = try temporaryDirectory("chromium-profile")
        defer { removeTree(profile) }
        return try await runProcessOffPool(chromium, common + ["--user-data-dir=\(profile)"] + args, timeout: timeout)
    }

    /// The page's DOM once it has loaded and run its scripts for `budget` ms of virtual time.
    public static func dumpDOM(_ url: String, width: Int = 1280, height: Int = 900, budget: Int = 5000, timeout: Double = 120) async throws -> String {
        try await run(["--window-size=\(width),\(height)", "--virtual-time-budget=\(budget)", "--dump-dom", url], timeout: timeout).output
    }

    /// A PNG of the page at the given window size.
    public static func screenshot(_ url: String, to path: String, width: Int, height: Int, budget: Int = 2000) async throws {
        try await run(["--window-size=\(width),\(height)", "--virtual-time-budget=\(budget)", "--screenshot=\(path)", url])
    }
}

extension Tag {
    /// Tests that need no site build, no browser and no program run: `make test-fast` runs only these
    /// (`swift test --filter tag:fast`), about 150 tests in well under a minute.
    @Tag public static var fast: Self
}
