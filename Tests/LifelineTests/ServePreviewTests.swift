import Foundation
@testable import LifelineOutput
@testable import LifelineServe
@testable import LifelineSite
import LifelineTestSupport
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `serve` makes the pages open in a browser first (issue #39): each page's script names its page on the
/// event stream; a build renders those of them it changes before anything else, serves them at once and
/// tells their tabs to reload, then makes the rest; the other tabs reload when it ends.
@Suite struct ServePreviewTests {
    /// The pipeline: the shown pages an edit changes are handed over first, with the bytes the build then
    /// writes; a shown page the edit leaves as it was, a root page and a page the site lacks are not.
    @Test func theShownPagesAnEditChangesComeFirstWithTheBuildsBytes() async throws {
        let project = IncrementalTests()
        var o = try project.project()
        o.memory = BuildMemory()
        let out = MemoryOutput()
        _ = try await SiteBuild.run(o, into: out)
        let made = Mutex<[[String: Data]]>([])
        let edited = ["en/scenarios/navigation-push-pop.html", "ko/scenarios/navigation-push-pop.html"]
        o.shownPages = Set(edited + ["fr/glossary.html", "en/no-such-page.html", "index.html", "zh-Hans"])
        o.preview = { pages in made.withLock { $0.append(pages) } }
        try project.edit(o.scenarios + "/navigation-push-pop.yaml") { $0.replacingOccurrences(of: "  - pop\n", with: "  - pop\n  - push: B\n  - pop\n") }
        _ = try await SiteBuild.run(o, into: out)
        let previews = made.withLock { $0 }
        #expect(previews.count == 1, "one preview, before the rest of the build")
        let first = previews.first ?? [:]
        #expect(first.keys.sorted() == edited, "only the shown pages the edit changed")
        for (path, data) in first { #expect(out.files[path] == data, "\(path): the bytes the build writes") }
        #expect(String(decoding: first[edited[0]] ?? Data(), as: UTF8.self).contains("id=\"step-5\""), "the edit shows")

        // Saved again as it was: the build stops at "nothing changed", nothing is shown first.
        made.withLock { $0 = [] }
        #expect(try await SiteBuild.run(o, into: out).upToDate)
        #expect(made.withLock { $0.isEmpty })
    }

    /// The events: a tab shown first reloads once, at once; the others when the build ends. It reloads again
    /// at the end only if the build failed, or changed what pages load beside themselves (a stylesheet).
    @Test func aPageShownFirstReloadsOnceUnlessTheBuildFailsOrItsStylesheetChanged() throws {
        let reload = LiveReload()
        let shown = try Tab(reload, page: "en/a.html"), other = try Tab(reload, page: "en/b.html"), unnamed = try Tab(reload, page: nil)
        defer { reload.close() }
        for tab in [shown, other, unnamed] { #expect(tab.read(until: "retry:")) }
        #expect(reload.shownPages == ["en/a.html", "en/b.html"])

        reload.preview(["en/a.html", "en/c.html"])
        #expect(shown.read(until: "\"build\":1,\"ok\":true}"), "told at once")
        #expect(!other.read(until: "event: build", seconds: 0.3), "not shown first: waits for the end")
        reload.finished(failure: nil, loadedFilesChanged: false)
        #expect(other.read(until: "\"build\":1,\"ok\":true}") && unnamed.read(until: "\"build\":1,\"ok\":true}"))
        #expect(!shown.read(until: "\"build\":1,\"ok\":true}\n\nevent", seconds: 0.3), "already reloaded: no second event")

        reload.preview(["en/a.html"])
        reload.finished(failure: nil, loadedFilesChanged: true)
        #expect(shown.read(until: "{\"build\":2,\"ok\":true}\n\nevent: build\ndata: {\"build\":2,\"ok\":true}"), "the stylesheet changed: once more")

        reload.preview(["en/a.html"])
        reload.finished(failure: "Scenarios/x.yaml:3: a broken line", loadedFilesChanged: false)
        #expect(shown.read(until: "\"build\":3,\"ok\":false"), "the build failed after all: the error page")
    }

    /// In a real browser (`Tests/Browser/serve.py`, Chromium through Selenium): a tab on the scenario's page
    /// and one on the glossary; the scenario saved with a new title; both reload by themselves, the first
    /// showing the new title.
    @Test(.needs("chromium", "chromedriver", "python3"))
    func aBrowserTabReloadsByItselfAfterASave() async throws {
        let python = try Tools.require("python3")
        _ = try Tools.require("chromedriver")
        let dir = try ServeTests().project()
        let server = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--lang", "en", "--scenarios", dir + "/Scenarios", "--steps",
                                                                    "--locales", dir + "/Locales", "--templates", dir + "/Templates", "--output", dir + "/served"])
        let banner = try await server.waitFor("the address") { $0.contains("Serving http://127.0.0.1:") }
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) })
        let run = try await runProcessOffPool(python, [packageRoot + "/Tests/Browser/serve.py", "--base", "http://127.0.0.1:\(port)",
                                                       "--scenario", dir + "/Scenarios/my-push.yaml", "--old", "My own push", "--new", "My saved push"],
                                              timeout: 300)
        #expect(run.status == 0 && run.output.contains("0 failure(s)"), "serve.py failed (status \(run.status)):\n\(run.output.suffix(3000))")
        // --steps: each build's step lines, the first build's and the save's (a save seen as two changes rebuilds twice).
        _ = try await server.waitFor("the rebuild's line") { $0.contains("built ") }
        #expect(server.output.components(separatedBy: "] render charts and pages (").count >= 3, "\(server.output.suffix(2000))")
        #expect(try server.stop(SIGINT) == 0, "\(server.output)")
    }

    /// What tells a tab already reloaded to reload again: a file pages load beside themselves changed (a
    /// stylesheet, a script, a static file), not a page, a chart's own file, a trace or the search index.
    @Test func aStylesheetChangeIsAFileThatPagesLoad() throws {
        let site = ServedSite(try temporaryDirectory("served") + "/site")
        func commit(_ files: [String: String]) throws -> Bool {
            let data = files.mapValues { Data($0.utf8) }
            _ = try site.commit(data, manifest: Manifest(fingerprint: "f", files: data))
            return site.loadedFilesChanged
        }
        let first = ["en/a.html": "a", "assets/lifeline.css": "body{}", "en/diagrams/a-sequence.svg": "<svg/>", "traces/a.json": "{}",
                     "en/search-index.js": "x", "logo.png": "png", ".cache/charts.json": "{}"]
        #expect(try commit(first), "the first build")
        var next = first
        for (path, text) in [("en/a.html", "b"), ("en/diagrams/a-sequence.svg", "<svg></svg>"), ("traces/a.json", "[]"),
                             ("en/search-index.js", "y"), (".cache/charts.json", "[]")] {
            next[path] = text
            #expect(try !commit(next), "\(path) is not loaded beside a page")
        }
        for (path, text) in [("assets/lifeline.css", "body{color:red}"), ("logo.png", "png2"), ("assets/new.js", "1")] {
            _ = try commit(next)
            next[path] = text
            #expect(try commit(next), "\(path) is loaded beside a page")
        }
        next["assets/new.js"] = nil
        #expect(try commit(next), "a script no longer there")
    }

    /// The page a tab's script names (`location.pathname`, percent-encoded): a path inside the site.
    @Test func theShownPageIsAPathInsideTheSite() {
        #expect(SiteServer.shownPage(query: "page=%2Fen%2Fscenarios%2Falert.html") == "en/scenarios/alert.html")
        #expect(SiteServer.shownPage(query: "x=1&page=%2Fko%2F") == "ko/index.html")
        #expect(SiteServer.shownPage(query: "page=%2F") == "index.html")
        #expect(SiteServer.shownPage(query: "page=/zh-Hans/glossary.html") == "zh-Hans/glossary.html")
        for refused in ["", "page=%2F..%2Fetc%2Fpasswd", "page=%2F.cache%2Fcharts.json", "pages=%2Fen%2F", "page=%2Fen%00x"] {
            #expect(SiteServer.shownPage(query: refused) == nil, "\(refused)")
        }
        #expect(SiteServer.script.contains("/_lifeline/events?page=' + encodeURIComponent(location.pathname)"), "the script names its page")
    }

    /// A browser tab's event stream, on one end of a socket pair; `LiveReload.stream` serves the other.
    final class Tab: Sendable {
        let fd: Int32
        private let seen = Mutex("")

        init(_ reload: LiveReload, page: String?) throws {
            var ends: [Int32] = [0, 0]
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { throw CocoaError(.fileReadUnknown) }
            fd = ends[1]
            let server = ends[0]
            Thread.detachNewThread {
                reload.stream(to: server, page: page)
                close(server)
            }
        }

        deinit { close(fd) }

        /// Reads until what the tab has received contains `marker`, for at most `seconds`.
        func read(until marker: String, seconds: Double = 10) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !seen.withLock({ $0.contains(marker) }) {
                let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard left > 0, poll(&p, 1, left) > 0 else { return false }
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { return false }
                seen.withLock { $0 += String(decoding: buffer[0..<n], as: UTF8.self) }
            }
            return true
        }
    }
}
