// Benchmarks, run by `make bench` in a release build (never as a timed test). One table at the end;
// each figure is the best of a few runs, in-process with ContinuousClock, or a whole process spawned.
import Foundation
import GraphvizRenderer
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineResources
import LifelineScenarioGenerators
import LifelineSite
import ScenarioFormat

EngineInstructions.runIfAsked()   // `--engine-steps N`: the mode callgrind counts (EngineInstructions.swift)
let catalog: Catalog
do { catalog = try Catalog.load(directory: Bundled.scenarios) } catch { print("\(error)"); exit(1) }
let english = Charts.strings(.english, locales: must { try Charts.loadWords(directory: Bundled.locales, language: .english) })
var table = Table()
// `LIFELINE_BENCH_ONLY=serve make bench` (or `engine`, `long`, `charts`): those figures alone, for work on one part.
if ProcessInfo.processInfo.environment["LIFELINE_BENCH_ONLY"] == "serve" {
    ServeBench.measure(into: &table)
    table.print()
    exit(0)
}
if ProcessInfo.processInfo.environment["LIFELINE_BENCH_ONLY"] == "long" {
    let scenario = BenchScenarios.pushPop(steps: 1_430), trace = must { try Simulator.run(scenario) }
    let t = best(1) { for part in SequenceChart.parts(scenario: scenario, trace: trace, strings: english) { _ = part.drawing.svg() } }
    LongTrace.compare(scenario: scenario, trace: trace, strings: english, lifeline: t, into: &table)
    table.print()
    exit(0)
}
if ProcessInfo.processInfo.environment["LIFELINE_BENCH_ONLY"] == "engine" {
    EngineInstructions.measure(into: &table)
    table.print()
    exit(0)
}

// MARK: - Engine

let canonicalTraces = catalog.scenarios.map { s in must { try Simulator.run(s) } }
let canonicalEvents = canonicalTraces.reduce(0) { $0 + $1.events.count }
let engineTime = best(5) { for s in catalog.scenarios { _ = must { try Simulator.run(s) } } }
table.add("engine, \(catalog.scenarios.count) canonical scenarios", "\(Int(Double(canonicalEvents) / engineTime)) callbacks/s", aim: "≥ 1 M/s")
var stepTimes: [Int: Double] = [:]
for steps in [1_000, 10_000, 100_000] {
    let scenario = BenchScenarios.pushPop(steps: steps)
    let time = best(steps == 100_000 ? 1 : 3) { _ = must { try Simulator.run(scenario) } }
    stepTimes[steps] = time
    table.add("engine, push/pop \(steps) steps", "\(fixed(time, 3)) s (\(Int(Double(steps) / time)) steps/s)")
}
table.add("engine, time for 10,000 steps ÷ 1,000 steps", fixed(stepTimes[10_000, default: .nan] / stepTimes[1_000, default: .nan], 1), aim: "≤ 12")
EngineInstructions.measure(into: &table)
let big = BenchScenarios.pushPop(steps: 100_000)
let jsonl = best(1) { _ = TraceWriter.jsonLines(must { try Simulator.run(big) }) }
table.add("100,000-step scenario to JSON Lines (in-process)", "\(fixed(jsonl)) s", aim: "≤ 5 s")

// MARK: - Charts: in-process against spawning dot, mscgen and PlantUML on the same chart

let pairs = zip(catalog.scenarios, canonicalTraces).map { ($0, $1) }
let sequenceCharts = pairs.map { SequenceChart.make(scenario: $0.0, trace: $0.1, strings: english) }
let sequences = sequenceCharts.map(\.dot)
let states = pairs.map { pair in must { try Charts.stateDiagram(scenario: pair.0, trace: pair.1, controller: nil, strings: english) }.dot }
_ = must { try Graphviz.svg(dot: sequences[0], engine: "nop") }   // context set-up, fonts
// Sequence charts are drawn by lifeline's own writer (`PinnedDrawing`); libgvc on the same DOT, as
// before #39, for comparison.
let seqInProcess = best(3) { for c in sequenceCharts { _ = c.drawing.svg() } } / Double(sequences.count)
let seqLibgvc = best(3) { for d in sequences { _ = must { try Graphviz.svg(dot: d, engine: "nop") } } } / Double(sequences.count)
let stInProcess = best(3) { for d in states { _ = must { try Graphviz.svg(dot: d, engine: "dot") } } } / Double(states.count)
table.add("sequence chart in-process, lifeline's writer (mean of \(sequences.count))", "\(fixed(seqInProcess * 1000, 3)) ms")
table.add("sequence chart: libgvc -Knop in-process ÷ lifeline's writer", "\(fixed(seqLibgvc / seqInProcess, 1))× (\(fixed(seqLibgvc * 1000)) ms)")
table.add("state diagram in-process, libgvc (mean of \(states.count))", "\(fixed(stInProcess * 1000)) ms")
// Each step's focus chart: the same drawing in every language, so a cold build draws each once.
let focusCharts = pairs.flatMap { SequenceChart.focusCharts(scenario: $0.0, trace: $0.1).values }
let focus = focusCharts.map(\.dot)
let focusAll = best(3) { for c in focusCharts { _ = c.drawing.svg() } }
table.add("step (focus) charts, all \(focus.count), in-process, once for 4 languages",
          "\(fixed(focusAll, 3)) s (\(fixed(focusAll / Double(max(focus.count, 1)) * 1000, 3)) ms each)")
if ProcessInfo.processInfo.environment["LIFELINE_BENCH_ONLY"] == "charts" {   // the rows above: drawing one chart
    table.print()
    exit(0)
}
// What a cold build spends drawing, one chart after another: a sequence chart and a state diagram per
// scenario and language, and the step charts.
table.add("charts of a cold build one after another (4 × \(sequences.count) × both kinds, and the step charts)",
          "\(fixed(4 * Double(sequences.count) * (seqInProcess + stInProcess) + focusAll)) s")
if let dot = command("dot") {
    let seqSpawn = best(1) { for d in sequences { spawn(dot, ["-Knop", "-Tsvg"], input: d) } } / Double(sequences.count)
    let stSpawn = best(1) { for d in states { spawn(dot, ["-Kdot", "-Tsvg"], input: d) } } / Double(states.count)
    table.add("sequence chart: spawning dot ÷ in-process", "\(fixed(seqSpawn / seqInProcess, 1))× (\(fixed(seqSpawn * 1000)) ms; in-process \(fixed(seqInProcess * 1000, 2)) ms)", aim: "≥ 20× (#24)")
    table.add("state diagram: spawning dot ÷ in-process", "\(fixed(stSpawn / stInProcess, 1))× (\(fixed(stSpawn * 1000)) ms)", aim: "≥ 20×")
} else { table.add("spawning dot", "not measured: no dot command (make bench installs graphviz)") }
if let mscgen = command("mscgen") {
    let msc = pairs.map { MSC.text(scenario: $0.0, trace: $0.1) }
    let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-msc").path
    try? FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    let t = best(1) { for (i, m) in msc.enumerated() { spawn(mscgen, ["-T", "svg", "-o", "\(tmp)/\(i).svg"], input: m) } } / Double(msc.count)
    table.add("sequence chart: mscgen (same participants and messages) ÷ in-process", "\(fixed(t / seqInProcess, 1))× (\(fixed(t * 1000)) ms)", aim: "≥ 5×")
} else { table.add("mscgen", "not measured: no mscgen command (make bench installs it)") }
if let plantuml = command("plantuml") {
    let sample = Array(pairs.prefix(4))
    let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-puml").path
    try? FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
    let inProc = best(3) { for (s, t) in sample { _ = SequenceChart.make(scenario: s, trace: t, strings: english).drawing.svg() } } / Double(sample.count)
    let t = best(1) {
        for (i, (s, tr)) in sample.enumerated() {
            try? TextExports.plantUML(scenario: s, trace: tr, strings: english).write(toFile: "\(tmp)/\(i).puml", atomically: true, encoding: .utf8)
            spawn(plantuml, ["-tsvg", "\(tmp)/\(i).puml"])
        }
    } / Double(sample.count)
    table.add("sequence chart: PlantUML -tsvg on our export ÷ in-process", "\(fixed(t / inProc, 0))× (\(fixed(t * 1000)) ms)", aim: "≥ 100×")
} else { table.add("PlantUML", "not measured: no plantuml command (make bench installs it)") }
WholeSiteCharts.measure(into: &table, focus: focusCharts, scenarios: pairs)

// MARK: - A 10,000-event trace to SVG, all parts

let longScenario = BenchScenarios.pushPop(steps: 1_430)
let longTrace = must { try Simulator.run(longScenario) }
let rssBeforeLong = residentMB()
let longTime = best(1) {
    for part in SequenceChart.parts(scenario: longScenario, trace: longTrace, strings: english) { _ = part.drawing.svg() }
}
table.add("\(longTrace.events.count)-event trace to SVG, all parts", "\(fixed(longTime)) s, resident +\(fixed(residentMB() - rssBeforeLong, 0)) MB", aim: "≤ 0.8 s (#24), ≤ 150 MB")
LongTrace.compare(scenario: longScenario, trace: longTrace, strings: english, lifeline: longTime, into: &table)

// MARK: - The site, as a user builds it (the release binary, a whole process)

Site.measure(into: &table)
ServeBench.measure(into: &table)
TraceCheckBench.measure(into: &table)

// MARK: - Memory over 5,000 renders

// State diagrams through libgvc and sequence charts through lifeline's writer, in turn.
let rssBefore = residentMB()
for i in 0..<5_000 {
    if i % 2 == 0 { _ = must { try Graphviz.svg(dot: states[i / 2 % states.count], engine: "dot") } } else { _ = sequenceCharts[i / 2 % sequenceCharts.count].drawing.svg() }
}
table.add("resident memory growth over 5,000 renders", "+\(fixed(residentMB() - rssBefore, 1)) MB (\(fixed(rssBefore, 1)) → \(fixed(residentMB(), 1)) MB)", aim: "≤ 5 MB")

table.print()
