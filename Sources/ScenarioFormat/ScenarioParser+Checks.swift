import LifelineModel
import Yams

/// Checks that need the whole scenario: the window, the controllers' declarations and every step.
extension ScenarioParser {
    /// The keys that name controllers: `definesContext: true`, then `search:`.
    func checkKeys(_ contextKeys: [String: Node], _ searchKeys: [String: Node], _ controllers: [String: ControllerDecl],
                   _ window: ControllerNode, _ steps: [Step]) throws(ScenarioError) {
        try checkContexts(contextKeys, window: window, steps: steps)
        try checkSearches(controllers, keys: searchKeys, window: window, steps: steps)
    }

    /// `definesContext: true` must name a controller the scenario has: in the window's tree or brought by a step.
    func checkContexts(_ keys: [String: Node], window: ControllerNode, steps: [Step]) throws(ScenarioError) {
        let known = window.allNames + steps.flatMap(\.action.createdNames)
        for (name, node) in keys.sorted(by: { $0.key < $1.key }) where !known.contains(name) {
            throw ScenarioError("definesContext on unknown controller '\(name)'", at: loc(node),
                                suggestion: Suggest.didYouMean(name, among: known) ?? "declare a controller of the window's tree or one a step creates")
        }
    }

    /// A search controller and its results controller are made by their owner's viewDidLoad: no step makes them too,
    /// and two owners do not share them.
    func checkSearches(_ controllers: [String: ControllerDecl], keys: [String: Node], window: ControllerNode, steps: [Step]) throws(ScenarioError) {
        let made = Set(steps.flatMap(\.action.createdNames))
        var owners: [String: String] = [:]
        for (owner, node) in keys.sorted(by: { $0.key < $1.key }) {
            for name in controllers[owner]?.search?.controllerNames ?? [] {
                if made.contains(name) {
                    throw ScenarioError("'\(name)' is made by \(owner)'s search controller; a step cannot make it too", at: loc(node),
                                        suggestion: "give the step's controller another name")
                }
                if let other = owners.updateValue(owner, forKey: name) {
                    throw ScenarioError("'\(name)' belongs to the search controllers of both \(other) and \(owner)", at: loc(node),
                                        suggestion: "give each search controller its own name and results controller")
                }
            }
        }
    }
}
