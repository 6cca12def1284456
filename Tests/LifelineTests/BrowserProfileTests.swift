import Foundation
import LifelineTestSupport
import Testing

/// Every Chromium the tests start gets a profile folder of its own: a fixed `--user-data-dir` would make
/// two runs at once collide on the profile's lock (tests run in parallel).
@Suite struct BrowserProfileTests {
    /// Two Chromium runs at the same moment both render their page.
    @Test(.needs("chromium")) func twoBrowsersAtOnceBothRender() async throws {
        let dir = try temporaryDirectory("two-browsers")
        for n in 1...2 {
            try Data("<!DOCTYPE html><html><head><title>\(n)</title></head><body><p id=\"p\">page \(n)</p></body></html>".utf8)
                .write(to: URL(fileURLWithPath: "\(dir)/\(n).html"))
        }
        async let first = Browser.dumpDOM("file://\(dir)/1.html", budget: 1000)
        async let second = Browser.dumpDOM("file://\(dir)/2.html", budget: 1000)
        let (a, b) = try await (first, second)
        #expect(a.contains("page 1") && b.contains("page 2"), "both rendered:\n\(a.prefix(200))\n\(b.prefix(200))")
    }

    /// Where the tests start Chromium, the profile folder is made fresh right there (a temporary folder
    /// per call in Swift, `mkdtemp` per driver in the Selenium script): no fixed path.
    @Test func noTestGivesChromiumAFixedProfile() throws {
        for file in ["/Tests/LifelineTestSupport/Tools.swift", "/Tests/Browser/lab.py"] {
            let lines = try String(contentsOfFile: packageRoot + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let uses = lines.indices.filter { lines[$0].contains("--user-data-dir") && !lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            #expect(!uses.isEmpty, "\(file) starts Chromium")
            for i in uses {
                let around = lines[max(0, i - 3)...i].joined(separator: "\n")
                #expect(around.contains("temporaryDirectory(") || around.contains("mkdtemp("), "\(file):\(i + 1): a profile folder not made fresh")
            }
        }
    }
}
