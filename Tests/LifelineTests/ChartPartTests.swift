import LifelineDiagrams
import LifelineEngine
import LifelineModel
import Testing

/// Long traces are drawn in parts, so a reader far down a chart still sees which line is which.
@Suite struct ChartPartTests {
    @Test func aLongTraceIsCutBetweenStepsIntoPartsThatCoverEveryEvent() throws {
        let scenario = BenchScenarios.pushPop(steps: 60)
        let trace = try Simulator.run(scenario)
        let parts = SequenceChart.parts(scenario: scenario, trace: trace, strings: english, maxRows: 150)
        #expect(parts.count == Int((Double(trace.events.count) / 150).rounded(.up)) || parts.count == Int((Double(trace.events.count) / 150).rounded(.up)) + 1)
        // Every callback appears in exactly one part, in order: count the message edges.
        let messages = parts.map { $0.dot.components(separatedBy: "class=\"message\"").count + $0.dot.components(separatedBy: "class=\"message app\"").count - 2 }
        #expect(messages.reduce(0, +) == trace.events.count)
        #expect(messages.allSatisfy { $0 <= 150 })
        // Parts are cut where a step starts: each part after the first begins with a step heading.
        for p in parts.dropFirst() {
            let firstHeading = p.dot.range(of: "class=\"step\"")!.lowerBound
            let firstMessage = p.dot.range(of: "class=\"message")!.lowerBound
            #expect(firstHeading < firstMessage)
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
}
