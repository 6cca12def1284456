import LifelineDiagrams
import LifelineModel

/// The same chart for mscgen: the same participants (UIKit, app code, every object) and one message per
/// callback, so the comparison with the in-process renderer is like for like.
enum MSC {
    static func text(scenario: Scenario, trace: Trace) -> String {
        var names: [String] = ["UIKit"]
        var seen: Set<String> = ["UIKit"]
        for e in trace.events where seen.insert(e.actorRef.description).inserted { names.append(e.actorRef.description) }
        func q(_ s: String) -> String { "\"" + s.replacingAll("\"", with: "'") + "\"" }
        var out = "msc {\n  hscale = \"2\";\n  " + names.map(q).joined(separator: ", ") + ";\n"
        for e in trace.events {
            out += "  \"UIKit\" -> \(q(e.actorRef.description)) [label=\(q(CallLabel.text(e)))];\n"
        }
        return out + "}\n"
    }
}
