import LifelineEngine
import LifelineModel

/// `lifeline diff`: one scenario under two profiles, and what changes between them.
public enum ProfileDiff {
    /// The scenario's traces under `first` and `second` (same device unless given), and their difference.
    public static func compute(_ scenario: Scenario, _ first: Profile, _ second: Profile, device: Device? = nil) throws -> TraceDiff {
        TraceDiff.compare(try run(scenario, first, device: device), try run(scenario, second, device: device), steps: scenario.steps.count)
    }

    /// The differences between each of `profiles` and the next, each profile run once; nil if one of
    /// them cannot run the scenario.
    static func chain(_ scenario: Scenario, _ profiles: [Profile]) -> [TraceDiff]? {
        var traces: [Trace] = []
        for p in profiles { guard let t = try? run(scenario, p, device: nil) else { return nil }; traces.append(t) }
        return zip(traces, traces.dropFirst()).map { TraceDiff.compare($0, $1, steps: scenario.steps.count) }
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

    public static func text(_ fileOrID: String, directory: String, first: Profile, second: Profile, device: Device?) throws -> String {
        let scenario = try Catalog.resolve(fileOrID, directory: directory)
        let diff = try compute(scenario, first, second, device: device)
        var out = "\(scenario.id): \(first.rawValue) → \(second.rawValue) (\((device ?? scenario.device).rawValue))\n"
        if diff.isEmpty { return out + "no difference: the same callbacks in the same order\n" }
        for change in diff.steps {
            let what = change.step >= 1 && change.step <= scenario.steps.count ? ": " + scenario.steps[change.step - 1].action.summary : ""
            out += "-- step \(change.step)\(what)\n"
            for line in change.lines {
                let mark: String
                switch line.side {
                case .onlyFirst: mark = "- only \(first.rawValue)"
                case .onlySecond: mark = "+ only \(second.rawValue)"
                case .moved: mark = "~ moved on \(second.rawValue)"
                }
                out += "  \(mark)  \(line.text)\n"
            }
        }
        return out
    }
}
