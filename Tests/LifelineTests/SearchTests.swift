import Foundation
import LifelineSite
import Testing

/// The offline search (issue #13): a prebuilt index per language and a small script, run from
/// file:// in headless Chromium; `viewWillAppear` finds its callback page in every language.
@Suite struct SearchTests {
    @Test func searchFindsViewWillAppearInEveryLanguage() async throws {
        let dir = try temporaryDirectory("search")
        var o = siteOptions(output: dir + "/site")
        o.log = { _ in }
        try await SiteBuild.run(o)
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let index = try String(contentsOfFile: "\(dir)/site/\(lang)/search-index.js", encoding: .utf8)
            #expect(index.hasPrefix("window.LIFELINE_SEARCH = [") && index.contains("\"u\":\"callbacks/viewWillAppear.html\""))
            let page = try String(contentsOfFile: "\(dir)/site/\(lang)/search.html", encoding: .utf8)
            #expect(page.contains("<noscript>"), "the page says what to do without JavaScript")
        }
        guard let chromium = tool("chromium") ?? tool("chromium-browser") else {
            if requireTools { Issue.record("chromium is not installed (make test installs it)") }
            return
        }
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            let url = "file://\(dir)/site/\(lang)/search.html?q=viewWillAppear"
            let dom = try await runProcessOffPool(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom", url]).output
            #expect(dom.contains("<ul id=\"results\" class=\"results\"><li><a href=\"callbacks/viewWillAppear.html\">viewWillAppear</a></li>"),
                    "\(lang): the first result is the callback page")
            let nothing = try await runProcessOffPool(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom",
                                                    "file://\(dir)/site/\(lang)/search.html?q=zzzqqq"]).output
            #expect(nothing.contains("<ul id=\"results\" class=\"results\"></ul>") && !nothing.contains("<p id=\"none\" hidden"), "\(lang): no result is said")
        }
    }
}
