import Foundation
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The player's JSON, written by hand (`PlayerJSON`), is byte for byte what `JSONEncoder` with sorted
/// keys and unescaped slashes writes: for every shipped scenario in every language, and for text
/// with every character JSON escapes.
@Suite(.tags(.fast)) struct PlayerJSONTests {
    static func encoded(_ data: PlayerData) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(data))
    }

    static func player(_ id: String, _ language: String) throws -> PlayerData {
        let scenario = try loadCanonical(id)
        let (trace, screens) = try Simulator.runShowingScreens(scenario)
        let steps = scenario.steps.indices.map {
            ScenarioPage.Step(number: $0 + 1, heading: "step \($0 + 1)", explanation: HTML(markup: ""), calls: HTML(markup: ""), hasCalls: false, anchor: "step-\($0 + 1)")
        }
        return PlayerData(trace: trace, screens: screens, steps: steps, Words(locales, language: language))
    }

    @Test(arguments: canonicalIDs)
    func everyShippedScenarioIsWhatJSONEncoderWrites(_ id: String) throws {
        for language in ["en", "fr", "zh-Hans", "ko"] {
            let data = try Self.player(id, language)
            #expect(PlayerJSON(data).bytes == (try Self.encoded(data)), "\(id) in \(language)")
        }
    }

    @Test func everyEscapeIsJSONEncoders() throws {
        var data = try Self.player("navigation-push-pop", "en")
        let awkward = "q\"b\\s/ t\tn\nr\rf\u{0C}b\u{08}z\u{00}\u{01}\u{1F}\u{7F} é 视图 \u{2028}\u{2029} </script>"
        data.events[0].label = awkward
        data.events[0].state = nil
        data.steps[0].heading = awkward
        data.focus = nil
        data.stateNames["x\u{1}"] = awkward
        #expect(PlayerJSON(data).bytes == (try Self.encoded(data)))
        #expect(String(decoding: PlayerJSON(data).bytes, as: UTF8.self).contains("\\u0001"))
    }
}
