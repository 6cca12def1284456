import LifelineModel
import Yams

/// The traits a controller's code depends on.
extension ScenarioParser {
    /// `readsTraits: [userInterfaceStyle]`: the traits a controller's updateProperties() reads.
    func traitNames(_ v: Value, key: String = "readsTraits") throws(ScenarioError) -> Set<TraitName> {
        guard let seq = v.node.sequence, !seq.isEmpty else {
            throw ScenarioError("'\(key)' is a list of traits, such as [userInterfaceStyle]", at: loc(v.node))
        }
        var out: Set<TraitName> = []
        for n in seq {
            let word = try Value(node: n).string(self)
            guard let t = TraitName(rawValue: word) else {
                let all = TraitName.allCases.map(\.rawValue)
                throw ScenarioError("unknown trait '\(word)'", at: loc(n),
                                    suggestion: Suggest.didYouMean(word, among: all) ?? Choices.valid(key: "a trait", values: all, note: nil))
            }
            out.insert(t)
        }
        return out
    }

    /// `registersTraits: [userInterfaceStyle]`: the traits a controller's viewDidLoad registers a handler for with
    /// `registerForTraitChanges(_:handler:)`, an iOS 17 API.
    func registeredTraits(_ v: Value) throws(ScenarioError) -> Set<TraitName> {
        guard profile.hasTraitRegistration else {
            throw ScenarioError("registerForTraitChanges arrived in iOS 17; profile \(profile.rawValue) has none", at: loc(v.node),
                                suggestion: "use profile ios17 or later, or traitCollectionDidChange, which every profile since iOS 8 calls")
        }
        return try traitNames(v, key: "registersTraits")
    }
}
