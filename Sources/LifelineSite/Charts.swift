import GraphvizRenderer
import LifelineDiagrams
import LifelineLocalization
import LifelineModel

/// Trace → DOT → SVG, with the accessible title and description.
public enum Charts {
    public enum Kind: String, CaseIterable, Sendable { case sequence, states }

    /// The chart words of one language, from the String Catalogs of `locales`.
    public static func strings(_ lang: LocaleID, locales: StringTable) -> DiagramStrings {
        DiagramStrings(language: lang.rawValue, table: locales.strings(language: lang.rawValue))
    }

    public static func sequenceSVG(scenario: Scenario, trace: Trace, strings: DiagramStrings, notes: [Int: String] = [:]) throws -> String {
        let chart = SequenceChart.make(scenario: scenario, trace: trace, strings: strings, notes: notes)
        let svg = try Graphviz.svg(dot: chart.dot, engine: "nop")
        return SVGAccessibility.decorate(svg, id: "\(scenario.id)-sequence", title: chart.title, description: chart.summary)
    }

    public static func stateDiagram(scenario: Scenario, trace: Trace, controller: String?, strings: DiagramStrings) throws -> StateDiagram {
        let who: ActorRef
        if let controller {
            let names = Array(Set(trace.events.filter { $0.state != nil }.map(\.actor))).sorted()
            guard let ref = ActorRef(display: controller), trace.events.contains(where: { $0.actorRef == ref && $0.state != nil }) else {
                throw UserError("\(scenario.source): error: no controller '\(controller)' in this trace"
                                + (Suggest.didYouMean(controller, among: names).map { "; \($0)" } ?? "; controllers: \(names.joined(separator: ", "))"))
            }
            who = ref
        } else {
            guard let f = StateDiagram.focus(of: trace) else { throw UserError("\(scenario.source): error: the trace has no controller") }
            who = f
        }
        return StateDiagram.make(scenario: scenario, trace: trace, actor: who.name, instance: who.instance, strings: strings)
    }

    public static func statesSVG(_ diagram: StateDiagram) throws -> String {
        let svg = try Graphviz.svg(dot: diagram.dot, engine: "dot")
        return SVGAccessibility.decorate(svg, id: "\(diagram.id)-states", title: diagram.title, description: diagram.summary)
    }
}
