import LifelineEngine
import LifelineModel

/// One scenario under two profiles, and what changes between them (`lifeline diff`, the pages' version sections).
public enum ProfileDiff {
    /// The scenario's traces under `first` and `second` (same device unless given), and their difference.
    public static func compute(_ scenario: Scenario, _ first: Profile, _ second: Profile, device: Device? = nil) throws -> TraceDiff {
        TraceDiff.compare(try run(scenario, first, device: device), try run(scenario, second, device: device), steps: scenario.steps.count)
    }

    /// The differences between each of `profiles` and the next, each profile run once; nil if one of
    /// them cannot run the scenario.
    public static func chain(_ scenario: Scenario, _ profiles: [Profile]) -> [TraceDiff]? {
        traces(scenario, profiles).map { chain($0, steps: scenario.steps.count) }
    }

    /// The differences between each trace and the next.
    public static func chain(_ traces: [Trace], steps: Int) -> [TraceDiff] {
        zip(traces, traces.dropFirst()).map { TraceDiff.compare($0, $1, steps: steps) }
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
