import Foundation
import LifelineModel
import Yams

/// Evidence/rule-sources.yaml: the sources behind each rule, as content a writer edits (see the file's
/// header). Every mistake is `file:line:column: error: …`, all of them in one pass.
///
///     shared:
///       wangling: {kind: blog, cite: "wangling.me (2014), …"}
///     rules:
///       R3.pop: [wangling, {kind: koreanLog, cite: "wlgusdn700.tistory.com/27"}]
public enum RuleSourcesFile {
    static let sourceKeys = ["kind", "cite", "gloss", "url"]

    /// The sources of each rule of `rules` (every one must have at least one), by rule id.
    public static func parse(_ yaml: String, file: String, rules: [String]) throws(LocatedError) -> [String: [Source]] {
        func at(_ n: Node?) -> SourceLocation { SourceLocation(file: file, line: n?.mark?.line ?? 1, column: n?.mark?.column ?? 1) }
        let root: Node?
        do { root = try Yams.compose(yaml: yaml) } catch {
            throw LocatedError("malformed YAML: \(error)", at: at(nil), suggestion: "check the indentation near the line named")
        }
        guard let map = root?.mapping else { throw LocatedError("the file must be a mapping with 'shared' and 'rules'", at: at(root)) }
        var errors: [LocatedError] = []
        func collect<T>(_ body: () throws(LocatedError) -> T) -> T? {
            do throws(LocatedError) { return try body() } catch { errors.append(error); return nil }
        }
        for key in ["shared", "rules"] {
            if let node = map[key], node.mapping == nil { errors.append(LocatedError("'\(key)' must be a mapping", at: at(node))) }
        }
        var shared: [String: Source] = [:]
        for (k, v) in map["shared"]?.mapping ?? [:] {
            if let s = collect({ () throws(LocatedError) in try source(v, at: at) }) { shared[k.string ?? ""] = s }
        }
        var out: [String: [Source]] = [:]
        for (k, v) in map["rules"]?.mapping ?? [:] {
            let id = k.string ?? ""
            guard rules.contains(id) else {
                errors.append(LocatedError("no rule '\(id)'", at: at(k), suggestion: Suggest.didYouMean(id, among: rules) ?? "`lifeline rules` lists them"))
                continue
            }
            guard let list = v.sequence, !list.isEmpty else { errors.append(LocatedError("'\(id)' needs a list of sources", at: at(v))); continue }
            out[id] = list.compactMap { n in
                collect { () throws(LocatedError) -> Source in
                    if n.mapping != nil { return try source(n, at: at) }
                    let name = n.string ?? ""
                    guard let s = shared[name] else {
                        throw LocatedError("no shared source '\(name)'", at: at(n),
                                           suggestion: Suggest.didYouMean(name, among: shared.keys.sorted()) ?? "write it under 'shared:' or give {kind, cite}")
                    }
                    return s
                }
            }
        }
        for (k, _) in map where !["shared", "rules"].contains(k.string ?? "") {
            errors.append(LocatedError("unknown key '\(k.string ?? "")'", at: at(k), suggestion: "the file has 'shared' and 'rules'"))
        }
        for id in rules where out[id] == nil && errors.isEmpty {
            errors.append(LocatedError("rule '\(id)' has no sources", at: at(map["rules"]), suggestion: "every rule names the evidence behind it"))
        }
        if let all = LocatedError(all: errors) { throw all }
        return out
    }

    static func source(_ n: Node, at: (Node?) -> SourceLocation) throws(LocatedError) -> Source {
        guard let m = n.mapping else { throw LocatedError("a source is {kind, cite, gloss, url}", at: at(n)) }
        for (k, _) in m where !sourceKeys.contains(k.string ?? "") {
            throw LocatedError("unknown key '\(k.string ?? "")' in a source", at: at(k), suggestion: Suggest.didYouMean(k.string ?? "", among: sourceKeys) ?? "keys: kind, cite, gloss, url")
        }
        let kinds = Source.Kind.allCases.map(\.rawValue)
        guard let kindNode = m["kind"], let kind = Source.Kind(rawValue: kindNode.string ?? "") else {
            let name = m["kind"]?.string ?? ""
            throw LocatedError(name.isEmpty ? "a source needs a kind" : "unknown kind '\(name)'", at: at(m["kind"] ?? n),
                               suggestion: Suggest.didYouMean(name, among: kinds) ?? "one of " + kinds.joined(separator: ", "))
        }
        let gloss = m["gloss"]?.string
        if let g = gloss, g.isEmpty || !g.allSatisfy({ $0.isLetter || $0.isNumber }) {
            throw LocatedError("a gloss names a catalog key, source.gloss.<name>: letters and digits only", at: at(m["gloss"]))
        }
        let cite = m["cite"]?.string ?? ""
        guard !cite.isEmpty || gloss != nil else { throw LocatedError("a source needs a citation or a gloss", at: at(n)) }
        let url = m["url"]?.string
        if let u = url, !isWebAddress(u) {
            throw LocatedError("a source's url is a whole https: address, without spaces", at: at(m["url"]),
                               suggestion: "for example https://developer.apple.com/documentation/uikit/uiviewcontroller")
        }
        return Source(kind, cite, gloss: gloss, url: url)
    }

    /// `https://host/…` (or `http://`), with a host and no space, quote or angle bracket: what a page can link to as is.
    public static func isWebAddress(_ u: String) -> Bool {
        guard let rest = u.hasPrefix("https://") ? u.dropFirst(8) : u.hasPrefix("http://") ? u.dropFirst(7) : nil else { return false }
        let host = rest.prefix { $0 != "/" }
        return host.contains(".") && !host.hasPrefix(".") && !u.contains { $0.isWhitespace || "\"'<>`".contains($0) }
    }
}
