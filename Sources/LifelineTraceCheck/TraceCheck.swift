import Foundation
import LifelineCharts
import LifelineEngine
import LifelineModel
import LifelineOutput
import LifelineResources
import ScenarioFormat

/// `lifeline trace check`: a device log read, checked against the lifecycle's invariants and, with a
/// scenario, compared with the model's order. Every finding names the log's line and, where the
/// model predicted the order, the rule. A log from which nothing was read is an error, never "agrees".
package enum TraceCheck {
    package struct Options: Sendable {
        /// A scenario file or id to compare with.
        package var against: String?
        /// Log class names → scenario names (`FirstViewController` → `First`).
        package var map: [String: String] = [:]
        /// `--log-format`: nil (auto) or one of `LogForms.all`.
        package var logFormat: String?
        /// `--actor`: who a controller callback printed without a name belongs to.
        package var actor: String?
        /// `--from-step`: the scenario step the log starts at (an excerpt); nil finds it when it is clear.
        package var fromStep: Int?
        package var scenarios = Bundled.scenarios
        /// text (the findings), jsonl (one finding per line), svg or html (the log as a chart with the
        /// differences drawn).
        package var format: OutputFormat = .text
        /// The chart's language (svg, html).
        package var lang: LocaleID = .english
        package var locales = Bundled.locales
        /// `--strict`: warnings fail too (disputed orders, excerpts not compared, lines not read).
        package var strict = false
        /// `--verbose`: the lines that named no callback are listed too (the first 1,000).
        package var verbose = false
        package init() {}

        /// `--map Class=Name`, one pair.
        package static func mapping(_ pair: String) throws -> (logClass: String, name: String) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw Diagnostic(nil, "--map takes Class=Name, as in --map FirstViewController=First; got '\(pair)'")
            }
            return (parts[0], parts[1])
        }

        /// `--log-format`: auto, or the name of one of `LogForms.all`.
        package static func logForm(_ name: String) throws -> String {
            guard name == "auto" || LogForms.named(name) != nil else {
                throw Diagnostic(nil, "unknown --log-format '\(name)'; the formats are auto, \(LogForms.all.map(\.name).joined(separator: ", "))")
            }
            return name
        }
    }

    /// text (the findings, as compilers print), jsonl (one finding per line), github (workflow annotations),
    /// svg or html (the log as a chart with the differences drawn).

    package struct Report: Sendable {
        package var text: String
        /// No error among the findings.
        package var agrees: Bool
        /// What was read and found, for the other formats.
        package var log: DeviceLog
        package var findings: [Finding] = []
        package var divergences: [Divergence] = []
        package var scenario: Scenario?
    }

    /// `path`: a file, or `-` for standard input (named `<stdin>` in what it says).
    package static func run(log path: String, _ o: Options) throws -> Report {
        let label = DeviceLog.label(path)
        let scenario = try o.against.map { try Catalog.resolve($0, directory: o.scenarios) }
        let model = try scenario.map { try Simulator.run($0) }
        let words = Charts.strings(o.lang, locales: try Charts.loadWords(directory: o.locales, language: o.lang))
        let log = try read(path, o, scenario: scenario, model: model)
        var findings = log.ambiguous.map { a in Finding(.unread(a.reason, text: a.text), line: a.line) }
        for v in InvariantChecker.check(log.trace, imported: true) {
            findings.append(Finding(.invariant(v.kind, actor: v.actor.description), line: log.lines[v.seq - 1], actor: v.actor.description))
        }
        func count(_ key: String, _ n: Int) -> String { words.count(.chart(key), n) }
        var summary = words.format("check.summary", [label, count("count.callbacks", log.trace.events.count), count("count.lines", log.lineCount),
                                                     count("count.skipped", log.skipped), count("count.ambiguous", log.ambiguous.count), formsUsed(log)])
        var divergences: [Divergence] = []
        if let scenario, let model {
            let compared = compare(log, model, scenario, o)
            divergences = compared.divergences
            findings += compared.findings
            let differences = compared.findings.filter { $0.kind != .excerpt }.count
            summary += words.format("check.compared", [scenario.id, differences == 0 ? words("check.sameOrder") : count("count.differences", differences)])
        }
        let failing = findings.filter { $0.severity == .error || o.strict }.count
        var lines = [summary] + findings.map { $0.text(path: label, words) }
        if o.verbose {
            lines += log.skippedLines.map { "\(label):\($0.line): " + words.format("check.skippedLine", [$0.text]) }
            if log.skipped > log.skippedLines.count { lines.append("\(label): … " + count("count.skipped", log.skipped - log.skippedLines.count)) }
        }
        if failing == 0 { lines.append(words(o.against == nil ? "check.noInvariantBroken" : "check.agrees")) }
        var report = Report(text: lines.joined(separator: "\n") + "\n", agrees: failing == 0, log: log, findings: findings,
                            divergences: divergences, scenario: scenario)
        switch o.format {
        case .text: break
        case .jsonl: report.text = findings.map { $0.json(path: label, words) + "\n" }.joined()
        case .github: report.text = findings.map { GitHubAnnotations.line($0, path: path == "-" ? nil : path, words) + "\n" }.joined() + summary + "\n"
        case .svg, .html:
            let svg = try TraceCheckOutput.svg(report, path: label, strings: words)
            report.text = o.format == .svg ? Charts.standalone(svg) : TraceCheckOutput.html(report, svg: svg, lang: o.lang, findings: lines, strings: words)
        case .dot, .mermaid, .plantuml: throw InternalError("trace check does not write \(o.format)")
        }
        return report
    }

    /// The comparison from the step the log starts at (given, found by alignment, or the first).
    static func compare(_ log: DeviceLog, _ model: Trace, _ scenario: Scenario, _ o: Options) -> (divergences: [Divergence], findings: [Finding]) {
        let aligned = o.fromStep == nil ? Comparison.alignment(log: log, model: model, scenario: scenario) : nil
        let from = o.fromStep ?? aligned ?? 1
        var compared = Comparison.run(log: log, model: model, scenario: scenario, from: from)
        if let aligned {
            compared.findings.insert(Finding(.startsAt(step: aligned, scenario: scenario.id)), at: 0)
        } else if from > 1 {
            compared.findings.insert(Finding(.fromStep(from)), at: 0)
        }
        return compared
    }

    /// Reads the log (streamed), with the scenario's class names (`class:`; --map wins); refuses a log
    /// from which nothing was read, and one whose names match none of the scenario's controllers.
    static func read(_ path: String, _ o: Options, scenario: Scenario?, model: Trace?) throws -> DeviceLog {
        var options = DeviceLog.Options()
        options.keepSkipped = o.verbose ? 1_000 : 0
        // The scenario's unwind actions are named by the app (`unwindToPlants(_:)`): read by their names.
        for e in model?.events ?? [] where e.callback == .unwindAction {
            if case .string(let name)? = e.args["name"] { options.known.calls[name.lowercased()] = .unwindAction }
        }
        // Its objects' names, as the log may print them: a word that is one of them is the line's object.
        options.known.names = Set((model?.events.map(\.actor) ?? []) + options.map.keys)
        for (name, decl) in scenario?.controllers ?? [:] { if let c = decl.className { options.map[c] = name } }
        options.map.merge(o.map) { _, explicit in explicit }
        options.form = o.logFormat
        let modelControllers = model.map(Comparison.controllers) ?? []
        options.defaultActor = o.actor ?? (modelControllers.count == 1 ? modelControllers.first : nil)
        // A device that never ends (`/dev/zero`, `/dev/urandom`) would be read for ever: a log is a
        // file, a pipe, or standard input (which may be a terminal).
        let label = DeviceLog.label(path)
        var st = stat()
        if !["-", "/dev/stdin"].contains(path), stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFCHR || st.st_mode & S_IFMT == S_IFBLK {
            throw Diagnostic(path, "this is a device, not a log; give a log file, or pipe the log in and name it -")
        }
        guard let log = try DeviceLog.read(contentsOf: path, options: options) else {
            throw Diagnostic(label, "cannot read the file (\(FileSystem.reason()))")
        }
        guard !log.trace.events.isEmpty else {
            let tried = o.logFormat.map { [$0] } ?? LogForms.all.map(\.name)
            let looks = log.firstLines.isEmpty ? "" : "; the first lines look like:\n    " + log.firstLines.joined(separator: "\n    ")
            throw Diagnostic(label, "nothing in this log was read: \(log.lineCount) \(log.lineCount == 1 ? "line" : "lines"); forms tried: \(tried.joined(separator: ", "))" + looks
                            + (log.ambiguous.isEmpty ? "" : "\n" + log.ambiguous.prefix(3).map { "\(label):\($0.line): \($0.why)" }.joined(separator: "\n")))
        }
        if let model { try Comparison.refuseUnmatchedNames(log: log, model: model, path: label) }
        return log
    }

    static func formsUsed(_ log: DeviceLog) -> String {
        log.forms.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}
