import Foundation
import LifelineLanguage
import LifelineSite
import Testing

/// On a phone (390 px wide) the page never scrolls sideways, in every language (issue #13); and
/// screenshots at 1280 px and 390 px of the home page, a scenario (top and chart) and a callback page
/// are saved in .build/screenshots/ for people to look at.
@Suite struct PhoneTests {
    static let pages = ["index.html", "scenarios/sheet-default-ios13.html", "callbacks/viewWillAppear.html", "states.html", "search.html", "lifecycle.html"]
    static let shown = Set(pages.prefix(3))

    @Test(.needs("chromium")) func noPageScrollsSidewaysAt390px() async throws {
        let out = try await SiteFixture.shared.output()
        let shots = packageRoot + "/.build/screenshots/phone"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        for lang in StringTable.languages {
            for page in Self.pages {
                // A copy of the page (its links resolve to the shared site) that writes its widths once laid out.
                let original = "\(out)/\(lang)/\(page)"
                let probe = try instrumentedCopy(of: original, adding: """
                <script>addEventListener('load', function () { document.body.setAttribute('data-widths',
                  document.documentElement.scrollWidth + ' ' + window.innerWidth); });</script>
                """)
                let dom = try await Browser.dumpDOM("file://" + probe, width: 390, height: 900, budget: 3000)
                guard let measured = attributeValue("data-widths", in: dom) else {
                    Issue.record("\(lang)/\(page): no measurement"); continue
                }
                let widths = measured.split(separator: " ").compactMap { Int($0) }
                #expect(widths.count == 2 && widths[0] <= widths[1], "\(lang)/\(page) at 390 px: page width \(widths) (scrollWidth, innerWidth)")
                let name = "\(lang)-" + page.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".html", with: "")
                for (width, height) in [(1280, 1800), (390, 1800)] where Self.shown.contains(page) {
                    try await Browser.screenshot("file://" + original, to: "\(shots)/\(name)-\(width).png", width: width, height: height)
                }
            }
        }
    }
}
