import Dispatch
import Synchronization

/// Work a build spreads over the cores (Dispatch's `concurrentPerform`; the engine itself runs one
/// scenario on one thread): each worker takes the next item not yet taken, so a long item does not hold
/// up the others; results come back in the items' order, so what is made never depends on who made it.
package enum Cores {
    /// The machines lifeline is measured on lend it two cores; charts add worker processes of their own.
    package static let workers = 2

    /// `body` of every item, on every core. The error of the first item (in the items' order) that
    /// failed is thrown, after all have run; work that cannot fail (`E` is `Never`) needs no `try`.
    package static func map<T: Sendable, R: Sendable, E: Error>(_ items: [T], _ body: @Sendable (T) throws(E) -> R) throws(E) -> [R] {
        let done = Mutex<[Result<R, E>?]>(Array(repeating: nil, count: items.count))
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let result = Result { () throws(E) -> R in try body(items[i]) }
            done.withLock { $0[i] = result }
        }
        return try done.withLock { $0 }.map { (r) throws(E) -> R in try r.guaranteed("every item ran").get() }
    }
}
