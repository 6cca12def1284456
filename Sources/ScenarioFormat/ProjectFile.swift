import Foundation
import LifelineModel
import Yams

/// `lifeline.yaml`: a documentation project's settings, so `build` and `serve` need no flags.
/// Paths are relative to the file's folder. Every mistake is `file:line:column: error: …`.
///
///     title: Our app's screens
///     languages: [en, fr]
///     scenarios: Scenarios        # default: Scenarios
///     locales: Locales            # default: lifeline's own catalogs
///     templates: Templates        # default: lifeline's own templates
///     output: output              # default: output
///     baseURL: https://example.github.io/guide/
///     static: static              # copied into the site as it is (CNAME, .nojekyll, images)
///     logo: logo.svg              # a file of static/, shown in the header
///     accent: "#0a7d5a"           # the links' colour
public struct ProjectFile: Sendable, Equatable {
    public static let name = "lifeline.yaml"
    public static let keys = ["title", "languages", "scenarios", "locales", "templates", "output", "baseURL", "static", "logo", "accent"]

    public var file: String
    public var title: String?
    public init(file: String, scenarios: String? = nil, output: String? = nil) { self.file = file; self.scenarios = scenarios; self.output = output }
    public var languages: [LocaleID]?
    public var scenarios: String?
    public var locales: String?
    public var templates: String?
    public var output: String?
    public var baseURL: String?
    public var staticFolder: String?
    public var logo: String?
    public var accent: String?

    /// Reads and checks the file at `path`.
    public static func load(_ path: String) throws(LocatedError) -> ProjectFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocatedError("cannot read the project file", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    public static func parse(_ yaml: String, file: String) throws(LocatedError) -> ProjectFile {
        func at(_ n: Node?) -> SourceLocation { SourceLocation(file: file, line: n?.mark?.line ?? 1, column: n?.mark?.column ?? 1) }
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch {
            throw LocatedError("malformed YAML: \(error)", at: at(nil), suggestion: "check the indentation near the line named")
        }
        let folder = (file as NSString).deletingLastPathComponent
        func inFolder(_ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
        var p = ProjectFile(file: file, scenarios: inFolder("Scenarios"), output: inFolder("output"))
        guard let root else { return p }   // an empty file: every default
        guard let map = root.mapping else { throw LocatedError("the project file must be a mapping of settings", at: at(root)) }
        var errors: [LocatedError] = []
        for (k, v) in map {
            do throws(LocatedError) { try p.read(key: k, value: v, folder: folder, at: at) } catch { errors.append(error) }
        }
        if let all = LocatedError(all: errors) { throw all }
        return p
    }

    private mutating func read(key k: Node, value v: Node, folder: String, at: (Node?) -> SourceLocation) throws(LocatedError) {
        let key = k.string ?? ""
        func text() throws(LocatedError) -> String {
            guard let s = v.scalar?.string, !s.isEmpty else { throw LocatedError("'\(key)' needs a text value", at: at(v)) }
            return s
        }
        func path() throws(LocatedError) -> String {
            let s = try text()
            return s.hasPrefix("/") ? s : (folder.isEmpty ? s : folder + "/" + s)
        }
        switch key {
        case "title": title = try text()
        case "scenarios": scenarios = try path()
        case "locales": locales = try path()
        case "templates": templates = try path()
        case "output": output = try path()
        case "static": staticFolder = try path()
        case "logo":
            let s = try text()
            guard !s.hasPrefix("/"), !s.split(separator: "/").contains("..") else {
                throw LocatedError("'logo' names a file of the static folder", at: at(v), suggestion: "write it as it is inside static/, such as logo.svg")
            }
            logo = s
        case "accent":
            let s = try text()
            guard s.wholeMatch(of: /#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})/) != nil else {
                throw LocatedError("'accent' must be a colour written #rgb or #rrggbb, not '\(s)'", at: at(v))
            }
            accent = s
        case "baseURL":
            let s = try text()
            guard s.hasPrefix("https://") || s.hasPrefix("http://"), !s.contains(where: { $0 == "\"" || $0 == "<" || $0 == ">" || $0 == " " }) else {
                throw LocatedError("'baseURL' must be the site's address, starting with https://", at: at(v))
            }
            baseURL = s.hasSuffix("/") ? s : s + "/"
        case "languages":
            guard let seq = v.sequence, !seq.isEmpty else { throw LocatedError("'languages' needs a list such as [en, fr]", at: at(v)) }
            languages = try seq.map { n throws(LocatedError) in
                guard let code = n.string, let l = LocaleID(rawValue: code) else {
                    throw LocatedError("unknown language '\(n.string ?? "")'", at: at(n), suggestion: "one of " + LocaleID.all.map(\.rawValue).joined(separator: ", "))
                }
                return l
            }
        default:
            throw LocatedError("unknown setting '\(key)'", at: at(k), suggestion: Suggest.didYouMean(key, among: Self.keys) ?? "settings: " + Self.keys.joined(separator: ", "))
        }
    }
}
