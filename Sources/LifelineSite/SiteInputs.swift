import Foundation
import LifelineCharts
import LifelineLanguage
import LifelineModel
import LifelineOutput
import ScenarioFormat

/// The build's inputs — scenario files, String Catalogs, templates and assets — read here and only here.
struct SiteInputs: Sendable {
    var scenarios: String
    var locales: String
    var templates: String
    var settings = SiteSettings()

    var folders: [(what: String, path: String)] {
        [("scenarios", scenarios), ("locales", locales), ("templates", templates)] + (settings.staticFolder.map { [("static files", $0)] } ?? [])
    }

    /// `memory`: serve's, which keeps each file's scenario while its bytes are the same.
    func loadScenarios(memory: BuildMemory? = nil) throws -> [Scenario] {
        guard let memory else { return try Catalog.load(directory: scenarios).scenarios }
        return try Catalog.load(directory: scenarios) { path, data, parse in try memory.value("scenario file:" + path, key: data, parse) }.scenarios
    }

    /// The scenarios folder's teaching-order.txt (or none: by id).
    func teachingOrder(of loaded: [Scenario]) throws -> TeachingOrder {
        try TeachingOrder.read(folder: scenarios, known: Set(loaded.map(\.id)))
    }

    func loadCatalogs() throws -> StringTable {
        try StringTable.read(locales)
    }

    static let largestTemplate = 4_000_000

    func templateFiles() throws -> [(name: String, path: String, text: String)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: templates) else {
            throw Diagnostic(templates, "no such folder (expected Mustache templates)")
        }
        return try names.sorted().filter { $0.hasSuffix(".mustache") }.map { name in
            let path = templates + "/" + name
            guard FileSystem.kind(path) == .file else { throw Diagnostic(path, "a template must be a plain file, not a link or a folder") }
            // A page is rendered in memory from its template: the largest shipped one is 6 KB.
            if let size = FileIdentity(path)?.size, size > Self.largestTemplate {
                throw Diagnostic(path, "this template is \(String(format: "%.1f", Double(size) / 1_000_000)) MB; a template is at most \(Self.largestTemplate / 1_000_000) MB")
            }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw Diagnostic(path, "cannot read the template as UTF-8 text")
            }
            return (String(name.dropLast(".mustache".count)), path, text)
        }
    }

    /// Templates/assets: plain files only. A link (which could point anywhere, /etc/passwd included) or a
    /// folder is refused, so the site never publishes something from outside Templates/.
    func assets() throws -> [(name: String, data: Data)] {
        let dir = templates + "/assets"
        guard FileSystem.kind(dir) == .directory, let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else {
            throw Diagnostic(dir, "no such folder (the site's CSS lives there)")
        }
        return try names.sorted().filter { !$0.hasPrefix(".") }.map { name in
            let path = dir + "/" + name
            switch FileSystem.kind(path) {
            case .file: break
            case .symlink: throw Diagnostic(path, "assets must be plain files; this is a symbolic link, which could publish a file from outside Templates/")
            default: throw Diagnostic(path, "assets must be plain files")
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostic(path, "cannot read (\(FileSystem.reason()))") }
            return (name, data)
        }
    }

    /// Hash of everything the output depends on: the three input folders, the languages, and this program;
    /// and, read in the same pass, each scenario file's digest by file name (the charts' and pages' keys).
    /// `folders`: each input folder's own digest, by what it holds ("scenarios", "locales", …).
    func fingerprint(languages: [LocaleID]) -> (value: String, scenarioFiles: [String: String], folders: [String: String]) {
        var h = HashAccumulator()
        var scenarioFiles: [String: String] = [:], folderDigests: [String: String] = [:]
        func add(_ s: String) { h.add(s) }
        add(languages.map(\.rawValue).joined(separator: ","))
        add(ProgramID.value)
        add(settings.fingerprintText)
        add(RuleEvidence.bundledDigest())   // the program's own file
        for (what, dir) in folders {
            add(what)
            var folder = HashAccumulator()
            // A linked file is read by the loaders, so it counts here too (its edits rebuild); a link to
            // anything but a regular file (a device, a FIFO) is not read.
            for e in FileSystem.entries(under: dir) where e.kind == .file || (e.kind == .symlink && FileSystem.kind(following: dir + "/" + e.path) == .file) {
                guard let data = FileManager.default.contents(atPath: dir + "/" + e.path) else { continue }
                add(e.path)
                folder.add(e.path)
                data.withUnsafeBytes { h.add($0); folder.add($0) }
                if what == "scenarios" { scenarioFiles[e.path] = data.withUnsafeBytes { ContentHash.hex($0) } }
            }
            folderDigests[what] = dir + "\0" + folder.hex
        }
        return (h.hex, scenarioFiles, folderDigests)
    }
}
