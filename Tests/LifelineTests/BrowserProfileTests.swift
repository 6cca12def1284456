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
    /// per call in Swift, `mkdtemp` per driver in the Selenium scripts): no fixed path. Every file under
    /// Tests/ is read, so a new script is held to it too; Selenium drivers are made in lab.py alone.
    @Test func noTestGivesChromiumAFixedProfile() throws {
        let root = packageRoot + "/Tests"
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
            .filter { ($0.hasSuffix(".swift") || $0.hasSuffix(".py") || $0.hasSuffix(".sh")) && !$0.hasSuffix("BrowserProfileTests.swift") }
        var starters: Set<String> = []
        for file in files {
            let lines = try String(contentsOfFile: root + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for i in lines.indices where !lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                if lines[i].contains("webdriver.Chrome(") { #expect(file == "Browser/lab.py", "\(file):\(i + 1): a driver made outside lab.py's driver()") }
                guard lines[i].contains("--user-data-dir") else { continue }
                starters.insert(file)
                let around = lines[max(0, i - 3)...i].joined(separator: "\n")
                #expect(around.contains("temporaryDirectory(") || around.contains("mkdtemp("), "\(file):\(i + 1): a profile folder not made fresh")
            }
        }
        #expect(starters == ["LifelineTestSupport/Tools.swift", "Browser/lab.py"], "where Chromium is started: \(starters.sorted())")
    }
}
