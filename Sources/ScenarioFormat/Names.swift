import LifelineModel
import Yams

/// The rules for names in a scenario: one line of text everywhere, Swift-identifier-like names for
/// controllers and views, and none of the names the charts give their own actors.
enum Names {
    enum Kind: String { case controller, view, controllerOrView = "controller or view", delegate }

    /// Names the charts use for their own columns and objects.
    static let reserved: Set<String> = ["UIKit", "App", "window", "AppDelegate", "SceneDelegate"]

    /// C0 and C1 control characters and DEL: a scenario has no place for them, not even in a title.
    static func isControl(_ u: Unicode.Scalar) -> Bool { u.value < 0x20 || (0x7F...0x9F).contains(u.value) }

    /// The text with its control characters written as `\u{9}`, so the message shows them.
    static func visible(_ s: String) -> String {
        s.unicodeScalars.map { isControl($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCIILetter || $0 == "_" || ("0"..."9").contains($0) }
    }

    /// A name close to `s` that follows the rules: `7` → `Screen7`, `my screen` → `myScreen`.
    static func suggestion(for s: String) -> String {
        var out = ""
        var upper = false
        for u in s.unicodeScalars {
            if u.isASCIILetter || u == "_" || ("0"..."9").contains(u) {
                out += upper ? String(u).uppercased() : String(u)
                upper = false
            } else {
                upper = !out.isEmpty
            }
        }
        if let f = out.unicodeScalars.first, f.isASCIILetter || f == "_" { return reserved.contains(out) ? out + "Screen" : out }
        return "Screen" + out
    }

    /// Refuses a controller or view name that is not identifier-like or that the charts reserve.
    static func check(_ name: String, _ kind: Kind, at location: SourceLocation) throws(ScenarioError) {
        if reserved.contains(name) {
            throw ScenarioError("'\(name)' is a name the charts keep for themselves", at: location,
                                suggestion: "rename the \(kind.rawValue), for example '\(name)Screen'")
        }
        guard isIdentifier(name) else {
            throw ScenarioError("'\(name)' is not a valid \(kind.rawValue) name", at: location,
                                suggestion: "use letters, digits and '_', starting with a letter, like a Swift type: '\(suggestion(for: name))'")
        }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}

extension Value {
    /// A controller or view name, checked.
    func name(_ kind: Names.Kind, _ p: ScenarioParser) throws(ScenarioError) -> String {
        let s = try string(p)
        try Names.check(s, kind, at: p.loc(node))
        return s
    }

    /// A list of names such as `[A, B]`, each checked.
    func names(_ kind: Names.Kind, _ p: ScenarioParser) throws(ScenarioError) -> [String] {
        guard let seq = node.sequence else { throw ScenarioError("expected a list such as [A, B]", at: p.loc(node)) }
        var out: [String] = []
        for n in seq { out.append(try Value(node: n).name(kind, p)) }
        return out
    }
}
