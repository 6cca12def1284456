import ArgumentParser
import ChartWorkers
import Foundation
import LifelineCommands
import LifelineOutput
import LifelineServe
import LifelineSite
import ScenarioFormat

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Build the static study site: scenarios, charts and pages in every language.")
    @OptionGroup var inputs: SiteInputOptions
    @Option(help: "The output folder: missing, empty, or one lifeline built (it is replaced whole, atomically, only when the build succeeds). (default: the project's, or output)")
    var output: String?

    func run() async throws {
        var o = try inputs.project.options(output: output)
        o.chartWorkers = .thisProgram()
        let output = o.output
        let s = try await SiteBuild.run(o)
        for w in s.warnings { CommandFiles.printError(w.description) }
        if s.upToDate {
            try CommandFiles.printOut("\(output)/ is up to date (\(String(format: "%.2f", s.seconds)) s)\n")
            return
        }
        let reused = s.pagesReused > 0 ? " (\(s.pagesReused) unchanged, copied from the last build)" : ""
        let workers = s.chartWorkers > 0 ? "; drawn in \(s.chartWorkers + 1) processes" : ""
        let charts = "\(s.charts) charts (\(s.chartsRendered) rendered, \(s.charts - s.chartsRendered) from the cache\(workers))"
        try CommandFiles.printOut("built \(output)/: \(s.pages) pages\(reused), \(charts), \(s.languages) languages, \(s.files) files in \(String(format: "%.2f", s.seconds)) s\n")
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a documentation project: lifeline.yaml, a sample scenario in two languages, a .gitignore and a GitHub Pages workflow.")
    @Argument(help: "The project's folder: new or empty. (default: the current folder)") var folder = "."
    @Option(help: "The GitHub repository (OWNER/NAME) the workflow takes lifeline \(LifelineVersion.current) from.") var lifelineRepository: String?
    @Option(help: "How the workflow gets lifeline: release (the release's archive, default) or source (built at the release's tag).")
    var lifelineFrom: ProjectScaffold.Source = .release

    func validate() throws {
        if let r = lifelineRepository, r.wholeMatch(of: /[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*/) == nil {
            throw ValidationError("--lifeline-repository takes OWNER/NAME, such as octo/lifeline")
        }
    }

    func run() throws {
        var o = ProjectScaffold.Options()
        o.repository = lifelineRepository ?? ""
        o.source = lifelineFrom
        let written = try ProjectScaffold.create(at: folder, o)
        try CommandFiles.printOut(written.map { "wrote \(folder == "." ? "" : folder + "/")\($0)\n" }.joined()
                                  + ProjectScaffold.nextSteps(o, folder: folder))
    }
}

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Print one setting of the project file (lifeline.yaml), defaults filled in and paths from the current folder: for scripts and CI.")
    @Argument(help: "One of: \(ProjectInputs.settings.joined(separator: ", ")).") var setting: String
    @Option(help: "The project file. (default: lifeline.yaml in the current folder)") var config: String?

    func run() throws {
        try CommandFiles.printOut(ProjectInputs.setting(setting, file: config ?? ProjectFile.name) + "\n")
    }
}

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it on 127.0.0.1 and rebuild it when a scenario, catalog or template changes; open pages reload by themselves.")
    @OptionGroup var inputs: SiteInputOptions
    @Option(help: "The port on 127.0.0.1 (0: any free port).") var port: UInt16 = 8000
    @Option(help: "Where to build (default: a temporary folder, removed when the server stops).") var output: String?
    @Flag(help: "Print each build's steps with their times, as `lifeline build` does.") var steps = false

    func run() async throws {
        var o = Serve.Options()
        let project = inputs.project   // a Sendable copy of the inputs, read again when the project file changes
        // Serve builds into its own folder, never the project's output; charts are drawn on every core.
        let options: @Sendable () throws -> SiteBuild.Options = { [output] in
            var site = try project.options(output: output ?? "")
            site.chartWorkers = .thisProgram()
            return site
        }
        o.site = try options()
        o.port = port
        o.output = output
        o.steps = steps
        o.projectFile = project.file
        o.reread = options
        try await Serve.run(o)
    }
}

/// The other side of `ChartDrawers`: a build starts `lifeline draw-worker` on each further core and feeds
/// it DOT on standard input; it answers with SVG on standard output until its input ends. Not for people.
struct DrawWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "draw-worker", abstract: "Draw charts for a build (internal).",
                                                    shouldDisplay: false)

    func run() throws {
        let status = DrawWorker.serve()
        if status != 0 { throw ExitCode(status) }
    }
}
