import FlyingFox
import FlyingSocks
import Foundation

/// What `serve` tells open pages: after every build, a `build` event (server-sent events) with the
/// build's number and whether it failed. Each page's script reloads on it, showing the new site or the
/// error page. Subscribers are the open `/_lifeline/events` connections.
actor LiveReload {
    private(set) var generation = 0
    /// The last build's error messages (file:line), or nil when it succeeded.
    private(set) var failure: String?
    private var subscribers: [Int: AsyncStream<Data>.Continuation] = [:]
    private var nextID = 0

    /// Records a finished build and tells every open page.
    func finished(failure: String?) {
        generation += 1
        self.failure = failure
        let event = Data("event: build\ndata: {\"build\":\(generation),\"ok\":\(failure == nil)}\n\n".utf8)
        for c in subscribers.values { c.yield(event) }
    }

    /// A new connection's stream: a retry hint first, then one chunk per event, until `close()`.
    func subscribe() -> AsyncStream<Data> {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = nextID
        nextID += 1
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.drop(id) } }
        continuation.yield(Data("retry: 1000\n: lifeline serve, build \(generation)\n\n".utf8))
        return stream
    }

    private func drop(_ id: Int) { subscribers[id] = nil }

    /// Ends every open stream (the server is stopping).
    func close() {
        for c in subscribers.values { c.finish() }
        subscribers = [:]
    }
}

/// An event stream as the bytes of an HTTP body FlyingFox sends chunk by chunk (chunked transfer
/// encoding: its length is unknown), so an `EventSource` receives each event as it is sent.
struct EventBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let events: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(events: events.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var events: AsyncStream<Data>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            guard let chunk = try await nextBuffer(suggested: 1) else { return nil }
            return chunk.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            while pending.isEmpty {
                guard let data = await events.next() else { return nil }
                pending = Array(data)
            }
            let n = Swift.min(Swift.max(count, 1), pending.count)
            defer { pending.removeFirst(n) }
            return Array(pending[..<n])
        }
    }
}
