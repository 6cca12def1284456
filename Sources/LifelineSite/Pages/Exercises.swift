import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// Self-check questions made from a scenario's trace, never written by hand: the key is what the model
/// did, so a question cannot disagree with the chart beside it. Each scenario asks first about the step it
/// teaches (`keyStep`), then in other kinds; a question another scenario already asked is not asked again.
/// The kinds (`Kind.allCases`, in the order a scenario tries them on its key step):
///
/// - **next**: the calls of a step up to a marked point; which call comes next? The wrong answers are
///   the model's neighbouring moves: the same callback on another object of the step, the same object's
///   counterpart, the call after next (`ExerciseKinds.swift`).
/// - **receivers**: which of the step's objects receive a callback (several, one, or none).
/// - **order**: a step's calls shuffled (seeded by the question's id); put them back in order.
/// - **state**: after a step, which state is an object in?
/// - **mistake**: a short piece of code doing work in the wrong callback, drawn from the site's
///   principles, where the scenario's trace shows it going wrong (`ExerciseMistakes.swift`).
/// - **versions**: which call does one iOS version make in a step that another does not?
struct Exercise: Equatable {
    enum Kind: String, CaseIterable { case next, receivers, order, state, mistake, versions }
    /// How a learner answers: putting calls in order, choosing one, or choosing every right one.
    enum Mode: String { case order, one, many }
    enum Word: Equatable {
        case state(AppearanceState), none
        var text: String { if case .state(let s) = self { s.rawValue } else { "none" } }
    }
    /// An option, a placed call, or a call shown before the marked point. `key` is stable within the question.
    struct Item: Equatable {
        var key: String
        var who = ""
        var call = ""
        var word: Word?
        var label: String { [who, call].filter { !$0.isEmpty }.joined(separator: " ") + (word.map { " " + $0.text } ?? "") }
    }
    /// What the question asks, in words the view puts in the reader's language.
    enum Stem: Equatable {
        case next(shown: [Item]), receivers(callback: Callback), order, state(who: String, kept: Bool), mistake(Mistake)
        case versions(first: Profile, second: Profile, added: Bool)
    }

    var id: String
    var kind: Kind
    var step: Int
    var stem: Stem
    /// The options in the order shown (an order question's calls shuffled).
    var items: [Item]
    /// The keys of the answer: the whole order, the one right option, or every right one (`none` for none).
    var answer: [String]
    /// The rule that explains the answer (its text is the explanation); "" for a mistake, or a state the step leaves as it was.
    var rule: String
    /// What makes two questions the same for a learner, whichever scenario and objects they come with
    /// (`ExerciseContext.signature`): a push asked about in two scenarios is one question.
    var signature = ""

    /// The question as a learner reads it, names included: two equal wordings are the very same question.
    var wording: String {
        let stemText = switch stem {
        case .next(let shown): "next " + shown.map(\.label).joined(separator: ", ")
        case .receivers(let c): "receivers " + c.rawValue
        case .order: "order"
        case .state(let who, _): "state " + who
        case .mistake(let m): "mistake \(m.template.rawValue) \(m.who) \(m.count)"
        case .versions(let a, let b, let added): "versions \(a.rawValue) \(b.rawValue) \(added)"
        }
        return stemText + " | " + items.map(\.label).sorted().joined(separator: ", ") + " | " + answerItems.map(\.label).joined(separator: ", ")
    }

    var mode: Mode { kind == .order ? .order : kind == .receivers ? .many : .one }
    var answerItems: [Item] { answer.compactMap { key in items.first { $0.key == key } } }

    /// At most this many questions per scenario.
    static let perScenario = 4

    /// The step a scenario teaches: the file's `key:`, else the first step after the launch that has a
    /// note (the steps the authors explain), else the first step after the launch, else the launch.
    static func keyStep(_ s: Scenario, hasNote: (Int) -> Bool) -> Int {
        if let k = s.keyStep { return k }
        let steps = s.steps.indices.map { $0 + 1 }
        let later = steps.filter { n in if case .launch = s.steps[n - 1].action { return false } else { return true } }
        return later.first(where: hasNote) ?? later.first ?? 1
    }

    /// The questions of every scenario, in the site's order: first each scenario's question about its
    /// key step (the first kind that makes one not asked before), so no other scenario's question takes
    /// it; then a mistake, a version difference, and other steps, up to `perScenario`. No question is
    /// asked twice on the site (`ExerciseContext.signature`).
    static func make(_ contexts: [ExerciseContext]) -> [[Exercise]] {
        var asked: Set<String> = []
        var out: [[Exercise]] = contexts.map { _ in [] }
        /// Takes the first candidate not asked before (the candidates are made only while the scenario has room).
        func take(_ i: Int, _ candidates: @autoclosure () -> [ExerciseCandidate]) -> Bool {
            guard out[i].count < perScenario else { return false }
            for c in candidates() where !out[i].contains(where: { $0.id == c.exercise.id }) {
                // Neither the same question under other names, nor the very same question.
                guard !asked.contains(c.exercise.signature), !asked.contains(c.wording) else { continue }
                asked.formUnion([c.exercise.signature, c.wording])
                out[i].append(c.exercise)
                return true
            }
            return false
        }
        // The candidates every scenario is asked for below (its key step's first kind, mistake and version
        // difference), made on both cores first; the choice, which depends on what was asked before, stays in order.
        _ = Cores.map(contexts) { c in for kind in [Kind.allCases[0], .mistake, .versions] { _ = c.candidates(kind, step: c.key) } }
        for (i, c) in contexts.enumerated() {
            for kind in Kind.allCases where take(i, c.candidates(kind, step: c.key).filter { $0.exercise.step == c.key }) { break }
        }
        for (i, c) in contexts.enumerated() {
            _ = take(i, c.candidates(.mistake, step: c.key))
            for step in [c.key] + c.otherSteps where take(i, c.candidates(.versions, step: step)) { break }
            for step in c.otherSteps + [c.key] where out[i].count < perScenario {
                let unused = Kind.allCases.filter { k in !out[i].contains { $0.kind == k } }
                for kind in unused + Kind.allCases.filter({ !unused.contains($0) }) where take(i, c.candidates(kind, step: step)) { break }
            }
        }
        return out
    }

    /// A Fisher–Yates shuffle seeded by the question's id (its XXH64), never the answer's own order.
    static func shuffled(_ items: [Item], seed: String) -> [Item] {
        var rng = SplitMix64(seed: ContentHash.digest(seed))
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
