import Foundation
import LifelineSite
import Testing

/// The offline search (issue #13): a prebuilt index per language and a small script, run from
/// file:// in headless Chromium; `viewWillAppear` finds its callback page in every language.
@Suite struct SearchTests {
    @Test func theIndexAndPageAreWritten() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let index = try String(contentsOfFile: "\(site)/\(lang)/search-index.js", encoding: .utf8)
            #expect(index.hasPrefix("window.LIFELINE_SEARCH = [") && index.contains("\"u\":\"callbacks/viewWillAppear.html\""))
            let page = try String(contentsOfFile: "\(site)/\(lang)/search.html", encoding: .utf8)
            #expect(page.contains("<noscript>"), "the page says what to do without JavaScript")
        }
    }

    @Test(.needs("chromium")) func searchFindsViewWillAppearInEveryLanguage() async throws {
        let site = try await SiteFixture.shared.output()
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let url = "file://\(site)/\(lang)/search.html?q=viewWillAppear"
            let dom = try await Browser.dumpDOM(url)
            #expect(dom.contains("data-lifeline=\"results\"><li><a href=\"callbacks/viewWillAppear.html\">viewWillAppear</a><p class=\"snippet\">"),
                    "\(lang): the first result is the callback page")
            let nothing = try await Browser.dumpDOM("file://\(site)/\(lang)/search.html?q=zzzqqq")
            #expect(nothing.contains("data-lifeline=\"results\"></ul>") && !nothing.contains("<p id=\"none\" hidden"), "\(lang): no result is said")
        }
    }
}
