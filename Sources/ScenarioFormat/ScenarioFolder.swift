import Foundation
import LifelineModel
import LifelineResources

/// The scenarios of a folder, by id, in file-name order.
public struct Catalog: Sendable {
    public var scenarios: [Scenario]

    /// The default folder: the scenarios lifeline comes with (`Bundled`).
    public static var defaultDirectory: String { Bundled.scenarios }

    /// `parsed`: how a file's bytes become its scenario — by default parsed; `serve` passes one that keeps
    /// each file's scenario while its bytes are the same (`parse` makes it).
    public static func load(directory: String,
                            parsed: (_ path: String, _ data: Data, _ parse: () throws -> Scenario) throws -> Scenario = { _, _, parse in try parse() }) throws -> Catalog {
        let files = try scenarioFiles(in: directory)
        var out: [Scenario] = []
        for f in files {
            let data = try read(f)
            out.append(try parsed(f, data) { try parse(data, path: f, expectID: true) })
        }
        return Catalog(scenarios: out)
    }

    public static func scenarioFiles(in directory: String) throws -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            throw Diagnostic(directory, "no such folder")
        }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { directory + "/" + $0 }
    }

    /// Reads and parses one scenario file. `expectID`: the id must equal the file name.
    public static func loadFile(_ path: String, expectID: Bool = false) throws -> Scenario {
        try parse(try read(path), path: path, expectID: expectID)
    }

    static func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostic(path, "cannot read the file") }
        return data
    }

    static func parse(_ data: Data, path: String, expectID: Bool) throws -> Scenario {
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = TextPosition.firstInvalidUTF8(Array(data))
            throw Diagnostic(path, line: line, column: column, "the file is not UTF-8 text here; save it as UTF-8")
        }
        let base = (path as NSString).lastPathComponent
        let id = expectID ? String(base.prefix(while: { $0 != "." })) : nil
        // The shipped scenarios are named as in the repository, not by where the bundle is installed.
        let label = path.hasPrefix(Bundled.scenarios + "/") ? "Scenarios/" + base : path
        return try ScenarioParser.parse(yaml: text, file: label, expectedID: id)
    }

    /// Resolves `lifeline run`'s argument: a file path, or the id of a scenario in the folder.
    /// An id (`a-z`, `0-9`, `-`) is only ever looked up inside `directory`: `../x` is a path, never an id.
    public static func resolve(_ fileOrID: String, directory: String = defaultDirectory) throws -> Scenario {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: fileOrID, isDirectory: &isDir) {
            if isDir.boolValue { throw Diagnostic(fileOrID, "this is a folder; give a scenario file or an id") }
            return try loadFile(fileOrID)
        }
        let isID = !fileOrID.isEmpty && fileOrID.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        let path = directory + "/" + fileOrID + ".yaml"
        if isID, FileManager.default.fileExists(atPath: path) { return try loadFile(path, expectID: true) }
        let ids = (try? scenarioFiles(in: directory))?.map { String(($0 as NSString).lastPathComponent.prefix(while: { $0 != "." })) } ?? []
        let own = directory != Bundled.scenarios && isID && FileManager.default.fileExists(atPath: Bundled.scenarios + "/" + fileOrID + ".yaml")
        let where_ = directory == Bundled.scenarios ? "" : " in \(directory)/"
        throw Diagnostic(fileOrID, "no such file or scenario id" + where_ + (Suggest.didYouMean(fileOrID, among: ids).map { "; \($0)" } ?? ""),
                         suggestion: own ? "it is one of lifeline's own scenarios: add --scenarios \(Bundled.scenarios)" : nil)
    }
}
