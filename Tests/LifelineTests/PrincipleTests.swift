import Foundation
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineOutput
@testable import LifelineSite
import Testing

/// One rule per question (issue #21): where to load data, where to save, where to start and stop what
/// runs while a screen is visible — each stated once in the catalogs (`principle.<id>`) and shown, in
/// those same words, on the home page and in the overview; every callback page that teaches it links it there.
@Suite struct PrincipleTests {
    @Test func eachRuleIsShownWhereverItIsTaught() async throws {
        let out = MemoryOutput()
        try await memoryBuild(siteOptions(), into: out)
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let t = Words(locales, language: lang)
            func page(_ path: String) -> String { String(decoding: out.files["\(lang)/\(path)"] ?? Data(), as: UTF8.self) }
            for p in Principle.allCases {
                let words = SiteText.inline(t(.principleTitle(p)))
                #expect(page("index.html").contains(words), "[\(lang)] home: \(p)")
                #expect(page("lifecycle.html").contains("<dt id=\"rule-\(p.rawValue)\">\(words)</dt>"), "[\(lang)] overview: \(p)")
                // A callback page names the rule and links its words in the overview, instead of repeating them
                // (en review 2026-11-27 §3: the same three paragraphs on eleven pages).
                for c in p.callbacks {
                    let callbackPage = page("callbacks/\(SiteText.slug(c)).html")
                    #expect(callbackPage.contains("<li><a href=\"../lifecycle.html#rule-\(p.rawValue)\">\(words)</a></li>"), "[\(lang)] \(c.rawValue): \(p)")
                    #expect(!callbackPage.contains(SiteText.rich(t(.principleText(p)), links: SiteText.CodeLinks(prefix: "../callbacks/"))), "[\(lang)] \(c.rawValue): \(p)")
                }
            }
            // A page that teaches none of them shows no rule box.
            #expect(!page("callbacks/loadView.html").contains("id=\"rule\""))
        }
    }

    /// The three rules agree with the rest of the site: no English text starts loading in viewDidAppear
    /// or saves in applicationWillTerminate (en/fr review 1.2; zh/ko review 1.4).
    @Test func noPageTeachesTheOppositeRule() {
        let load = try! Regex(#"(?i)(start|begin)s? (loading|the network|network requests?)[^.]*`viewDidAppear`"#)
        let save = try! Regex(#"(?i)save[^.]*\b(in|from) `applicationWillTerminate"#)
        for key in locales.keys where !key.hasPrefix("principle.") {
            let text = locales.string(key, language: "en") ?? ""
            #expect(text.firstMatch(of: load) == nil, "\(key) starts loading in viewDidAppear")
            #expect(text.firstMatch(of: save) == nil, "\(key) saves in applicationWillTerminate")
        }
    }
}

/// The start/stop rule's exception, checked against the model (issue #36, all four reviews): a cancelled
/// interactive transition sends the will pair in balance but `viewDidAppear` again without
/// `viewDidDisappear` (R4, lifecycle-rules.md), and the rule says so in every language.
@Suite(.tags(.fast)) struct PrincipleExceptionTests {
    @Test(arguments: ["interactive-pop-cancelled", "sheet-presentation"])
    func aCancelledTransitionRepeatsViewDidAppearAlone(_ id: String) throws {
        let trace = try Simulator.run(try loadCanonical(id))
        let repeated = Set(trace.events.map(\.actorRef)).filter { who in
            let calls = trace.events.filter { $0.actorRef == who }.map(\.callback).filter { [.viewDidAppear, .viewDidDisappear].contains($0) }
            return zip(calls, calls.dropFirst()).contains { $0 == .viewDidAppear && $1 == .viewDidAppear }
        }
        #expect(!repeated.isEmpty, "\(id): some screen gets viewDidAppear twice with no viewDidDisappear between")
    }

    @Test func theRuleNamesTheException() {
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let text = Words(locales, language: lang)(.principleText(.observers))
            #expect(text.contains("`viewDidAppear`") && text.contains("`viewDidDisappear`"), "[\(lang)]")
            let after = text.split(separator: "`viewDidDisappear`").dropFirst().joined()
            #expect(after.contains("`viewDidAppear`"), "[\(lang)] the exception follows the pairs: \(text)")
        }
    }
}
