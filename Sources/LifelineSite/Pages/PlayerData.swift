import Foundation
import LifelineDiagrams
import LifelineLocalization
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

    init(trace: Trace, screens: [Screen], steps: [ScenarioPage.Step], _ t: SiteStrings) {
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
    var scriptBody: HTML {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail; were it to, the page gets an empty player, not a broken one.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        var out = ""
        out.reserveCapacity(data.count + 64)
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return HTML(markup: out)
    }
}
