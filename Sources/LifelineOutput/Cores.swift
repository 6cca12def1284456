import Dispatch
import Synchronization

/// Work a build spreads over the cores (Dispatch's `concurrentPerform`): items taken in turns by each
/// worker, results given back in the items' order, so what is made never depends on who made it.
package enum Cores {
    /// The machines lifeline is measured on lend it two cores; charts add worker processes of their own.
    package static let workers = 2

    /// `body` of every item, on every worker. The error of the first item (in the items' order) that
    /// failed is thrown, after all have run; work that cannot fail (`E` is `Never`) needs no `try`.
    package static func map<T: Sendable, R: Sendable, E: Error>(_ items: [T], _ body: @Sendable (T) throws(E) -> R) throws(E) -> [R] {
        let done = Mutex<[(Int, Result<R, E>)]>([])
        DispatchQueue.concurrentPerform(iterations: min(workers, max(items.count, 1))) { w in
            var mine: [(Int, Result<R, E>)] = []
            for i in stride(from: w, to: items.count, by: workers) { mine.append((i, Result { () throws(E) -> R in try body(items[i]) })) }
            done.withLock { $0 += mine }
        }
        return try done.withLock { $0 }.sorted { $0.0 < $1.0 }.map { (r) throws(E) -> R in try r.1.get() }
    }
}
