import LifelineModel

/// A scenario with what the simulator derives from it before any step runs.
public struct ScenarioHeader: Sendable, Equatable {
    public let scenario: Scenario
    /// Every controller name the scenario mentions.
    public let controllerNames: [String]
    /// Names the scenario can bring to life: the window's tree and what steps create.
    public let creatableNames: [String]
    /// Controllers whose root views (and declared subviews) are traced.
    public let tracedControllers: Set<String>

    public var id: String { scenario.id }
    public var profile: Profile { scenario.profile }
    public var device: Device { scenario.device }
    public var origin: Origin { scenario.origin }
    public var orientation: Orientation { scenario.orientation }
    public var window: ControllerNode { scenario.window }
    public var controllers: [String: ControllerDecl] { scenario.controllers }

    public init(_ s: Scenario) {
        scenario = s
        func collect(_ names: (Action) -> [String]) -> [String] {
            var out = s.window.allNames
            var seen = Set(out)
            for step in s.steps { for n in names(step.action) where seen.insert(n).inserted { out.append(n) } }
            return out
        }
        // What viewDidLoad makes: embedded children and search controllers with their results controllers.
        let made = (s.controllers.values.flatMap(\.embeds) + s.controllers.values.flatMap { $0.search?.controllerNames ?? [] }).sorted()
        controllerNames = collect(\.controllerNames) + made
        creatableNames = collect(\.createdNames) + made
        tracedControllers = Set(s.controllers.filter { $0.value.tracesViews }.keys)
    }
}
