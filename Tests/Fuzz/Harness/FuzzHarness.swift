import Foundation
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineTraceCheck
import ScenarioFormat

/// The code paths the fuzzers drive (Tests/Fuzz/README.md). The libFuzzer entry points in
/// Tests/Fuzz/Targets/* and the regression test Tests/LifelineTests/FuzzRegressionTests.swift both call
/// these functions, so a saved crash replays exactly the path that found it.
///
/// Errors thrown by the library are expected outcomes (bad input); only crashes, traps and hangs are bugs.
public enum FuzzHarness {
    /// What one input did, so that the regression test can check each input was really exercised.
    public enum Outcome: Equatable, Sendable {
        /// Rejected by the named stage with an error (not a bug).
        case rejected(stage: String)
        /// Went through every stage; `detail` counts what was produced (events, violations, problems).
        case accepted(detail: String)
    }

    /// Scenario YAML → `ScenarioParser.parse` → `Simulator.run` → `InvariantChecker.check`.
    /// A parse that succeeds must simulate without crashing.
    @discardableResult
    public static func scenario(_ data: Data) -> Outcome {
        let yaml = String(decoding: data, as: UTF8.self)
        let scenario: Scenario
        do { scenario = try ScenarioParser.parse(yaml: yaml, file: "fuzz.yaml", expectedID: nil) } catch {
            return .rejected(stage: "parse")
        }
        let trace: Trace
        do { trace = try Simulator.run(scenario) } catch {
            return .rejected(stage: "simulate")
        }
        let violations = InvariantChecker.check(trace)
        return .accepted(detail: "\(trace.events.count) events, \(violations.count) violations")
    }

    /// String Catalog JSON → `StringTable().add(data:file:)` → `LocalizationCheck.problems`.
    @discardableResult
    public static func catalog(_ data: Data) -> Outcome {
        var table = StringTable()
        do { try table.add(data: data, file: "fuzz.xcstrings") } catch {
            return .rejected(stage: "add")
        }
        let problems = LocalizationCheck.problems(table)
        return .accepted(detail: "\(table.keys.count) keys, \(problems.count) problems")
    }

    /// A device log (JSON Lines or console prints) → `DeviceLog.read` → `InvariantChecker.check` and
    /// `TraceComparison.compare` against a canonical-like trace of the same names.
    @discardableResult
    public static func deviceTrace(_ data: Data) -> Outcome {
        let log: DeviceLog
        do { log = try DeviceLog.read(String(decoding: data, as: UTF8.self), file: "fuzz.log") } catch {
            return .rejected(stage: "read")
        }
        let violations = InvariantChecker.check(log.trace)
        let differences = TraceComparison.compare(log: log.trace, model: log.trace)
        guard differences.isEmpty else { fatalError("a trace compared with itself must agree: \(differences)") }
        return .accepted(detail: "\(log.trace.events.count) events, \(violations.count) violations")
    }

    /// Every target by name, for replaying saved inputs (the regression test and the replay executables).
    public static let targets: [String: @Sendable (Data) -> Outcome] = [
        "fuzz-scenario": { scenario($0) },
        "fuzz-catalog": { catalog($0) },
        "fuzz-device-trace": { deviceTrace($0) },
    ]

    /// Runs every regular file in `paths` (files or folders, searched recursively) through `target`.
    /// Used by the replay mode of the fuzz executables (a normal `swift build`, without libFuzzer).
    public static func replay(_ target: (Data) -> Outcome, paths: [String]) -> Int32 {
        var n = 0
        for path in paths {
            for file in files(under: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    print("\(file): cannot read"); return 1
                }
                print("\(file): \(target(data))")
                n += 1
            }
        }
        print("replayed \(n) input(s) without a crash")
        return 0
    }

    /// Regular files at or under `path`, sorted; hidden files (such as .gitkeep) are skipped.
    public static func files(under path: String) -> [String] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return [] }
        guard isDir.boolValue else { return [path] }
        let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        return names.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            .map { path + "/" + $0 }
            .filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isDir) && !isDir.boolValue }
            .sorted()
    }
}
