import LifelineModel
import Yams

extension ScenarioParser {
    /// `search: {results: R, delegate: D, updater: U, name: S}` on a controller: the search controller its
    /// viewDidLoad makes. Every key may be left out; `{}` is a search controller that shows its results in
    /// the owner's own view, with no delegate and no updater.
    func searchDecl(_ v: Value, owner: String, window: [String: SourceLocation]) throws(ScenarioError) -> SearchDecl {
        guard profile.hasTraitCallbacks else {
            throw ScenarioError("UISearchController arrived in iOS 8; profile \(profile.rawValue) has none", at: loc(v.node),
                                suggestion: "use profile ios12 or later")
        }
        guard v.node.mapping != nil else {
            throw ScenarioError("'search' is a map, such as {results: Results, delegate: \(owner), updater: Results}", at: loc(v.node))
        }
        var f = try Fields(v.node, parser: self, what: "search of '\(owner)'")
        let name = try f.optional("name")?.name(.controller, self) ?? owner + "Search"
        let results = try f.optional("results")?.name(.controller, self)
        let delegate = try f.optional("delegate")?.name(.delegate, self)
        let updater = try f.optional("updater")?.name(.delegate, self)
        try f.finish(allowed: ["name", "results", "delegate", "updater"])
        for n in [name] + (results.map { [$0] } ?? []) {
            if n == owner {
                throw ScenarioError("'\(owner)' cannot be its own search controller or results controller", at: loc(v.node),
                                    suggestion: "name another controller")
            }
            if let first = window[n] {
                throw ScenarioError("'\(n)' is in the window's tree (line \(first.line)); \(owner)'s viewDidLoad makes its search controllers",
                                    at: loc(v.node), suggestion: "give the search controller and its results controller names of their own")
            }
        }
        return SearchDecl(name: name, results: results, delegate: delegate, updater: updater)
    }
}
