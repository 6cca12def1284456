import ArgumentParser
import Foundation
import LifelineLocalization
import LifelineModel
import LifelineSite

extension Profile: ExpressibleByArgument {}
extension Device: ExpressibleByArgument {}
extension CommandOutput.TraceFormat: ExpressibleByArgument {}
extension Charts.Kind: ExpressibleByArgument {}

/// Prints a user error without a stack trace and exits 1 (0 ok, 1 user input, 2 internal).
func runReportingErrors(_ body: () throws -> Void) throws {
    do { try body() } catch let e as CleanExit { throw e } catch let e as ExitCode { throw e } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        throw ExitCode(1)
    }
}

@main
struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Simulate, check and publish the UIKit view-controller lifecycle.",
        subcommands: [Build.self, Run.self, List.self, Rules.self, Check.self])
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scenario file (or a scenario id from Scenarios/) and print its trace.")
    @Argument(help: "A scenario file, or the id of a scenario in Scenarios/.") var scenario: String
    @Option(help: "text, jsonl (the trace), or a chart: dot, svg, mermaid, plantuml.") var format: CommandOutput.TraceFormat = .text
    @Option(help: "Override the scenario's profile: ios5, ios12, ios13, ios17.") var profile: Profile?
    @Option(help: "Override the scenario's device: iphone, ipad.") var device: Device?
    @Option(help: "Language of the chart's words: en, fr, zh-Hans, ko.") var lang = "en"
    @Option(help: "Which chart for dot and svg: sequence or states.") var chart: Charts.Kind = .sequence
    @Option(help: "The controller a state diagram follows (default: the one with the most state changes).") var controller: String?
    @Option(help: "Write to this file (atomically) instead of standard output.") var output: String?
    @Option(help: "Where scenario ids are looked up.") var scenarios = "Scenarios"
    @Option(help: "The String Catalogs (*.xcstrings) that charts take their words from.") var locales = "Locales"

    func run() throws {
        try runReportingErrors {
            var o = CommandOutput.RunOptions()
            o.locales = locales
            o.format = format; o.profile = profile; o.device = device; o.lang = lang
            o.chart = chart; o.controller = controller; o.directory = scenarios
            let text = try CommandOutput.run(scenario, o)
            if let output {
                do { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                    throw UserError("\(output): error: cannot write the file (\(error.localizedDescription))")
                }
            } else {
                print(text, terminator: "")
            }
        }
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenarios of a folder.")
    @Option(help: "The scenario folder.") var scenarios = "Scenarios"
    func run() throws { try runReportingErrors { print(try CommandOutput.list(directory: scenarios), terminator: "") } }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the rule table with each rule's sources and confidence.")
    func run() throws { print(CommandOutput.rules(), terminator: "") }
}

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate every scenario (and run the invariant checker on its trace) and every String Catalog (missing, extra or mismatched keys).")
    @Option(help: "The scenario folder.") var scenarios = "Scenarios"
    @Option(help: "The String Catalog folder.") var locales = "Locales"
    func run() throws {
        let report = Checker.check(directory: scenarios)
        let catalog = (try? Catalog.load(directory: scenarios))?.scenarios ?? []
        let problems = report.problems + Locales.problems(directory: locales, scenarios: catalog)
        for p in problems { FileHandle.standardError.write(Data("\(p)\n".utf8)) }
        if !problems.isEmpty {
            FileHandle.standardError.write(Data("check failed: \(problems.count) problem(s)\n".utf8))
            throw ExitCode(1)
        }
        print("check passed: \(report.scenarios) scenarios, \(report.events) callbacks, all invariants hold; locales complete in \(StringTable.languages.joined(separator: ", "))")
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build the static study site: scenarios, charts and pages in every language.")
    @Option(help: "The scenario folder.") var scenarios = "Scenarios"
    @Option(help: "The String Catalog folder.") var locales = "Locales"
    @Option(help: "The Mustache template folder (with assets/).") var templates = "Templates"
    @Option(help: "The output folder, replaced only when the build succeeds.") var output = "output"
    @Option(help: "Languages to build, comma-separated (default: en,fr,zh-Hans,ko).") var lang: String?

    func run() throws {
        try runReportingErrors {
            var o = SiteBuild.Options()
            o.scenarios = scenarios; o.locales = locales; o.templates = templates; o.output = output
            if let lang { o.languages = lang.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            let s = try SiteBuild.run(o)
            if s.upToDate {
                print("\(output)/ is up to date (\(String(format: "%.2f", s.seconds)) s)")
                return
            }
            print("built \(output)/: \(s.pages) pages, \(s.charts) charts (\(s.chartsRendered) rendered, \(s.charts - s.chartsRendered) from the cache), \(s.languages) languages, \(s.files) files in \(String(format: "%.2f", s.seconds)) s")
        }
    }
}
