import LifelineModel
import Yams

/// A mistake in a scenario file, reported as `file:line:column: error: message`.
public typealias ScenarioError = LocatedError

/// Reads scenario files (design.md, "Scenario file") into `Scenario` values.
public struct ScenarioParser {
    let file: String
    var names = ContainerNames()

    public static func parse(yaml: String, file: String, expectedID: String? = nil) throws(ScenarioError) -> Scenario {
        var p = ScenarioParser(file: file)
        return try p.parseDocument(yaml, expectedID: expectedID)
    }

    static let topKeys = ["id", "title", "theme", "profile", "device", "origin", "orientation", "window", "controllers", "steps"]

    mutating func parseDocument(_ yaml: String, expectedID: String?) throws(ScenarioError) -> Scenario {
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
        let id = try top.required("id").string(self)
        guard !id.isEmpty, id.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }) else {
            throw ScenarioError("id '\(id)' may only use a-z, 0-9 and '-'", at: loc(top.node("id")!))
        }
        if let expectedID, id != expectedID {
            throw ScenarioError("id '\(id)' does not match the file name '\(expectedID).yaml'", at: loc(top.node("id")!),
                                suggestion: "rename the file or set id: \(expectedID)")
        }
        let title = try top.optional("title")?.string(self)
        let theme = try top.optional("theme")?.string(self)
        let profile = try top.optional("profile")?.choice(Profile.self, self, key: "profile") ?? .ios17
        let device = try top.optional("device")?.choice(Device.self, self, key: "device") ?? .iphone
        let origin = try top.optional("origin")?.choice(Origin.self, self, key: "origin") ?? .storyboard
        let orientation = try top.optional("orientation")?.choice(Orientation.self, self, key: "orientation") ?? .portrait
        var seen: [String: SourceLocation] = [:]
        let window = try controllerNode(top.required("window").node, seen: &seen)
        var controllers: [String: ControllerDecl] = [:]
        if let c = top.optional("controllers") {
            guard let map = c.node.mapping else { throw ScenarioError("'controllers' must be a map of controller names", at: loc(c.node)) }
            for (k, v) in map {
                let name = try Value(node: k).string(self)
                var f = try Fields(v, parser: self, what: "controller '\(name)'")
                let subs = try f.optional("subviews")?.stringList(self) ?? []
                try f.finish(allowed: ["subviews"])
                controllers[name] = ControllerDecl(subviews: subs)
            }
        }
        let stepsValue = try top.required("steps")
        guard let seq = stepsValue.node.sequence else {
            throw ScenarioError("'steps' must be a list", at: loc(stepsValue.node), suggestion: "write each step on its own line starting with '- '")
        }
        var steps: [Step] = []
        for item in seq { steps.append(try step(item, seen: &seen)) }
        try top.finish(allowed: Self.topKeys)
        var scenario = Scenario(id: id, title: title, profile: profile, device: device, origin: origin, orientation: orientation,
                                window: window, controllers: controllers, steps: steps, source: file)
        scenario.theme = theme
        return scenario
    }

    // MARK: - Controller trees

    mutating func controllerNode(_ node: Node, seen: inout [String: SourceLocation]) throws(ScenarioError) -> ControllerNode {
        if node.scalar != nil {
            let name = try Value(node: node).string(self)
            try claim(name, node, &seen)
            return .controller(name)
        }
        var f = try Fields(node, parser: self, what: "controller tree")
        let explicitName = try f.optional("name")?.string(self)
        if let v = f.optional("navigation") {
            let stack = try nodeList(v, seen: &seen)
            for (i, child) in stack.enumerated() {
                if case .controller = child { continue }
                throw ScenarioError("a navigation stack holds controllers, not containers", at: loc(v.node.sequence![i]))
            }
            guard !stack.isEmpty else { throw ScenarioError("a navigation stack needs at least one controller", at: loc(v.node)) }
            try f.finish(allowed: ["navigation", "name"])
            let name = explicitName ?? names.name(kind: "Nav", signature: "navigation:" + stack.map(\.name).joined(separator: ","))
            try claim(name, node, &seen)
            return .navigation(name: name, stack: stack)
        }
        if let v = f.optional("tabs") {
            let tabs = try nodeList(v, seen: &seen)
            guard !tabs.isEmpty else { throw ScenarioError("a tab bar needs at least one tab", at: loc(v.node)) }
            let selected = try f.optional("selected")?.int(self) ?? 0
            guard selected >= 0, selected < tabs.count else {
                throw ScenarioError("selected tab \(selected) does not exist; there are \(tabs.count) tabs", at: loc(f.node("selected")!),
                                    suggestion: "use an index from 0 to \(tabs.count - 1)")
            }
            try f.finish(allowed: ["tabs", "selected", "name"])
            let name = explicitName ?? names.name(kind: "Tab", signature: "tabs:" + tabs.map(\.name).joined(separator: ","))
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
            let name = try v.string(self)
            try claim(name, v.node, &seen)
            let kids = try f.optional("children").map { (c) throws(ScenarioError) in try nodeList(c, seen: &seen) } ?? []
            let showing = try f.optional("showing")?.stringList(self) ?? kids.map(\.name)
            if let s = f.optional("showing") {
                for (i, n) in showing.enumerated() where !kids.map(\.name).contains(n) {
                    throw ScenarioError("'\(n)' is not one of \(name)'s children", at: loc(s.node.sequence![i]),
                                        suggestion: Suggest.didYouMean(n, among: kids.map(\.name)))
                }
            }
            try f.finish(allowed: ["container", "children", "showing"])
            return .container(name: name, children: kids, showing: showing)
        }
        try f.finish(allowed: ["navigation", "tabs", "split", "container", "name"])
        throw ScenarioError("a controller tree needs one of navigation, tabs, split or container", at: loc(node))
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

    static let options: [String: [String]] = [
        "launch": [], "push": ["vc", "animated"], "pop": ["animated"], "popToRoot": ["animated"],
        "present": ["vc", "style", "embedIn", "animated", "completion", "delegate"],
        "dismiss": ["by", "method", "animated", "completion"], "selectTab": [], "interactivePop": [],
        "interactiveDismiss": [], "segue": ["id", "from", "kind", "to", "trigger", "style", "animated"],
        "unwind": ["to", "action"], "addChild": ["child", "parent"], "removeChild": [], "rotate": [],
        "memoryWarning": [], "addSubview": ["view", "to"], "removeSubview": [], "showPrimary": ["animated"],
        "hidePrimary": ["animated"], "transition": ["parent", "from", "to", "forwarding", "animated"], "wait": [],
    ]

    mutating func step(_ node: Node, seen: inout [String: SourceLocation]) throws(ScenarioError) -> Step {
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
        guard let allowed = Self.options[keyword] else {
            throw ScenarioError("unknown action '\(keyword)'", at: loc(keyNode), suggestion: Suggest.didYouMean(keyword, among: Action.keywords))
        }
        // Options come from the step's other keys and from a map given as the action's value.
        var fields = Fields(pairs: [], parser: self, node: node)
        var scalarArgument: Value?
        if let argument {
            if let m = argument.mapping, !["selectTab", "interactivePop", "interactiveDismiss", "rotate", "removeChild", "removeSubview"].contains(keyword) {
                fields.pairs += try m.map { (k, v) throws(ScenarioError) in (try Value(node: k).string(self), k, v) }
            } else {
                scalarArgument = Value(node: argument)
            }
        }
        fields.pairs += try opts.map { (k, v) throws(ScenarioError) in (try Value(node: k).string(self), k, v) }
        try fields.checkDuplicates()
        let animated = try fields.optional("animated")?.bool(self) ?? true
        func need(_ what: String) -> ScenarioError {
            ScenarioError("'\(keyword)' needs \(what)", at: loc(keyNode))
        }
        let action: Action
        switch keyword {
        case "launch", "memoryWarning", "wait":
            if let a = scalarArgument { throw ScenarioError("'\(keyword)' takes no value", at: loc(a.node)) }
            action = keyword == "launch" ? .launch : keyword == "wait" ? .wait : .memoryWarning
        case "push":
            guard let name = try fields.argument(scalarArgument, or: "vc") else { throw need("a controller name, as in '- push: B'") }
            action = .push(name, animated: animated)
        case "pop", "popToRoot", "showPrimary", "hidePrimary":
            if let a = scalarArgument { throw ScenarioError("'\(keyword)' takes no value", at: loc(a.node), suggestion: "write '- \(keyword)' alone, or options such as 'animated: false'") }
            switch keyword {
            case "pop": action = .pop(animated: animated)
            case "popToRoot": action = .popToRoot(animated: animated)
            case "showPrimary": action = .showPrimary(animated: animated)
            default: action = .hidePrimary(animated: animated)
            }
        case "present":
            guard let name = try fields.argument(scalarArgument, or: "vc") else { throw need("a controller name, as in '- present: C'") }
            let style = try fields.optional("style")?.choice(PresentationStyle.self, self, key: "style") ?? .automatic
            var node = ControllerNode.controller(name)
            if let e = fields.optional("embedIn") {
                let kind = try e.string(self)
                guard kind == "navigation" else { throw ScenarioError("embedIn can only be 'navigation'", at: loc(e.node), suggestion: Suggest.didYouMean(kind, among: ["navigation"])) }
                node = .navigation(name: names.name(kind: "Nav", signature: "navigation:" + name), stack: [node])
            }
            action = .present(node, style: style, animated: animated,
                              completion: try fields.optional("completion")?.bool(self) ?? false,
                              delegate: try fields.optional("delegate")?.string(self))
        case "dismiss":
            if let a = scalarArgument { throw ScenarioError("'dismiss' takes options, not a value", at: loc(a.node), suggestion: "write '- dismiss' or '- dismiss: {by: delegate}'") }
            action = .dismiss(by: try fields.optional("by")?.choice(DismissBy.self, self, key: "by") ?? .presenting,
                              method: try fields.optional("method")?.string(self), animated: animated,
                              completion: try fields.optional("completion")?.bool(self) ?? false)
        case "selectTab":
            guard let v = scalarArgument else { throw need("a tab index, as in '- selectTab: 1'") }
            action = .selectTab(try v.int(self))
        case "interactivePop":
            guard let v = scalarArgument else { throw need("cancel or finish") }
            action = .interactivePop(try v.choice(InteractiveOutcome.self, self, key: "interactivePop"))
        case "interactiveDismiss":
            guard let v = scalarArgument else { throw need("cancel, finish or refuse") }
            action = .interactiveDismiss(try v.choice(SheetSwipeOutcome.self, self, key: "interactiveDismiss"))
        case "segue":
            guard let id = try fields.optional("id")?.string(self) else { throw need("an id") }
            guard let from = try fields.optional("from")?.string(self) else { throw need("'from'") }
            let kindValue = try fields.required("kind", at: keyNode)
            let raw = try kindValue.string(self)
            let kind: SegueKind
            switch raw {
            case "push", "show": kind = .push
            case "present", "modal": kind = .present
            default: throw ScenarioError("unknown segue kind '\(raw)'", at: loc(kindValue.node), suggestion: Suggest.didYouMean(raw, among: ["push", "present", "show", "modal"]) ?? "use push or present")
            }
            var unclaimed: [String: SourceLocation] = [:]   // each segue makes new instances: names may repeat
            let to = try controllerNode(fields.required("to", at: keyNode).node, seen: &unclaimed)
            action = .segue(Segue(id: id, from: from, kind: kind, to: to,
                                  trigger: try fields.optional("trigger")?.choice(SegueTrigger.self, self, key: "trigger") ?? .control,
                                  style: try fields.optional("style")?.choice(PresentationStyle.self, self, key: "style") ?? .automatic,
                                  animated: animated))
        case "unwind":
            guard let to = try fields.argument(scalarArgument, or: "to") else { throw need("'to'") }
            action = .unwind(to: to, action: try fields.optional("action")?.string(self) ?? "unwindTo\(to)")
        case "addChild":
            action = .addChild(child: try fields.required("child", at: keyNode).string(self), parent: try fields.required("parent", at: keyNode).string(self))
        case "removeChild":
            guard let v = scalarArgument else { throw need("a controller name") }
            action = .removeChild(try v.string(self))
        case "rotate":
            guard let v = scalarArgument else { throw need("landscape or portrait") }
            action = .rotate(try v.choice(Orientation.self, self, key: "rotate"))
        case "addSubview":
            action = .addSubview(view: try fields.required("view", at: keyNode).string(self), to: try fields.required("to", at: keyNode).string(self))
        case "removeSubview":
            guard let v = scalarArgument else { throw need("a view name") }
            action = .removeSubview(try v.string(self))
        case "transition":
            action = .transition(parent: try fields.required("parent", at: keyNode).string(self),
                                 from: try fields.required("from", at: keyNode).string(self),
                                 to: try fields.required("to", at: keyNode).string(self),
                                 forwarding: try fields.optional("forwarding")?.choice(Forwarding.self, self, key: "forwarding") ?? .automatic,
                                 animated: animated)
        default:
            throw ScenarioError("unknown action '\(keyword)'", at: loc(keyNode))
        }
        try fields.finish(allowed: allowed, action: keyword)
        return Step(action, at: location)
    }

    // MARK: - Locations

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
