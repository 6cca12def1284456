import Foundation
import LifelineLocalization

/// The study-site generator, as a list of named steps. This file is the whole pipeline:
///
///     Scenarios/*.yaml ─parse─▶ Scenario ─simulate─▶ Trace ─┬─▶ DOT ─libgvc─▶ SVG (per language)
///                                                           ├─▶ page contexts ─Templates/─▶ HTML
///     Locales/*.xcstrings ─load─▶ StringTable ──────────────┘                          ▼
///                                                                        output/ (atomic swap)
public struct SiteBuild {
    public struct Options: Sendable {
        public var scenarios = "Scenarios"
        public var locales = "Locales"
        public var templates = "Templates"
        public var output = "output"
        public var languages = StringTable.languages
        public var log: @Sendable (String) -> Void = { print($0) }
        public init() {}
    }

    public struct Summary: Sendable {
        public var pages: Int, charts: Int, chartsRendered: Int, languages: Int, files: Int, seconds: Double
        /// True when nothing changed since the last build of this output: nothing was rebuilt.
        public var upToDate: Bool
    }

    /// A step: a name for the progress line and the error, and what it does to the build's state.
    struct Step: Sendable {
        let name: String
        let run: @Sendable (inout SiteState) throws -> Void
    }

    static let steps: [Step] = [
        Step(name: "check for changes", run: { try $0.checkForChanges() }),
        Step(name: "load strings", run: { try $0.loadStrings() }),
        Step(name: "load scenarios", run: { try $0.loadScenarios() }),
        Step(name: "simulate", run: { try $0.simulate() }),
        Step(name: "build diagrams", run: { try $0.buildDiagrams() }),
        Step(name: "render diagrams", run: { try $0.renderDiagrams() }),
        Step(name: "load templates", run: { try $0.loadTemplates() }),
        Step(name: "render pages", run: { try $0.renderPages() }),
        Step(name: "copy assets", run: { try $0.copyAssets() }),
        Step(name: "write", run: { try $0.write() }),
    ]

    /// Runs every step, printing `[n/N] step`; any error names the step (and the file it concerns).
    /// Nothing is written outside `options.output`, and output/ changes only if every step succeeded.
    public static func run(_ options: Options) throws -> Summary {
        let clock = ContinuousClock()
        let start = clock.now
        var state = SiteState(options: options)
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        for (i, step) in steps.enumerated() {
            let stepStart = clock.now
            do { try step.run(&state) } catch {
                state.discardTemporaryOutput()
                throw UserError("error in step '\(step.name)': \(error)")
            }
            options.log("[\(i + 1)/\(steps.count)] \(step.name) (\(String(format: "%.2f", seconds(clock.now - stepStart))) s)")
            if state.upToDate {
                options.log("nothing changed since the last build of \(options.output)/")
                break
            }
        }
        let seconds = seconds(clock.now - start)
        return Summary(pages: state.pageCount, charts: state.chartCount, chartsRendered: state.chartsRendered,
                       languages: options.languages.count, files: state.files.count, seconds: seconds, upToDate: state.upToDate)
    }
}
