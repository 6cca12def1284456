import LifelineModel

/// What changes between two traces of one scenario (two profiles or devices), step by step: the
/// callbacks only the first has, those only the second has, and those both make in another place.
public struct TraceDiff: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public enum Side: Sendable { case onlyFirst, onlySecond, moved }
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

    /// The edit script of `x` into `y`, from the standard library's `difference(from:)` with moves
    /// inferred: a callback that only changed place is one `moved` line (at its place in `y`), never an
    /// "only first" and an "only second" of the same call. Removals come first, in `x`'s order, then
    /// insertions and moves in `y`'s.
    public static func lines(_ x: [String], _ y: [String]) -> [Line] {
        var removed: [(offset: Int, line: Line)] = [], inserted: [Line] = []
        for change in y.difference(from: x).inferringMoves() {
            switch change {
            case .remove(let offset, let text, let move) where move == nil: removed.append((offset, Line(side: .onlyFirst, text: text)))
            case .remove: break
            case .insert(_, let text, let move): inserted.append(Line(side: move == nil ? .onlySecond : .moved, text: text))
            }
        }
        // A difference lists its removals last first; the reader wants each side in the order it happened.
        return removed.sorted { $0.offset < $1.offset }.map(\.line) + inserted
    }
}
