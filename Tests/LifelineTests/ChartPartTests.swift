import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineModel
@testable import LifelineScenarioGenerators
import LifelineTestSupport
import Testing

/// Long traces are drawn in parts, so a reader far down a chart still sees which line is which.
@Suite(.tags(.fast)) struct ChartPartTests {
    @Test func aLongTraceIsCutBetweenStepsIntoPartsThatCoverEveryEvent() throws {
        let scenario = BenchScenarios.pushPop(steps: 60)
        let trace = try Simulator.run(scenario)
        let parts = SequenceChart.parts(scenario: scenario, trace: trace, strings: english, maxRows: 150)
        #expect(parts.count == Int((Double(trace.events.count) / 150).rounded(.up)) || parts.count == Int((Double(trace.events.count) / 150).rounded(.up)) + 1)
        // Every callback appears in exactly one part, in order: count the message edges.
        let messages = parts.map { section(of: $0.dot, classes: ["message", "message app"]).filter { $0.contains(" -> ") }.count }
        #expect(messages.reduce(0, +) == trace.events.count)
        #expect(messages.allSatisfy { $0 <= 150 })
        // Parts are cut where a step starts: each part after the first begins with a step heading.
        // (Graphviz's y grows upwards: the topmost element has the largest y.)
        for p in parts.dropFirst() {
            let topHeading = section(of: p.dot, classes: ["step"]).compactMap(y).max()!
            let topMessage = section(of: p.dot, classes: ["message-label", "message-label app"]).compactMap(y).max()!
            #expect(topHeading > topMessage)
        }
        // A later part repeats the headers of what is still alive (the navigation controller and A) at its top.
        let second = parts[1].dot
        for name in ["\"Nav\"", "\"A\""] { #expect(second.contains("label=\(name)"), "\(name) in part 2") }
        #expect(parts[1].title == english("sequence.part", english("sequence.title", scenario.id), "2", String(parts.count)))
    }

    @Test func aShortTraceIsOnePartIdenticalToTheWholeChart() throws {
        let scenario = try loadCanonical("tab-switch")
        let trace = try Simulator.run(scenario)
        let parts = SequenceChart.parts(scenario: scenario, trace: trace, strings: english)
        #expect(parts.count == 1)
        #expect(parts[0].dot == SequenceChart.make(scenario: scenario, trace: trace, strings: english).dot)
    }

    /// The lines of the DOT sections whose `node [...]` or `edge [...]` defaults line has one of `classes`.
    func section(of dot: String, classes: Set<String>) -> [String] {
        var inside = false, out: [String] = []
        for line in dot.split(separator: "\n").map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("node [") || trimmed.hasPrefix("edge [") {
                inside = classes.contains { trimmed.contains("class=\"\($0)\"") }
            } else if inside, trimmed != "}" {
                out.append(trimmed)
            }
        }
        return out
    }

    /// The y of a pinned node line (`pos="x,y!"`).
    func y(_ line: String) -> Double? {
        guard let r = line.range(of: "pos=\"") else { return nil }
        return Double(line[r.upperBound...].split(separator: ",")[1].prefix { $0 != "!" })
    }
}
