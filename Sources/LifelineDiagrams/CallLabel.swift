import LifelineLanguage
import LifelineModel

/// How a callback reads on a chart: Swift call syntax with the trace's arguments filled in.
package enum CallLabel {
    package static func text(_ e: TraceEvent) -> String {
        // A device log may not print the arguments: "…" then, never a made-up value.
        func arg(_ k: String) -> String { e.args[k].map { $0.description } ?? "…" }
        switch e.callback {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return "\(e.callback.rawValue)(\(arg("animated")))"
        case .willMoveToParent: return "willMove(toParent: \(arg("parent")))"
        case .didMoveToParent: return "didMove(toParent: \(arg("parent")))"
        case .willMoveToSuperview: return "willMove(toSuperview: \(arg("superview")))"
        case .willMoveToWindow: return "willMove(toWindow: \(arg("window")))"
        case .didAddSubview: return "didAddSubview(\(arg("subview")))"
        case .willRemoveSubview: return "willRemoveSubview(\(arg("subview")))"
        case .prepareForSegue: return "prepare(for: \"\(arg("identifier"))\", sender:)"
        case .shouldPerformSegue: return "shouldPerformSegue(withIdentifier: \"\(arg("identifier"))\", sender:)"
        case .canPerformUnwind: return "canPerformUnwindSegueAction(\(arg("action")), from:, sender:)"
        case .unwindAction, .delegate: return "\(arg("name"))(_:)"
        case .completion: return "completion() // \(arg("of"))"
        case .traitChangeHandler: return "traitChangeHandler(\(arg("trait")))"
        case .willTransitionToTraits: return "willTransition(to: traits, with:)"
        case .viewWillTransitionToSize: return "viewWillTransition(to: \(arg("to")), with:)"
        case .willRotate: return "willRotate(to: \(arg("to")), duration:)"
        case .willAnimateRotation: return "willAnimateRotation(to: \(arg("to")), duration:)"
        case .didRotate: return "didRotate(from: \(arg("from")))"
        case .warning: return "⚠︎ " + arg("message")
        case .navigationWillShow: return "navigationController(_:willShow: \(arg("viewController")), animated: \(arg("animated")))"
        case .navigationDidShow: return "navigationController(_:didShow: \(arg("viewController")), animated: \(arg("animated")))"
        case .tabShouldSelect: return "tabBarController(_:shouldSelect: \(arg("viewController")))"
        case .tabDidSelect: return "tabBarController(_:didSelect: \(arg("viewController")))"
        case .initCoder, .initNib, .deinit: return e.callback.rawValue
        case .presentationControllerShouldDismiss, .presentationControllerWillDismiss, .presentationControllerDidDismiss,
             .presentationControllerDidAttemptToDismiss, .sheetDidChangeDetent,
             .willPresentSearch, .didPresentSearch, .willDismissSearch, .didDismissSearch:
            return "\(e.callback.rawValue)(_:)"
        default:
            let name = e.callback.rawValue
            return name.contains("(") ? name : name + "()"
        }
    }

    /// The longest label a chart draws, in characters; the hover text keeps the whole call.
    package static let longest = 50

    /// A label shortened to fit `longest`: a call keeps its name and the arguments that fit, cut where an
    /// argument ends (`pageViewController(_:didFinishAnimating:…)`); a sentence (a warning) is cut after a
    /// word. Short labels are returned as they are.
    package static func short(_ label: String, longest: Int = longest) -> String {
        let chars = Array(label)
        guard chars.count > longest else { return label }
        let isCall = label.hasSuffix(")") && !label.hasPrefix("⚠")
        // Every place the label may be cut, with what then follows the cut; the longest that fits wins.
        var best = String(chars[..<(longest - 1)]) + "…"
        for (i, c) in chars.enumerated() {
            let candidate: String
            switch (isCall, c) {
            case (true, ":"), (true, "("): candidate = String(chars[...i]) + "…)"
            case (true, ","): candidate = String(chars[...i]) + " …)"
            case (false, " "): candidate = String(chars[..<i]) + "…"
            default: continue
            }
            guard candidate.count <= longest else { break }
            best = candidate
        }
        return best
    }

    /// Who calls: UIKit, the app's own code, or the container that forwards to its child.
    package enum Caller: Equatable { case uikit, app, actor(ActorRef) }
}

/// Objects of a trace, in order of first appearance, with their parents as the trace tells them.
struct TraceObjects {
    var order: [ActorRef] = []
    var callers: [CallLabel.Caller] = []
    /// Each object's first event and its deinit, over the whole trace (every part of a chart asks).
    var first: [ActorRef: Int] = [:], deinits: [ActorRef: Int] = [:]

    init(_ trace: Trace) {
        var parent: [ActorRef: ActorRef] = [:]
        var alive: [String: [ActorRef]] = [:]
        for (i, e) in trace.events.enumerated() {
            let k = e.actorRef
            if first[k] == nil { first[k] = i; order.append(k); alive[e.actor, default: []].append(k) }
            if e.callback == .deinit, deinits[k] == nil { deinits[k] = i }
            var caller = CallLabel.Caller.uikit
            switch e.callback {
            case .delegate, .completion: caller = .app
            case .navigationWillShow, .navigationDidShow, .tabShouldSelect, .tabDidSelect:
                // The container calls its delegate.
                if case .string(let c)? = e.args["navigationController"] ?? e.args["tabBarController"], let ck = alive[c]?.last { caller = .actor(ck) }
            case .willMoveToParent, .didMoveToParent:
                if case .string(let p)? = e.args["parent"] {
                    if parent[k]?.name != p, let pk = alive[p]?.last { parent[k] = pk }
                }
                if let p = parent[k] { caller = .actor(p) }
                if e.callback == .didMoveToParent, e.args["parent"] == .null { parent[k] = nil }
            case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                 .viewWillLayoutSubviews, .viewDidLayoutSubviews:
                if let p = parent[k] { caller = .actor(p) }
            default: break
            }
            if e.callback == .deinit { alive[e.actor]?.removeAll { $0 == k } }
            callers.append(caller)
        }
    }
}
