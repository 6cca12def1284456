import Foundation
import LifelineDiagrams
import LifelineLanguage
import LifelineModel

/// What a scenario page's step-through player reads (`assets/player.js`): every callback of the
/// trace, the steps, each controller's state names in the page's language, and the window after each
/// step (`Screen`, from the engine). It is embedded in the page as JSON, so the player works from
/// `file://` without fetching anything.
struct PlayerData: Encodable {
    struct Event: Encodable {
        /// seq, step, turn; the actor's display form; the callback as the chart labels it; its state after (raw), if a controller.
        var seq: Int, step: Int, turn: Int, actor: String, label: String, href: String, state: String?
    }
    struct Step: Encodable { var number: Int; var heading: String; var anchor: String }

    var events: [Event]
    var steps: [Step]
    var screens: [Screen]
    /// Controllers in the order they first appear: one badge each.
    var controllers: [String]
    /// The actor the state diagram follows, if the page has one.
    var focus: String?
    /// `AppearanceState` raw value → its name in the page's language.
    var stateNames: [String: String]

    init(trace: Trace, screens: [Screen], steps: [ScenarioPage.Step], _ t: Words) {
        events = trace.events.map { e in
            Event(seq: e.seq, step: e.step, turn: e.turn, actor: e.actorRef.description, label: CallLabel.text(e),
                  href: "../callbacks/\(SiteText.slug(e.callback)).html", state: e.state?.rawValue)
        }
        self.steps = steps.map { Step(number: $0.number, heading: $0.heading, anchor: $0.anchor) }
        self.screens = screens
        var seen = Set<String>()
        controllers = trace.events.compactMap { e in
            guard e.state != nil, seen.insert(e.actorRef.description).inserted else { return nil }
            return e.actorRef.description
        }
        focus = StateDiagram.focus(of: trace)?.description
        stateNames = Dictionary(uniqueKeysWithValues: AppearanceState.allCases.map { ($0.rawValue, t(.state($0.rawValue))) })
    }

    /// The data as the body of `<script type="application/json">`: sorted keys, and `<`, `>`, `&`
    /// written as `\u` escapes, so no text in it (a scenario's names, a translation) can end the script.
    var scriptBody: HTML { HTML(markup: Self.scriptSafe(PlayerJSON(self).bytes)) }

    /// JSON text with `<`, `>`, `&`, U+2028 and U+2029 written as `\u` escapes, on bytes (the three are
    /// ASCII; the two are E2 80 A8 and E2 80 A9 in UTF-8).
    static func scriptSafe(_ data: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 64)
        // The runs between the bytes that need writing out are copied whole, not byte by byte.
        var i = 0, start = 0
        while i < data.count {
            let b = data[i]
            let separator = b == 0xE2 && i + 2 < data.count && data[i + 1] == 0x80 && (data[i + 2] == 0xA8 || data[i + 2] == 0xA9)
            guard b == 0x3C || b == 0x3E || b == 0x26 || separator else { i += 1; continue }
            out.append(contentsOf: data[start..<i])
            switch b {
            case 0x3C: out.append(contentsOf: "\\u003c".utf8)
            case 0x3E: out.append(contentsOf: "\\u003e".utf8)
            case 0x26: out.append(contentsOf: "\\u0026".utf8)
            default: out.append(contentsOf: (data[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8); i += 2
            }
            i += 1
            start = i
        }
        out.append(contentsOf: data[start...])
        return String(decoding: out, as: UTF8.self)
    }
}
