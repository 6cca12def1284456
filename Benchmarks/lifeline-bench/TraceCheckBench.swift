import Foundation

/// `lifeline trace check` on long console logs, as a user runs it (the release binary, a whole process):
/// 100,000 callback lines printed the way apps print them (the same few messages again and again), and
/// 100,000 lines that are all different (a counter on each), so the figure does not rest on repetition.
enum TraceCheckBench {
    static func measure(into table: inout Table) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            table.add("trace check", "not measured: build lifeline first (make bench does)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-logs").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let calls = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
        let repeated = (0..<100_000).map { i in
            (i % 8 < 4 ? "<MyApp.A: 0x6000a1> " : "2024-05-01 10:00:00.123456+0900 MyApp[1234:56789] A ") + calls[i % 4]
        }
        let distinct = (0..<100_000).map { i in "A " + calls[i % 4] + " #\(i)" }
        for (name, lines) in [("repeated prints", repeated), ("every line different", distinct)] {
            let path = dir + "/\(name.prefix(8)).log"
            FileManager.default.createFile(atPath: path, contents: Data((lines.joined(separator: "\n") + "\n").utf8))
            var failed = false
            let t = best(3) { if spawn(binary, ["trace", "check", path]) != 0 { failed = true } }
            table.add("trace check, 100,000 callback lines (\(name))", failed ? "FAILED" : "\(fixed(t)) s (\(fixed(t * 10, 1)) µs a line)",
                      aim: name == "repeated prints" ? "≤ 0.25 s (#34)" : "")
        }
    }
}
