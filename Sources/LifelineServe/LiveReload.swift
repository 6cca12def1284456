import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What `serve` tells open pages: after every build, a `build` event (server-sent events) with the
/// build's number and whether it failed. Each page's script reloads on it, showing the new site or the
/// error page. A page a build renders first (the subscriber names its page: `shownPages`) gets its event
/// as soon as it is made (`preview`), and none at the build's end unless that build failed or changed a
/// file pages load beside themselves (a stylesheet, a script). Subscribers are the open
/// `/_lifeline/events` connections, each woken through a pipe of its own, so its thread waits on the
/// page's socket and the pipe at once: a closed page is noticed at once and its descriptors freed, not
/// at the next build.
final class LiveReload: Sendable {
    private struct State {
        var generation = 0
        var failure: String?
        var closed = false
        var subscribers: [Int: Subscriber] = [:]
        var nextID = 0
    }
    private struct Subscriber {
        var wake: Int32
        var pending: [Data] = []
        /// The site's page the browser shows, if it said (`SiteServer.shownPage`).
        var page: String?
        /// Told to reload by `preview` during the build now running.
        var previewed = false
    }
    private let state = Mutex(State())

    /// The pages open in a browser, for the next build to render first.
    var shownPages: Set<String> { state.withLock { Set($0.subscribers.values.compactMap(\.page)) } }

    var generation: Int { state.withLock { $0.generation } }
    /// The last build's error messages (file:line), or nil when it succeeded.
    var failure: String? { state.withLock { $0.failure } }

    /// Records a finished build and tells every open page — but a page already told by `preview`, unless
    /// the build failed or `loadedFilesChanged` (what that page loads beside itself is new too).
    func finished(failure: String?, loadedFilesChanged: Bool = true) {
        state.withLock { s in
            s.generation += 1
            s.failure = failure
            let event = Self.event(build: s.generation, ok: failure == nil)
            for id in s.subscribers.keys {
                guard var sub = s.subscribers[id] else { continue }
                defer { s.subscribers[id] = sub }
                let told = sub.previewed && failure == nil && !loadedFilesChanged
                sub.previewed = false
                if told { continue }
                sub.pending.append(event)
                Self.poke(sub.wake)
            }
        }
    }

    /// The build running has made `pages` (served already, `ServedSite.preview`): the pages showing them reload now.
    func preview(_ pages: Set<String>) {
        state.withLock { s in
            let event = Self.event(build: s.generation + 1, ok: true)
            for id in s.subscribers.keys {
                guard var sub = s.subscribers[id], let page = sub.page, pages.contains(page), !sub.previewed else { continue }
                sub.previewed = true
                sub.pending.append(event)
                Self.poke(sub.wake)
                s.subscribers[id] = sub
            }
        }
    }

    /// The `build` event a page's script reloads on.
    private static func event(build: Int, ok: Bool) -> Data { Data("event: build\ndata: {\"build\":\(build),\"ok\":\(ok)}\n\n".utf8) }

    /// Ends every open stream (the server is stopping).
    func close() {
        state.withLock { s in
            s.closed = true
            for sub in s.subscribers.values { Self.poke(sub.wake) }
        }
    }

    private static func poke(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)   // non-blocking: a full pipe already wakes its reader
    }

    /// Serves one event stream on `client` until the page goes, a write fails, or the server stops:
    /// a retry hint first, an event after each build, a comment line every `heartbeat` seconds.
    func stream(to client: Int32, page: String? = nil, heartbeat: Int32 = 15_000) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC); _ = fcntl(end, F_SETFL, O_NONBLOCK) }
        let (wait, wake) = (pipeEnds[0], pipeEnds[1])
        let (id, generation) = state.withLock { s -> (Int, Int) in
            let id = s.nextID
            s.nextID += 1
            s.subscribers[id] = Subscriber(wake: wake, page: page)
            return (id, s.generation)
        }
        defer {
            state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
            Glibc.close(wait)
            Glibc.close(wake)
        }
        guard Listener.send(client, Data("retry: 1000\n: lifeline serve, build \(generation)\n\n".utf8)) else { return }
        var scratch = [UInt8](repeating: 0, count: 256)
        while true {
            var fds = [pollfd(fd: client, events: Int16(POLLIN), revents: 0), pollfd(fd: wait, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, heartbeat)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if ready == 0 {
                guard Listener.send(client, Data(": still here\n\n".utf8)) else { return }
                continue
            }
            if fds[0].revents != 0 {
                // A page sends nothing on this connection: readable means it closed (or misbehaves).
                let n = scratch.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if n <= 0 { return }
            }
            if fds[1].revents != 0 {
                while scratch.withUnsafeMutableBytes({ read(wait, $0.baseAddress, $0.count) }) > 0 {}
                let (events, closed) = state.withLock { s -> ([Data], Bool) in
                    let events = s.subscribers[id]?.pending ?? []
                    s.subscribers[id]?.pending = []
                    return (events, s.closed)
                }
                for e in events { guard Listener.send(client, e) else { return } }
                if closed { return }
            }
        }
    }
}
