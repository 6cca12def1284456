import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// Issue #39: work spread over the cores gives what the same work gives in series, and a chart lifeline
/// draws itself is kept in the cache by its values, not by a DOT text written only to be hashed.
@Suite(.tags(.fast)) struct SharedWorkTests {
    struct Odd: Error, Equatable { let n: Int }

    @Test func workOnTheCoresComesBackInTheItemsOrder() throws {
        let items = Array(0..<1_001)
        #expect(Cores.map(items) { $0 * $0 } == items.map { $0 * $0 })
        #expect(Cores.map([Int]()) { $0 } == [])
        #expect(Cores.map([7]) { $0 + 1 } == [8])
        // The first failing item in the items' order is the error, whichever worker met it first.
        #expect(throws: Odd(n: 3)) { try Cores.map(items) { n throws(Odd) -> Int in if n % 2 == 1 && n > 2 { throw Odd(n: n) }; return n } }
        #expect(throws: Odd(n: 1_000)) { try Cores.map(items) { n throws(Odd) -> Int in if n == 1_000 { throw Odd(n: n) }; return n } }
    }

    @Test func simulatingOnTheCoresGivesTheSeriesResult() throws {
        let scenarios = try ["navigation-push-pop", "sheet-presentation", "tab-switch", "launch"].map(loadCanonical)
        let simulated = try SiteState.simulate(scenarios)
        for s in scenarios {
            #expect(simulated.traces[s.id]?.events == (try Simulator.run(s)).events, "\(s.id)")
        }
        struct Refused: Error {}
        #expect(throws: Refused.self) { try SiteState.simulate(scenarios, run: { s in if s.id == "tab-switch" { throw Refused() }; return try SiteState.Run.make(s) }) }
    }

    @Test func aPinnedChartIsCachedByItsValues() throws {
        let scenario = try loadCanonical("navigation-push-pop")
        let trace = try Simulator.run(scenario)
        let focus = SequenceChart.focusCharts(scenario: scenario, trace: trace)
        let again = SequenceChart.focusCharts(scenario: scenario, trace: trace)
        let (one, two) = (try #require(focus[1]), try #require(focus[2]))
        #expect(one.drawing.identity == (try #require(again[1])).drawing.identity, "the same chart, the same key")
        #expect(one.drawing.identity != two.drawing.identity, "two steps, two keys")
        // Every difference the drawing shows is in its key: a word of a language's chart, or one callback.
        let en = SequenceChart.make(scenario: scenario, trace: trace, strings: chartStrings("en"))
        let fr = SequenceChart.make(scenario: scenario, trace: trace, strings: chartStrings("fr"))
        #expect(en.drawing.identity != fr.drawing.identity)
        #expect(en.drawing.svg() != fr.drawing.svg())
        var shorter = trace
        shorter.events.removeLast()
        let cut = SequenceChart.make(scenario: scenario, trace: shorter, strings: chartStrings("en"))
        #expect(cut.drawing.identity != en.drawing.identity)
        // The site's cache path: one per drawing, so a focus chart is one file for every language.
        let paths = [one, two, en, fr].map { SiteState.ChartSpec(pinned: $0).cachePath }
        #expect(Set(paths).count == 4)
        #expect(SiteState.ChartSpec(pinned: one).cachePath == SiteState.ChartSpec(pinned: try #require(again[1])).cachePath)
        #expect(SiteState.ChartSpec(pinned: one).dot == nil && SiteState.ChartSpec(pinned: one).drawing != nil)
    }

    @Test func codeSpansAndPathSegmentsAreSplitByTheirBytes() {
        #expect(SiteText.codeSpanPieces("a `b` c") == ["a ", "b", " c"])
        #expect(SiteText.codeSpanPieces("none") == ["none"])
        #expect(SiteText.codeSpanPieces("`x`") == ["", "x", ""])
        #expect(SiteText.codeSpanPieces("été `viewDidLoad()`로 ``") == ["été ", "viewDidLoad()", "로 ", "", ""])
        let inline = SiteText.inline("été `viewDidLoad()`로")
        #expect(inline.hasPrefix("été <code>") && inline.hasSuffix("</code>\u{2060}로") && inline.contains("Load()"), "\(inline)")
        #expect(LinkCheck.segments("/a//b/") == ["a", "b"])
        #expect(LinkCheck.segments("") == [] && LinkCheck.segments("///") == [])
        #expect(LinkCheck.segments("../日本/x.html") == ["..", "日本", "x.html"])
        #expect(LinkCheck.resolve("../b.html", from: "en/callbacks") == "en/b.html")
        #expect(LinkCheck.resolve("../../../x", from: "en/a") == nil)
    }

    /// The scenario files and templates are read while the catalogs load; each still fails in its own step,
    /// and a broken catalog is reported first, as when they were read one after the other.
    @Test func inputsReadEarlyFailInTheirOwnStep() async throws {
        let dir = try temporaryDirectory("early")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: shipped + "/Scenarios", toPath: dir + "/Scenarios")
        try "id: navigation-push-pop\nstpes:\n  - push: B\n".write(toFile: dir + "/Scenarios/navigation-push-pop.yaml", atomically: true, encoding: .utf8)
        var o = siteOptions()
        o.scenarios = dir + "/Scenarios"
        o.languages = [.english]
        let scenario = await buildFailure(o)
        #expect(scenario.hasPrefix("error in step 'load scenarios': ") && scenario.contains("navigation-push-pop.yaml:2"), "\(scenario)")
        try FileManager.default.copyItem(atPath: shipped + "/Locales", toPath: dir + "/Locales")
        try "{ \"sourceLanguage\": \"en\", \"strings\": {".write(toFile: dir + "/Locales/Extra.xcstrings", atomically: true, encoding: .utf8)
        o.locales = dir + "/Locales"
        let both = await buildFailure(o)
        #expect(both.hasPrefix("error in step 'load strings': ") && both.contains("Extra.xcstrings"), "\(both)")
    }
}
