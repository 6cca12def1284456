// Benchmarks, run by `make bench` in a release build (never as a timed test).
import LifelineEngine
import LifelineModel
import LifelineSite
#if canImport(Glibc)
import Glibc
#endif

func measure(_ label: String, minSeconds: Double = 2, _ body: () -> Int) {
    _ = body()   // warm-up
    let clock = ContinuousClock()
    var callbacks = 0, runs = 0
    let start = clock.now
    var elapsed = Duration.zero
    while elapsed < .seconds(minSeconds) {
        callbacks += body()
        runs += 1
        elapsed = clock.now - start
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let perSecond = Double(callbacks) / seconds
    print("\(label): \(callbacks) callbacks in \(runs) runs, \(String(format: "%.2f", seconds)) s → \(Int(perSecond).formatted()) callbacks/s")
}

extension Int {
    func formatted() -> String {
        let s = String(self)
        var out = ""
        for (i, c) in s.reversed().enumerated() { if i > 0 && i % 3 == 0 { out.append(",") }; out.append(c) }
        return String(out.reversed())
    }
}

let catalog: Catalog
do { catalog = try Catalog.load(directory: Catalog.defaultDirectory) } catch {
    print("\(error)"); exit(1)
}
print("engine benchmark: \(catalog.scenarios.count) canonical scenarios, release build")
measure("canonical scenarios, full traces") {
    var n = 0
    for s in catalog.scenarios { n += (try! Simulator.run(s)).events.count }
    return n
}
var rng = SplitMix64(seed: 42)
let random = (0..<500).map { RandomScenarios.make(&rng, index: $0).scenario }
measure("500 random scenarios, full traces") {
    var n = 0
    for s in random { n += (try! Simulator.run(s)).events.count }
    return n
}
