import ArgumentParser
import Foundation
import Synchronization
import LifelineLocalization
import LifelineModel
import LifelineServe
import LifelineSite
import ScenarioFormat

extension Profile: ExpressibleByArgument {}
extension Device: ExpressibleByArgument {}
extension CommandOutput.TraceFormat: ExpressibleByArgument {}
extension Charts.Kind: ExpressibleByArgument {}
extension TraceCheck.Format: ExpressibleByArgument {}
extension LocaleID: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { LocaleID.all.map(\.rawValue) }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Exit codes: 0 ok; 1 a problem in the user's input or environment (bad arguments included);
/// 2 an internal error (a bug), which says so and asks to be reported.
@main
enum Main {
    static func main() async {
        // A closed pipe (`| head`) and a file-size limit (`ulimit -f`) are errors of the write that
        // meets them (exit 1 with the reason), not signals that kill the process mid-file.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        do {
            var command = try Lifeline.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let e as ExitCode {
            exit(e.rawValue)
        } catch {
            let code = Lifeline.exitCode(for: error)
            if code == .success || code == .validationFailure || error is CleanExit || "\(type(of: error))".contains("CommandError") {
                // Help, --version and argument mistakes: ArgumentParser's own words; mistakes exit 1, not 64.
                let text = Lifeline.fullMessage(for: error)
                if code == .success { print(text) } else { printError(text) }
                exit(code == .success ? 0 : 1)
            }
            printError(ExitStatus.message(for: error))
            exit(ExitStatus.code(for: error))
        }
    }
}

struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Simulate, check and publish the UIKit view-controller lifecycle.",
        version: LifelineVersion.current,
        subcommands: [InitCommand.self, Build.self, ServeCommand.self, Run.self, List.self, Rules.self, Check.self, ExportCommand.self, TraceCommand.self, DiffCommand.self])
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario file (or the id of one of the scenarios lifeline comes with) and print its trace.")
    @Argument(help: "A scenario file, or the id of a scenario (see lifeline list).") var scenario: String
    @Option(help: "text, jsonl (the trace), or a chart: dot, svg, mermaid, plantuml.") var format: CommandOutput.TraceFormat = .text
    @Option(help: "Override the scenario's profile: ios5, ios12, ios13, ios17, ios18, ios26.") var profile: Profile?
    @Option(help: "Override the scenario's device: iphone, ipad.") var device: Device?
    @Option(help: "Language of the chart's words: en (default), fr, zh-Hans, ko.") var lang: LocaleID?
    @Option(help: "Which chart for dot and svg: sequence (default) or states.") var chart: Charts.Kind?
    @Option(help: "The controller a state diagram follows (default: the one with the most state changes).") var controller: String?
    @Option(help: "Write to this file (atomically) instead of standard output.") var output: String?
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    @Option(help: "The String Catalogs (*.xcstrings) that charts take their words from. (default: lifeline's own)") var locales: String?

    func run() throws {
        var o = CommandOutput.RunOptions()
        o.locales = locales ?? Bundled.locales
        o.format = format; o.profile = profile; o.device = device; o.lang = lang
        o.chart = chart; o.controller = controller; o.directory = scenarios ?? Bundled.scenarios
        let text = try CommandOutput.run(scenario, o)
        if let output {
            try CommandFiles.writeOutput(Data(text.utf8), to: output, inputs: CommandFiles.inputs(
                scenario: scenario, folder: o.directory, locales: o.locales))
        } else {
            try CommandFiles.printOut(text)
        }
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenarios of a folder.")
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    func run() throws { try CommandFiles.printOut(try CommandOutput.list(directory: scenarios ?? Bundled.scenarios)) }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the rule table with each rule's sources and confidence.")
    @Option(help: "Language of the rule texts: en (default), fr, zh-Hans, ko.") var lang: LocaleID = .english
    @Option(help: "The String Catalogs the rule texts come from. (default: lifeline's own)") var locales: String?
    func run() throws { try CommandFiles.printOut(CommandOutput.rules(locales: locales ?? Bundled.locales, lang: lang)) }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate every scenario (and run the invariant checker on its trace) and every String Catalog (missing, extra or mismatched keys).")
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    @Option(help: "The String Catalog folder. (default: lifeline's own)") var locales: String?
    @Option(help: "Languages to check, comma-separated (default: en,fr,zh-Hans,ko).") var lang: String?
    @Flag(help: "A language a scenario file's own text lacks is an error, not English marked as not yet translated.") var strict = false
    func run() throws {
        let folder = scenarios ?? Bundled.scenarios
        let languages = try lang.map(LocaleID.list) ?? LocaleID.all
        let report = Checker.check(directory: folder)
        let catalog = (try? Catalog.load(directory: folder))?.scenarios ?? []
        let texts = Locales.check(directory: locales ?? Bundled.locales, scenarios: catalog, languages: languages,
                                  shipped: folder == Bundled.scenarios, strict: strict)
        for w in texts.warnings { printError(w) }
        let problems = report.problems + texts.problems
        for p in problems { FileHandle.standardError.write(Data("\(p)\n".utf8)) }
        if !problems.isEmpty {
            FileHandle.standardError.write(Data("check failed: \(problems.count) problem(s)\n".utf8))
            throw ExitCode(1)
        }
        try CommandFiles.printOut("check passed: \(report.scenarios) scenarios, \(report.events) callbacks, all invariants hold; "
                                  + "texts complete in \(languages.map(\.rawValue).joined(separator: ", "))"
                                  + (texts.warnings.isEmpty ? "" : " (\(texts.warnings.count) shown in English)") + "\n")
    }
}

/// A build's progress on a terminal: the running step on one line, redrawn in place.
final class TerminalProgress: Sendable {
    private let step = Mutex("")

    func started(_ text: String) {
        step.withLock { $0 = text }
        write(text + " …")
    }

    func finished(_ line: String) { write("\r\u{1B}[K" + line + "\n") }

    /// `[10/11] render charts and pages … ▕██████░░░░▏ 120/248 charts`
    func charts(_ done: Int, _ total: Int) {
        guard total > 0 else { return }
        let width = 20, filled = min(width, done * width / total)
        write("\r\u{1B}[K" + step.withLock { $0 } + " … ▕" + String(repeating: "█", count: filled)
              + String(repeating: "░", count: width - filled) + "▏ \(done)/\(total) charts")
    }

    private func write(_ text: String) { try? CommandFiles.printOut(text) }
}

/// `--scenarios`, the one option every command that reads scenarios shares.
struct ScenarioFolderOption: ParsableArguments {
    @Option(help: "The scenario folder, where scenario ids are looked up too. (default: the project's for build and serve, else the scenarios lifeline comes with)")
    var scenarios: String?
}

/// The inputs of a site build, shared by `build` and `serve`: a project file (`lifeline.yaml` in the
/// current folder, or `--config`), then the flags, which win over it.
/// The site's inputs as the command line gave them: flags win over the project file, which is read
/// each time the options are made (serve makes them again when the file changes).
struct ProjectInputs: Sendable {
    var config, scenarios, locales, templates, lang: String?
    var strict, quiet: Bool

    /// The project file's path, if one is named or the current folder has one.
    var file: String? { config ?? (FileManager.default.fileExists(atPath: ProjectFile.name) ? ProjectFile.name : nil) }

    func options(output: String?, fallback: String = "output") throws -> SiteBuild.Options {
        let p = try file.map { f throws in try ProjectFile.load(f) }
        var o = SiteBuild.Options()
        o.strict = strict
        o.scenarios = scenarios ?? p?.scenarios ?? Bundled.scenarios
        o.locales = locales ?? p?.locales ?? Bundled.locales
        o.templates = templates ?? p?.templates ?? Bundled.templates
        o.output = output ?? p?.output ?? fallback
        if let lang { o.languages = try LocaleID.list(lang) } else if let l = p?.languages { o.languages = l }
        if let p { o.settings = SiteSettings(p) }
        (o.log, o.stepStarted, o.chartProgress) = SiteInputOptions.progress(quiet: quiet)
        return o
    }
}

struct SiteInputOptions: ParsableArguments {
    @Option(help: "The project file. (default: lifeline.yaml in the current folder, if there is one)") var config: String?
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    @Option(help: "The String Catalog folder. (default: lifeline's own)") var locales: String?
    @Option(help: "The Mustache template folder (with assets/). (default: lifeline's own)") var templates: String?
    @Option(help: "Languages to build, comma-separated (default: en,fr,zh-Hans,ko).") var lang: String?
    @Flag(help: "A language a scenario file's own text lacks is an error, not English marked as not yet translated.") var strict = false
    @Flag(help: "Print only the result (and errors): no step lines.") var quiet = false

    var project: ProjectInputs {
        ProjectInputs(config: config, scenarios: scenarios, locales: locales, templates: templates, lang: lang, strict: strict, quiet: quiet)
    }

    /// `output`: the flag's folder, else the project's, else `fallback`.
    func options(output: String?, fallback: String = "output") throws -> SiteBuild.Options {
        try project.options(output: output, fallback: fallback)
    }

    /// Step lines: on a terminal, each step shows while it runs (with a bar while charts render) and
    /// gets its time when it ends; when standard output is a file or a pipe, they go to standard error,
    /// so it holds only the result.
    static func progress(quiet: Bool) -> (log: @Sendable (String) -> Void, started: @Sendable (String) -> Void, charts: @Sendable (Int, Int) -> Void) {
        if quiet { return ({ _ in }, { _ in }, { _, _ in }) }
        guard isatty(STDOUT_FILENO) == 1 else { return ({ printError($0) }, { _ in }, { _, _ in }) }
        let terminal = TerminalProgress()
        return ({ terminal.finished($0) }, { terminal.started($0) }, { terminal.charts($0, $1) })
    }
}

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build the static study site: scenarios, charts and pages in every language.")
    @OptionGroup var inputs: SiteInputOptions
    @Option(help: "The output folder: missing, empty, or one lifeline built (it is replaced whole, atomically, only when the build succeeds). (default: the project's, or output)") var output: String?

    func run() async throws {
        let o = try inputs.options(output: output)
        let output = o.output
        let s = try await SiteBuild.run(o)
        for w in s.warnings { printError(w) }
        if s.upToDate {
            try CommandFiles.printOut("\(output)/ is up to date (\(String(format: "%.2f", s.seconds)) s)\n")
            return
        }
        try CommandFiles.printOut("built \(output)/: \(s.pages) pages\(s.pagesReused > 0 ? " (\(s.pagesReused) unchanged, copied from the last build)" : ""), \(s.charts) charts (\(s.chartsRendered) rendered, \(s.charts - s.chartsRendered) from the cache), \(s.languages) languages, \(s.files) files in \(String(format: "%.2f", s.seconds)) s\n")
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a documentation project: lifeline.yaml, a sample scenario in two languages, a .gitignore and a GitHub Pages workflow.")
    @Argument(help: "The project's folder: new or empty. (default: the current folder)") var folder = "."

    func run() throws {
        let written = try ProjectScaffold.create(at: folder)
        try CommandFiles.printOut(written.map { "wrote \(folder == "." ? "" : folder + "/")\($0)\n" }.joined()
                                  + "next: \(folder == "." ? "" : "cd \(folder) && ")lifeline serve\n")
    }
}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1 and rebuild it when a scenario, catalog or template changes; open pages reload by themselves.")
    @OptionGroup var inputs: SiteInputOptions
    @Option(help: "The port on 127.0.0.1 (0: any free port).") var port: UInt16 = 8000
    @Option(help: "Where to build (default: a temporary folder, removed when the server stops).") var output: String?

    func run() async throws {
        var o = Serve.Options()
        let project = inputs.project   // a Sendable copy of the inputs, read again when the project file changes
        o.site = try project.options(output: output ?? "")   // serve builds into its own folder, never the project's output
        o.port = port
        o.output = output
        o.projectFile = project.file
        o.reread = { [output] in try project.options(output: output ?? "") }
        try await Serve.run(o)
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Run a scenario under two profiles and print the callbacks that change, step by step.")
    @Argument(help: "A scenario file, or the id of a scenario (see lifeline list).") var scenario: String
    @Option(help: "The first profile: ios5, ios12, ios13, ios17, ios18, ios26.") var profile: Profile
    @Option(help: "The profile to compare it with.") var vs: Profile
    @Option(help: "The device for both runs: iphone, ipad (default: the scenario's).") var device: Device?
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    func run() throws {
        try CommandFiles.printOut(try ProfileDiff.text(scenario, directory: scenarios ?? Bundled.scenarios, first: profile, second: vs, device: device))
    }
}

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "trace", abstract: "Work with traces logged on a device.",
                                                    subcommands: [TraceCheckCommand.self])
}

struct TraceCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a device log (JSON Lines or console prints) against the lifecycle's invariants, and with --against, against the model's order. Exit 1 when they disagree.")
    @Argument(help: "The log: JSON Lines in the trace contract, or a console log (A viewWillAppear, -[A viewWillAppear:], <App.A: 0x…> viewDidLoad, …).") var log: String
    @Option(help: "A scenario file or id whose trace the log must follow.") var against: String?
    @Option(help: "Map a class in the log to a scenario name: --map FirstViewController=First (repeatable).") var map: [String] = []
    @Option(help: "The form of the log's lines: auto (default: each line as it comes), or one of \(LogForms.all.map(\.name).joined(separator: ", ")).") var logFormat: String?
    @Option(help: "Who a controller callback printed without a name belongs to (default: the scenario's only controller).") var actor: String?
    @Option(help: "The scenario step the log starts at, for an excerpt (default: found by aligning the log when it is clear).") var fromStep: Int?
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    @Option(help: "text (the findings), jsonl (one finding per line), svg or html (the log as a chart, differences drawn).") var format: TraceCheck.Format = .text
    @Option(help: "Language of the findings and the chart: en (default), fr, zh-Hans, ko.") var lang: LocaleID?
    @Option(help: "The String Catalogs the chart's words come from. (default: lifeline's own)") var locales: String?
    @Option(help: "Write to this file (atomically) instead of standard output.") var output: String?

    func run() throws {
        var o = TraceCheck.Options()
        o.against = against
        o.actor = actor
        if let fromStep {
            guard fromStep >= 1, against != nil else { throw UserError("error: --from-step takes a step number from 1, with --against") }
            o.fromStep = fromStep
        }
        if let logFormat, logFormat != "auto" {
            guard LogForms.named(logFormat) != nil else {
                throw UserError("error: unknown --log-format '\(logFormat)'; the formats are auto, \(LogForms.all.map(\.name).joined(separator: ", "))")
            }
            o.logFormat = logFormat
        }
        o.format = format
        if let lang { o.lang = lang }
        o.locales = locales ?? Bundled.locales
        o.scenarios = scenarios ?? Bundled.scenarios
        for pair in map {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UserError("error: --map takes Class=Name, as in --map FirstViewController=First; got '\(pair)'")
            }
            o.map[parts[0]] = parts[1]
        }
        let report = try TraceCheck.run(log: log, o)
        if let output {
            let inputs = [("device log", log)] + (against.map { CommandFiles.inputs(scenario: $0, folder: o.scenarios, locales: o.locales) }
                                                   ?? CommandFiles.inputs(scenario: nil, folder: nil, locales: o.locales))
            try CommandFiles.writeOutput(Data(report.text.utf8), to: output, inputs: inputs)
        } else {
            try CommandFiles.printOut(report.text)
        }
        if !report.agrees { throw ExitCode(1) }
    }
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every scenario's charts and traces, with stable names and a manifest.json, into a folder lifeline owns (for CI).")
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    var scenarios: String? { scenarioFolder.scenarios }
    @Option(help: "The String Catalog folder (chart words). (default: lifeline's own)") var locales: String?
    @Option(help: "Formats, comma-separated: svg, html (a fragment to include in another page), mermaid, plantuml, dot, jsonl (default: all).") var formats: String?
    @Option(help: "Languages, comma-separated (default: en).") var lang = "en"
    @Option(help: "The output folder: missing, empty, or one lifeline wrote (replaced whole, atomically).") var output = "export"

    func run() throws {
        var o = Export.Options()
        o.scenarios = scenarios ?? Bundled.scenarios; o.locales = locales ?? Bundled.locales; o.output = output
        o.languages = try LocaleID.list(lang)
        if let formats {
            o.formats = try formats.split(separator: ",", omittingEmptySubsequences: false).map { raw in
                let f = raw.trimmingCharacters(in: .whitespaces)
                guard let format = Export.Format(rawValue: f) else {
                    throw UserError("error: unknown format '\(f)'; formats are \(Export.Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return format
            }
        }
        let (count, warnings) = try Export.run(o, into: DiskOutput(output))
        for w in warnings { printError(w) }
        try CommandFiles.printOut("exported \(count) files into \(output)/ (manifest.json lists them with their SHA-256)\n")
    }
}
