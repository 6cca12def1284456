import Foundation
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The offline search (issue #13, ranked in #35): a prebuilt index per language and a small script, run
/// from file:// in headless Chromium; `viewWillAppear` finds its callback page in every language, and
/// `Tests/Browser/search.py` asks the natural questions of `search-questions.json`.
@Suite struct SearchTests {
    @Test func theIndexAndPageAreWritten() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let index = try String(contentsOfFile: "\(site)/\(lang)/search-index.js", encoding: .utf8)
            #expect(index.hasPrefix("window.LIFELINE_SEARCH = {") && index.contains("\"u\":\"callbacks/viewWillAppear.html\""))
            #expect(index.contains("\"synonyms\":[[") && index.contains("\"stop\":\"") && index.contains("\"kinds\":{"), "\(lang): the language's search words")
            let page = try String(contentsOfFile: "\(site)/\(lang)/search.html", encoding: .utf8)
            #expect(page.contains("<noscript>"), "the page says what to do without JavaScript")
        }
    }

    @Test(.needs("chromium")) func searchFindsViewWillAppearInEveryLanguage() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let url = "file://\(site)/\(lang)/search.html?q=viewWillAppear"
            let dom = try await Browser.dumpDOM(url)
            #expect(dom.contains("data-lifeline=\"results\"><li><a href=\"callbacks/viewWillAppear.html\">viewWillAppear</a> <span class=\"kind\">"),
                    "\(lang): the first result is the callback page")
            let nothing = try await Browser.dumpDOM("file://\(site)/\(lang)/search.html?q=zzzqqq")
            #expect(nothing.contains("data-lifeline=\"results\"></ul>") && !nothing.contains("<p id=\"none\" hidden"), "\(lang): no result is said")
        }
    }

    @Test func synonymGroupsSharingAVariantBecomeOne() {
        let groups = Pages.synonymGroups("alerte mémoire | memory warning\nrun loop | tour de boucle\nmemory warning | low memory\nlonely")
        #expect(groups == [["run loop", "tour de boucle"], ["alerte mémoire", "memory warning", "low memory"]])
    }

    @Test(.needs("chromium", "chromedriver", "python3"))
    func naturalQuestionsFindTheirPageInEveryLanguage() async throws {
        let python = try Tools.require("python3")
        _ = try Tools.require("chromedriver")
        let site = try await SiteFixture.shared.output()
        let shots = packageRoot + "/.build/search-screenshots"
        removeTree(shots)
        let run = try await runProcessOffPool(python, [packageRoot + "/Tests/Browser/search.py", "--site", site, "--shots", shots], timeout: 600)
        #expect(run.status == 0 && run.output.contains("0 failure(s)"), "search.py failed (status \(run.status)):\n\(run.output.suffix(4000))")
    }
}
