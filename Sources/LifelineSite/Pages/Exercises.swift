import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// Self-check questions made from a scenario's trace, never written by hand: the answer is what the
/// model did, so a question can never disagree with the chart beside it.
///
/// - **order**: a step's callbacks shuffled (a shuffle seeded by the question's id, so every build
///   shows the same one); the learner puts them back in order.
/// - **never**: a presentation or dismissal that leaves the controller underneath on screen (a sheet,
///   an alert, an over-full-screen presentation): which of these callbacks is never called? The
///   wrong answers are callbacks of the step; the right one is the one the naive picture expects —
///   `viewWillDisappear` of the presenter, or its `viewWillAppear` on the way back — checked absent
///   from the step's events.
struct Exercise: Equatable {
    enum Kind: String { case order, never }
    struct Item: Equatable, Codable {
        /// Stable within the question: `e<seq>` for a callback of the trace, `never` for the one that is not.
        var key: String
        var who: String
        var call: String
        /// The rule that orders it (the event's rule; for the never-called one, the step's presentation rule).
        var rule: String
    }

    var id: String
    var kind: Kind
    var step: Int
    /// Shown order (shuffled) and the answer: the whole order, or the one never-called item.
    var items: [Item]
    var answer: [Item]

    /// A step qualifies for an order question with 3 to 8 controller callbacks (after `dropped`), each a different (object, call) pair.
    static let orderSizes = 3...8
    /// At most this many questions of each kind per scenario.
    static let perScenario = (order: 2, never: 1)

    static func make(scenario: Scenario, trace: Trace, screens: [Screen]) -> [Exercise] {
        var byStep: [Int: [TraceEvent]] = [:]
        for e in trace.events { byStep[e.step, default: []].append(e) }
        var orders: [Exercise] = [], nevers: [Exercise] = []
        // The launch is on every page: its order is asked only where nothing else can be.
        let launch = scenario.steps.indices.filter { if case .launch = scenario.steps[$0].action { return true } else { return false } }.map { $0 + 1 }
        let steps = scenario.steps.indices.map { $0 + 1 }
        for n in steps.filter({ !launch.contains($0) }) + launch {
            let events = byStep[n] ?? []
            if orders.count < perScenario.order, !launch.contains(n) || orders.isEmpty, let q = order(scenario.id, step: n, events) { orders.append(q) }
            if nevers.count < perScenario.never, n >= 2, n - 1 < screens.count,
               let q = never(scenario.id, step: n, events, before: screens[n - 2], after: screens[n - 1]) { nevers.append(q) }
        }
        orders.sort { $0.step < $1.step }
        return orders + nevers
    }

    static func item(_ e: TraceEvent) -> Item {
        Item(key: "e\(e.seq)", who: e.actorRef.description, call: CallLabel.text(e), rule: e.rule?.rawValue ?? "")
    }

    /// Left out of order questions, in this order, while a step has more than `orderSizes` callbacks:
    /// layout passes (they repeat), then creation, then `viewIsAppearing`. What is left keeps its order.
    static let dropped: [Set<Callback>] = [
        [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateProperties, .warning],
        [.initCoder, .initNib, .awakeFromNib, .loadView],
        [.viewIsAppearing],
    ]

    static func order(_ scenario: String, step: Int, _ events: [TraceEvent]) -> Exercise? {
        var kept = events.filter { $0.state != nil && !dropped[0].contains($0.callback) }
        for drop in dropped.dropFirst() where kept.count > orderSizes.upperBound { kept.removeAll { drop.contains($0.callback) } }
        guard orderSizes.contains(kept.count) else { return nil }
        let answer = kept.map(item)
        guard Set(answer.map { $0.who + " " + $0.call }).count == answer.count else { return nil }
        let id = "\(scenario)-step\(step)-order"
        return Exercise(id: id, kind: .order, step: step, items: shuffled(answer, seed: id), answer: answer)
    }

    static func never(_ scenario: String, step: Int, _ events: [TraceEvent], before: Screen, after: Screen) -> Exercise? {
        let grew = after.levels.count > before.levels.count
        let shrank = after.levels.count < before.levels.count
        // Presented over (grew) or dismissed from over (shrank) a level that stays on screen.
        guard grew || shrank, let top = (grew ? after.levels.last : before.levels.last), !top.covers else { return nil }
        guard let under = (grew ? before.levels.last : after.levels.last)?.root.shownLeaf else { return nil }
        let missing: Callback = grew ? .viewWillDisappear : .viewWillAppear
        guard !events.contains(where: { $0.actorRef.description == under && $0.callback == missing }) else { return nil }
        // The wrong answers: the step's appearance callbacks first (the ones learners confuse), then others.
        var pool = events.filter { [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains($0.callback) }
        pool += events.filter { e in !pool.contains { $0.seq == e.seq } && e.state != nil }
        guard pool.count >= 2 else { return nil }
        let animated = pool.first?.args["animated"] ?? .bool(true)
        let ghost = TraceEvent(seq: 0, step: step, turn: 0, actor: under, callback: missing, args: ["animated": animated], state: nil, rule: nil)
        let rule = pool.first?.rule?.rawValue ?? ""
        let right = Item(key: "never", who: under, call: CallLabel.text(ghost), rule: rule)
        let id = "\(scenario)-step\(step)-never"
        return Exercise(id: id, kind: .never, step: step, items: shuffled(Array(pool.prefix(3)).map(item) + [right], seed: id), answer: [right])
    }

    /// A Fisher–Yates shuffle seeded by the question's id (its XXH64), never the answer's own order.
    static func shuffled(_ items: [Item], seed: String) -> [Item] {
        var id = seed
        var rng = SplitMix64(seed: id.withUTF8 { ContentHash.digest(UnsafeRawBufferPointer($0)) })
        var out = items
        out.shuffle(using: &rng)
        if out == items, out.count > 1 { out.append(out.removeFirst()) }
        return out
    }
}

extension Screen.Node {
    /// The controller this tree shows at its deepest: the shown child of each container, down to a leaf.
    var shownLeaf: String {
        children.first(where: \.shown)?.shownLeaf ?? name
    }
}

/// An exercise as a template shows it (`exercise.mustache`), in the page's language.
struct ExerciseView: Codable {
    var id: String
    var kind: String
    var isOrder: Bool
    var question: String
    var items: [Exercise.Item]
    var answerItems: [Exercise.Item]
    /// The answer's keys, space-separated, for the script.
    var answerKeys: String
    /// The scenario page that explains it ("" on that page itself): the script links its steps and rules there.
    var page: String
    var step: Int
    /// On a quiz page: the scenario it comes from.
    var scenario: PageLink?

    init(_ e: Exercise, heading: String, page: String, scenario: PageLink?, _ t: Words) {
        id = e.id; kind = e.kind.rawValue; isOrder = e.kind == .order
        question = t(.ui(isOrder ? "exercise.order" : "exercise.never"), heading)
        items = e.items; answerItems = e.answer
        answerKeys = e.answer.map(\.key).joined(separator: " ")
        self.page = page; step = e.step; self.scenario = scenario
    }
}
