import Foundation
import LifelineLocalization
import LifelineSite
import Testing

/// axe-core (from PyPI's axe-core-python, unpacked by the Makefile into .build/tools/axe/) run in
/// headless Chromium on the home page, a scenario page and a callback page of every language: no
/// serious or critical violation (issue #13). A page with known faults shows the check can fail.
@Suite struct AccessibilityTests {
    static let axe = packageRoot + "/.build/tools/axe/axe.min.js"

    /// The impact and rule id of every violation axe finds in `page` ("serious color-contrast").
    func violations(_ page: String, chromium: String) async throws -> [String]? {
        let copy = (page as NSString).deletingLastPathComponent + "/axe-" + (page as NSString).lastPathComponent
        let runner = """
        <script src="file://\(Self.axe)"></script><script>axe.run({resultTypes: ['violations']}).then(function (r) {
          document.body.setAttribute('data-axe', r.violations.map(function (v) { return v.impact + ' ' + v.id; }).join('|') || 'none'); });</script></body>
        """
        try Data(try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: runner).utf8).write(to: URL(fileURLWithPath: copy))
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let dom = try await runProcessOffPool(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=20000", "--dump-dom", "file://" + copy]).output
        guard let r = dom.range(of: "data-axe=\""), let end = dom[r.upperBound...].firstIndex(of: "\"") else { return nil }
        let found = String(dom[r.upperBound..<end])
        return found == "none" ? [] : found.split(separator: "|").map(String.init)
    }

    @Test func noSeriousOrCriticalViolation() async throws {
        guard let chromium = tool("chromium") ?? tool("chromium-browser"), FileManager.default.fileExists(atPath: Self.axe) else {
            if requireTools { Issue.record("chromium or \(Self.axe) is missing (make test installs them)") }
            return
        }
        let dir = try temporaryDirectory("axe")
        _ = try await SiteBuild.run(siteOptions(output: dir + "/output"))
        for lang in StringTable.languages {
            for page in ["index.html", "scenarios/sheet-default-ios13.html", "callbacks/viewWillAppear.html", "lifecycle.html"] {
                let result = try await violations("\(dir)/output/\(lang)/\(page)", chromium: chromium)
                let found = try #require(result, "\(lang)/\(page): axe did not report")
                let bad = found.filter { $0.hasPrefix("serious") || $0.hasPrefix("critical") }
                #expect(bad.isEmpty, "\(lang)/\(page): \(bad)")
            }
        }
        let faulty = dir + "/faulty.html"
        try Data("<!DOCTYPE html><html><head><title>x</title></head><body><img src=\"x.png\"><button></button></body></html>".utf8)
            .write(to: URL(fileURLWithPath: faulty))
        let found = try await violations(faulty, chromium: chromium) ?? []
        #expect(found.contains("critical image-alt") && found.contains("critical button-name"), "the check can fail: \(found)")
    }
}
