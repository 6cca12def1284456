import LifelineModel

/// Where each callback occurs: per scenario (in the site's order), how many times and at which steps.
/// Made once per build in one pass over every trace, for the callback pages, the callbacks index and
/// the callback pages' inputs keys, instead of each of them filtering every trace again.
struct CallbackUses: Sendable {
    struct Use: Sendable, Equatable { var scenario: Scenario; var count: Int; var steps: [Int] }
    private var uses: [Callback: [Use]] = [:]

    init(scenarios: [Scenario], traces: [String: Trace]) {
        for s in scenarios {
            var found: [Callback: (count: Int, steps: Set<Int>)] = [:]
            for e in traces[s.id]?.events ?? [] {
                found[e.callback, default: (0, [])].count += 1
                found[e.callback]?.steps.insert(e.step)
            }
            for (c, f) in found { uses[c, default: []].append(Use(scenario: s, count: f.count, steps: f.steps.sorted())) }
        }
    }

    /// The scenarios that show `c`, in the site's order.
    subscript(_ c: Callback) -> [Use] { uses[c] ?? [] }
}
