import LifelineModel
import Yams

/// A mistake in a scenario file, reported as `file:line:column: error: message`.
public typealias ScenarioError = LocatedError

/// Reads scenario files (design.md, "Scenario file") into `Scenario` values.
public struct ScenarioParser {
    let file: String
    var names = ContainerNames()
    /// The scenario's profile, known before any controller tree is read.
    var profile = Profile.ios17
    /// The scenario's origin, known before the controllers are read.
    var origin = Origin.storyboard
    /// `delegate:` of the window's navigation and tab bar controllers: container → delegate.
    var delegates: [String: String] = [:]
    /// Only the window's tree takes `delegate:` (a tree a step brings makes new instances each time).
    var readingWindow = false

    public static func parse(yaml: String, file: String, expectedID: String? = nil) throws(ScenarioError) -> Scenario {
        var p = ScenarioParser(file: file)
        return try p.parseDocument(yaml, expectedID: expectedID)
    }

    /// An id names files (`<id>.html`, `<id>-sequence-2.svg`): short enough for every file system.
    static let longestID = 100

    static let topKeys = ["id", "title", "summary", "theme", "profile", "device", "origin", "orientation", "window", "controllers", "steps", "logs", "key"]

    mutating func parseDocument(_ yaml: String, expectedID: String?) throws(ScenarioError) -> Scenario {
        try refuseSeparators(yaml)
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                throw ScenarioError("the file is empty", at: loc(line: 1, column: 1), suggestion: "start with 'id:', 'window:' and 'steps:'")
            }
            root = node
        } catch let e as ScenarioError {
            throw e
        } catch let e as YamlError {
            throw yamlError(e)
        } catch {
            throw ScenarioError("cannot read YAML: \(error)", at: loc(line: 1, column: 1))
        }
        var top = try Fields(root, parser: self, what: "scenario")
        // Every mistake of the file is reported in one pass: each field and each step is read on its own.
        var errors: [ScenarioError] = []
        func attempt<T>(_ body: () throws(ScenarioError) -> T) -> T? {
            do { return try body() } catch { errors.append(error); return nil }
        }
        let id = attempt { () throws(ScenarioError) in try scenarioID(&top, expectedID: expectedID) } ?? "unnamed"
        var texts = ScenarioTexts()
        texts.title = attempt { () throws(ScenarioError) in try top.optional("title").map { v throws(ScenarioError) in try text(v, key: "title") } } ?? nil
        texts.summary = attempt { () throws(ScenarioError) in try top.optional("summary").map { v throws(ScenarioError) in try text(v, key: "summary") } } ?? nil
        let theme = attempt { () throws(ScenarioError) in try top.optional("theme")?.string(self) } ?? nil
        let logs = attempt { () throws(ScenarioError) in try top.optional("logs").map { v throws(ScenarioError) in try callbackSet(v, key: "logs") } } ?? nil
        let key = attempt { () throws(ScenarioError) in try top.optional("key").map { v throws(ScenarioError) in (try v.int(self), v.node) } } ?? nil
        let profile: Profile = attempt { () throws(ScenarioError) in try top.optional("profile")?.choice(Profile.self, self, key: "profile") ?? .ios17 } ?? .ios17
        self.profile = profile
        let device: Device = attempt { () throws(ScenarioError) in try top.optional("device")?.choice(Device.self, self, key: "device") ?? .iphone } ?? .iphone
        let origin: Origin = attempt { () throws(ScenarioError) in try top.optional("origin")?.choice(Origin.self, self, key: "origin") ?? .storyboard } ?? .storyboard
        self.origin = origin
        let orientation: Orientation = attempt { () throws(ScenarioError) in try top.optional("orientation")?.choice(Orientation.self, self, key: "orientation") ?? .portrait } ?? .portrait
        var seen: [String: SourceLocation] = [:]
        readingWindow = true
        let window = attempt { () throws(ScenarioError) in try controllerNode(top.required("window").node, seen: &seen) }
        readingWindow = false
        let (controllers, contextKeys, searchKeys) = attempt { () throws(ScenarioError) in try controllerDecls(top.optional("controllers"), window: seen) } ?? ([:], [:], [:])
        var steps: [Step] = []
        if let seq = attempt({ () throws(ScenarioError) in try stepList(top.required("steps")) }) {
            for item in seq {
                guard let (s, note) = attempt({ () throws(ScenarioError) in try step(item, seen: &seen) }) else { continue }
                steps.append(s)
                if let note { texts.notes[steps.count] = note }
            }
        }
        _ = attempt { () throws(ScenarioError) in try top.finish(allowed: Self.topKeys) }
        if let key, let problem = keyProblem(key, steps: steps.count) { errors.append(problem) }
        if let window, errors.isEmpty { _ = attempt { () throws(ScenarioError) in try checkKeys(contextKeys, searchKeys, controllers, window, steps) } }
        if let all = ScenarioError(all: errors) { throw all }
        var scenario = Scenario(id: id, title: texts.title?.english, profile: profile, device: device, origin: origin, orientation: orientation,
                                window: window.guaranteed("a scenario without a window has an error recorded"), controllers: controllers, steps: steps, source: file)
        scenario.theme = theme
        scenario.logs = logs
        scenario.keyStep = key?.0
        scenario.texts = texts
        scenario.delegates = delegates
        return scenario
    }

    /// `key:` names a step of the scenario (1-based).
    func keyProblem(_ key: (Int, Node), steps: Int) -> ScenarioError? {
        guard !(1...max(1, steps)).contains(key.0) else { return nil }
        return ScenarioError("key: \(key.0) is not a step of this scenario, which has \(steps)", at: loc(key.1),
                             suggestion: "key is the number of the step the scenario teaches, 1 to \(steps)")
    }

    /// YAML 1.1, which Yams reads, counts U+2028 and U+2029 as line breaks: every later line number
    /// would be off and a text would be cut. Nobody types them; they come with pasted text.
    func refuseSeparators(_ yaml: String) throws(ScenarioError) {
        guard let at = TextPosition.first(of: ["\u{2028}", "\u{2029}"], in: yaml) else { return }
        throw ScenarioError("an invisible line or paragraph separator (U+2028/U+2029) is here", at: loc(line: at.line, column: at.column),
                            suggestion: "delete it, or use an ordinary line break")
    }

    func scenarioID(_ top: inout Fields, expectedID: String?) throws(ScenarioError) -> String {
        let id = try top.required("id").string(self)
        guard !id.isEmpty, id.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw ScenarioError("id '\(id)' may only use a-z, 0-9 and '-'", at: loc(top.node("id")))
        }
        guard id.count <= Self.longestID else {
            throw ScenarioError("id '\(id.prefix(20))…' is \(id.count) characters long; an id is at most \(Self.longestID)", at: loc(top.node("id")),
                                suggestion: "a short id names the scenario's pages and charts")
        }
        if let expectedID, id != expectedID {
            let canBeID = !expectedID.isEmpty && expectedID.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
            throw ScenarioError("id '\(id)' does not match the file name '\(expectedID).yaml'", at: loc(top.node("id")),
                                suggestion: canBeID ? "rename the file or set id: \(expectedID)" : "rename the file to \(id).yaml")
        }
        return id
    }

    func stepList(_ stepsValue: Value) throws(ScenarioError) -> [Node] {
        guard let seq = stepsValue.node.sequence else {
            throw ScenarioError("'steps' must be a list", at: loc(stepsValue.node), suggestion: "write each step on its own line starting with '- '")
        }
        guard !seq.isEmpty else {
            throw ScenarioError("'steps' is empty", at: loc(stepsValue.node), suggestion: "a scenario needs at least '- launch'")
        }
        return Array(seq)
    }

    /// The top-level `controllers:` map, and where each `definesContext: true` and each `search:` is written.
    func controllerDecls(_ c: Value?, window: [String: SourceLocation]) throws(ScenarioError)
        -> ([String: ControllerDecl], [String: Node], [String: Node]) {
        guard let c else { return ([:], [:], [:]) }
        guard let map = c.node.mapping else { throw ScenarioError("'controllers' must be a map of controller names", at: loc(c.node)) }
        var controllers: [String: ControllerDecl] = [:]
        var contextKeys: [String: Node] = [:], searchKeys: [String: Node] = [:]
        for (k, v) in map {
            let name = try Value(node: k).name(.controller, self)
            var f = try Fields(v, parser: self, what: "controller '\(name)'")
            let subs = try f.optional("subviews")?.names(.view, self) ?? []
            let context = try f.optional("definesContext")?.bool(self) ?? false
            let className = try f.optional("class").map { v throws(ScenarioError) in try appClassName(v) }
            let logs = try f.optional("logs").map { v throws(ScenarioError) in try callbackSet(v, key: "logs", allowEmpty: true) }
            let embeds = try f.optional("embeds").map { v throws(ScenarioError) in try embedded(v) } ?? (names: [], refused: [])
            let hosting = try f.optional("hosting")?.name(.view, self)
            let traits = try f.optional("readsTraits").map { v throws(ScenarioError) in try traitNames(v) } ?? []
            let registered = try f.optional("registersTraits").map { v throws(ScenarioError) in try registeredTraits(v) } ?? []
            let search = try f.optional("search").map { v throws(ScenarioError) in searchKeys[name] = v.node; return try searchDecl(v, owner: name, window: window) }
            try f.finish(allowed: ["subviews", "definesContext", "class", "logs", "embeds", "hosting", "readsTraits", "search", "registersTraits"])
            controllers[name] = ControllerDecl(subviews: subs, definesContext: context, className: className, logs: logs, embeds: embeds.names,
                                               hosting: hosting)
            controllers[name]?.refusedEmbeds = embeds.refused
            controllers[name]?.readsTraits = traits
            controllers[name]?.search = search
            controllers[name]?.registersTraits = registered
            if context { contextKeys[name] = k }
        }
        return (controllers, contextKeys, searchKeys)
    }

    /// `embeds: [Header]`: container views of a storyboard scene, each embedding a controller of its own;
    /// `{vc: Stats, shouldPerform: false}`: the parent's shouldPerformSegue refuses that one.
    func embedded(_ v: Value) throws(ScenarioError) -> (names: [String], refused: Set<String>) {
        guard origin == .storyboard else {
            throw ScenarioError("'embeds' are storyboard embed segues; this scenario makes its controllers in code", at: loc(v.node),
                                suggestion: "use origin: storyboard, or add the child in code with addChild")
        }
        guard let items = v.node.sequence, items.contains(where: { $0.mapping != nil }) else { return (try v.names(.controller, self), []) }
        var names: [String] = [], refused: Set<String> = []
        for item in items {
            guard item.mapping != nil else { names.append(try Value(node: item).name(.controller, self)); continue }
            var f = try Fields(item, parser: self, what: "embed segue")
            let name = try f.required("vc").name(.controller, self)
            if try f.optional("shouldPerform")?.bool(self) == false { refused.insert(name) }
            try f.finish(allowed: ["vc", "shouldPerform"])
            names.append(name)
        }
        return (names, refused)
    }

    // MARK: - Controller trees

    mutating func controllerNode(_ node: Node, seen: inout [String: SourceLocation]) throws(ScenarioError) -> ControllerNode {
        if node.scalar != nil { return try leaf(node, seen: &seen) }
        var f = try Fields(node, parser: self, what: "controller tree")
        let explicitName = try f.optional("name")?.name(.controller, self)
        if let v = f.optional("navigation") {
            let stack = try nodeList(v, seen: &seen)
            for (i, child) in stack.enumerated() {
                if case .controller = child { continue }
                throw ScenarioError("a navigation stack holds controllers, not containers", at: loc(v.node.sequence?[i] ?? v.node))
            }
            guard !stack.isEmpty else { throw ScenarioError("a navigation stack needs at least one controller", at: loc(v.node)) }
            let name = explicitName ?? names.name(kind: "Nav", signature: "navigation:" + stack.map(\.name).joined(separator: ","))
            try readDelegate(&f, of: name)
            try f.finish(allowed: ["navigation", "name", "delegate"])
            try claim(name, node, &seen)
            return .navigation(name: name, stack: stack)
        }
        if let v = f.optional("tabs") {
            let tabs = try nodeList(v, seen: &seen)
            guard !tabs.isEmpty else { throw ScenarioError("a tab bar needs at least one tab", at: loc(v.node)) }
            let selected = try f.optional("selected")?.int(self) ?? 0
            guard selected >= 0, selected < tabs.count else {
                throw ScenarioError("selected tab \(selected) does not exist; there are \(tabs.count) tabs", at: loc(f.node("selected")),
                                    suggestion: "use an index from 0 to \(tabs.count - 1)")
            }
            let name = explicitName ?? names.name(kind: "Tab", signature: "tabs:" + tabs.map(\.name).joined(separator: ","))
            try readDelegate(&f, of: name)
            try f.finish(allowed: ["tabs", "selected", "name", "delegate"])
            try claim(name, node, &seen)
            return .tabs(name: name, tabs: tabs, selected: selected)
        }
        if let v = f.optional("split") {
            var sf = try Fields(v.node, parser: self, what: "split")
            let primary = try controllerNode(sf.required("primary").node, seen: &seen)
            let secondary = try controllerNode(sf.required("secondary").node, seen: &seen)
            try sf.finish(allowed: ["primary", "secondary"])
            try f.finish(allowed: ["split", "name"])
            let name = explicitName ?? names.name(kind: "Split", signature: "split:\(primary.name),\(secondary.name)")
            try claim(name, node, &seen)
            return .split(name: name, primary: primary, secondary: secondary)
        }
        if let v = f.optional("container") {
            let name = try v.name(.controller, self)
            try claim(name, v.node, &seen)
            let kids = try f.optional("children").map { (c) throws(ScenarioError) in try nodeList(c, seen: &seen) } ?? []
            let showing = try f.optional("showing")?.stringList(self) ?? kids.map(\.name)
            if let s = f.optional("showing") {
                for (i, n) in showing.enumerated() where !kids.map(\.name).contains(n) {
                    throw ScenarioError("'\(n)' is not one of \(name)'s children", at: loc(s.node.sequence?[i] ?? s.node),
                                        suggestion: Suggest.didYouMean(n, among: kids.map(\.name)))
                }
            }
            try f.finish(allowed: ["container", "children", "showing"])
            return .container(name: name, children: kids, showing: showing)
        }
        if let v = f.optional("pages") { return try pagesNode(v, &f, explicitName: explicitName, node: node, seen: &seen) }
        try f.finish(allowed: ["navigation", "tabs", "split", "container", "pages", "name"])
        throw ScenarioError("a controller tree needs one of navigation, tabs, split, container or pages", at: loc(node))
    }

    /// `delegate: D` of a navigation or tab bar controller: a controller of the scenario, or any other
    /// object of the app (a coordinator), named like a controller.
    mutating func readDelegate(_ f: inout Fields, of container: String) throws(ScenarioError) {
        guard let v = f.optional("delegate") else { return }
        guard readingWindow else {
            throw ScenarioError("'delegate' is read on the window's navigation and tab bar controllers only", at: loc(v.node),
                                suggestion: "declare the container in 'window:' with its delegate")
        }
        delegates[container] = try v.name(.delegate, self)
    }

    /// A controller written by its name alone.
    func leaf(_ node: Node, seen: inout [String: SourceLocation]) throws(ScenarioError) -> ControllerNode {
        let name = try Value(node: node).name(.controller, self)
        try claim(name, node, &seen)
        return .controller(name)
    }

    mutating func nodeList(_ v: Value, seen: inout [String: SourceLocation]) throws(ScenarioError) -> [ControllerNode] {
        guard let seq = v.node.sequence else { throw ScenarioError("expected a list such as [A, B]", at: loc(v.node)) }
        var out: [ControllerNode] = []
        for n in seq { out.append(try controllerNode(n, seen: &seen)) }
        return out
    }

    /// Controller names in the window tree must be unique.
    func claim(_ name: String, _ node: Node, _ seen: inout [String: SourceLocation]) throws(ScenarioError) {
        if let first = seen[name] {
            throw ScenarioError("duplicate controller '\(name)' (first declared at line \(first.line))", at: loc(node),
                                suggestion: "give each controller its own name")
        }
        seen[name] = loc(node)
    }

    // MARK: - Steps

    /// One step, and its `note:` if it has one.
    mutating func step(_ node: Node, seen: inout [String: SourceLocation]) throws(ScenarioError) -> (Step, ScenarioText?) {
        let location = loc(node)
        var keyword: String
        var argument: Node?
        var keyNode = node
        var opts: [(key: Node, value: Node)] = []
        if node.scalar != nil {
            keyword = try Value(node: node).string(self)
        } else if let map = node.mapping, let first = map.first {
            keyword = try Value(node: first.key).string(self)
            keyNode = first.key
            argument = first.value
            if let s = first.value.scalar, ["", "~", "null", "Null", "NULL"].contains(s.string) { argument = nil }
            opts = Array(map.dropFirst())
        } else {
            throw ScenarioError("a step is an action name or a map such as '- push: B'", at: location)
        }
        guard let spec = ActionTable.spec(keyword) else {
            throw ScenarioError("unknown action '\(keyword)'", at: loc(keyNode), suggestion: Suggest.didYouMean(keyword, among: Action.keywords))
        }
        // Options come from the step's other keys and from a map given as the action's value.
        var fields = Fields(pairs: [], parser: self, node: node)
        var scalarArgument: Value?
        if let argument {
            if let m = argument.mapping, !spec.valueIsScalarOnly {
                fields.pairs += try m.map { (k, v) throws(ScenarioError) in (try Value(node: k).string(self), k, v) }
            } else {
                scalarArgument = Value(node: argument)
            }
        }
        fields.pairs += try opts.map { (k, v) throws(ScenarioError) in (try Value(node: k).string(self), k, v) }
        try fields.checkDuplicates()
        let note = try note(from: &fields)
        let during = try duringLaunch(from: &fields, keyword: keyword)
        if let a = scalarArgument {
            switch spec.refusal {
            case .ignored: break
            case .noValue(let hint): throw ScenarioError("'\(keyword)' takes no value", at: loc(a.node), suggestion: hint)
            case .optionsOnly(let hint): throw ScenarioError("'\(keyword)' takes options, not a value", at: loc(a.node), suggestion: hint)
            }
        }
        var reader: any ActionReader = StepReader(parser: self, spec: spec, keyNode: keyNode, fields: fields, value: scalarArgument)
        let action = try spec.make(&reader)
        let done = (reader as? StepReader).guaranteed("an action's reader is the StepReader it was given")
        names = done.parser.names
        try done.fields.finish(allowed: spec.options.map(\.name) + ["note"], action: keyword)
        return (Step(action, at: location, duringLaunch: during), note)
    }

    // MARK: - Locations

    /// Where `node` is; a node the document does not have (never expected) counts as its start.
    func loc(_ node: Node?) -> SourceLocation { node.map { loc($0) } ?? loc(line: 1, column: 1) }

    func loc(_ node: Node) -> SourceLocation {
        let m = node.mark
        return SourceLocation(file: file, line: m?.line ?? 1, column: m?.column ?? 1)
    }

    func loc(line: Int, column: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func yamlError(_ e: YamlError) -> ScenarioError {
        switch e {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return ScenarioError("malformed YAML: \(problem)", at: loc(line: mark.line, column: mark.column),
                                 suggestion: "check the indentation and the brackets near this point")
        case .duplicatedKeysInMapping(let dups, let context):
            return ScenarioError("duplicate key \(dups.sorted().map { "'\($0)'" }.joined(separator: ", "))",
                                 at: loc(line: context.mark.line, column: context.mark.column), suggestion: "keep one of them")
        case .reader(let problem, _, _, _):
            return ScenarioError("cannot read the file: \(problem)", at: loc(line: 1, column: 1), suggestion: "save it as UTF-8")
        default:
            return ScenarioError("malformed YAML: \(e)", at: loc(line: 1, column: 1))
        }
    }
}

/// Default container names: `Nav`, `Nav2`, … given by content, so the same tree always gets the same name.
struct ContainerNames {
    var bySignature: [String: String] = [:]
    var count: [String: Int] = [:]
    mutating func name(kind: String, signature: String) -> String {
        if let n = bySignature[signature] { return n }
        let k = (count[kind] ?? 0) + 1
        count[kind] = k
        let n = k == 1 ? kind : "\(kind)\(k)"
        bySignature[signature] = n
        return n
    }
}
