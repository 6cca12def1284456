// Benchmarks, run by `make bench` in a release build (never as a timed test).
import Foundation
import GraphvizRenderer
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineSite
import ScenarioFormat

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func fixed(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

// MARK: - Engine: callbacks per second

func measure(_ label: String, minSeconds: Double = 2, _ body: () -> Int) {
    _ = body()   // warm-up
    var callbacks = 0, runs = 0
    let start = clock.now
    var elapsed = Duration.zero
    while elapsed < .seconds(minSeconds) {
        callbacks += body()
        runs += 1
        elapsed = clock.now - start
    }
    let perSecond = Int(Double(callbacks) / seconds(elapsed))
    print("engine, \(label): \(callbacks) callbacks in \(runs) runs, \(fixed(seconds(elapsed))) s → \(perSecond) callbacks/s")
}

// MARK: - Engine: the cost of a step does not grow with the trace (`lifeline-bench --scaling`)

func scaling() {
    var previous: Double?
    for steps in [1_000, 10_000, 100_000] {
        let scenario = BenchScenarios.pushPop(steps: steps)
        let start = clock.now
        let trace = try! Simulator.run(scenario)
        let simulated = seconds(clock.now - start)
        let bytes = TraceWriter.jsonLines(trace).utf8.count
        let total = seconds(clock.now - start)
        let ratio = previous.map { "; \(fixed(simulated / $0, 1))× the previous" } ?? ""
        print("engine, push/pop \(steps) steps: \(trace.events.count) events, simulated in \(fixed(simulated, 3)) s\(ratio), "
              + "with JSON Lines (\(bytes / 1_000_000) MB) \(fixed(total, 3)) s")
        previous = simulated
    }
}
if CommandLine.arguments.contains("--scaling") { scaling(); exit(0) }

let catalog: Catalog
do { catalog = try Catalog.load(directory: Catalog.defaultDirectory) } catch {
    print("\(error)"); exit(1)
}
print("release build; \(catalog.scenarios.count) canonical scenarios")
measure("canonical scenarios") {
    var n = 0
    for s in catalog.scenarios { n += (try! Simulator.run(s)).events.count }
    return n
}
var rng = SplitMix64(seed: 42)
let random = (0..<500).map { RandomScenarios.make(&rng, index: $0).scenario }
measure("500 random scenarios") {
    var n = 0
    for s in random { n += (try! Simulator.run(s)).events.count }
    return n
}

// MARK: - Graphviz: in-process libgvc against spawning the dot command, and memory

let english = Charts.strings(.english, locales: try! Locales.loadForCharts(directory: Locales.defaultDirectory, language: .english))
let charts: [(dot: String, engine: String)] = catalog.scenarios.flatMap { s -> [(dot: String, engine: String)] in
    let t = try! Simulator.run(s)
    let seq = SequenceChart.make(scenario: s, trace: t, strings: english).dot
    let st = try! Charts.stateDiagram(scenario: s, trace: t, controller: nil, strings: english).dot
    return [(seq, "nop"), (st, "dot")]
}

func residentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func dotCommand() -> String? {
    ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }
}

func inProcessMean(_ list: [(dot: String, engine: String)], rounds: Int) -> Double {
    let start = clock.now
    for _ in 0..<rounds { for c in list { _ = try! Graphviz.svg(dot: c.dot, engine: c.engine) } }
    return seconds(clock.now - start) / Double(rounds * list.count)
}

func spawnMean(_ list: [(dot: String, engine: String)], command: String, rounds: Int) -> Double {
    let start = clock.now
    for _ in 0..<rounds {
        for c in list {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: command)
            p.arguments = ["-K\(c.engine)", "-Tsvg"]
            let input = Pipe(), output = Pipe()
            p.standardInput = input; p.standardOutput = output
            try! p.run()
            input.fileHandleForWriting.write(Data(c.dot.utf8))
            try! input.fileHandleForWriting.close()
            _ = output.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
        }
    }
    return seconds(clock.now - start) / Double(rounds * list.count)
}

_ = try! Graphviz.svg(dot: charts[0].dot, engine: charts[0].engine)   // context set-up, fonts
for (kind, engine) in [("sequence charts", "nop"), ("state diagrams", "dot"), ("diagrams in all", "")] {
    let list = charts.filter { engine.isEmpty || $0.engine == engine }
    let mine = inProcessMean(list, rounds: 10)
    var line = "graphviz, \(list.count) \(kind): in-process \(fixed(mine * 1000)) ms per diagram"
    if let dot = dotCommand() {
        let spawned = spawnMean(list, command: dot, rounds: 3)
        line += "; spawning dot -Tsvg \(fixed(spawned * 1000)) ms → in-process is \(fixed(spawned / mine, 1))× faster"
    } else {
        line += "; spawning dot: skipped (no dot command; `make bench` installs Debian's graphviz)"
    }
    print(line)
}

let before = residentMB()
for i in 0..<5_000 { let c = charts[i % charts.count]; _ = try! Graphviz.svg(dot: c.dot, engine: c.engine) }
let after = residentMB()
print("graphviz, resident memory: \(fixed(before, 1)) MB before, \(fixed(after, 1)) MB after 5,000 in-process renders (+\(fixed(after - before, 1)) MB)")
