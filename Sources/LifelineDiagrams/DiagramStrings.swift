import LifelineModel

/// The words of a chart in one language: titles, state names, step headings, notes and legends.
/// Method names are never looked up: they stay as code.
public struct DiagramStrings: Sendable {
    public var language: String
    public var table: [String: String]

    public init(language: String, table: [String: String]) { self.language = language; self.table = table }

    /// The string for `key` with `%1$@`, `%2$@`, … (or `%@`) replaced; the key itself when missing.
    public func callAsFunction(_ key: String, _ args: String...) -> String { format(key, args) }

    public func format(_ key: String, _ args: [String]) -> String {
        guard let template = table[key] else { return key }
        // Option values (pageSheet, cancel, landscape, …) read in the chart's language.
        let args = args.map { table["value." + $0] ?? $0 }
        var out = template
        for (i, a) in args.enumerated() { out = out.replacingAll("%\(i + 1)$@", with: a) }
        var i = 0
        while let r = out.firstRange(of: "%@"), i < args.count { out.replaceSubrange(r, with: args[i]); i += 1 }
        return out
    }

    /// Every key a chart may ask for (the locale tables must provide them).
    public static var keys: [String] { Array(english.table.keys).sorted() }

    public static let english = DiagramStrings(language: "en", table: [
        "value.presenting": "presenting",
        "value.presented": "presented",
        "value.delegate": "delegate",
        "value.cancel": "cancelled",
        "value.finish": "completed",
        "value.refuse": "refused",
        "value.landscape": "landscape",
        "value.portrait": "portrait",
        "value.fullScreen": "full screen",
        "value.pageSheet": "page sheet",
        "value.formSheet": "form sheet",
        "value.automatic": "automatic style",
        "sequence.title": "%1$@: the callbacks in order",
        "states.title": "%1$@: the lifecycle of %2$@",
        "turn": "run-loop turn %1$@",
        "step": "Step %1$@ · %2$@",
        "actor.uikit": "UIKit",
        "actor.app": "App code",
        "state.notLoaded": "view not loaded",
        "state.loaded": "view loaded",
        "state.appearing": "appearing",
        "state.appeared": "appeared",
        "state.disappearing": "disappearing",
        "state.disappeared": "disappeared",
        "state.unloaded": "view unloaded (iOS 5)",
        "state.deallocated": "deallocated",
        "states.start": "created",
        "states.legend": "Bold: transitions %1$@ took, numbered in order. Faint: transitions it never took. Dashed: cancel edges.",
        "desc.sequence": "Sequence chart of %1$@: %2$@ objects (%3$@), %4$@ callbacks over %5$@ run-loop turns in %6$@ steps.",
        "desc.created": "Created: %1$@.",
        "desc.released": "Deallocated: %1$@.",
        "desc.none": "none",
        "desc.states": "State diagram of %1$@ in %2$@: it took %3$@ transitions and ended %4$@.",
        "action.launch": "the app launches",
        "action.push": "push %1$@",
        "action.pop": "pop (Back)",
        "action.popToRoot": "pop to the root",
        "action.present": "present %1$@ (%2$@)",
        "action.dismiss": "dismiss (by the %1$@ controller)",
        "action.selectTab": "select tab %1$@",
        "action.interactivePop": "edge swipe back, %1$@",
        "action.interactiveDismiss": "swipe the sheet down, %1$@",
        "action.segue": "segue %1$@ from %2$@ to %3$@",
        "action.unwind": "unwind to %1$@",
        "action.addChild": "add child %1$@ to %2$@",
        "action.removeChild": "remove child %1$@",
        "action.rotate": "rotate to %1$@",
        "action.memoryWarning": "memory warning",
        "action.addSubview": "add view %1$@ to %2$@",
        "action.removeSubview": "remove view %1$@",
        "action.showPrimary": "show the primary column",
        "action.hidePrimary": "hide the primary column",
        "action.transition": "%1$@ swaps %2$@ for %3$@",
        "action.wait": "wait one turn",
    ])
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}

extension Action {
    /// The values a step heading shows, in the order of the `action.<keyword>` string's placeholders.
    public var labelArguments: [String] {
        switch self {
        case .launch, .pop, .popToRoot, .memoryWarning, .showPrimary, .hidePrimary, .wait: return []
        case .push(let n, _): return [n]
        case .present(let node, let style, _, _, _): return [node.allNames.last ?? node.name, style.rawValue]
        case .dismiss(let by, _, _, _): return [by.rawValue]
        case .selectTab(let i): return [String(i)]
        case .interactivePop(let o): return [o.rawValue]
        case .interactiveDismiss(let o): return [o.rawValue]
        case .segue(let s): return [s.id, s.from, s.to.allNames.last ?? s.to.name]
        case .unwind(let to, _): return [to]
        case .addChild(let c, let p): return [c, p]
        case .removeChild(let c): return [c]
        case .rotate(let o): return [o.rawValue]
        case .addSubview(let v, let to): return [v, to]
        case .removeSubview(let v): return [v]
        case .transition(let p, let f, let t, _, _): return [p, f, t]
        }
    }
}
