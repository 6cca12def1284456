#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One message between the build and a chart worker: a header line `<tag> <fields…> <length>` and then
/// `length` bytes. Requests are `D <engine>` with the DOT; answers `S` with the SVG, or `E <stage>` with
/// Graphviz's message. Lengths make any byte safe in the body (DOT and SVG hold newlines and any script).
struct Frame: Equatable, Sendable {
    var tag: Character
    var fields: [String]
    var body: [UInt8]

    var encoded: [UInt8] {
        Array(([String(tag)] + fields + [String(body.count)]).joined(separator: " ").utf8) + [0x0A] + body
    }

    /// A header's words are ASCII letters and digits (the longest is an engine's name): anything else is refused.
    static let longestHeader = 64
}

/// Reads frames from a pipe with a buffer, waiting at most until a deadline for each.
struct FrameReader: Sendable {
    enum Outcome: Equatable, Sendable {
        case frame(Frame)
        /// The other side closed the pipe between two frames.
        case end
        case timedOut
        /// A frame cut short, a header that does not read, or a failed read.
        case broken(String)
    }

    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) { self.fd = fd }

    mutating func next(deadline: ContinuousClock.Instant?) -> Outcome {
        var headerEnd: Int?
        while headerEnd == nil {
            if let nl = buffer[start...].firstIndex(of: 0x0A) { headerEnd = nl; break }
            if buffer.count - start > Frame.longestHeader { return .broken("a header longer than \(Frame.longestHeader) bytes") }
            switch fill(deadline: deadline) {
            case .read: continue
            case .end: return buffer.count == start ? .end : .broken("the pipe closed inside a header")
            case .timedOut: return .timedOut
            case .failed(let why): return .broken(why)
            }
        }
        guard let nl = headerEnd else { return .broken("no header") }
        let words = String(decoding: buffer[start..<nl], as: UTF8.self).split(separator: " ").map(String.init)
        guard let tag = words.first?.first, words.first?.count == 1, let last = words.last, words.count >= 2,
              let length = Int(last), length >= 0 else {
            return .broken("a header that does not read: \(String(decoding: buffer[start..<nl], as: UTF8.self))")
        }
        // Filling moves what is left to the buffer's start: the body is found from `start` each time.
        let header = nl + 1 - start
        while buffer.count - start - header < length {
            switch fill(deadline: deadline) {
            case .read: continue
            case .end: return .broken("the pipe closed inside a frame of \(length) bytes")
            case .timedOut: return .timedOut
            case .failed(let why): return .broken(why)
            }
        }
        let bodyStart = start + header
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        if start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
        return .frame(Frame(tag: tag, fields: Array(words.dropFirst().dropLast()), body: body))
    }

    private enum Fill { case read, end, timedOut, failed(String) }

    /// Waits for the pipe to be readable (until the deadline) and appends what one read returns.
    private mutating func fill(deadline: ContinuousClock.Instant?) -> Fill {
        if start > 0 { buffer.removeFirst(start); start = 0 }
        if let deadline {
            let left = ContinuousClock.now.duration(to: deadline)
            let ms = max(0, Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            var ready: Int32
            repeat { ready = poll(&p, 1, ms) } while ready < 0 && errno == EINTR
            if ready == 0 { return .timedOut }
            if ready < 0 { return .failed("poll: \(String(cString: strerror(errno)))") }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var n: Int
        repeat { n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) } } while n < 0 && errno == EINTR
        if n < 0 { return .failed("read: \(String(cString: strerror(errno)))") }
        if n == 0 { return .end }
        buffer.append(contentsOf: chunk[0..<n])
        return .read
    }
}

/// Writes all of `bytes` to `fd`; false if the other side is gone (SIGPIPE is ignored by lifeline) or the write failed.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        offset += n
    }
    return true
}
