import Foundation
import LifelineFuzzHarness
import LifelineTestSupport
import Testing

/// Replays the fuzzers' saved inputs (Tests/Fuzz/Crashes/<target>/*, see Tests/Fuzz/README.md) through the
/// same code path the fuzzer ran (FuzzHarness), each in its own process, so a crash, trap or hang fails its
/// own test case instead of bringing the whole test run down.
@Suite(.tags(.fast)) struct FuzzRegressionTests {
    static let crashes = packageRoot + "/Tests/Fuzz/Crashes"

    /// Every saved input, as a path relative to Tests/Fuzz/Crashes ("<target>/<file>").
    static let savedInputs: [String] = FuzzHarness.files(under: crashes).map { String($0.dropFirst(crashes.count + 1)) }

    @Test(.timeLimit(.minutes(3)), arguments: savedInputs)
    func savedInputNoLongerCrashes(_ input: String) async throws {
        let target = String(input.split(separator: "/")[0])
        try #require(FuzzHarness.targets[target] != nil, "Tests/Fuzz/Crashes/\(target) is not a fuzz target (\(FuzzHarness.targets.keys.sorted()))")
        let data = try #require(FileManager.default.contents(atPath: Self.crashes + "/" + input), "cannot read \(input)")
        // In a child process: the input used to crash (trap, overflow, stack overflow) or hang.
        await #expect(processExitsWith: .success, "Tests/Fuzz/Crashes/\(input) still crashes \(target); see Tests/Fuzz/README.md") {
            [target = target as String, data = data as Data] in
            _ = FuzzHarness.targets[target]!(data)
        }
    }

    /// The harness path itself, on the seeds `make fuzz` starts from: every shipped scenario parses and
    /// simulates, every shipped catalog loads and is checked; broken inputs are rejected, not crashed on.
    @Test func seedsGoThroughEveryStage() throws {
        let scenarios = FuzzHarness.files(under: shipped + "/Scenarios").filter { $0.hasSuffix(".yaml") }
        let catalogs = FuzzHarness.files(under: shipped + "/Locales").filter { $0.hasSuffix(".xcstrings") }
        #expect(scenarios.count >= 18 && catalogs.count >= 3)
        for path in scenarios {
            let outcome = FuzzHarness.scenario(try #require(FileManager.default.contents(atPath: path)))
            guard case .accepted(let detail) = outcome else { Issue.record("\(path): \(outcome)"); continue }
            #expect(detail.hasSuffix(" 0 violations"), "\(path): \(detail)")
        }
        for path in catalogs {
            let outcome = FuzzHarness.catalog(try #require(FileManager.default.contents(atPath: path)))
            guard case .accepted = outcome else { Issue.record("\(path): \(outcome)"); continue }
        }
        #expect(FuzzHarness.scenario(Data("id: [".utf8)) == .rejected(stage: "parse"))
        #expect(FuzzHarness.catalog(Data("{}".utf8)) == .rejected(stage: "add"))
        for path in FuzzHarness.files(under: packageRoot + "/Tests/Fuzz/Seeds/device-trace") + [packageRoot + "/Tests/LifelineTests/Goldens/tab-switch.trace.jsonl"] {
            let outcome = FuzzHarness.deviceTrace(try #require(FileManager.default.contents(atPath: path)))
            guard case .accepted(let detail) = outcome else { Issue.record("\(path): \(outcome)"); continue }
            #expect(!detail.hasPrefix("0 events"), "\(path): \(detail)")
        }
        #expect(FuzzHarness.deviceTrace(Data("{\"actor\":1}".utf8)) == .rejected(stage: "read"))
        #expect(Set(FuzzHarness.targets.keys) == ["fuzz-scenario", "fuzz-catalog", "fuzz-device-trace"])
    }
}
