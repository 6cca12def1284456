import Foundation
import LifelineEngine
import LifelineScenarioGenerators

/// The engine's scaling as instruction counts, which a busy machine does not change: callgrind counts
/// what `Simulator.run` executes (`--toggle-collect`) for a push/pop scenario of 10,000 and of 100,000
/// steps, run by this program in a mode of its own (`--engine-steps N`). Linear work gives 10×.
enum EngineInstructions {
    static let row = "engine, instructions for 100,000 steps ÷ 10,000 steps (callgrind)"
    // The public entry only (its mangled name ends in KFZ): the specialization it calls would toggle collection off again.
    static let symbol = "*LifelineEngine9SimulatorV3run*KFZ"

    /// `lifeline-bench --engine-steps N`: builds the scenario, runs it once, and exits.
    static func runIfAsked() {
        let args = CommandLine.arguments
        guard let i = args.firstIndex(of: "--engine-steps"), i + 1 < args.count, let steps = Int(args[i + 1]) else { return }
        let scenario = BenchScenarios.pushPop(steps: steps)
        let events = must { try Simulator.run(scenario) }.events.count
        print("\(events) events")
        exit(0)
    }

    static func measure(into table: inout Table) {
        guard let valgrind = command("valgrind"), let objcopy = command("objcopy") else {
            table.add(row, "not measured: needs valgrind and objcopy (make bench installs them)")
            return
        }
        // Valgrind cannot read the DWARF 5 of Swift's debug info: it counts a copy without it.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-callgrind").path
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let copy = dir + "/lifeline-bench"
        guard spawn(objcopy, ["--strip-debug", CommandLine.arguments[0], copy]) == 0 else {
            table.add(row, "FAILED: objcopy --strip-debug")
            return
        }
        var counts: [Int: Double] = [:]
        for steps in [10_000, 100_000] {
            let out = "\(dir)/callgrind.\(steps)"
            let status = spawn(valgrind, ["--tool=callgrind", "--collect-atstart=no", "--toggle-collect=\(symbol)",
                                          "--callgrind-out-file=\(out)", copy, "--engine-steps", "\(steps)"], timeout: 900)
            guard status == 0, let total = totals(out), total > Double(steps) * 100 else {
                table.add(row, "FAILED: callgrind of \(steps) steps (exit \(status))")
                return
            }
            counts[steps] = total
        }
        let small = counts[10_000] ?? .nan, large = counts[100_000] ?? .nan
        table.add(row, "\(fixed(large / small, 2)) (\(fixed(small / 1e9, 2)) G and \(fixed(large / 1e9, 2)) G instructions; \(Int(large / 100_000)) a step)",
                  aim: "≤ 11 (linear: 10)")
    }

    /// The `totals:` (or `summary:`) line of a callgrind output file.
    static func totals(_ path: String) -> Double? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            if let n = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) { return n }
        }
        return nil
    }
}
