import ChartWorkers
import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineModel
import LifelineResources

/// The whole site's charts — every sequence chart part and state diagram in four languages (as
/// `lifeline export --formats dot` writes them) and every step's focus chart — drawn by lifeline as a
/// build draws them (sequence and focus charts by its own writer, state diagrams by libgvc in this
/// process and a worker per further core; the two timed one after the other), against what a writer
/// would do without lifeline: spawn `dot` once per chart, on the DOT lifeline exports.
enum WholeSiteCharts {
    static func measure(into table: inout Table, focus: [SequenceChart], scenarios: [(Scenario, Trace)]) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline").path
        guard FileManager.default.isExecutableFile(atPath: binary), let dot = command("dot") else {
            table.add("whole-site charts: spawning dot per chart ÷ lifeline", "not measured: needs lifeline and dot (make bench builds and installs them)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-export").path
        try? FileManager.default.removeItem(atPath: dir)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard spawn(binary, ["export", "--formats", "dot", "--lang", "en,fr,zh-Hans,ko", "--output", dir]) == 0 else {
            table.add("whole-site charts: spawning dot per chart ÷ lifeline", "FAILED: lifeline export")
            return
        }
        var jobs: [DrawJob] = []
        for path in (FileManager.default.enumerator(atPath: dir)?.compactMap { $0 as? String } ?? []).sorted() where path.hasSuffix(".dot") {
            guard let text = try? String(contentsOfFile: dir + "/" + path, encoding: .utf8) else { continue }
            jobs.append(DrawJob(dot: text, engine: path.hasSuffix("-states.dot") ? "dot" : "nop", name: path))
        }
        jobs += focus.enumerated().map { DrawJob(dot: $0.element.dot, engine: "nop", name: "focus \($0.offset)") }
        // The same sequence charts as values, in the four languages, for lifeline's writer.
        var pinned = focus.map(\.drawing)
        for lang in LocaleID.all {
            let words = Charts.strings(lang, locales: must { try Charts.loadWords(directory: Bundled.locales, language: lang) })
            for (s, t) in scenarios { pinned += SequenceChart.parts(scenario: s, trace: t, strings: words).map(\.drawing) }
        }
        let stateJobs = jobs.filter { $0.engine == "dot" }
        guard pinned.count + stateJobs.count == jobs.count else {
            table.add("whole-site charts: spawning dot per chart ÷ lifeline", "FAILED: \(pinned.count) + \(stateJobs.count) charts drawn, \(jobs.count) exported")
            return
        }
        let workers = max(0, ProcessInfo.processInfo.activeProcessorCount - 1)
        let lifeline = best(3) {
            for p in pinned { _ = p.svg() }
            let drawers = ChartDrawers(launch: ChartDrawers.Launch(executable: binary, count: workers))
            _ = must { try drawers.draw(stateJobs) }
            drawers.close()
        }
        let spawned = best(1) { for j in jobs { spawn(dot, ["-K" + j.engine, "-Tsvg"], input: j.dot) } }
        table.add("whole-site charts: spawning dot per chart ÷ lifeline",
                  "\(fixed(spawned / lifeline, 1))× (\(jobs.count) charts: dot \(fixed(spawned)) s, lifeline \(fixed(lifeline)) s on \(workers + 1) processes)",
                  aim: "≥ 15× (#39)")
    }
}
