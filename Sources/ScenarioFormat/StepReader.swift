import LifelineModel
import Yams

/// Reads one step's value and options from YAML for the action table, with located errors.
struct StepReader: ActionReader {
    var parser: ScenarioParser
    let spec: ActionSpec
    let keyNode: Node
    var fields: Fields
    let scalar: Value?

    init(parser: ScenarioParser, spec: ActionSpec, keyNode: Node, fields: Fields, value: Value?) {
        self.parser = parser; self.spec = spec; self.keyNode = keyNode; self.fields = fields; self.scalar = value
    }

    /// The value as written after the keyword, or the option of the value's name.
    mutating func valueNode() -> Value? {
        if let scalar { return scalar }
        guard let name = spec.value?.name, spec.options.contains(where: { $0.name == name }) else { return nil }
        return fields.optional(name)
    }

    mutating func value() throws(LocatedError) -> String? {
        guard let v = valueNode() else { return nil }
        return try checked(v, type: spec.value?.type ?? .text)
    }

    mutating func valueNumber() throws(LocatedError) -> Int? { try valueNode()?.int(parser) }

    mutating func valueChoice<E: ActionChoice>(_ type: E.Type) throws(LocatedError) -> E? {
        guard let v = valueNode() else { return nil }
        return try choice(E.self, v, key: spec.value?.name ?? spec.keyword)
    }

    mutating func valueList() throws(LocatedError) -> [String]? {
        guard let v = valueNode() else { return nil }
        guard let seq = v.node.sequence else {
            throw ScenarioError("'\(spec.keyword)' needs a list of controllers, such as [A, C]", at: parser.loc(v.node))
        }
        guard !seq.isEmpty else {
            throw ScenarioError("'\(spec.keyword)' needs at least one controller: a navigation stack is never empty", at: parser.loc(v.node),
                                suggestion: "to go back to the first screen, use '- popToRoot'")
        }
        var out: [String] = []
        for n in seq {
            let name = try Value(node: n).name(.controller, parser)
            if out.contains(name) {
                throw ScenarioError("'\(name)' appears twice in the list", at: parser.loc(n), suggestion: "a controller can be on a stack only once")
            }
            out.append(name)
        }
        return out
    }

    mutating func choiceList<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> [E]? {
        guard let v = fields.optional(key) else { return nil }
        guard let seq = v.node.sequence, !seq.isEmpty else {
            throw ScenarioError("'\(key)' needs a list, such as [\(E.spellings.map(\.0).joined(separator: ", "))]", at: parser.loc(v.node))
        }
        var out: [E] = []
        for n in seq {
            let c = try choice(E.self, Value(node: n), key: key)
            if out.contains(where: { $0.rawValue == c.rawValue }) {
                throw ScenarioError("'\(c.rawValue)' appears twice in '\(key)'", at: parser.loc(n), suggestion: "name each one once")
            }
            out.append(c)
        }
        return out
    }

    func needs(_ what: String) -> LocatedError {
        ScenarioError("'\(spec.keyword)' needs \(what)", at: parser.loc(keyNode))
    }

    mutating func option(_ key: String) throws(LocatedError) -> String? {
        guard let v = fields.optional(key) else { return nil }
        return try checked(v, type: spec.type(of: key) ?? .text)
    }

    mutating func required(_ key: String) throws(LocatedError) -> String {
        try checked(fields.required(key, at: keyNode), type: spec.type(of: key) ?? .text)
    }

    mutating func flag(_ key: String, default value: Bool) throws(LocatedError) -> Bool {
        try fields.optional(key)?.bool(parser) ?? value
    }

    mutating func choice<E: ActionChoice>(_ key: String, default value: E?) throws(LocatedError) -> E {
        if let v = fields.optional(key) { return try choice(E.self, v, key: key) }
        if let value { return value }
        return try choice(E.self, fields.required(key, at: keyNode), key: key)
    }

    mutating func optionalChoice<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> E? {
        guard let v = fields.optional(key) else { return nil }
        return try choice(E.self, v, key: key)
    }

    mutating func tree(_ key: String) throws(LocatedError) -> ControllerNode {
        var unclaimed: [String: SourceLocation] = [:]   // each segue makes new instances: names may repeat
        let node = try fields.required(key, at: keyNode).node
        return try parser.controllerNode(node, seen: &unclaimed)
    }

    mutating func navigation(around name: String) -> ControllerNode {
        .navigation(name: parser.names.name(kind: "Nav", signature: "navigation:" + name), stack: [.controller(name)])
    }

    func choice<E: ActionChoice>(_ type: E.Type, _ v: Value, key: String) throws(LocatedError) -> E {
        let raw = try v.string(parser)
        if let c = E.spellings.first(where: { $0.0 == raw }) { return c.1 }
        throw ScenarioError(E.unknown(raw, key: key), at: parser.loc(v.node),
                            suggestion: Suggest.didYouMean(raw, among: E.spellings.map(\.0)) ?? E.valid(key: key))
    }

    /// A name-valued value, checked for its type.
    func checked(_ v: Value, type: ActionValueType) throws(LocatedError) -> String {
        switch type {
        case .newController, .controller: return try v.name(.controller, parser)
        case .view: return try v.name(.view, parser)
        case .controllerOrView: return try v.name(.controllerOrView, parser)
        default: return try v.string(parser)
        }
    }
}
