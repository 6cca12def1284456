import Foundation
import LifelineModel
import LifelineOutput
import LifelineResources
import LifelineSite
import ScenarioFormat
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The inputs of a site build as the command line gave them, shared by `build` and `serve`: the flags
/// win over the project file (`lifeline.yaml` in the current folder, or `--config`), which is read
/// each time the options are made (serve makes them again when the file changes).
package struct ProjectInputs: Sendable {
    package var config, scenarios, locales, templates: String?
    package var languages: [LocaleID]?
    package var strict, quiet: Bool

    package init(config: String?, scenarios: String?, locales: String?, templates: String?, languages: [LocaleID]?, strict: Bool, quiet: Bool) {
        (self.config, self.scenarios, self.locales, self.templates) = (config, scenarios, locales, templates)
        (self.languages, self.strict, self.quiet) = (languages, strict, quiet)
    }

    /// The project file's path, if one is named or the current folder has one.
    package var file: String? { config ?? (FileManager.default.fileExists(atPath: ProjectFile.name) ? ProjectFile.name : nil) }

    /// What `lifeline config` prints.
    package static let settings = ["title", "languages", "scenarios", "locales", "templates", "output", "baseURL", "static"]

    /// One setting of the project file at `file`, as the commands use it ("" when it is not set and has no default).
    package static func setting(_ name: String, file: String) throws -> String {
        guard FileManager.default.fileExists(atPath: file) else { throw Diagnostic(file, "no project file here; lifeline init writes one") }
        let p = try ProjectFile.load(file)
        switch name {
        case "title": return p.title ?? ""
        case "languages": return (p.languages ?? LocaleID.all).map(\.rawValue).joined(separator: ",")
        case "scenarios": return p.scenarios ?? ""
        case "locales": return p.locales ?? ""
        case "templates": return p.templates ?? ""
        case "output": return p.output ?? "output"
        case "baseURL": return p.baseURL ?? ""
        case "static": return p.staticFolder ?? ""
        default:
            throw Diagnostic(nil, "unknown setting '\(name)'", suggestion: Suggest.didYouMean(name, among: settings) ?? "one of " + settings.joined(separator: ", "))
        }
    }

    /// `lifeline.yaml` of the current folder, read and checked, if there is one: every command takes
    /// its scenarios, catalogs and languages as defaults (a flag still wins).
    package static func current() throws -> ProjectFile? {
        FileManager.default.fileExists(atPath: ProjectFile.name) ? try ProjectFile.load(ProjectFile.name) : nil
    }

    /// `output`: the flag's folder, else the project's, else `fallback`.
    package func options(output: String?, fallback: String = "output") throws -> SiteBuild.Options {
        let p = try file.map { f throws in try ProjectFile.load(f) }
        var o = SiteBuild.Options()
        o.strict = strict
        o.scenarios = scenarios ?? p?.scenarios ?? Bundled.scenarios
        o.locales = locales ?? p?.locales ?? Bundled.locales
        o.templates = templates ?? p?.templates ?? Bundled.templates
        o.output = output ?? p?.output ?? fallback
        if let languages { o.languages = languages } else if let l = p?.languages { o.languages = l }
        if let p { o.settings = SiteSettings(p) }
        (o.log, o.stepStarted, o.chartProgress) = TerminalProgress.reporters(quiet: quiet)
        return o
    }
}

/// A build's progress on a terminal: the running step on one line, redrawn in place.
package final class TerminalProgress: Sendable {
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

    /// Step lines: on a terminal, each step shows while it runs (with a bar while charts render) and
    /// gets its time when it ends; when standard output is a file or a pipe, they go to standard error,
    /// so it holds only the result.
    package static func reporters(quiet: Bool)
        -> (log: @Sendable (String) -> Void, started: @Sendable (String) -> Void, charts: @Sendable (Int, Int) -> Void) {
        if quiet { return ({ _ in }, { _ in }, { _, _ in }) }
        guard isatty(STDOUT_FILENO) == 1 else { return ({ CommandFiles.printError($0) }, { _ in }, { _, _ in }) }
        let terminal = TerminalProgress()
        return ({ terminal.finished($0) }, { terminal.started($0) }, { terminal.charts($0, $1) })
    }
}
