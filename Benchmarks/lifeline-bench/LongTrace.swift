import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineLanguage
import LifelineModel

/// The long trace (every part of its sequence chart, as lifeline draws it) against the same trace drawn
/// by mscgen (one chart: the same participants and one message per callback) and by PlantUML (our
/// export), each spawned once, as a writer would run them on a trace of that length.
enum LongTrace {
    static func compare(scenario: Scenario, trace: Trace, strings english: Words, lifeline: Double, into table: inout Table) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-long").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let events = trace.events.count
        if let mscgen = command("mscgen") {
            var status: Int32 = 0
            let t = best(1) { status = spawn(mscgen, ["-T", "svg", "-o", dir + "/long.svg"], input: MSC.text(scenario: scenario, trace: trace)) }
            table.add("\(events)-event trace: mscgen ÷ lifeline (all parts)",
                      status == 0 ? "\(fixed(t / lifeline, 1))× (mscgen \(fixed(t)) s, lifeline \(fixed(lifeline)) s)" : "FAILED: mscgen exit \(status)")
        } else { table.add("\(events)-event trace: mscgen ÷ lifeline", "not measured: no mscgen command (make bench installs it)") }
        if let plantuml = command("plantuml") {
            try? TextExports.plantUML(scenario: scenario, trace: trace, strings: english).write(toFile: dir + "/long.puml", atomically: true, encoding: .utf8)
            // PlantUML took over 4 minutes and 6.5 GB on this trace: it is stopped after `limit` seconds, and
            // the ratio is then a floor.
            let limit = 120.0
            var status: Int32 = 0
            let t = best(1) { status = spawn(plantuml, ["-tsvg", dir + "/long.puml"], timeout: limit) }
            let value = status == 0 ? "\(fixed(t / lifeline, 1))× (PlantUML \(fixed(t)) s, lifeline \(fixed(lifeline)) s)"
                : t >= limit ? "≥ \(fixed(limit / lifeline, 0))× (PlantUML unfinished after \(fixed(limit, 0)) s, stopped; lifeline \(fixed(lifeline)) s)"
                : "FAILED: PlantUML exit \(status)"
            table.add("\(events)-event trace: PlantUML -tsvg ÷ lifeline (all parts)", value)
        } else { table.add("\(events)-event trace: PlantUML ÷ lifeline", "not measured: no plantuml command (make bench installs it)") }
    }
}
