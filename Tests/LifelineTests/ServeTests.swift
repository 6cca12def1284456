import Foundation
@testable import LifelineServe
import LifelineTestSupport
import Testing

/// `lifeline serve` as a writer runs it (issue #23): the binary on a free port with a project of
/// their own, read by an HTTP client on loopback (curl, installed by `make test`), the reload events
/// read as a browser's EventSource reads them, a save, a broken file and its fix, then Ctrl-C.
@Suite struct ServeTests {
    static let scenario = """
    id: my-push
    title: My own push
    theme: navigation
    window:
      navigation: [List]
    steps:
      - launch
      - push: Detail

    """

    /// A project folder: the shipped catalogs and templates, one scenario of the writer's own.
    func project() throws -> String {
        let dir = try temporaryDirectory("serve-project")
        let fm = FileManager.default
        try fm.copyItem(atPath: shipped + "/Locales", toPath: dir + "/Locales")
        try fm.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        try fm.createDirectory(atPath: dir + "/Scenarios", withIntermediateDirectories: true)
        try Data(Self.scenario.utf8).write(to: URL(fileURLWithPath: dir + "/Scenarios/my-push.yaml"))
        return dir
    }

    func get(_ curl: String, _ url: String) throws -> (code: String, body: String) {
        let run = try runProcess(curl, ["-s", "--path-as-is", "--max-time", "20", "-w", "\n%{http_code}", url], timeout: 30)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        return (String(lines.last ?? ""), lines.dropLast().joined(separator: "\n"))
    }

    @Test(.needs("curl")) func servesRebuildsReloadsAndStops() async throws {
        let curl = try Tools.require("curl")
        let dir = try project()
        let site = dir + "/served"
        let server = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--lang", "en", "--scenarios", dir + "/Scenarios",
                                                                    "--locales", dir + "/Locales", "--templates", dir + "/Templates", "--output", site])
        let banner = try await server.waitFor("the address") { $0.contains("Serving http://127.0.0.1:") }
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) })
        let base = "http://127.0.0.1:\(port)"

        // The page, with the reload script the site on disk does not have; nothing outside the site.
        let page = try get(curl, base + "/en/scenarios/my-push.html")
        #expect(page.code == "200" && page.body.contains("My own push") && page.body.contains("/_lifeline/reload.js"))
        let onDisk = try String(contentsOfFile: site + "/en/scenarios/my-push.html", encoding: .utf8)
        #expect(!onDisk.contains("_lifeline"), "the built site stays as build writes it")
        #expect(try get(curl, base + "/../../etc/passwd").code == "404")
        #expect(try get(curl, base + "/en/%2e%2e/%2e%2e/%2e%2e/etc/passwd").code == "404")
        #expect(try listensOnLoopbackOnly(port: Int(port) ?? 0), "bound to 127.0.0.1, not every interface")
        // A page that is not there: the site's own 404 page, as the published site answers (issue #38).
        let missing = try get(curl, base + "/en/no-such-page.html")
        #expect(missing.code == "404" && missing.body.contains("There is no page at this address.") && missing.body.contains("/_lifeline/reload.js"))
        #expect(missing.body.contains("<head><base href=\"/\">"), "its links and styles are the root's, at any depth")
        // The port in use: exit 1, with a free one named (issue #38).
        let second = try runProcess(LifelineCommand.binary, ["serve", "--port", port, "--scenarios", dir + "/Scenarios"], timeout: 60)
        #expect(second.status == 1 && second.output.contains("port \(port) on 127.0.0.1 is already in use"), "\(second.output)")
        #expect(second.output.contains(/--port \d+ is free/), "\(second.output)")

        // A browser's EventSource: saving the scenario rebuilds and sends a build event. The tab showing the
        // scenario's page (its script names it) is told as soon as that page is made, and served it at once.
        let events = try BackgroundProcess(curl, ["-s", "-N", "--max-time", "120", base + "/_lifeline/events"])
        let shown = try BackgroundProcess(curl, ["-s", "-N", "--max-time", "120", base + "/_lifeline/events?page=%2Fen%2Fscenarios%2Fmy-push.html"])
        try await events.waitFor("the event stream") { $0.contains("retry:") }
        try await shown.waitFor("the shown page's event stream") { $0.contains("retry:") }
        try Data(Self.scenario.replacingOccurrences(of: "My own push", with: "My edited push").utf8)
            .write(to: URL(fileURLWithPath: dir + "/Scenarios/my-push.yaml"))
        try await shown.waitFor("its page made first") { $0.contains("\"build\":2,\"ok\":true") }
        #expect(try get(curl, base + "/en/scenarios/my-push.html").body.contains("My edited push"), "served as soon as it is made")
        try await events.waitFor("a build event") { $0.contains("\"build\":2,\"ok\":true") }
        #expect(try get(curl, base + "/en/scenarios/my-push.html").body.contains("My edited push"))

        // A broken file: the pages become its messages, with file and line; the server keeps running.
        try Data("id: broken\nsteps: [\n".utf8).write(to: URL(fileURLWithPath: dir + "/Scenarios/broken.yaml"))
        try await events.waitFor("a failed build") { $0.contains("\"ok\":false") }
        let error = try get(curl, base + "/en/index.html")
        #expect(error.code == "500" && error.body.contains("broken.yaml:3:"), "\(error.body.prefix(400))")
        #expect(error.body.contains("<span class=\"excerpt\"> 3 | "), "the line itself, under the message: \(error.body.prefix(800))")
        try FileManager.default.removeItem(atPath: dir + "/Scenarios/broken.yaml")
        try await events.waitFor("the fixed build") { $0.components(separatedBy: "\"ok\":true").count >= 3 }
        #expect(try get(curl, base + "/en/index.html").code == "200")

        #expect(shown.output.components(separatedBy: "\"build\":2,").count == 2, "reloaded once for the edit: \(shown.output)")
        _ = try? shown.stop(SIGTERM)

        // Ctrl-C: a clean stop.
        #expect(try server.stop(SIGINT) == 0, "\(server.output)")
        #expect(server.output.contains("stopping"))
        _ = try? events.stop(SIGTERM)
    }

    /// The project file is watched too (issue #23): a new title shows after a save without restarting, as
    /// does a string of the project's catalog; a project file that no longer reads is shown like a failed build.
    @Test(.needs("curl")) func aSavedProjectFileIsReadAgain() async throws {
        let curl = try Tools.require("curl")
        let dir = try project()
        // The project's catalogs hold one key of its own, merged over lifeline's (issue #38).
        try FileManager.default.removeItem(atPath: dir + "/Locales")
        try FileManager.default.createDirectory(atPath: dir + "/Locales", withIntermediateDirectories: true)
        let catalog = dir + "/Locales/Site.xcstrings"
        try Data(ProjectCommandsTests.override.utf8).write(to: URL(fileURLWithPath: catalog))
        let config = dir + "/lifeline.yaml"
        let yaml = "title: First title\nlanguages: [en]\nscenarios: Scenarios\nlocales: Locales\ntemplates: Templates\n"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: config))
        let server = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--config", config, "--output", dir + "/served"])
        let banner = try await server.waitFor("the address") { $0.contains("Serving http://127.0.0.1:") }
        let base = "http://127.0.0.1:" + (try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).map { String($0.1) }))
        #expect(try get(curl, base + "/en/index.html").body.contains("First title"))

        let events = try BackgroundProcess(curl, ["-s", "-N", "--max-time", "120", base + "/_lifeline/events"])
        try await events.waitFor("the event stream") { $0.contains("retry:") }
        try Data(yaml.replacingOccurrences(of: "First title", with: "Second title").utf8).write(to: URL(fileURLWithPath: config))
        try await events.waitFor("a build event") { $0.contains("\"ok\":true") }
        #expect(try get(curl, base + "/en/index.html").body.contains("Second title"))
        #expect(try get(curl, base + "/en/index.html").body.contains(">Our screens</a>"))

        // A string changed in the project's catalog shows without a restart.
        try Data(ProjectCommandsTests.override.replacingOccurrences(of: "Our screens", with: "All our screens").utf8).write(to: URL(fileURLWithPath: catalog))
        try await events.waitFor("a build event") { $0.components(separatedBy: "\"ok\":true").count >= 3 }
        #expect(try get(curl, base + "/en/index.html").body.contains(">All our screens</a>"))

        try Data("title: [unclosed\n".utf8).write(to: URL(fileURLWithPath: config))
        try await events.waitFor("a failed build") { $0.contains("\"ok\":false") }
        let error = try get(curl, base + "/en/index.html")
        #expect(error.code == "500" && error.body.contains("lifeline.yaml"), "\(error.body.prefix(300))")
        #expect(try server.stop(SIGINT) == 0, "\(server.output)")
        _ = try? events.stop(SIGTERM)
    }

    /// Whether /proc/net/tcp lists the port as listening on 127.0.0.1 (0100007F) and nowhere else.
    func listensOnLoopbackOnly(port: Int) throws -> Bool {
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let hex = String(format: "%04X", port)
        var locals: [String] = []
        for line in table.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ").map(String.init)
            // local address, remote address, state (0A: listening)
            if fields.count > 3, fields[1].hasSuffix(":" + hex), fields[3] == "0A" { locals.append(fields[1]) }
        }
        return !locals.isEmpty && locals.allSatisfy { $0.hasPrefix("0100007F:") }
    }

    /// The error view's excerpt: the named line, a caret under the column (issue #38).
    @Test func anErrorShowsItsLineWithACaret() throws {
        let dir = try temporaryDirectory("excerpt")
        try Data("id: a\ntitle: A\nstpes:\n  - launch\n".utf8).write(to: URL(fileURLWithPath: dir + "/a.yaml"))
        #expect(SiteServer.excerpt(for: "error in step 'load scenarios': \(dir)/a.yaml:3:1: error: unknown key 'stpes'") == " 3 | stpes:\n   | ^")
        #expect(SiteServer.excerpt(for: "\(dir)/a.yaml:2:8: warning: x") == " 2 | title: A\n   |        ^")
        #expect(SiteServer.excerpt(for: "\(dir)/a.yaml:99:1: error: x") == nil)
        #expect(SiteServer.excerpt(for: "Locales/Site.xcstrings: error: [fr] k: missing") == nil)
        let page = SiteServer.errorPage("\(dir)/a.yaml:3:1: error: unknown key '<stpes>'")
        #expect(page.contains("unknown key &#39;&lt;stpes&gt;&#39;") || page.contains("unknown key '&lt;stpes&gt;'"))
        #expect(page.contains("<span class=\"excerpt\"> 3 | stpes:\n   | ^</span>"))
    }
}
