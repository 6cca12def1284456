import ArgumentParser
import Foundation
import LifelineCharts
import LifelineCommands
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import LifelineSite
import ScenarioFormat

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario file (or the id of one of the scenarios lifeline comes with) and print its trace.")
    @Argument(help: "A scenario file, or the id of a scenario (see lifeline list).") var scenario: String
    @Option(help: "\(OutputFormat.help(for: .run)): the trace, or its chart.",
            transform: argument { try OutputFormat.named($0, for: .run) }) var format: OutputFormat = .text
    @Option(help: "Override the scenario's profile: ios5, ios12, ios13, ios17, ios18, ios26.") var profile: Profile?
    @Option(help: "Override the scenario's device: iphone, ipad.") var device: Device?
    @OptionGroup var language: LanguageOption
    @Option(help: "Which chart for dot and svg: sequence (default), states, or focus (one step's own chart; give --step).") var chart: Charts.Kind?
    @Option(help: "The step a focus chart draws (1-based).") var step: Int?
    @Option(help: "The controller a state diagram follows (default: the one with the most state changes).") var controller: String?
    @Option(help: "Write to this file (atomically) instead of standard output.") var output: String?
    @OptionGroup var scenarios: ScenarioFolderOption
    @OptionGroup var catalogs: LocalesOption

    func run() throws {
        var o = CommandOutput.RunOptions()
        o.locales = try catalogs.folder()
        o.format = format; o.profile = profile; o.device = device; o.lang = language.lang
        o.chart = chart; o.controller = controller; o.step = step; o.directory = try scenarios.folder()
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
    @OptionGroup var scenarios: ScenarioFolderOption
    func run() throws { try CommandFiles.printOut(try CommandOutput.list(directory: scenarios.folder())) }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the rule table with each rule's sources and confidence.")
    @OptionGroup var language: LanguageOption
    @OptionGroup var catalogs: LocalesOption
    func run() throws { try CommandFiles.printOut(CommandOutput.rules(locales: try catalogs.folder(), lang: language.lang ?? .english)) }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate every scenario (and run the invariant checker on its trace) and every String Catalog (missing, extra or mismatched keys).")
    @OptionGroup var scenarios: ScenarioFolderOption
    @OptionGroup var catalogs: LocalesOption
    @OptionGroup var languages: LanguagesOption
    @Flag(help: "A language a scenario file's own text lacks is an error, not English marked as not yet translated.") var strict = false

    func run() throws {
        let languages = try languages.lang ?? ProjectInputs.current()?.languages ?? LocaleID.all
        let report = CheckCommand.run(scenarios: try scenarios.folder(), locales: try catalogs.folder(), languages: languages, strict: strict)
        for w in report.warnings { CommandFiles.printError(w.description) }
        for p in report.problems { CommandFiles.printError(p) }
        guard report.problems.isEmpty else {
            CommandFiles.printError("check failed: \(report.problems.count) problem(s)")
            throw ExitCode(1)
        }
        try CommandFiles.printOut(report.summary)
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "Run a scenario under two profiles and print the callbacks that change, step by step.")
    @Argument(help: "A scenario file, or the id of a scenario (see lifeline list).") var scenario: String
    @Option(help: "The first profile: ios5, ios12, ios13, ios17, ios18, ios26.") var profile: Profile
    @Option(help: "The profile to compare it with.") var vs: Profile
    @Option(help: "The device for both runs: iphone, ipad (default: the scenario's).") var device: Device?
    @OptionGroup var scenarios: ScenarioFolderOption
    func run() throws {
        try CommandFiles.printOut(try ProfileDiff.text(scenario, directory: try scenarios.folder(), first: profile, second: vs, device: device))
    }
}

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every scenario's charts and traces, with stable names and a manifest.json, into a folder lifeline owns (for CI).")
    @OptionGroup var scenarios: ScenarioFolderOption
    @OptionGroup var catalogs: LocalesOption
    @Option(help: "Formats, comma-separated: \(OutputFormat.help(for: .export)). (default: all)",
            transform: argument { try OutputFormat.list($0, for: .export) }) var formats: [OutputFormat]?
    @Option(help: "Languages, comma-separated (default: en).", transform: argument(LocaleID.list)) var lang: [LocaleID] = [.english]
    @Option(help: "The output folder: missing, empty, or one lifeline wrote (replaced whole, atomically).") var output = "export"

    func run() throws {
        var o = Export.Options()
        o.scenarios = try scenarios.folder(); o.locales = try catalogs.folder(); o.output = output
        o.languages = lang
        if let formats { o.formats = formats }
        let (count, warnings) = try Export.run(o, into: DiskOutput(output))
        for w in warnings { CommandFiles.printError(w.description) }
        try CommandFiles.printOut("exported \(count) files into \(output)/ (manifest.json lists them with their SHA-256)\n")
    }
}
