import Foundation
import LifelineEngine
import LifelineModel
import ScenarioFormat

/// `lifeline trace check`: a device log read, checked against the lifecycle's invariants and, with a
/// scenario, compared with the model's order. Every finding names the log's line and, where the
/// model predicted the order, the rule. A log from which nothing was read is an error, never "agrees".
public enum TraceCheck {
    public struct Options: Sendable {
        /// A scenario file or id to compare with.
        public var against: String?
        /// Log class names → scenario names (`FirstViewController` → `First`).
        public var map: [String: String] = [:]
        /// `--log-format`: nil (auto) or one of `LogForms.all`.
        public var logFormat: String?
        /// `--actor`: who a controller callback printed without a name belongs to.
        public var actor: String?
        /// `--from-step`: the scenario step the log starts at (an excerpt); nil finds it when it is clear.
        public var fromStep: Int?
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
        /// No error among the findings.
        public var agrees: Bool
        /// What was read and found, for the other formats.
        public var log: DeviceLog
        public var findings: [Finding] = []
        public var divergences: [Divergence] = []
        public var scenario: Scenario?
    }

    public static func run(log path: String, _ o: Options) throws -> Report {
        let scenario = try o.against.map { try Catalog.resolve($0, directory: o.scenarios) }
        let model = try scenario.map { try Simulator.run($0) }
        let log = try read(path, o, scenario: scenario, model: model)
        var findings = log.ambiguous.map { a in
            Finding(kind: .ambiguous, severity: .warning, line: a.line, message: "skipped a line: \(a.why)" + (a.text.isEmpty ? "" : ": \(a.text)"))
        }
        for v in InvariantChecker.check(log.trace, imported: true) {
            findings.append(Finding(kind: .invariant, severity: .error, line: log.lines[v.seq - 1], actor: v.actor.description,
                                    message: "\(v.actor): \(v.message)"))
        }
        var summary = "\(path): read \(log.trace.events.count) callbacks from \(log.lineCount) lines (\(log.skipped) other lines skipped, "
            + "\(log.ambiguous.count) ambiguous; \(formsUsed(log)))"
        var divergences: [Divergence] = []
        if let scenario, let model {
            let aligned = o.fromStep == nil ? Comparison.alignment(log: log, model: model, scenario: scenario) : nil
            let from = o.fromStep ?? aligned ?? 1
            let compared = Comparison.run(log: log, model: model, scenario: scenario, from: from)
            divergences = compared.divergences
            if let aligned {
                findings.append(Finding(kind: .excerpt, severity: .warning, message: "the log starts at step \(aligned) of \(scenario.id) (found by aligning it; "
                                        + "--from-step \(aligned) says so): the steps before it are not compared"))
            } else if from > 1 {
                findings.append(Finding(kind: .excerpt, severity: .warning, message: "compared from step \(from) (--from-step); the steps before it are not"))
            }
            findings += compared.findings
            summary += "; compared with scenario \(scenario.id): "
                + (compared.findings.isEmpty ? "same order" : "\(compared.findings.count) difference(s)")
        }
        let errors = findings.filter { $0.severity == .error }.count
        var lines = [summary] + findings.map { $0.text(path: path) }
        if errors == 0 { lines.append(o.against == nil ? "no invariant broken" : "the log agrees with the model") }
        var report = Report(text: lines.joined(separator: "\n") + "\n", agrees: errors == 0, log: log, findings: findings,
                            divergences: divergences, scenario: scenario)
        switch o.format {
        case .text: break
        case .jsonl: report.text = findings.map { $0.json(path: path) + "\n" }.joined()
        case .svg, .html:
            let strings = Charts.strings(o.lang, locales: try Locales.loadForCharts(directory: o.locales, language: o.lang))
            let svg = try TraceCheckOutput.svg(report, path: path, strings: strings)
            report.text = o.format == .svg ? Charts.standalone(svg) : TraceCheckOutput.html(report, svg: svg, lang: o.lang, findings: lines, strings: strings)
        }
        return report
    }

    /// Reads the log (streamed), with the scenario's class names (`class:`; --map wins); refuses a log
    /// from which nothing was read, and one whose names match none of the scenario's controllers.
    static func read(_ path: String, _ o: Options, scenario: Scenario?, model: Trace?) throws -> DeviceLog {
        var options = DeviceLog.Options()
        for (name, decl) in scenario?.controllers ?? [:] { if let c = decl.className { options.map[c] = name } }
        options.map.merge(o.map) { _, explicit in explicit }
        options.form = o.logFormat
        let modelControllers = model.map(Comparison.controllers) ?? []
        options.defaultActor = o.actor ?? (modelControllers.count == 1 ? modelControllers.first : nil)
        guard let log = try DeviceLog.read(contentsOf: path, options: options) else {
            throw UserError("\(path): error: cannot read the file (\(FileSystem.reason()))")
        }
        guard !log.trace.events.isEmpty else {
            let tried = o.logFormat.map { [$0] } ?? LogForms.all.map(\.name)
            let looks = log.firstLines.isEmpty ? "" : "; the first lines look like:\n    " + log.firstLines.joined(separator: "\n    ")
            throw UserError("\(path): error: nothing in this log was read: \(log.lineCount) lines; forms tried: \(tried.joined(separator: ", "))" + looks
                            + (log.ambiguous.isEmpty ? "" : "\n" + log.ambiguous.prefix(3).map { "\(path):\($0.line): \($0.why)" }.joined(separator: "\n")))
        }
        if let model { try Comparison.refuseUnmatchedNames(log: log, model: model, path: path) }
        return log
    }

    static func formsUsed(_ log: DeviceLog) -> String {
        "read as " + log.forms.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
