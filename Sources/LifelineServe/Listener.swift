import Foundation
import LifelineSite
import Synchronization
import LifelineModel
#if canImport(Glibc)
import Glibc
#endif

/// The preview's HTTP/1.1 server: one listening socket on 127.0.0.1, a thread per connection, one
/// request per connection (`Connection: close`). Written here rather than taken from a package:
/// FlyingFox, used before, read heads byte by byte with no limit (a 100 KB request line cost 6.5 s
/// and froze every other client), never timed out idle clients, and ended the process when
/// descriptors ran out; Hummingbird would bring SwiftNIO and minutes of build time for three routes.
/// What it guarantees, each held by ServeTests:
/// - a head is at most 8 KB of request line and 16 KB in all, complete within 10 s, or refused;
/// - a client that stops reading is dropped after 30 s; at most `capacity` connections are served at
///   once (the rest wait in the kernel's queue), and running out of descriptors pauses accepting;
/// - the event streams notice a closed page at once and send a comment every 15 s.
final class Listener: Sendable {
    let fd: Int32
    let port: UInt16
    private let stopped = Atomic<Bool>(false)
    private let slots: DispatchSemaphore
    /// How many connections are served at once.
    let capacity: Int
    let limits: HTTPHead.Limits
    static let sendSeconds = 30

    /// Binds 127.0.0.1:`port` (0: any free port) and listens; a port in use or not allowed is the user's to change.
    init(port: UInt16, limits: HTTPHead.Limits = .init()) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Diagnostic(nil, "cannot open a socket (\(String(cString: strerror(errno))))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard Self.bindLoopback(fd, port) == 0, listen(fd, 128) == 0 else {
            let code = errno
            close(fd)
            throw Self.bindProblem(port: port, errno: code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        self.fd = fd
        self.port = UInt16(bigEndian: actual.sin_port)
        self.limits = limits
        capacity = Self.raiseDescriptorLimit()
        slots = DispatchSemaphore(value: capacity)
    }

    /// Raises this process's limit of open descriptors to what it may have (up to 8,192, as servers
    /// commonly do), and returns how many connections fit in it: an event stream holds three (its
    /// socket and a pipe), and 64 are kept for the build and the watcher.
    static func raiseDescriptorLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 256 }
        let wanted = min(limit.rlim_max, 8192)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        return max(16, min(2048, (Int(limit.rlim_cur) - 64) / 3))
    }

    static func bindProblem(port: UInt16, errno code: Int32) -> Diagnostic {
        switch code {
        case EADDRINUSE:
            let free = nextFreePort(after: port).map { "--port \($0) is free" } ?? "choose another with --port"
            return Diagnostic(nil, "port \(port) on 127.0.0.1 is already in use (another lifeline serve?)",
                              suggestion: "\(free), or --port 0 takes any free one")
        case EACCES: return Diagnostic(nil, "port \(port) needs privileges this user does not have; choose a port above 1023 with --port")
        default: return Diagnostic(nil, "cannot listen on 127.0.0.1:\(port) (\(String(cString: strerror(code))))")
        }
    }

    /// bind(2) to 127.0.0.1:`port`.
    static func bindLoopback(_ fd: Int32, _ port: UInt16) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    }

    /// The first of the next 20 ports that 127.0.0.1 can bind now (a suggestion: another program may take it first).
    static func nextFreePort(after port: UInt16) -> UInt16? {
        guard port > 0 else { return nil }
        for candidate in (Int(port) + 1)...min(Int(port) + 20, 65535) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard fd >= 0 else { return nil }
            defer { close(fd) }
            if bindLoopback(fd, UInt16(candidate)) == 0 { return UInt16(candidate) }
        }
        return nil
    }

    /// Accepts connections until `stop()`, each served on a thread of its own by `handle`.
    func run(_ handle: @escaping @Sendable (Int32) -> Void) {
        var waiting = false
        while !stopped.load(ordering: .relaxed) {
            slots.wait()
            let client = accept(fd, nil, nil)
            guard client >= 0 else {
                let code = errno
                slots.signal()
                if stopped.load(ordering: .relaxed) { return }
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    // Out of descriptors: wait for connections to end, never give up the server.
                    if !waiting { FileHandle.standardError.write(Data("lifeline serve: too many open files; waiting for connections to close\n".utf8)) }
                    waiting = true
                    usleep(100_000)
                }
                continue
            }
            waiting = false
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            var timeout = timeval(tv_sec: Self.sendSeconds, tv_usec: 0)
            setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            Thread.detachNewThread { [self] in
                handle(client)
                close(client)
                slots.signal()
            }
        }
    }

    func stop() {
        stopped.store(true, ordering: .relaxed)
        shutdown(fd, Int32(SHUT_RDWR))
    }

    deinit { close(fd) }

    /// Reads one request head from `client` within the limits.
    func readHead(_ client: Int32) throws -> HTTPHead {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(limits.seconds)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw HTTPHead.Refusal(status: 408, message: "the request did not arrive in time") }
            var p = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(left * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { throw HTTPHead.Refusal(status: 408, message: "the request did not arrive in time") }
            let n = chunk.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw HTTPHead.Refusal(status: 400, message: "the connection closed before a request") }
            let before = bytes.count
            bytes += chunk[0..<n]
            if let end = HTTPHead.end(in: bytes, from: before) {
                try HTTPHead.checkPartial(Array(bytes[0..<end]), limits: limits)
                return try HTTPHead.parse(bytes[0..<end])
            }
            try HTTPHead.checkPartial(bytes, limits: limits)
        }
    }

    /// After refusing a request the client is still sending: stops writing and reads what is in flight
    /// for a moment (at most 1 MB, 1 s), so closing does not reset the connection before the refusal is read.
    static func linger(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 65536)
        var total = 0
        let deadline = Date().addingTimeInterval(1)
        while total < 1 << 20, deadline.timeIntervalSinceNow > 0 {
            var p = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 100) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { return }
            total += n
        }
    }

    /// Sends every byte, or returns false (the client left, or stopped reading for 30 s).
    static func send(_ client: Int32, _ data: some DataProtocol) -> Bool {
        let bytes = Array(data)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Glibc.send(client, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// Writes a response's status line and headers, then its body.
    static func write(_ r: HTTPResponse, to client: Int32, head: Bool) -> Bool {
        var lines = ["HTTP/1.1 \(r.status) \(HTTPResponse.reason(r.status))"]
        for (name, value) in r.headers { lines.append("\(name): \(value)") }
        switch r.body {
        case .bytes(let d): lines.append("Content-Length: \(d.count)")
        case .events: break
        }
        lines.append("Connection: close")
        guard send(client, Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)) else { return false }
        guard !head else { return true }
        switch r.body {
        case .bytes(let d): return send(client, d)
        case .events: return true
        }
    }
}
