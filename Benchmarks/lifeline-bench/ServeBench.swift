import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `lifeline serve` as a writer uses it: the server runs on a copy of the scenarios, the page of the
/// scenario being edited listens on `/_lifeline/events?page=…` (as its script does), and that scenario is
/// saved (a push and a pop added, then taken away, written beside it and renamed over it as editors do).
/// The figure is the time from the save to the `build` event that makes the page reload: the watcher's
/// wait, the rebuild up to that page (serve renders the pages open in a browser first) and the event.
enum ServeBench {
    /// The row's name, with the scenario folder counted as the cold-build row counts it.
    static var row: String {
        let count = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath + "/Scenarios"))?
            .filter { $0.hasSuffix(".yaml") }.count ?? 0
        return "serve: save to reload (one scenario saved, \(count) scenarios × 4 languages)"
    }

    static func measure(into table: inout Table) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline").path
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-serve").path
        try? FileManager.default.removeItem(atPath: dir)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scenarios = dir + "/Scenarios"
        let source = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/Scenarios").resolvingSymlinksInPath().path
        guard (try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)) != nil,
              (try? FileManager.default.copyItem(atPath: source, toPath: scenarios)) != nil,
              let server = Server(binary: binary, args: ["serve", "--port", "0", "--quiet", "--scenarios", scenarios, "--output", dir + "/site"]) else {
            table.add(row, "FAILED: lifeline serve did not start")
            return
        }
        defer { server.stop() }
        guard let events = server.events(page: "en/scenarios/navigation-push-pop.html") else {
            table.add(row, "FAILED: no event stream")
            return
        }
        defer { close(events) }
        let edited = scenarios + "/navigation-push-pop.yaml"
        let original = (try? String(contentsOfFile: edited, encoding: .utf8)) ?? ""
        var times: [Double] = []
        for round in 0..<7 {
            let text = round % 2 == 0 ? original + "  - push: B\n  - pop\n" : original
            let start = clock.now
            try? text.write(toFile: edited, atomically: true, encoding: .utf8)
            guard Server.waitForBuild(events, timeout: 60) else {
                table.add(row, "FAILED: no build event within 60 s")
                return
            }
            times.append(seconds(clock.now - start))
            usleep(300_000)   // the next save after the page has reloaded, as a writer would
        }
        times.removeFirst()   // the first rebuild warms what the server keeps
        times.sort()
        table.add(row, "\(fixed(times[times.count / 2] * 1000, 0)) ms (median of \(times.count); \(fixed(times[0] * 1000, 0))–\(fixed(times[times.count - 1] * 1000, 0)) ms)",
                  aim: "≤ 150 ms (#39)")
    }

    /// A `lifeline serve` process, its standard output read until it says its address.
    struct Server {
        let pid: pid_t
        let port: UInt16

        init?(binary: String, args: [String]) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return nil }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + args).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let started = posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0
            close(ends[1])
            defer { close(ends[0]) }
            guard started else { return nil }
            self.pid = pid
            // "Serving http://127.0.0.1:PORT/ — Ctrl-C stops", after the first build (at most two minutes).
            var seen = ""
            var byte: UInt8 = 0
            let deadline = clock.now + .seconds(120)
            while clock.now < deadline {
                var p = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
                guard poll(&p, 1, 1000) >= 0 else { break }
                if p.revents == 0 { continue }
                guard Glibc.read(ends[0], &byte, 1) == 1 else { break }
                seen.append(Character(UnicodeScalar(byte)))
                if let r = seen.range(of: "http://127.0.0.1:"), let end = seen[r.upperBound...].firstIndex(of: "/"),
                   let port = UInt16(seen[r.upperBound..<end]) {
                    self.port = port
                    return
                }
            }
            kill(pid, SIGKILL)
            waitpid(pid, nil, 0)
            return nil
        }

        /// A connection to the event stream of a browser showing `page`, past its first lines.
        func events(page: String) -> Int32? {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { return nil }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            let request = "GET /_lifeline/events?page=%2F\(page.replacingOccurrences(of: "/", with: "%2F")) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            guard connected == 0, send(fd, request, request.utf8.count, 0) == request.utf8.count,
                  Self.read(fd, until: "retry:", timeout: 10) else { close(fd); return nil }
            return fd
        }

        static func waitForBuild(_ fd: Int32, timeout: Int) -> Bool { read(fd, until: "event: build", timeout: timeout) }

        private static func read(_ fd: Int32, until marker: String, timeout: Int) -> Bool {
            var seen = Data()
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = clock.now + .seconds(timeout)
            while clock.now < deadline {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&p, 1, 100) >= 0 else { return false }
                if p.revents == 0 { continue }
                let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard n > 0 else { return false }
                seen.append(contentsOf: buffer[0..<n])
                if String(decoding: seen, as: UTF8.self).contains(marker) { return true }
            }
            return false
        }

        func stop() {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 { usleep(50_000) }
            if waitpid(pid, &status, WNOHANG) == 0 { kill(pid, SIGKILL); waitpid(pid, &status, 0) }
        }
    }
}
