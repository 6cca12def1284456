import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// Issue #33, item 1: each step's own small chart, beside its explanation and in the player.
@Suite(.tags(.fast)) struct FocusChartTests {
    /// The arrows of a chart, by the trace seq in their ids, in the order the DOT draws them.
    func arrows(_ dot: String) -> [Int] {
        dot.split(separator: "\n").compactMap { line -> Int? in
            guard line.contains(" -> "), let r = line.range(of: "_e") else { return nil }
            return Int(line[r.upperBound...].prefix { $0.isNumber })
        }
    }

    /// The lanes' names (pinned text nodes of the actors' header boxes and of UIKit's).
    func lanes(_ dot: String) -> [String] {
        var names: [String] = []
        var inActors = false
        for line in dot.split(separator: "\n") {
            if line.hasPrefix("  node [") { inActors = line.contains("class=\"actor"); continue }
            guard inActors, let r = line.range(of: "label=\"") else { continue }
            names.append(String(line[r.upperBound...].prefix { $0 != "\"" }))
        }
        return names
    }

    @Test func aPushStepShowsTheContainerBothScreensAndNothingElse() throws {
        // R3.push (lifecycle-rules.md): the navigation controller drives A's disappearance and B's
        // appearance; the app and scene delegates act only at launch, so the push step has no lane for them.
        let scenario = try loadCanonical("navigation-push-pop")
        let trace = try Simulator.run(scenario)
        let charts = SequenceChart.focusCharts(scenario: scenario, trace: trace)
        #expect(Set(charts.keys) == Set(1...scenario.steps.count))
        let push = try #require(charts[2])
        let pushSteps = trace.events.filter { $0.step == 2 }
        #expect(arrows(push.dot) == pushSteps.map(\.seq), "every callback of the step, in trace order, and no other")
        let names = lanes(push.dot)
        #expect(names.contains("Nav") && names.contains("A") && names.contains("B"), "\(names)")
        #expect(!names.contains("AppDelegate") && !names.contains("SceneDelegate"), "\(names)")
        // Its text is the same in every language: names and signatures, no words from a catalog.
        #expect(!push.dot.contains("turn") && !push.dot.contains("Step"), "no localized heading or divider label")
        #expect(push.dot.contains("label=\"viewWillAppear(true)\""))
    }

    @Test func eachArrowSaysWhoCallsWhatOnWhomInItsHoverText() throws {
        let scenario = try loadCanonical("navigation-push-pop")
        let trace = try Simulator.run(scenario)
        let push = try #require(SequenceChart.focusCharts(scenario: scenario, trace: trace)[2])
        let will = try #require(trace.events.first { $0.step == 2 && $0.actor == "B" && $0.callback == .viewWillAppear })
        let line = try #require(push.dot.split(separator: "\n").first { $0.contains("_e\(will.seq)\"") && $0.contains(" -> ") })
        #expect(line.contains("tooltip=\"Nav → B.viewWillAppear(true) · \(will.rule?.rawValue ?? "?")\""), "\(line)")
        // In a full chart the same arrow's hover text is a sentence of the chart's language.
        let full = SequenceChart.make(scenario: scenario, trace: trace, strings: french)
        let fullLine = try #require(full.dot.split(separator: "\n").first { $0.contains("_e\(will.seq)\"") && $0.contains(" -> ") })
        #expect(fullLine.contains("Nav appelle viewWillAppear(true) sur B"), "\(fullLine)")
    }

    @Test func graphvizNamesBecomeWordsInTheDrawing() {
        let svg = """
        <g id="graph0" class="graph">
        <title>g</title>
        <!-- a&#45;&gt;b -->
        <g id="x_e1" class="edge">
        <title>a&#45;&gt;b</title>
        <g id="a_x_e1"><a xlink:title="Nav → B.viewWillAppear(true)">
        <path d="M0,0"/>
        </a>
        </g>
        </g>
        <g id="node2" class="node">
        <title>n2</title>
        <ellipse/>
        </g>
        </g>
        """
        let worded = SVGAccessibility.wordTooltips(svg)
        #expect(worded == """
        <g id="graph0" class="graph">
        <g id="x_e1" class="edge">
        <title>Nav → B.viewWillAppear(true)</title>
        <path d="M0,0"/>
        </g>
        <g id="node2" class="node">
        <ellipse/>
        </g>
        </g>
        """)
    }
}
