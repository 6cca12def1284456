import Foundation
import LifelineEngine
import LifelineModel
import ScenarioFormat

/// The scenarios of a folder, by id, in file-name order.
public struct Catalog: Sendable {
    public var scenarios: [Scenario]

    /// The default folder: the scenarios lifeline comes with (`Bundled`).
    public static var defaultDirectory: String { Bundled.scenarios }

    public static func load(directory: String) throws -> Catalog {
        let files = try scenarioFiles(in: directory)
        var out: [Scenario] = []
        for f in files {
            out.append(try loadFile(f, expectID: true))
        }
        return Catalog(scenarios: out)
    }

    static func scenarioFiles(in directory: String) throws -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            throw UserError("\(directory): error: no such folder")
        }
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted().map { directory + "/" + $0 }
    }

    /// Reads and parses one scenario file. `expectID`: the id must equal the file name.
    public static func loadFile(_ path: String, expectID: Bool = false) throws -> Scenario {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UserError("\(path): error: cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (line, column) = TextPosition.firstInvalidUTF8(Array(data))
            throw UserError("\(path):\(line):\(column): error: the file is not UTF-8 text here; save it as UTF-8")
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
            if isDir.boolValue { throw UserError("\(fileOrID): error: this is a folder; give a scenario file or an id") }
            return try loadFile(fileOrID)
        }
        let isID = !fileOrID.isEmpty && fileOrID.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        let path = directory + "/" + fileOrID + ".yaml"
        if isID, FileManager.default.fileExists(atPath: path) { return try loadFile(path, expectID: true) }
        let ids = (try? scenarioFiles(in: directory))?.map { String(($0 as NSString).lastPathComponent.prefix(while: { $0 != "." })) } ?? []
        throw UserError("\(fileOrID): error: no such file or scenario id" + (Suggest.didYouMean(fileOrID, among: ids).map { "; \($0)" } ?? ""))
    }
}

/// What `lifeline check` does: parse every scenario, simulate it, run the invariant checker.
public enum Checker {
    public struct Report: Sendable {
        public var problems: [String]
        public var scenarios: Int
        public var events: Int
    }

    public static func check(directory: String) -> Report {
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
