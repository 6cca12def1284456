import LifelineLanguage
import LifelineModel

/// A step's focus chart: the small sequence chart a scenario page puts under the step it explains,
/// and the step-through player shows beside the current callback. Only the objects that act in the
/// step (those that receive a callback or call one), UIKit's lane, and the step's callbacks in order.
/// Its text is object names and callback signatures only — the same in every language — so one
/// drawing serves the four pages; the words around it are the page's.
extension SequenceChart {
    /// The only words a focus chart has: the two lanes that are not objects.
    static let neutralWords = Words(language: "en", strings: ["actor.uikit": "UIKit", "actor.app": "App"])

    /// Each step's focus chart, by step number (1-based); a step in which nothing is called has none.
    package static func focusCharts(scenario: Scenario, trace: Trace) -> [Int: SequenceChart] {
        let objects = TraceObjects(trace)
        var out: [Int: SequenceChart] = [:]
        var start = 0
        for i in trace.events.indices where i + 1 == trace.events.count || trace.events[i + 1].step != trace.events[i].step {
            let step = trace.events[i].step
            var b = Builder(scenario: scenario, trace: trace, strings: neutralWords, notes: [:], window: start..<(i + 1), objects: objects, part: nil)
            b.focus = step
            var chart = b.build()
            chart.id = "\(scenario.id)-step\(step)"
            chart.title = "\(scenario.id) #\(step)"
            chart.summary = (start...i).map { focusCall(trace.events[$0], caller: objects.callers[$0]) }.joined(separator: "; ")
            out[step] = chart
            start = i + 1
        }
        return out
    }

    /// "Nav → B.viewWillAppear(true)": one call as a focus chart says it (its description and hover texts).
    static func focusCall(_ e: TraceEvent, caller: CallLabel.Caller) -> String {
        "\(callerName(caller)) → \(e.actorRef).\(CallLabel.text(e))"
    }

    static func callerName(_ caller: CallLabel.Caller) -> String {
        switch caller {
        case .uikit: "UIKit"
        case .app: "App"
        case .actor(let a): a.description
        }
    }
}

extension SequenceChart.Builder {
    /// The objects a focus chart shows: those called, and those calling, in its window, in the order
    /// the whole trace met them.
    var actingObjects: [ActorRef] {
        var acting = Set<ActorRef>()
        for i in window {
            acting.insert(trace.events[i].actorRef)
            if case .actor(let caller) = objects.callers[i] { acting.insert(caller) }
        }
        return objects.order.filter(acting.contains)
    }
}
