import Foundation
import LifelineLocalization
import LifelineSite
import Testing

/// On a phone (390 px wide) the page never scrolls sideways, in every language (issue #13); and
/// screenshots at 1280 px and 390 px of the home page, a scenario (top and chart) and a callback page
/// are saved in .build/screenshots/ for people to look at.
@Suite struct PhoneTests {
    static let pages = ["index.html", "scenarios/sheet-default-ios13.html", "callbacks/viewWillAppear.html", "states.html", "search.html", "lifecycle.html"]
    static let shown = Set(pages.prefix(3))

    @Test func noPageScrollsSidewaysAt390px() async throws {
        guard let chromium = tool("chromium") ?? tool("chromium-browser") else {
            if requireTools { Issue.record("chromium is not installed (make test installs it)") }
            return
        }
        // Its own build: the measuring copies must not appear in the shared build other tests check.
        let dir = try temporaryDirectory("phone")
        _ = try await SiteBuild.run(siteOptions(output: dir + "/output"))
        let out = dir + "/output"
        let shots = packageRoot + "/.build/screenshots"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--user-data-dir=\(shots)/profile"]
        for lang in StringTable.languages {
            for page in Self.pages {
                // A copy of the page beside it (so its links and styles resolve) that writes its widths once laid out.
                let original = "\(out)/\(lang)/\(page)"
                let probe = (original as NSString).deletingLastPathComponent + "/measure-\((page as NSString).lastPathComponent)"
                let html = try String(contentsOfFile: original, encoding: .utf8).replacingOccurrences(of: "</body>", with: """
                <script>addEventListener('load', function () { document.body.setAttribute('data-widths',
                  document.documentElement.scrollWidth + ' ' + window.innerWidth); });</script></body>
                """)
                try Data(html.utf8).write(to: URL(fileURLWithPath: probe))
                defer { try? FileManager.default.removeItem(atPath: probe) }
                let dom = try await runProcessOffPool(chromium, common + ["--window-size=390,900", "--virtual-time-budget=3000", "--dump-dom", "file://" + probe]).output
                guard let r = dom.range(of: "data-widths=\""), let end = dom[r.upperBound...].firstIndex(of: "\"") else {
                    Issue.record("\(lang)/\(page): no measurement"); continue
                }
                let widths = dom[r.upperBound..<end].split(separator: " ").compactMap { Int($0) }
                #expect(widths.count == 2 && widths[0] <= widths[1], "\(lang)/\(page) at 390 px: page width \(widths) (scrollWidth, innerWidth)")
                let name = "\(lang)-" + page.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".html", with: "")
                for (width, height) in [(1280, 1800), (390, 1800)] where Self.shown.contains(page) {
                    _ = try await runProcessOffPool(chromium, common + ["--window-size=\(width),\(height)", "--virtual-time-budget=2000",
                                                           "--screenshot=\(shots)/\(name)-\(width).png", "file://" + original])
                }
            }
        }
    }
}
