import LifelineEngine
import LifelineModel

/// One scenario under two profiles, and what changes between them (`lifeline diff`, the pages' version sections).
public enum ProfileDiff {
    /// The scenario's traces under `first` and `second` (same device unless given), and their difference.
    public static func compute(_ scenario: Scenario, _ first: Profile, _ second: Profile, device: Device? = nil) throws -> TraceDiff {
        TraceDiff.compare(try run(scenario, first, device: device), try run(scenario, second, device: device), steps: scenario.steps.count)
    }

    /// The differences between each trace and the next.
    public static func chain(_ traces: [Trace], steps: Int) -> [TraceDiff] {
        zip(traces, traces.dropFirst()).map { TraceDiff.compare($0, $1, steps: steps) }
    }

    /// The versions a scenario's "across iOS versions" section compares, each with the next, with its trace under
    /// each (its own device): iOS 12, 17 and 26, and the scenario's own profile (an iOS 5 or iOS 13 scenario is
    /// about that version). A version that cannot run it is left out; when iOS 12 cannot, iOS 13 stands in (Dark
    /// Mode, card sheets). Empty when fewer than two can. `own`: the scenario's trace under its own profile, when
    /// the caller has run it already (the site has), so it is not run twice.
    public static func compared(_ scenario: Scenario, own: Trace? = nil) -> [(profile: Profile, trace: Trace)] {
        var out: [(profile: Profile, trace: Trace)] = []
        var twelveMissing = false
        for p in Profile.allCases {
            guard p == scenario.profile || [.ios12, .ios17, .ios26].contains(p) || (p == .ios13 && twelveMissing) else { continue }
            let ran = p == scenario.profile ? own : nil
            guard let trace = ran ?? (try? run(scenario, p, device: nil)) else {
                if p == .ios12 { twelveMissing = true }
                continue
            }
            out.append((p, trace))
        }
        return out.count >= 2 ? out : []
    }

    /// The scenario run on each profile (its own device); nil if one of them cannot run it.
    public static func traces(_ scenario: Scenario, _ profiles: [Profile]) -> [Trace]? {
        var traces: [Trace] = []
        for p in profiles { guard let t = try? run(scenario, p, device: nil) else { return nil }; traces.append(t) }
        return traces
    }

    static func run(_ scenario: Scenario, _ profile: Profile, device: Device?) throws -> Trace {
        var s = scenario
        s.profile = profile
        if let device { s.device = device }
        do { return try Simulator.run(s) } catch {
            var e = error
            e.message += " (with profile \(profile.rawValue))"
            throw e
        }
    }
}
