import LifelineEngine
import LifelineModel

/// Where a device's trace and the model's disagree, over the callbacks the device log shows.
package struct Divergence: Sendable, Equatable {
    package enum Kind: String, Sendable { case missing, extra, outOfOrder = "out of order" }
    package var kind: Kind
    /// The event in the device trace (extra, out of order), by position.
    package var logIndex: Int?
    /// For a missing call: the event of the device trace where it was due (the first one after the
    /// log's match of the call the model makes before it), so a finding can name a line.
    package var dueAt: Int?
    package var actor: ActorRef
    package var callback: Callback
    /// The call just before it (in the model; in the log for an extra call), or nil at the start.
    package var previous: Call?
    /// That call as text ("First.viewWillDisappear").
    package var expectedAfter: String? { previous.map { "\($0.actor).\($0.callback.rawValue)" } }

    /// One object's callback.
    package struct Call: Sendable, Equatable {
        package var actor: ActorRef
        package var callback: Callback
        init(_ e: TraceEvent) { actor = e.actorRef; callback = e.callback }
        /// Whether `e` is this call.
        package func matches(_ e: TraceEvent) -> Bool { e.actorRef == actor && e.callback == callback }
    }
    /// The rule that predicted the model's order, and whether its evidence conflicts enough that a log in
    /// another order is only warned about (`Rule.excusesOtherOrders`).
    package var rule: RuleID?
    package var disputed: Bool
    /// The model's step of the call (0 for a call the model does not make).
    package var step: Int = 0
}

/// Compares a device trace with the model's trace of the same scenario. People log only the callbacks
/// they override, usually in one base class, so a callback the log shows for any object is expected
/// wherever the model makes it; layout callbacks may repeat any number of times and are not compared.
package enum TraceComparison {
    static let repeatable: Set<Callback> = [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .layoutSubviews]

    package static func compare(log: Trace, model: Trace) -> [Divergence] { compareWithReach(log: log, model: model).divergences }

    /// The divergences, and the last step of the model that the log reached (its last matched call):
    /// a log that stops there is an excerpt, and the later steps' calls are not missing from it.
    /// `expects`: which of the model's calls the log should show (default: every callback it shows at all).
    package static func compareWithReach(log: Trace, model: Trace, expects: ((TraceEvent) -> Bool)? = nil) -> (divergences: [Divergence], reached: Int) {
        let shown = Set(log.events.map(\.callback))
        let logs = expects ?? { shown.contains($0.callback) }
        let logged = log.events.indices.filter { !repeatable.contains(log.events[$0].callback) }
        let expected = model.events.filter { e in !repeatable.contains(e.callback) && logs(e) }
        let a = logged.map { key(log.events[$0]) }, b = expected.map(key)
        let pairs = align(a, b)
        let matchedA = Set(pairs.map(\.0)), matchedB = Set(pairs.map(\.1))
        var out: [Divergence] = []
        var missing: [Int] = []
        for j in b.indices where !matchedB.contains(j) { missing.append(j) }
        for (i, logIndex) in logged.enumerated() where !matchedA.contains(i) {
            let e = log.events[logIndex]
            if let m = missing.firstIndex(where: { b[$0] == a[i] }) {
                out.append(divergence(.outOfOrder, logIndex: logIndex, expected[missing[m]], after: missing[m], in: expected))
                missing.remove(at: m)
            } else {
                let before = i > 0 ? log.events[logged[i - 1]] : nil
                out.append(Divergence(kind: .extra, logIndex: logIndex, actor: e.actorRef, callback: e.callback,
                                      previous: before.map(Divergence.Call.init), rule: nil, disputed: false))
            }
        }
        for j in missing {
            var d = divergence(.missing, logIndex: nil, expected[j], after: j, in: expected)
            // Due right after the log's match of the model's last matched call before it.
            let next = (pairs.last { $0.1 < j }?.0).map { $0 + 1 } ?? 0
            d.dueAt = logged.isEmpty ? nil : logged[min(next, logged.count - 1)]
            out.append(d)
        }
        return (out, matchedB.map { expected[$0].step }.max() ?? 0)
    }

    package static func isRepeatable(_ c: Callback) -> Bool { repeatable.contains(c) }

    static func key(_ e: TraceEvent) -> String { "\(e.actorRef).\(e.callback.rawValue)" }

    static func divergence(_ kind: Divergence.Kind, logIndex: Int?, _ e: TraceEvent, after j: Int, in expected: [TraceEvent]) -> Divergence {
        let disputed = e.rule.map { RuleTable.rule($0).excusesOtherOrders } ?? false
        return Divergence(kind: kind, logIndex: logIndex, actor: e.actorRef, callback: e.callback,
                          previous: j > 0 ? Divergence.Call(expected[j - 1]) : nil, rule: e.rule, disputed: disputed, step: e.step)
    }

    /// A longest common subsequence of the two key lists: the pairs of indices it keeps, in order.
    static func align(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0, m > 0 else { return [] }
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = a[i] == b[j] ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var i = 0, j = 0
        var kept: [(Int, Int)] = []
        while i < n, j < m {
            if a[i] == b[j] { kept.append((i, j)); i += 1; j += 1 }
            else if table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] { i += 1 } else { j += 1 }
        }
        return kept
    }
}
