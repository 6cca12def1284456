import LifelineEngine
import LifelineModel
import ScenarioFormat

/// The text the commands print; the executable only parses arguments and writes it out.
public enum CommandOutput {
    public enum TraceFormat: String, CaseIterable, Sendable { case text, jsonl }

    public static func run(_ fileOrID: String, format: TraceFormat, profile: Profile?, device: Device?,
                           directory: String = Catalog.defaultDirectory) throws -> String {
        var scenario = try Catalog.resolve(fileOrID, directory: directory)
        if let profile { scenario.profile = profile }
        if let device { scenario.device = device }
        let trace = try Simulator.run(scenario)
        switch format {
        case .jsonl: return TraceWriter.jsonLines(trace)
        case .text:
            return "\(scenario.id) — profile \(scenario.profile.rawValue), device \(scenario.device.rawValue)\n"
                + TraceWriter.text(trace, scenario: scenario)
        }
    }

    public static func list(directory: String = Catalog.defaultDirectory) throws -> String {
        let catalog = try Catalog.load(directory: directory)
        let width = catalog.scenarios.map(\.id.count).max() ?? 0
        return catalog.scenarios.map { s in
            s.id + String(repeating: " ", count: width - s.id.count) + "  \(s.profile.rawValue) \(s.device.rawValue)  \(s.steps.count) steps"
                + (s.title.map { "  \($0)" } ?? "")
        }.joined(separator: "\n") + "\n"
    }

    public static func rules() -> String {
        RuleTable.all.map { r in
            var s = "\(r.id.rawValue)  \(r.title)  [\(r.confidence.rawValue)]\n  \(r.statement)\n"
            if let d = r.disputed { s += "  Disputed: \(d)\n" }
            s += r.sources.map { "  - \($0)\n" }.joined()
            return s
        }.joined(separator: "\n")
    }
}
