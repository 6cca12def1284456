import LifelineLanguage
import LifelineModel

/// The launch folded: a scenario page's sequence chart starts where the scenario does. Nearly every
/// scenario opens with the same launch (about 26 callbacks, and lanes for the app's and the scene's
/// delegates whose long method names widen the whole chart); on a site that has the `launch`
/// scenario, the other scenarios draw it as one heading row that links there. The trace table, the
/// step's focus chart and exports keep every callback.
extension SequenceChart {
    /// Where the folded launch points: the launch scenario's title, and its page from the chart's.
    package struct Fold: Sendable {
        package var title: String
        package var link: String
        package init(title: String, link: String) { self.title = title; self.link = link }
    }

    /// The scenario's chart parts for its page: with `fold`, the launch (its first step) is one row.
    package static func parts(scenario: Scenario, trace: Trace, strings: Words, fold: Fold?, maxRows: Int = rowsPerPart) -> [SequenceChart] {
        guard let fold, scenario.id != "launch", case .launch? = scenario.steps.first?.action,
              let start = trace.events.firstIndex(where: { $0.step > 1 }) else {
            return parts(scenario: scenario, trace: trace, strings: strings, maxRows: maxRows)
        }
        let ranges = partRanges(trace, from: start, maxRows: maxRows)
        let objects = TraceObjects(trace)
        return ranges.enumerated().map { k, range in
            var b = Builder(scenario: scenario, trace: trace, strings: strings, notes: [:], window: range, objects: objects,
                            part: ranges.count > 1 ? (k + 1, ranges.count) : nil)
            b.fold = fold
            return b.build()
        }
    }

    /// Event ranges of at most `maxRows`, cut between steps where possible.
    static func partRanges(_ trace: Trace, from first: Int = 0, maxRows: Int) -> [Range<Int>] {
        var steps: [Range<Int>] = []
        var start = first
        for i in trace.events.indices where i > first && trace.events[i].step != trace.events[i - 1].step {
            steps.append(start..<i); start = i
        }
        if trace.events.count > first { steps.append(start..<trace.events.count) }
        var out: [Range<Int>] = []
        var current: Range<Int>?
        for var step in steps {
            while step.count > maxRows {             // a step longer than a part: cut it in whole parts
                if let c = current { out.append(c); current = nil }
                out.append(step.lowerBound..<step.lowerBound + maxRows)
                step = step.lowerBound + maxRows..<step.upperBound
            }
            if let c = current, c.count + step.count > maxRows { out.append(c); current = nil }
            current = current.map { $0.lowerBound..<step.upperBound } ?? step
        }
        if let c = current { out.append(c) }
        return out
    }
}

extension SequenceChart.Builder {
    /// "Step 1 · launch — folded; every callback in “App launch”".
    var foldedText: String { fold.map { strings("sequence.launchFolded", strings.stepHeading(scenario, 1), $0.title) } ?? "" }

    /// The folded launch: a heading row at the top that links to the launch scenario's page.
    mutating func drawFolded(y: Double, height: Double) {
        guard let fold else { return }
        let text = foldedText
        let x = SequenceChart.margin + TextWidth.width(text, size: SequenceChart.headingSize, face: .sansBold) / 2 + SequenceChart.textMargin + 4
        _ = textNode(text, x: x, y: y, height: height, .steps, href: fold.link, tooltip: text)
    }
}

extension Trace {
    /// Whether an object is the app's or a scene's delegate.
    func isDelegate(_ k: ActorRef) -> Bool { [.appDelegate, .sceneDelegate].contains(actorKinds[k.name]) }
}
