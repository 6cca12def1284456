import LifelineModel
import Yams

/// A YAML value with the helpers that turn it into typed values or a located error.
struct Value {
    let node: Node

    func string(_ p: ScenarioParser) throws(ScenarioError) -> String {
        guard let s = node.scalar?.string else {
            throw ScenarioError("expected a name or a word here", at: p.loc(node))
        }
        if let u = s.unicodeScalars.first(where: Names.isControl) {
            throw ScenarioError("'\(Names.visible(s))' contains a control character (U+\(hex4(u.value)))", at: p.loc(node),
                                suggestion: "remove it: names and words in a scenario are one line of plain text")
        }
        return s
    }

    func int(_ p: ScenarioParser) throws(ScenarioError) -> Int {
        guard let s = node.scalar?.string, let i = Int(s) else {
            throw ScenarioError("expected a whole number, found '\(node.scalar?.string ?? "a list or map")'", at: p.loc(node))
        }
        return i
    }

    func bool(_ p: ScenarioParser) throws(ScenarioError) -> Bool {
        switch node.scalar?.string {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw ScenarioError("expected true or false, found '\(node.scalar?.string ?? "a list or map")'", at: p.loc(node))
        }
    }

    func choice<E: ActionChoice>(_ type: E.Type, _ p: ScenarioParser, key: String) throws(ScenarioError) -> E {
        let raw = try string(p)
        if let v = E.spellings.first(where: { $0.0 == raw }) { return v.1 }
        throw ScenarioError(E.unknown(raw, key: key), at: p.loc(node),
                            suggestion: Suggest.didYouMean(raw, among: E.spellings.map(\.0)) ?? E.valid(key: key))
    }

    func stringList(_ p: ScenarioParser) throws(ScenarioError) -> [String] {
        guard let seq = node.sequence else { throw ScenarioError("expected a list such as [A, B]", at: p.loc(node)) }
        var out: [String] = []
        for n in seq { out.append(try Value(node: n).string(p)) }
        return out
    }
}

/// The keys of a YAML map, consumed one by one; whatever is left over is an unknown key.
struct Fields {
    var pairs: [(key: String, keyNode: Node, value: Node)]
    let parser: ScenarioParser
    let mapNode: Node
    var used: Set<String> = []

    init(pairs: [(key: String, keyNode: Node, value: Node)], parser: ScenarioParser, node: Node) {
        self.pairs = pairs; self.parser = parser; self.mapNode = node
    }

    init(_ node: Node, parser: ScenarioParser, what: String) throws(ScenarioError) {
        guard let map = node.mapping else {
            throw ScenarioError("expected a map for the \(what)", at: parser.loc(node))
        }
        var pairs: [(key: String, keyNode: Node, value: Node)] = []
        for (k, v) in map { pairs.append((try Value(node: k).string(parser), k, v)) }
        self.init(pairs: pairs, parser: parser, node: node)
        try checkDuplicates()
    }

    func checkDuplicates() throws(ScenarioError) {
        var seen: Set<String> = []
        for p in pairs {
            if !seen.insert(p.key).inserted {
                throw ScenarioError("duplicate key '\(p.key)'", at: parser.loc(p.keyNode), suggestion: "keep one of them")
            }
        }
    }

    func node(_ key: String) -> Node? { pairs.first { $0.key == key }?.keyNode }

    mutating func optional(_ key: String) -> Value? {
        guard let p = pairs.first(where: { $0.key == key }) else { return nil }
        used.insert(key)
        return Value(node: p.value)
    }

    mutating func required(_ key: String, at anchor: Node? = nil) throws(ScenarioError) -> Value {
        if let v = optional(key) { return v }
        throw ScenarioError("missing key '\(key)'", at: parser.loc(anchor ?? mapNode))
    }

    /// The action's own value (`- push: B`) or, failing that, the named option (`vc: B`).
    mutating func argument(_ value: Value?, or key: String) throws(ScenarioError) -> String? {
        if let value { return try value.string(parser) }
        return try optional(key)?.string(parser)
    }

    func finish(allowed: [String], action: String? = nil) throws(ScenarioError) {
        for p in pairs where !used.contains(p.key) {
            let place = action.map { "for '\($0)'" } ?? ""
            let hint: String
            if let s = Suggest.didYouMean(p.key, among: allowed) { hint = s }
            else if allowed.isEmpty { hint = "'\(action ?? "this")' takes no options" }
            else { hint = "allowed keys: \(allowed.joined(separator: ", "))" }
            throw ScenarioError("unknown key '\(p.key)' \(place)".trimmingSuffix(), at: parser.loc(p.keyNode), suggestion: hint)
        }
    }
}

extension String {
    func trimmingSuffix() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// `9` → `0009`.
func hex4(_ v: UInt32) -> String {
    let h = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - h.count)) + h
}
