import Foundation
import LifelineTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue #32 (B2, B3, B4, B10, B11, B17, B19): the preview server answers only this machine's browser,
/// cannot be frozen or exhausted by one client, and says what is wrong with a port. Each test runs the
/// binary on loopback, with bounded counts and a time limit on every wait.
@Suite(.serialized) struct ServeSafetyTests {
    /// A raw HTTP client: sends `bytes` to 127.0.0.1:`port` and returns what comes back within `seconds`.
    static func exchange(_ port: Int, _ bytes: [UInt8], seconds: Int = 10) -> String {
        let fd = connectLoopback(port)
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { break }
            out += buffer[0..<n]
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func connectLoopback(_ port: Int) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        if ok != 0 { close(fd); return -1 }
        return fd
    }

    static func get(_ port: Int, _ path: String, host: String? = nil) -> String {
        exchange(port, Array("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8))
    }

    static func openDescriptors(_ pid: pid_t) -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1 }

    /// `lifeline serve` on a free port with the English site, under a descriptor limit of `files`.
    func start(files: Int = 1024) async throws -> (BackgroundProcess, Int, String) {
        let dir = try temporaryDirectory("serve-safety")
        let server = try BackgroundProcess("/bin/sh", ["-c", "ulimit -n \(files) && exec \"$0\" \"$@\"", LifelineCommand.binary,
                                                       "serve", "--port", "0", "--lang", "en", "--output", dir + "/site"])
        let banner = try await server.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        return (server, port, dir + "/site")
    }

    /// B3: another Host (DNS rebinding) is refused; internal files are not served; nothing can be
    /// included by a page of another origin; a link planted in the folder is not followed (B19).
    @Test func onlyThisMachinesPagesAreAnswered() async throws {
        let (server, port, site) = try await start()
        defer { _ = try? server.stop(SIGTERM) }
        #expect(Self.get(port, "/en/index.html").hasPrefix("HTTP/1.1 200"))
        #expect(Self.get(port, "/en/index.html", host: "localhost:\(port)").hasPrefix("HTTP/1.1 200"))
        #expect(Self.get(port, "/en/index.html", host: "attacker.example:\(port)").hasPrefix("HTTP/1.1 421"))
        #expect(Self.get(port, "/en/index.html", host: "127.0.0.1:1").hasPrefix("HTTP/1.1 421"))
        #expect(Self.exchange(port, Array("GET /en/index.html HTTP/1.0\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 421"), "no Host, no answer")
        let index = Self.get(port, "/en/search-index.js")
        #expect(index.hasPrefix("HTTP/1.1 200") && index.contains("\r\nCross-Origin-Resource-Policy: same-origin\r\n")
                && index.contains("\r\nX-Content-Type-Options: nosniff\r\n"), "\(index.prefix(300))")
        #expect(FileManager.default.fileExists(atPath: site + "/.lifeline-manifest.json"))
        #expect(Self.get(port, "/.lifeline-manifest.json").hasPrefix("HTTP/1.1 404"))
        #expect(Self.get(port, "/.cache/charts.json").hasPrefix("HTTP/1.1 404"))
        try FileManager.default.createSymbolicLink(atPath: site + "/etcdir", withDestinationPath: "/etc")
        try FileManager.default.createSymbolicLink(atPath: site + "/passwd.txt", withDestinationPath: "/etc/passwd")
        #expect(Self.get(port, "/etcdir/passwd").hasPrefix("HTTP/1.1 404"))
        #expect(Self.get(port, "/passwd.txt").hasPrefix("HTTP/1.1 404"))
    }

    /// B2: a long request line or head is refused at once, and other pages are answered meanwhile.
    @Test func aLongRequestIsRefusedWithoutStallingOthers() async throws {
        let (server, port, _) = try await start()
        defer { _ = try? server.stop(SIGTERM) }
        let long = Self.exchange(port, Array("GET /\(String(repeating: "a", count: 300_000)) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        #expect(long.hasPrefix("HTTP/1.1 414"), "\(long.prefix(100))")
        let headers = (0..<2000).map { "X-\($0): \(String(repeating: "b", count: 20))\r\n" }.joined()
        #expect(Self.exchange(port, Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)\r\n".utf8)).hasPrefix("HTTP/1.1 431"))
        // Two clients trickling endless request lines: a page is still answered at once.
        let tricklers = (0..<2).map { _ in Self.connectLoopback(port) }
        defer { tricklers.forEach { close($0) } }
        for fd in tricklers { _ = send(fd, "GET /aaaaaaaaaaaaaaaa", 20, Int32(MSG_NOSIGNAL)) }
        let start = Date()
        #expect(Self.get(port, "/en/index.html").hasPrefix("HTTP/1.1 200"))
        #expect(Date().timeIntervalSince(start) < 5, "a page waited \(Date().timeIntervalSince(start)) s")
    }

    /// B4: closed event streams and idle connections give their descriptors back; running out of them
    /// never ends the server.
    @Test func descriptorsComeBackAndTheServerStays() async throws {
        let (server, port, _) = try await start(files: 256)
        defer { _ = try? server.stop(SIGTERM) }
        let baseline = Self.openDescriptors(server.pid)
        for _ in 0..<600 {
            let fd = Self.connectLoopback(port)
            let request = "GET /_lifeline/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            _ = send(fd, request, request.utf8.count, Int32(MSG_NOSIGNAL))
            var byte: UInt8 = 0
            _ = recv(fd, &byte, 1, 0)
            close(fd)
        }
        try await waitUntil("event streams closed") { Self.openDescriptors(server.pid) <= baseline + 4 }
        // More idle connections than the limit allows: they wait, time out, and the server goes on.
        let idle = (0..<100).map { _ in Self.connectLoopback(port) }
        try await waitUntil("idle connections timed out", seconds: 40) { Self.get(port, "/en/index.html").hasPrefix("HTTP/1.1 200") }
        idle.forEach { close($0) }
        #expect(kill(server.pid, 0) == 0, "the server is still running:\n\(server.output)")
        try await waitUntil("idle connections closed") { Self.openDescriptors(server.pid) <= baseline + 4 }
    }

    /// B11: a port in use is the user's to change (exit 1, said before anything is built).
    @Test func aBusyPortIsSaidAtOnce() async throws {
        let (server, port, _) = try await start()
        defer { _ = try? server.stop(SIGTERM) }
        let dir = try temporaryDirectory("serve-busy")
        let r = try await runProcessOffPool(LifelineCommand.binary, ["serve", "--port", String(port), "--lang", "en", "--output", dir + "/site"], timeout: 60)
        #expect(r.status == 1 && r.output.contains("port \(port)") && r.output.contains("in use"), "\(r.output)")
        #expect(!r.output.contains("internal error"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/site"), "nothing was built")
    }

    /// B6: a scenario that is a link to a file elsewhere is watched as that file: editing it rebuilds.
    @Test func anEditedLinkTargetIsRebuilt() async throws {
        let dir = try temporaryDirectory("serve-link")
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/S", withIntermediateDirectories: true)
        let yaml = "id: mine\ntitle: ORIGINAL TITLE\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n"
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/real/mine.yaml"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/S/mine.yaml", withDestinationPath: dir + "/real/mine.yaml")
        let server = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--lang", "en", "--scenarios", dir + "/S", "--output", dir + "/site"])
        defer { _ = try? server.stop(SIGTERM) }
        let banner = try await server.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        #expect(Self.get(port, "/en/scenarios/mine.html").contains("ORIGINAL TITLE"))
        try Data(yaml.replacingOccurrences(of: "ORIGINAL", with: "EDITED").utf8).write(to: URL(fileURLWithPath: dir + "/real/mine.yaml"))
        try await waitUntil("the edited page", seconds: 30) { Self.get(port, "/en/scenarios/mine.html").contains("EDITED TITLE") }
    }

    /// B17: when the first build fails there is no site at all; a page is still the error page, not a 404.
    @Test func aFailedFirstBuildShowsTheErrorPage() async throws {
        let dir = try temporaryDirectory("serve-broken")
        try FileManager.default.createDirectory(atPath: dir + "/S", withIntermediateDirectories: true)
        try Data("id: broken\nsteps: [\n".utf8).write(to: URL(fileURLWithPath: dir + "/S/broken.yaml"))
        let server = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--lang", "en", "--scenarios", dir + "/S", "--output", dir + "/site"])
        defer { _ = try? server.stop(SIGTERM) }
        let banner = try await server.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        let port = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        #expect(!FileManager.default.fileExists(atPath: dir + "/site"))
        for path in ["/", "/en/", "/en/index.html"] {
            let page = Self.get(port, path)
            #expect(page.hasPrefix("HTTP/1.1 500") && page.contains("broken.yaml:3"), "\(path): \(page.prefix(300))")
        }
        #expect(Self.get(port, "/en/search-index.js").hasPrefix("HTTP/1.1 404"))
    }

    /// B19: a server killed with SIGKILL leaves its temporary folder; the next one removes it.
    @Test func anAbandonedTemporaryFolderIsRemovedByTheNextServer() async throws {
        let temp = try temporaryDirectory("serve-tmp")
        func serve() throws -> BackgroundProcess {
            try BackgroundProcess("/bin/sh", ["-c", "TMPDIR=\"$1\" exec \"$0\" serve --port 0 --lang en", LifelineCommand.binary, temp + "/"])
        }
        let first = try serve()
        _ = try await first.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        _ = try? first.stop(SIGKILL)
        let left = try FileManager.default.contentsOfDirectory(atPath: temp)
        #expect(left.count == 1 && left[0].hasPrefix("lifeline-serve-\(first.pid)-"), "\(left)")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: temp + "/notes.txt"))
        let second = try serve()
        defer { _ = try? second.stop(SIGTERM) }
        _ = try await second.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        let now = try FileManager.default.contentsOfDirectory(atPath: temp).sorted()
        #expect(now.count == 2 && now.contains("notes.txt") && !now.contains(left[0]), "\(now)")
    }

    /// serve answers from memory (issue #39): a folder a build left up to date is still served whole the
    /// next time serve starts on it, though nothing has to be rendered.
    @Test func aFolderAlreadyUpToDateIsServed() async throws {
        let (first, port, site) = try await start()
        #expect(Self.get(port, "/en/index.html").hasPrefix("HTTP/1.1 200"))
        #expect(try first.stop(SIGTERM) == 0)
        let again = try BackgroundProcess(LifelineCommand.binary, ["serve", "--port", "0", "--lang", "en", "--output", site])
        defer { _ = try? again.stop(SIGTERM) }
        let banner = try await again.waitFor("the address", timeout: 120) { $0.contains("Serving http://127.0.0.1:") }
        let second = try #require(banner.firstMatch(of: /127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        let page = Self.get(second, "/en/scenarios/navigation-push-pop.html")
        #expect(page.hasPrefix("HTTP/1.1 200") && page.contains("/_lifeline/reload.js"), "\(page.prefix(200))")
        #expect(Self.get(second, "/en/diagrams/navigation-push-pop-sequence.svg").hasPrefix("HTTP/1.1 200"))
    }

    func waitUntil(_ what: String, seconds: Double = 20, _ condition: () -> Bool) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { Issue.record("timed out waiting until \(what)"); return }
            try await Task.sleep(for: .milliseconds(200))
        }
    }
}
