extension Action {
    /// A short English description of the step, as a scenario author would write it.
    public var summary: String {
        func anim(_ a: Bool) -> String { a ? "" : " (not animated)" }
        switch self {
        case .launch: return "launch"
        case .push(let n, let a): return "push \(n)" + anim(a)
        case .pop(let a): return "pop" + anim(a)
        case .popToRoot(let a): return "popToRoot" + anim(a)
        case .present(let node, let style, let a, _, _):
            let what: String
            if case .navigation(_, let stack) = node { what = "\(stack.map(\.name).joined(separator: ", ")) in a navigation controller" } else { what = node.name }
            return "present \(what), \(style.rawValue)" + anim(a)
        case .dismiss(let by, let method, let a, _): return "dismiss by \(by.rawValue)" + (method.map { " (\($0))" } ?? "") + anim(a)
        case .selectTab(let i): return "selectTab \(i)"
        case .interactivePop(let o): return "interactivePop: \(o.rawValue)"
        case .interactiveDismiss(let o): return "interactiveDismiss: \(o.rawValue)"
        case .segue(let s): return "segue \(s.id) from \(s.from) (\(s.kind.rawValue)) to \(s.to.allNames.joined(separator: ", "))"
        case .unwind(let to, let action): return "unwind to \(to) (\(action))"
        case .addChild(let c, let p): return "addChild \(c) to \(p)"
        case .removeChild(let c): return "removeChild \(c)"
        case .rotate(let o): return "rotate to \(o.rawValue)"
        case .memoryWarning: return "memoryWarning"
        case .addSubview(let v, let to): return "addSubview \(v) to \(to)"
        case .removeSubview(let v): return "removeSubview \(v)"
        case .showPrimary(let a): return "showPrimary" + anim(a)
        case .hidePrimary(let a): return "hidePrimary" + anim(a)
        case .transition(let p, let f, let t, let fw, let a): return "transition in \(p) from \(f) to \(t), \(fw.rawValue) forwarding" + anim(a)
        case .wait: return "wait"
        }
    }
}
