import LifelineModel

/// What changes between two traces of one scenario (two profiles or devices), step by step: the
/// callbacks only the first has and those only the second has, found by a longest common subsequence,
/// so a callback that moved shows as removed in one place and added in another.
public struct TraceDiff: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public enum Side: Sendable { case onlyFirst, onlySecond }
        public var side: Side
        /// `Actor callback`, as the text trace writes it (`A viewWillAppear(_:)`).
        public var text: String
        public init(side: Side, text: String) { self.side = side; self.text = text }
    }
    public struct StepChange: Sendable, Equatable {
        public var step: Int
        public var lines: [Line]
    }
    public var steps: [StepChange]
    public var isEmpty: Bool { steps.isEmpty }

    public static func compare(_ a: Trace, _ b: Trace, steps count: Int) -> TraceDiff {
        var out: [StepChange] = []
        for step in 0...count {
            let x = a.events.filter { $0.step == step }.map(describe), y = b.events.filter { $0.step == step }.map(describe)
            guard x != y else { continue }
            out.append(StepChange(step: step, lines: lines(x, y)))
        }
        return TraceDiff(steps: out)
    }

    static func describe(_ e: TraceEvent) -> String { "\(e.actorRef) \(e.callback.rawValue)" }

    /// The edit script of `x` into `y` (O(n·m), per step: steps are short).
    public static func lines(_ x: [String], _ y: [String]) -> [Line] {
        var lcs = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count, j < y.count, x[i] == y[j] { i += 1; j += 1 }
            else if j < y.count, i == x.count || lcs[i][j + 1] >= lcs[i + 1][j] { out.append(Line(side: .onlySecond, text: y[j])); j += 1 }
            else { out.append(Line(side: .onlyFirst, text: x[i])); i += 1 }
        }
        return out
    }
}
