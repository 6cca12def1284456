import ArgumentParser
import Foundation
import LifelineCommands
import LifelineOutput
import LifelineTraceCheck

struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "trace", abstract: "Work with traces logged on a device.",
                                                    subcommands: [TraceCheckCommand.self])
}

struct TraceCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a device log (JSON Lines or console prints) against the lifecycle's invariants, and with --against, against the model's order. Exit 1 when they disagree.")
    @Argument(help: "The log, or - for standard input: JSON Lines in the trace contract, or a console log (A viewWillAppear, -[A viewWillAppear:], <App.A: 0x…> viewDidLoad, …).")
    var log: String
    @Option(help: "A scenario file or id whose trace the log must follow.") var against: String?
    @Option(help: "Map a class in the log to a scenario name: --map FirstViewController=First (repeatable).", transform: argument(TraceCheck.Options.mapping))
    var map: [(logClass: String, name: String)] = []
    @Option(help: "The form of the log's lines: auto (default: each line as it comes), or one of \(LogForms.all.map(\.name).joined(separator: ", ")).",
            transform: argument(TraceCheck.Options.logForm)) var logFormat: String?
    @Option(help: "Who a controller callback printed without a name belongs to (default: the scenario's only controller).") var actor: String?
    @Option(help: "The scenario step the log starts at, for an excerpt (default: found by aligning the log when it is clear).") var fromStep: Int?
    @OptionGroup var scenarios: ScenarioFolderOption
    @Option(help: "\(OutputFormat.help(for: .check)): the findings, or the log as a chart with the differences drawn.",
            transform: argument { try OutputFormat.named($0, for: .check) }) var format: OutputFormat = .text
    @Flag(help: "Warnings fail too: disputed orders, parts of the scenario the log does not cover, lines that could not be read.") var strict = false
    @Flag(help: "List the skipped lines too (the first 1,000): what was read as no call.") var verbose = false
    @OptionGroup var language: LanguageOption
    @OptionGroup var catalogs: LocalesOption
    @Option(help: "Write to this file (atomically) instead of standard output.") var output: String?

    func validate() throws {
        if let fromStep, fromStep < 1 || against == nil { throw ValidationError("--from-step takes a step number from 1, with --against") }
    }

    func run() throws {
        var o = TraceCheck.Options()
        o.against = against
        o.actor = actor
        o.fromStep = fromStep
        o.logFormat = logFormat == "auto" ? nil : logFormat
        o.format = format
        o.strict = strict
        o.verbose = verbose
        if let lang = language.lang { o.lang = lang }
        o.locales = try catalogs.folder()
        o.scenarios = try scenarios.folder()
        for pair in map { o.map[pair.logClass] = pair.name }
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
