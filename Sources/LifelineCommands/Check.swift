import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineResources
import LifelineSite
import ScenarioFormat

/// What `lifeline check` does: parse every scenario, simulate it, run the invariant checker.
package enum Checker {
    package struct Report: Sendable {
        package var problems: [String]
        package var scenarios: Int
        package var events: Int
    }

    package static func check(directory: String) -> Report {
        var problems: [String] = []
        var count = 0, events = 0
        let files: [String]
        do { files = try Catalog.scenarioFiles(in: directory) } catch { return Report(problems: ["\(error)"], scenarios: 0, events: 0) }
        var ids: [String: String] = [:]
        for f in files {
            do {
                let s = try Catalog.loadFile(f, expectID: true)
                if let other = ids[s.id] { problems.append("\(f):1:1: error: id '\(s.id)' is also used by \(other)") }
                ids[s.id] = f
                let trace = try Simulator.run(s)
                count += 1
                events += trace.events.count
                for v in InvariantChecker.check(trace) {
                    let step = trace.events[v.seq - 1].step
                    let where_ = step >= 1 && step <= s.steps.count ? s.steps[step - 1].location : SourceLocation(file: f, line: 1, column: 1)
                    problems.append("\(where_): error: invariant broken at event \(v)")
                }
            } catch {
                problems += "\(error)".split(separator: "\n").map(String.init)
            }
        }
        if files.isEmpty { problems.append("\(directory): error: no scenario files (*.yaml)") }
        return Report(problems: problems, scenarios: count, events: events)
    }
}

/// `lifeline check`: the scenarios (parsed, simulated, invariants) and the catalogs (complete in
/// `languages`), with the scenario files' own texts.
package enum CheckCommand {
    package struct Report: Sendable {
        /// Errors, one per line.
        package var problems: [String]
        /// Texts shown in English for want of a translation (errors instead with `strict`).
        package var warnings: [Diagnostic]
        /// The line printed when there is no problem.
        package var summary: String
    }

    package static func run(scenarios folder: String, locales: String, languages: [LocaleID], strict: Bool) -> Report {
        let report = Checker.check(directory: folder)
        let catalog = (try? Catalog.load(directory: folder))?.scenarios ?? []
        let texts = Locales.check(directory: locales, scenarios: catalog, languages: languages, shipped: folder == Bundled.scenarios, strict: strict)
        let summary = "check passed: \(report.scenarios) scenarios, \(report.events) callbacks, all invariants hold; "
            + "texts complete in \(languages.map(\.rawValue).joined(separator: ", "))"
            + (texts.warnings.isEmpty ? "" : " (\(texts.warnings.count) shown in English)") + "\n"
        return Report(problems: report.problems + texts.problems, warnings: texts.warnings, summary: summary)
    }
}
