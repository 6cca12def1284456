import Foundation
import LifelineEngine
import LifelineModel
import ScenarioFormat

/// `lifeline trace check`: a device log read, checked against the lifecycle's invariants and, with a
/// scenario, compared with the model's order. Every finding names the log's line.
public enum TraceCheck {
    public struct Options: Sendable {
        /// A scenario file or id to compare with.
        public var against: String?
        /// Log class names → scenario names (`FirstViewController` → `First`).
        public var map: [String: String] = [:]
        public var scenarios = Catalog.defaultDirectory
        /// text (the findings), jsonl (one finding per line), svg or html (the log as a chart with the
        /// differences drawn).
        public var format: Format = .text
        /// The chart's language (svg, html).
        public var lang: LocaleID = .english
        public var locales = Locales.defaultDirectory
        public init() {}
    }

    public enum Format: String, CaseIterable, Sendable { case text, jsonl, svg, html }

    public struct Report: Sendable {
        public var text: String
        /// No invariant broken and no divergence outside disputed rules.
        public var agrees: Bool
        /// What was read and found, for the other formats.
        public var log: DeviceLog
        public var divergences: [Divergence] = []
        public var scenario: Scenario?
    }

    public static func run(log path: String, _ o: Options) throws -> Report {
        guard let data = FileManager.default.contents(atPath: path) else { throw UserError("\(path): error: cannot read the file") }
        guard let text = String(data: data, encoding: .utf8) else { throw UserError("\(path):1:1: error: the log is not UTF-8 text") }
        // With a scenario, the classes it declares (`class:`) name its controllers; --map wins.
        let scenario = try o.against.map { try Catalog.resolve($0, directory: o.scenarios) }
        var map: [String: String] = [:]
        for (name, decl) in scenario?.controllers ?? [:] { if let c = decl.className { map[c] = name } }
        map.merge(o.map) { _, explicit in explicit }
        let log = try DeviceLog.read(text, file: path, map: map)
        var lines: [String] = []
        var errors = 0
        for a in log.ambiguous {
            lines.append("\(path):\(a.line): warning: skipped an ambiguous line: \(a.why): \(a.text)")
        }
        for v in InvariantChecker.check(log.trace) {
            lines.append("\(path):\(log.lines[v.seq - 1]): error: \(v.actor): \(v.message)")
            errors += 1
        }
        var summary = "\(path): read \(log.trace.events.count) callbacks (\(log.skipped) other lines skipped, \(log.ambiguous.count) ambiguous)"
        if let scenario {
            let model = try Simulator.run(scenario)
            let found = TraceComparison.compare(log: log.trace, model: model)
            for d in found {
                lines.append(describe(d, path: path, log: log))
                if !d.disputed { errors += 1 }
            }
            summary += "; compared with scenario \(scenario.id): \(found.isEmpty ? "same order" : "\(found.count) difference(s)")"
        }
        lines.insert(summary, at: 0)
        if errors == 0 { lines.append(o.against == nil ? "no invariant broken" : "the log agrees with the model") }
        var report = Report(text: lines.joined(separator: "\n") + "\n", agrees: errors == 0, log: log, scenario: scenario)
        if let scenario { report.divergences = TraceComparison.compare(log: log.trace, model: try Simulator.run(scenario)) }
        switch o.format {
        case .text: break
        case .jsonl: report.text = TraceCheckOutput.jsonl(report, path: path)
        case .svg, .html:
            let strings = Charts.strings(o.lang, locales: try Locales.loadForCharts(directory: o.locales, language: o.lang))
            let svg = try TraceCheckOutput.svg(report, path: path, strings: strings)
            report.text = o.format == .svg ? Charts.standalone(svg) : TraceCheckOutput.html(report, svg: svg, lang: o.lang, findings: lines, strings: strings)
        }
        return report
    }

    static func describe(_ d: Divergence, path: String, log: DeviceLog) -> String {
        let place = d.logIndex.map { "\(path):\(log.lines[$0])" } ?? path
        let level = d.disputed ? "warning" : "error"
        let after = d.expectedAfter.map { "after \($0)" } ?? "first"
        let why = d.rule.isEmpty ? "" : " (rule \(d.rule)\(d.disputed ? ", whose order is disputed" : ""))"
        switch d.kind {
        case .missing: return "\(place): \(level): missing \(d.actor).\(d.callback.rawValue): the model calls it \(after)\(why)"
        case .extra: return "\(place): \(level): unexpected \(d.actor).\(d.callback.rawValue): the model does not call it here (\(after) in the log)"
        case .outOfOrder: return "\(place): \(level): \(d.actor).\(d.callback.rawValue) is out of order: the model calls it \(after)\(why)"
        }
    }
}
