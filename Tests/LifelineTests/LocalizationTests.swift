import Foundation
@testable import LifelineCharts
import LifelineDiagrams
import LifelineLanguage
@testable import LifelineModel
import LifelineSite
@testable import ScenarioFormat
import LifelineTestSupport
import Testing

@Suite(.tags(.fast)) struct LocalizationTests {
    @Test func shippedCatalogsAreCompleteInEveryLanguage() throws {
        let scenarios = try canonicalIDs.map(loadCanonical)
        #expect(Locales.problems(locales, scenarios: scenarios).map(\.description) == [])
        #expect(Locales.problems(directory: shipped + "/Locales", scenarios: scenarios) == [])
    }

    @Test func cldrPluralCategories() {
        #expect([0, 1, 2].map { Plural.category($0, language: "en") } == ["other", "one", "other"])
        #expect([0, 1, 2].map { Plural.category($0, language: "fr") } == ["one", "one", "other"])
        #expect([0, 1, 2].map { Plural.category($0, language: "zh-Hans") } == ["other", "other", "other"])
        #expect([0, 1, 2].map { Plural.category($0, language: "ko") } == ["other", "other", "other"])
    }

    func catalog(_ json: String, file: String = "T.xcstrings") throws -> StringTable {
        var t = StringTable()
        try t.add(data: Data(json.utf8), file: file)
        return t
    }

    func unit(_ v: String, _ state: String = "translated") -> String { #"{"stringUnit":{"state":"\#(state)","value":"\#(v)"}}"# }

    @Test func pluralLookupFollowsTheLanguage() throws {
        let json = #"{"sourceLanguage":"en","version":"1.0","strings":{"callbacks":{"localizations":{"#
            + #""en":{"variations":{"plural":{"one":\#(unit("%lld callback")),"other":\#(unit("%lld callbacks"))}}},"#
            + #""fr":{"variations":{"plural":{"one":\#(unit("%lld rappel")),"other":\#(unit("%lld rappels"))}}},"#
            + #""ko":{"variations":{"plural":{"other":\#(unit("콜백 %lld개"))}}},"#
            + #""zh-Hans":{"variations":{"plural":{"other":\#(unit("%lld 次回调"))}}}}}}}"#
        let t = try catalog(json)
        #expect(t.plural("callbacks", language: "fr", count: 0) == "%lld rappel")
        #expect(t.plural("callbacks", language: "en", count: 0) == "%lld callbacks")
        #expect(t.plural("callbacks", language: "ko", count: 1) == "콜백 %lld개")
        #expect(LocalizationCheck.problems(t) == [])
    }

    @Test func missingUntranslatedMismatchedAndExtraKeysAreReported() throws {
        let json = #"{"sourceLanguage":"en","strings":{"#
            + #""a":{"localizations":{"en":\#(unit("Step %1$@")),"fr":\#(unit("Étape %1$@")),"zh-Hans":\#(unit("第 %1$@ 步")),"ko":\#(unit("%1$@단계", "needs_review"))}},"#
            + #""b":{"localizations":{"en":\#(unit("%1$@ of %2$@")),"fr":\#(unit("%1$@ de %1$@")),"zh-Hans":\#(unit("%2$@ 的 %1$@")),"ko":\#(unit("%2$@의 %1$@")),"de":\#(unit("x"))}},"#
            + #""c":{"localizations":{"en":\#(unit("Back")),"fr":\#(unit("Retour")),"zh-Hans":\#(unit("返回"))}}"#
            + #"}}"#
        let problems = LocalizationCheck.problems(try catalog(json, file: "Locales/T.xcstrings"), required: ["a", "b", "d"])
        let lines = problems.map(\.description)
        #expect(lines.contains("Locales/T.xcstrings: error: [ko] a: not translated (state 'needs_review')"))
        #expect(lines.contains("Locales/T.xcstrings: error: [ko] c: missing"))
        #expect(lines.contains { $0.hasPrefix("Locales/T.xcstrings: error: [fr] b: placeholders") })
        #expect(lines.contains("Locales/T.xcstrings: error: [de] b: a language Lifeline does not ship"))
        #expect(lines.contains("Locales/T.xcstrings: error: [en] c: no code uses this key"))
        #expect(lines.contains("Locales/T.xcstrings: error: [en] d: missing from every catalog"))
        #expect(!lines.contains { $0.contains("[zh-Hans] b") }, "reordered positional placeholders are fine")
    }

    @Test func removedKeyFailsCheckNamingKeyAndLanguage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-loc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["Site", "Content"] {
            try FileManager.default.copyItem(atPath: "\(packageRoot)/Locales/\(name).xcstrings", toPath: "\(dir)/\(name).xcstrings")
        }
        let scenarios = try canonicalIDs.map(loadCanonical)
        try writeCatalog("Charts", to: dir + "/Charts.xcstrings", unsettling: "ko", of: "turn")
        #expect(Locales.problems(directory: dir, scenarios: scenarios) == ["\(dir)/Charts.xcstrings: error: [ko] turn: not translated (state 'needs_review')"])
        let lenient = Locales.check(directory: dir, scenarios: scenarios, strict: false)
        #expect(lenient.problems == [] && lenient.warnings.map(\.description).contains { $0.hasPrefix("\(dir)/Charts.xcstrings: warning: [ko] turn:") })
        #expect(throws: Diagnostic.self) { try Locales.load(directory: dir, scenarios: scenarios) }
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: dir + "/Charts.xcstrings"))
        #expect(Locales.problems(directory: dir, scenarios: scenarios).first?.hasPrefix("\(dir)/Charts.xcstrings:1:3: error: not a String Catalog") == true)
    }

    @Test func placeholderSignatures() {
        #expect(Placeholders.signature("%1$@ and %2$@") == Placeholders.signature("%2$@ et %1$@"))
        #expect(Placeholders.signature("%@ %@") == ["1:object", "2:object"])
        #expect(Placeholders.signature("%lld items, 100%%") == ["1:integer"])
        #expect(Placeholders.signature("%d") != Placeholders.signature("%@"))
    }
}

extension LocalizationTests {
    /// Found by `make fuzz`: a position too large for Int, or written in non-ASCII digits, trapped.
    @Test func oddPlaceholderPositionsAreReportedNotFatal() {
        #expect(Placeholders.signature("%99999999999999999999$@") == ["\(Int.max):object"])
        #expect(Placeholders.signature("%١$@") != Placeholders.signature("%1$@"))
        #expect(Placeholders.signature("%1$@") == ["1:object"])
    }
}
