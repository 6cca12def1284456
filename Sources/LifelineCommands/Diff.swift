import LifelineEngine
import LifelineModel
import ScenarioFormat

/// `lifeline diff`: the difference as text, step by step.
extension ProfileDiff {
    package static func text(_ fileOrID: String, directory: String, first: Profile, second: Profile, device: Device?) throws -> String {
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
