import Foundation
@testable import LifelineCommands
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineSite
import ScenarioFormat
import Testing

/// The rules' sources are content (issue #21): Evidence/rule-sources.yaml, checked with file:line errors,
/// and what the site and `lifeline rules` print.
@Suite struct RuleSourcesTests {
    static let rules = ["R3.pop", "R3.push"]

    @Test func theShippedFileGivesEveryRuleItsSources() throws {
        let evidence = try RuleEvidence.load(shipped + "/Evidence/" + RuleEvidence.fileName)
        for id in RuleID.allCases { #expect(!evidence.sources(id).isEmpty, "\(id.rawValue) has no source") }
        // Written from the published sources, as they stood in the Swift table this file replaced.
        #expect(evidence.sources(.pop).map(\.citation).contains("wangling.me (2014), “The inconsistent order of view transition events”"))
        #expect(evidence.sources(.present).first == Source(.koreanLog, "wlgusdn700.tistory.com/27", url: "https://wlgusdn700.tistory.com/27"))
        // Links to where the sources are (en review, item 15); the content farm the review named is gone.
        let all = RuleID.allCases.flatMap { evidence.sources($0) }
        #expect(all.filter { $0.url != nil }.count >= 90, "\(all.filter { $0.url != nil }.count) sources with a link")
        #expect(all.compactMap(\.url).allSatisfy(RuleSourcesFile.isWebAddress))
        #expect(!all.contains { $0.citation.contains("mo4tech") })
        #expect(evidence.sources(.push).last == Source(.consoleLogs, "", gloss: "pushLogs"))
    }

    @Test func sharedSourcesAreNamedOnce() throws {
        let yaml = """
        shared:
          wangling: {kind: blog, cite: "wangling.me (2014)"}
        rules:
          R3.pop: [wangling, {kind: koreanLog, cite: "wlgusdn700.tistory.com/27"}]
          R3.push: [wangling]
        """
        let sources = try RuleSourcesFile.parse(yaml, file: "e.yaml", rules: Self.rules)
        #expect(sources["R3.pop"] == [Source(.blog, "wangling.me (2014)"), Source(.koreanLog, "wlgusdn700.tistory.com/27")])
        #expect(sources["R3.push"] == [Source(.blog, "wangling.me (2014)")])
    }

    @Test func everyMistakeIsNamedAtItsLine() {
        let yaml = """
        shared:
          wangling: {kind: blgo, cite: "wangling.me"}
        rules:
          R3.pop: [wanglin]
          R3.psh: [{kind: qa, cite: "question 1"}]
        """
        do {
            _ = try RuleSourcesFile.parse(yaml, file: "Evidence/rule-sources.yaml", rules: Self.rules)
            Issue.record("accepted a broken file")
        } catch {
            let text = "\(error)"
            #expect(text.contains("Evidence/rule-sources.yaml:2:20: error: unknown kind 'blgo'; did you mean 'blog'?"), "\(text)")
            #expect(text.contains("Evidence/rule-sources.yaml:4:12: error: no shared source 'wanglin'"), "\(text)")
            #expect(text.contains("Evidence/rule-sources.yaml:5:3: error: no rule 'R3.psh'; did you mean 'R3.push'?"), "\(text)")
        }
    }

    /// A source's `url` is a whole web address; anything else is named at its line and column.
    @Test func aSourcesAddressIsAWholeWebAddress() throws {
        let good = try RuleSourcesFile.parse("""
        rules:
          R3.pop: [{kind: qa, cite: "question 1", url: "https://stackoverflow.com/questions/1"}]
          R3.push: [{kind: qa, cite: "question 2"}]
        """, file: "e.yaml", rules: Self.rules)
        #expect(good["R3.pop"]?.first?.url == "https://stackoverflow.com/questions/1")
        #expect(good["R3.push"]?.first?.url == nil)
        for bad in ["stackoverflow.com/questions/1", "https://", "javascript:alert(1)", "https://a b.com/", "https://x.com/<b>"] {
            let yaml = "rules:\n  R3.pop: [{kind: qa, cite: \"q\", url: \"\(bad)\"}]\n  R3.push: [{kind: qa, cite: \"q\"}]\n"
            #expect(throws: LocatedError.self, "\(bad)") { try RuleSourcesFile.parse(yaml, file: "e.yaml", rules: Self.rules) }
        }
        do {
            _ = try RuleSourcesFile.parse("rules:\n  R3.pop: [{kind: qa, cite: \"q\", url: \"www.x.org\"}]\n  R3.push: [{kind: qa, cite: \"q\"}]\n",
                                          file: "e.yaml", rules: Self.rules)
        } catch {
            #expect("\(error)".contains("e.yaml:2:39: error: a source's url is a whole https: address"), "\(error)")
        }
    }

    /// A scenario page names each source and links the ones on the web by their host; `lifeline rules` prints the address.
    @Test func sourcesOnTheWebAreLinked() throws {
        let t = Words(locales, language: "en")
        let linked = HTML.source(Source(.qa, "answer 66605799 (matt)", url: "https://stackoverflow.com/a/66605799"), t).markup
        #expect(linked.hasSuffix(#" <a class="source-link" href="https://stackoverflow.com/a/66605799">stackoverflow.com</a>"#), "\(linked)")
        #expect(!HTML.source(Source(.qa, "question 1"), t).markup.contains("<a"))
        let text = try CommandOutput.rules(locales: shipped + "/Locales", lang: .english)
        #expect(text.contains("    https://github.com/square/Blueprint/issues/48\n"))
    }

    @Test func aRuleWithoutSourcesIsAnError() {
        #expect(throws: LocatedError.self) { try RuleSourcesFile.parse("rules:\n  R3.pop: [{kind: qa, cite: \"q\"}]\n", file: "e.yaml", rules: Self.rules) }
        #expect(throws: LocatedError.self) { try RuleSourcesFile.parse("rules:\n  R3.pop: []\n  R3.push: [{kind: qa}]\n", file: "e.yaml", rules: Self.rules) }
        #expect(throws: LocatedError.self) { try RuleSourcesFile.parse("shared: [a]\nrules: []\n", file: "e.yaml", rules: Self.rules) }
    }

    /// The file is what readers see: `lifeline rules` and the scenario pages print its citations.
    @Test func theCommandPrintsTheFilesCitations() throws {
        let text = try CommandOutput.rules(locales: shipped + "/Locales", lang: .english)
        #expect(text.contains("R7.hosting  [low]"))
        #expect(text.contains("square/Blueprint, issue #48"))
    }
}
