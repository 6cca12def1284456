import Foundation
import LifelineLanguage
import LifelineSite
import Testing

/// axe-core (from PyPI's axe-core-python, unpacked by the Makefile into .build/tools/axe/) run in
/// headless Chromium on the home page, a scenario page and a callback page of every language: no
/// serious or critical violation (issue #13). A page with known faults shows the check can fail.
@Suite struct AccessibilityTests {
    static let axe = packageRoot + "/.build/tools/axe/axe.min.js"

    /// The impact and rule id of every violation axe finds in `page` ("serious color-contrast").
    func violations(_ page: String) async throws -> [String]? {
        let runner = """
        <script src="file://\(Self.axe)"></script><script>axe.run({resultTypes: ['violations']}).then(function (r) {
          document.body.setAttribute('data-axe', r.violations.map(function (v) { return v.impact + ' ' + v.id; }).join('|') || 'none'); });</script>
        """
        let copy = try instrumentedCopy(of: page, adding: runner)
        let dom = try await Browser.dumpDOM("file://" + copy, budget: 30000)
        guard let found = attributeValue("data-axe", in: dom) else { return nil }
        return found == "none" ? [] : found.split(separator: "|").map(String.init)
    }

    @Test(.needs("chromium", files: [AccessibilityTests.axe])) func noSeriousOrCriticalViolation() async throws {
        _ = try Tools.requireFile(Self.axe)
        let site = try await SiteFixture.shared.output()
        let dir = try temporaryDirectory("axe")
        for lang in StringTable.languages {
            for page in ["index.html", "scenarios/sheet-default-ios13.html", "callbacks/viewWillAppear.html", "lifecycle.html",
                         "cheatsheet.html", "troubleshooting.html", "states.html"] {
                let result = try await violations("\(site)/\(lang)/\(page)")
                let found = try #require(result, "\(lang)/\(page): axe did not report")
                let bad = found.filter { $0.hasPrefix("serious") || $0.hasPrefix("critical") }
                #expect(bad.isEmpty, "\(lang)/\(page): \(bad)")
            }
        }
        let faulty = dir + "/faulty.html"
        try Data("<!DOCTYPE html><html><head><title>x</title></head><body><img src=\"x.png\"><button></button></body></html>".utf8)
            .write(to: URL(fileURLWithPath: faulty))
        let found = try await violations(faulty) ?? []
        #expect(found.contains("critical image-alt") && found.contains("critical button-name"), "the check can fail: \(found)")
    }
}
