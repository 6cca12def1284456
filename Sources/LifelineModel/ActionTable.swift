/// One user or code action of a scenario.
public enum Action: Sendable, Equatable {
    case launch
    /// `in`: the navigation controller to push on (nil: the frontmost one); it may be covered by a modal.
    /// `interactive`: a push driven by the app's interaction controller (a gesture), finished or cancelled.
    case push(String, animated: Bool, in: String? = nil, interactive: InteractiveOutcome? = nil)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    /// popToViewController(_:animated:): pops every controller above the named one.
    case popTo(String, animated: Bool)
    /// `from`: the controller whose `present(_:animated:completion:)` is called; nil for the frontmost one.
    case present(ControllerNode, style: PresentationStyle, animated: Bool, completion: Bool, delegate: String?, from: String? = nil,
                 detents: [Detent] = [])
    /// The sheet on top rests at another of its detents.
    case selectDetent(Detent, by: DetentChange)
    /// `from`: dismiss everything presented above this controller in one call (nil: the top presentation).
    case dismiss(by: DismissBy, method: String?, animated: Bool, completion: Bool, from: String? = nil)
    /// `by`: the user's tap asks the tab bar controller's delegate; code (`selectedIndex`) does not.
    case selectTab(Int, by: TabSelection = .code)
    case interactivePop(InteractiveOutcome)
    /// `tapOutside`: the user taps outside an iPad popover instead of swiping a sheet down.
    case interactiveDismiss(SheetSwipeOutcome, tapOutside: Bool = false)
    case segue(Segue)
    case unwind(to: String, action: String)
    case addChild(child: String, parent: String)
    case removeChild(String)
    case rotate(Orientation)
    case memoryWarning
    case addSubview(view: String, to: String)
    /// `addSubview: {viewOf: B, to: A}`: B's root view added to A's without addChild — a mistake UIKit lets through.
    case addControllerView(String, to: String)
    /// `release`: nothing else keeps the view, so it is deallocated once removed.
    case removeSubview(String, release: Bool = false)
    case showPrimary(animated: Bool)
    case hidePrimary(animated: Bool)
    /// `keep`: the app keeps the leaving child as a child (no willMove/removeFromParent around the call).
    /// `outcome: cancel` (manual forwarding only): the app's interactive swap is abandoned and undone.
    case transition(parent: String, from: String, to: String, forwarding: Forwarding, animated: Bool, keep: Bool = false,
                    outcome: InteractiveOutcome = .finish)
    case wait
    /// Replaces a navigation controller's stack (`in`: its name; nil for the frontmost one).
    case setViewControllers([String], animated: Bool, in: String?)
    // the world around the controller (ActionTable+World.swift)
    case background
    case foreground
    /// The user swipes the app away in the app switcher.
    case terminate
    case traitChange(InterfaceStyle)
    /// iPad multitasking: the user resizes the app's window; the width class it ends with.
    case resize(SizeClass)
    case setPage(String, animated: Bool)
    case swipePage(to: String, outcome: InteractiveOutcome)
    /// The search field of `in` (the controller in front when nil): tapped, typed into, cancelled.
    case search(SearchStep, in: String?)
}

/// The action vocabulary, defined once: keyword, value and options with their types, the localization
/// keys, how a step is read and how it reads in words. The parser, the random generator, summaries
/// and chart headings read this table; the engine has one handler per action.
public enum ActionTable {
    /// Every action, in the order scenario authors meet them.
    public static let all: [ActionSpec] = [
        launch, push, pop, popToRoot, popTo, present, dismiss, selectTab, interactivePop, interactiveDismiss, tapOutside,
        selectDetent, segue, unwind,
        addChild, removeChild, rotate, memoryWarning, addSubview, removeSubview, showPrimary, hidePrimary, transition, wait,
        setViewControllers,
    ] + world

    private static let byKeyword: [String: ActionSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyword, $0) })

    public static func spec(_ keyword: String) -> ActionSpec? { byKeyword[keyword] }

    static let animated = ActionOption("animated", .flag)
    static func anim(_ a: Bool) -> String { a ? "" : " (not animated)" }
    static func alone(_ keyword: String) -> ValueRefusal {
        .noValue(suggestion: "write '- \(keyword)' alone, or options such as 'animated: false'")
    }

    static let launch = ActionSpec("launch", refusal: .noValue(suggestion: nil), read: { _ throws(LocatedError) in .launch }) {
        guard case .launch = $0 else { return nil }
        return ActionWords("launch")
    }

    static let push = ActionSpec("push", value: .init("vc", .newController),
                                 options: [.init("vc", .newController), animated, .init("in", .controller, optional: true),
                                           .init("interactive", InteractiveOutcome.valueType, optional: true)],
                                 headingVariants: ["cancel"], read: { r throws(LocatedError) in
        guard let name = try r.value() else { throw r.needs("a controller name, as in '- push: B'") }
        return .push(name, animated: try r.flag("animated", default: true), in: try r.option("in"),
                     interactive: try r.optionalChoice("interactive", as: InteractiveOutcome.self))
    }) {
        guard case .push(let n, let a, let nav, let interactive) = $0 else { return nil }
        return ActionWords("push \(n)" + (nav.map { " on \($0)" } ?? "") + anim(a) + (interactive.map { ", interactive, \($0.rawValue)" } ?? ""),
                           labels: [n], created: [n], mentioned: [n] + (nav.map { [$0] } ?? []),
                           headingVariant: interactive == .cancel ? "cancel" : nil)
    }

    static let pop = ActionSpec("pop", options: [animated], refusal: alone("pop"), read: { r throws(LocatedError) in
        .pop(animated: try r.flag("animated", default: true))
    }) {
        guard case .pop(let a) = $0 else { return nil }
        return ActionWords("pop" + anim(a))
    }

    static let popToRoot = ActionSpec("popToRoot", options: [animated], refusal: alone("popToRoot"), read: { r throws(LocatedError) in
        .popToRoot(animated: try r.flag("animated", default: true))
    }) {
        guard case .popToRoot(let a) = $0 else { return nil }
        return ActionWords("popToRoot" + anim(a))
    }

    static let popTo = ActionSpec("popTo", value: .init("vc", .controller), options: [.init("vc", .controller), animated],
                                  read: { r throws(LocatedError) in
        guard let name = try r.value() else { throw r.needs("the controller to go back to, as in '- popTo: B'") }
        return .popTo(name, animated: try r.flag("animated", default: true))
    }) {
        guard case .popTo(let n, let a) = $0 else { return nil }
        return ActionWords("popTo \(n)" + anim(a), labels: [n], mentioned: [n])
    }

    static let present = ActionSpec("present", value: .init("vc", .newController), options: [
        .init("vc", .newController), .init("style", PresentationStyle.valueType), .init("embedIn", Embedding.valueType, optional: true),
        animated, .init("completion", .flag), .init("delegate", .controller, optional: true), .init("from", .controller, optional: true),
        .init("detents", .choices(Detent.allCases.map(\.rawValue)), optional: true),
    ], headingVariants: ["from"], read: { r throws(LocatedError) in
        guard let name = try r.value() else { throw r.needs("a controller name, as in '- present: C'") }
        let style = try r.choice("style", default: PresentationStyle.automatic)
        let embedded = try r.optionalChoice("embedIn", as: Embedding.self) != nil
        return .present(embedded ? r.navigation(around: name) : .controller(name), style: style,
                        animated: try r.flag("animated", default: true), completion: try r.flag("completion", default: false),
                        delegate: try r.option("delegate"), from: try r.option("from"), detents: try r.choiceList("detents", as: Detent.self) ?? [])
    }) {
        guard case .present(let node, let style, let a, _, let delegate, let from, _) = $0 else { return nil }
        let what: String
        if case .navigation(_, let stack) = node { what = "\(stack.map(\.name).joined(separator: ", ")) in a navigation controller" } else { what = node.name }
        return ActionWords("present \(what), \(style.rawValue)" + (from.map { " from \($0)" } ?? "") + anim(a),
                           labels: [node.allNames.last ?? node.name, style.rawValue] + (from.map { [$0] } ?? []),
                           created: node.allNames, mentioned: node.allNames + (delegate.map { [$0] } ?? []) + (from.map { [$0] } ?? []),
                           headingVariant: from == nil ? nil : "from")
    }

    static let dismiss = ActionSpec("dismiss", options: [
        .init("by", DismissBy.valueType), .init("method", .text, optional: true), animated, .init("completion", .flag),
        .init("from", .controller, optional: true),
    ], refusal: .optionsOnly(suggestion: "write '- dismiss', '- dismiss: {by: delegate}' or '- dismiss: {from: A}'"),
       headingVariants: ["from", "action"], read: { r throws(LocatedError) in
        let from = try r.option("from")
        let by = try r.optionalChoice("by", as: DismissBy.self)
        if let from, let by, by != .presenting {
            throw r.needs("'by' or 'from', not both: 'from: \(from)' is \(from)'s own dismiss(animated:completion:) call")
        }
        return .dismiss(by: by ?? .presenting, method: try r.option("method"), animated: try r.flag("animated", default: true),
                        completion: try r.flag("completion", default: false), from: from)
    }) {
        guard case .dismiss(let by, let method, let a, _, let from) = $0 else { return nil }
        if let from { return ActionWords("dismiss everything above \(from)" + anim(a), labels: [from], mentioned: [from], headingVariant: "from") }
        if by == .action { return ActionWords("dismiss by action (a button of the alert)" + anim(a), headingVariant: "action") }
        return ActionWords("dismiss by \(by.rawValue)" + (method.map { " (\($0))" } ?? "") + anim(a), labels: [by.rawValue])
    }

    static let selectTab = ActionSpec("selectTab", value: .init("index", .number),
                                      options: [.init("index", .number), .init("by", TabSelection.valueType)],
                                      headingVariants: ["tap"], read: { r throws(LocatedError) in
        guard let i = try r.valueNumber() else { throw r.needs("a tab index, as in '- selectTab: 1' or '- selectTab: {index: 1, by: tap}'") }
        return .selectTab(i, by: try r.choice("by", default: TabSelection.code))
    }) {
        guard case .selectTab(let i, let by) = $0 else { return nil }
        // The file says `selectTab: 1` (UIKit's index); people count tabs from 1: "select tab 2".
        return ActionWords("selectTab \(i)" + (by == .tap ? " (the user taps it)" : ""), labels: [String(i + 1)],
                           headingVariant: by == .tap ? "tap" : nil)
    }

    static let interactivePop = ActionSpec("interactivePop", value: .init("interactivePop", InteractiveOutcome.valueType),
                                           read: { r throws(LocatedError) in
        guard let o = try r.valueChoice(InteractiveOutcome.self) else { throw r.needs("cancel or finish") }
        return .interactivePop(o)
    }) {
        guard case .interactivePop(let o) = $0 else { return nil }
        return ActionWords("interactivePop: \(o.rawValue)", labels: [o.rawValue])
    }

    static let interactiveDismiss = ActionSpec("interactiveDismiss", value: .init("interactiveDismiss", SheetSwipeOutcome.valueType),
                                               read: { r throws(LocatedError) in
        guard let o = try r.valueChoice(SheetSwipeOutcome.self) else { throw r.needs("cancel, finish or refuse") }
        return .interactiveDismiss(o)
    }) {
        guard case .interactiveDismiss(let o, false) = $0 else { return nil }
        return ActionWords("interactiveDismiss: \(o.rawValue)", labels: [o.rawValue])
    }

    static let selectDetent = ActionSpec("selectDetent", value: .init("detent", Detent.valueType),
                                         options: [.init("detent", Detent.valueType), .init("by", DetentChange.valueType)],
                                         headingVariants: ["code"], read: { r throws(LocatedError) in
        guard let d = try r.valueChoice(Detent.self) else { throw r.needs("a detent, as in '- selectDetent: large' or '- selectDetent: {detent: large, by: code}'") }
        return .selectDetent(d, by: try r.choice("by", default: DetentChange.drag))
    }) {
        guard case .selectDetent(let d, let by) = $0 else { return nil }
        // The heading's value is the detent's own word (`value.detentMedium`): "medium" alone is a confidence elsewhere.
        return ActionWords("selectDetent \(d.rawValue)" + (by == .code ? " (in code)" : " (the user drags the sheet)"),
                           labels: ["detent" + d.rawValue.prefix(1).uppercased() + d.rawValue.dropFirst()],
                           headingVariant: by == .code ? "code" : nil)
    }

    static let tapOutside = ActionSpec("tapOutside", value: .init("tapOutside", SheetSwipeOutcome.valueType), read: { r throws(LocatedError) in
        guard let o = try r.valueChoice(SheetSwipeOutcome.self) else { throw r.needs("finish or refuse") }
        return .interactiveDismiss(o, tapOutside: true)
    }) {
        guard case .interactiveDismiss(let o, true) = $0 else { return nil }
        return ActionWords("tapOutside: \(o.rawValue) (the popover)", labels: [o.rawValue])
    }

    static let segue = ActionSpec("segue", options: [
        .init("id", .text), .init("from", .controller), .init("kind", SegueKind.valueType), .init("to", .tree),
        .init("trigger", SegueTrigger.valueType), .init("style", PresentationStyle.valueType), animated,
        .init("delegate", .controller, optional: true), .init("shouldPerform", .flag), .init("embedIn", Embedding.valueType, optional: true),
    ], headingVariants: ["refused"], read: { r throws(LocatedError) in
        guard let id = try r.option("id") else { throw r.needs("an id") }
        guard let from = try r.option("from") else { throw r.needs("'from'") }
        let kind = try r.choice("kind", default: SegueKind?.none)
        let to = try r.tree("to")
        let embedded = try r.optionalChoice("embedIn", as: Embedding.self) != nil
        if embedded {
            guard case .controller = to else { throw r.needs("one controller in 'to' with embedIn (embedIn wraps it in a navigation controller)") }
            guard kind == .present else { throw r.needs("kind: present with embedIn: UIKit does not push a navigation controller") }
        }
        var segue = Segue(id: id, from: from, kind: kind, to: embedded ? r.navigation(around: to.name) : to,
                          trigger: try r.choice("trigger", default: SegueTrigger.control),
                          style: try r.choice("style", default: PresentationStyle.automatic), animated: try r.flag("animated", default: true),
                          delegate: try r.option("delegate"))
        segue.shouldPerform = try r.flag("shouldPerform", default: true)
        return .segue(segue)
    }) {
        guard case .segue(let s) = $0 else { return nil }
        return ActionWords("segue \(s.id) from \(s.from) (\(s.kind.rawValue)) to \(s.to.allNames.joined(separator: ", "))"
                           + (s.shouldPerform ? "" : ", refused by shouldPerformSegue"),
                           labels: [s.id, s.from, s.to.allNames.last ?? s.to.name], created: s.shouldPerform ? s.to.allNames : [],
                           mentioned: [s.from] + s.to.allNames + (s.delegate.map { [$0] } ?? []), headingVariant: s.shouldPerform ? nil : "refused")
    }

    static let unwind = ActionSpec("unwind", value: .init("to", .controller), options: [.init("to", .controller), .init("action", .text, optional: true)],
                                   read: { r throws(LocatedError) in
        guard let to = try r.value() else { throw r.needs("'to'") }
        return .unwind(to: to, action: try r.option("action") ?? "unwindTo\(to)")
    }) {
        guard case .unwind(let to, let action) = $0 else { return nil }
        return ActionWords("unwind to \(to) (\(action))", labels: [to], mentioned: [to])
    }

    static let addChild = ActionSpec("addChild", options: [.init("child", .newController), .init("parent", .controller)],
                                     read: { r throws(LocatedError) in
        .addChild(child: try r.required("child"), parent: try r.required("parent"))
    }) {
        guard case .addChild(let c, let p) = $0 else { return nil }
        return ActionWords("addChild \(c) to \(p)", labels: [c, p], created: [c], mentioned: [c, p])
    }

    static let removeChild = ActionSpec("removeChild", value: .init("removeChild", .controller), read: { r throws(LocatedError) in
        guard let name = try r.value() else { throw r.needs("a controller name") }
        return .removeChild(name)
    }) {
        guard case .removeChild(let c) = $0 else { return nil }
        return ActionWords("removeChild \(c)", labels: [c], mentioned: [c])
    }

    static let rotate = ActionSpec("rotate", value: .init("rotate", Orientation.valueType), read: { r throws(LocatedError) in
        guard let o = try r.valueChoice(Orientation.self) else { throw r.needs("landscape or portrait") }
        return .rotate(o)
    }) {
        guard case .rotate(let o) = $0 else { return nil }
        return ActionWords("rotate to \(o.rawValue)", labels: [o.rawValue])
    }

    static let memoryWarning = ActionSpec("memoryWarning", refusal: .noValue(suggestion: nil), read: { _ throws(LocatedError) in .memoryWarning }) {
        guard case .memoryWarning = $0 else { return nil }
        return ActionWords("memoryWarning")
    }

    static let addSubview = ActionSpec("addSubview", options: [.init("view", .view), .init("to", .controllerOrView),
                                                               .init("viewOf", .newController, optional: true)],
                                       headingVariants: ["viewOf"], read: { r throws(LocatedError) in
        if let vc = try r.option("viewOf") {
            if try r.option("view") != nil { throw r.needs("'view' or 'viewOf', not both: 'viewOf: \(vc)' adds \(vc)'s own view") }
            return .addControllerView(vc, to: try r.required("to"))
        }
        return .addSubview(view: try r.required("view"), to: try r.required("to"))
    }) {
        if case .addControllerView(let vc, let to) = $0 {
            return ActionWords("addSubview \(vc)'s view to \(to), without addChild", labels: [vc, to], created: [vc], mentioned: [vc, to],
                               headingVariant: "viewOf")
        }
        guard case .addSubview(let v, let to) = $0 else { return nil }
        return ActionWords("addSubview \(v) to \(to)", labels: [v, to])
    }

    static let removeSubview = ActionSpec("removeSubview", value: .init("view", .view), options: [.init("view", .view), .init("release", .flag)],
                                          headingVariants: ["release"], read: { r throws(LocatedError) in
        guard let v = try r.value() else { throw r.needs("a view name, as in '- removeSubview: Header' or '- removeSubview: {view: Header, release: true}'") }
        return .removeSubview(v, release: try r.flag("release", default: false))
    }) {
        guard case .removeSubview(let v, let release) = $0 else { return nil }
        return ActionWords("removeSubview \(v)" + (release ? " (released)" : ""), labels: [v], headingVariant: release ? "release" : nil)
    }

    static let showPrimary = ActionSpec("showPrimary", options: [animated], refusal: alone("showPrimary"), read: { r throws(LocatedError) in
        .showPrimary(animated: try r.flag("animated", default: true))
    }) {
        guard case .showPrimary(let a) = $0 else { return nil }
        return ActionWords("showPrimary" + anim(a))
    }

    static let hidePrimary = ActionSpec("hidePrimary", options: [animated], refusal: alone("hidePrimary"), read: { r throws(LocatedError) in
        .hidePrimary(animated: try r.flag("animated", default: true))
    }) {
        guard case .hidePrimary(let a) = $0 else { return nil }
        return ActionWords("hidePrimary" + anim(a))
    }

    static let transition = ActionSpec("transition", options: [
        .init("parent", .controller), .init("from", .controller), .init("to", .newController), .init("forwarding", Forwarding.valueType), animated,
        .init("keep", .flag), .init("outcome", InteractiveOutcome.valueType),
    ], headingVariants: ["cancel"], read: { r throws(LocatedError) in
        .transition(parent: try r.required("parent"), from: try r.required("from"), to: try r.required("to"),
                    forwarding: try r.choice("forwarding", default: Forwarding.automatic), animated: try r.flag("animated", default: true),
                    keep: try r.flag("keep", default: false), outcome: try r.choice("outcome", default: InteractiveOutcome.finish))
    }) {
        guard case .transition(let p, let f, let t, let fw, let a, let keep, let outcome) = $0 else { return nil }
        return ActionWords("transition in \(p) from \(f) to \(t), \(fw.rawValue) forwarding" + anim(a) + (keep ? ", keeping \(f)" : "")
                           + (outcome == .cancel ? ", cancelled" : ""),
                           labels: [p, f, t], created: [t], mentioned: [p, f, t], headingVariant: outcome == .cancel ? "cancel" : nil)
    }

    static let wait = ActionSpec("wait", refusal: .noValue(suggestion: nil), read: { _ throws(LocatedError) in .wait }) {
        guard case .wait = $0 else { return nil }
        return ActionWords("wait")
    }

    static let setViewControllers = ActionSpec("setViewControllers", value: .init("viewControllers", .controllers), options: [
        .init("viewControllers", .controllers), animated, .init("in", .controller, optional: true),
    ], read: { r throws(LocatedError) in
        guard let names = try r.valueList() else { throw r.needs("a list of controllers, as in '- setViewControllers: [A, C]'") }
        return .setViewControllers(names, animated: try r.flag("animated", default: true), in: try r.option("in"))
    }) {
        guard case .setViewControllers(let names, let a, let nav) = $0 else { return nil }
        return ActionWords("setViewControllers [\(names.joined(separator: ", "))]" + (nav.map { " in \($0)" } ?? "") + anim(a),
                           labels: [names.joined(separator: ", ")], created: names, mentioned: names + (nav.map { [$0] } ?? []))
    }
}

extension Action {
    /// The action's entry in the action table.
    public var spec: ActionSpec {
        switch self {
        case .launch: return ActionTable.launch
        case .push: return ActionTable.push
        case .pop: return ActionTable.pop
        case .popToRoot: return ActionTable.popToRoot
        case .popTo: return ActionTable.popTo
        case .present: return ActionTable.present
        case .dismiss: return ActionTable.dismiss
        case .selectTab: return ActionTable.selectTab
        case .interactivePop: return ActionTable.interactivePop
        case .selectDetent: return ActionTable.selectDetent
        case .interactiveDismiss(_, let tap): return tap ? ActionTable.tapOutside : ActionTable.interactiveDismiss
        case .segue: return ActionTable.segue
        case .unwind: return ActionTable.unwind
        case .addChild: return ActionTable.addChild
        case .removeChild: return ActionTable.removeChild
        case .rotate: return ActionTable.rotate
        case .memoryWarning: return ActionTable.memoryWarning
        case .addSubview, .addControllerView: return ActionTable.addSubview
        case .removeSubview: return ActionTable.removeSubview
        case .showPrimary: return ActionTable.showPrimary
        case .hidePrimary: return ActionTable.hidePrimary
        case .transition: return ActionTable.transition
        case .wait: return ActionTable.wait
        case .setViewControllers: return ActionTable.setViewControllers
        case .background, .foreground, .terminate, .traitChange, .resize, .setPage, .swipePage, .search:
            return ActionTable.worldSpec(self)
        }
    }

    /// The action's name as written in scenario files.
    public var keyword: String { spec.keyword }
    /// Every action keyword, in table order.
    public static var keywords: [String] { ActionTable.all.map(\.keyword) }

    public var words: ActionWords { spec.words(self).guaranteed("every action's spec words it") }
    /// The chart heading's key of this step (a variant of the action's when its words name one).
    public var headingKey: String { words.headingVariant.map { spec.headingKey + "." + $0 } ?? spec.headingKey }
    /// A short English description of the step, as a scenario author would write it.
    public var summary: String { words.summary }
    /// The values a step heading shows, in the order of the `action.<keyword>` string's placeholders.
    public var labelArguments: [String] { words.labels }
    /// Controller names an action creates.
    public var createdNames: [String] { words.created }
    /// Controller names an action may create or refer to.
    public var controllerNames: [String] { words.mentioned }
}
