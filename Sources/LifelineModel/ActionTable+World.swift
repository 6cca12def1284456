/// The actions of the world around the controller: the app leaves and comes back, the user toggles
/// Dark Mode, a page view controller turns its pages.
extension ActionTable {
    static let world: [ActionSpec] = [background, foreground, terminate, traitChange, resize, setPage, swipePage, search]

    static func worldSpec(_ action: Action) -> ActionSpec {
        switch action {
        case .background: return background
        case .foreground: return foreground
        case .terminate: return terminate
        case .traitChange: return traitChange
        case .resize: return resize
        case .setPage: return setPage
        case .search: return search
        default: return swipePage
        }
    }

    static let background = ActionSpec("background", refusal: .noValue(suggestion: "write '- background' alone"),
                                       read: { _ throws(LocatedError) in .background }) {
        guard case .background = $0 else { return nil }
        return ActionWords("background (Home)")
    }

    static let foreground = ActionSpec("foreground", refusal: .noValue(suggestion: "write '- foreground' alone"),
                                       read: { _ throws(LocatedError) in .foreground }) {
        guard case .foreground = $0 else { return nil }
        return ActionWords("foreground")
    }

    static let terminate = ActionSpec("terminate", refusal: .noValue(suggestion: "write '- terminate' alone"),
                                      read: { _ throws(LocatedError) in .terminate }) {
        guard case .terminate = $0 else { return nil }
        return ActionWords("terminate (swiped away in the app switcher)")
    }

    static let traitChange = ActionSpec("traitChange", value: .init("traitChange", InterfaceStyle.valueType),
                                        read: { r throws(LocatedError) in
        guard let s = try r.valueChoice(InterfaceStyle.self) else { throw r.needs("dark or light") }
        return .traitChange(s)
    }) {
        guard case .traitChange(let s) = $0 else { return nil }
        return ActionWords("traitChange: \(s.rawValue)", labels: [s.rawValue])
    }

    static let resize = ActionSpec("resize", value: .init("resize", SizeClass.valueType), read: { r throws(LocatedError) in
        guard let c = try r.valueChoice(SizeClass.self) else { throw r.needs("compact or regular, the width class the window ends with") }
        return .resize(c)
    }) {
        guard case .resize(let c) = $0 else { return nil }
        return ActionWords("resize the window (iPad multitasking) to \(c.rawValue) width", labels: [c.rawValue])
    }

    static let setPage = ActionSpec("setPage", value: .init("page", .controller), options: [.init("page", .controller), animated],
                                    read: { r throws(LocatedError) in
        guard let name = try r.value() else { throw r.needs("a page, as in '- setPage: P2'") }
        return .setPage(name, animated: try r.flag("animated", default: true))
    }) {
        guard case .setPage(let n, let a) = $0 else { return nil }
        return ActionWords("setPage \(n)" + anim(a), labels: [n], mentioned: [n])
    }

    static let swipePage = ActionSpec("swipePage", value: .init("to", .controller),
                                      options: [.init("to", .controller), .init("outcome", InteractiveOutcome.valueType)],
                                      read: { r throws(LocatedError) in
        guard let to = try r.value() else { throw r.needs("a page, as in '- swipePage: {to: P2, outcome: finish}'") }
        return .swipePage(to: to, outcome: try r.choice("outcome", default: InteractiveOutcome.finish))
    }) {
        guard case .swipePage(let to, let o) = $0 else { return nil }
        return ActionWords("swipePage to \(to), \(o.rawValue)", labels: [to, o.rawValue], mentioned: [to])
    }
}

/// A search field's three moments (`search: begin|type|cancel`): the user taps it, types, taps Cancel.
public enum SearchStep: String, ActionChoice { case begin, type, cancel }

extension ActionTable {
    static let search = ActionSpec("search", value: .init("action", SearchStep.valueType),
                                   options: [.init("action", SearchStep.valueType), .init("in", .controller, optional: true)],
                                   headingVariants: ["type", "cancel"], read: { r throws(LocatedError) in
        guard let s = try r.valueChoice(SearchStep.self) else { throw r.needs("begin, type or cancel, as in '- search: begin' or '- search: {action: cancel, in: Plants}'") }
        return .search(s, in: try r.option("in"))
    }) {
        guard case .search(let s, let owner) = $0 else { return nil }
        let what = ["begin": "the user taps the search field", "type": "the user types a letter", "cancel": "the user taps Cancel"][s.rawValue] ?? ""
        return ActionWords("search: \(s.rawValue) (\(what)" + (owner.map { " of \($0)" } ?? "") + ")", mentioned: owner.map { [$0] } ?? [],
                           headingVariant: s == .begin ? nil : s.rawValue)
    }
}
