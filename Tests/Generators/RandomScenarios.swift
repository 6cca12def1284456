import LifelineEngine
import LifelineModel

/// Random scenarios made only of actions the engine accepts at that point: each candidate step is
/// tried on the simulator and kept only if it is legal (a refused step leaves the simulator unchanged).
public enum RandomScenarios {
    public struct Result: Sendable {
        public var scenario: Scenario
        public var trace: Trace
    }

    static let windows: [(ControllerNode, Device?)] = [
        (.navigation(name: "Nav", stack: [.controller("A")]), nil),
        (.navigation(name: "Nav", stack: [.controller("A"), .controller("B")]), nil),
        (.tabs(name: "Tab", tabs: [.navigation(name: "Nav", stack: [.controller("A")]), .controller("B"), .controller("C")], selected: 0), nil),
        (.tabs(name: "Tab", tabs: [.controller("A"), .navigation(name: "Nav", stack: [.controller("B")])], selected: 1), nil),
        (.split(name: "Split", primary: .navigation(name: "Nav", stack: [.controller("M")]), secondary: .navigation(name: "Nav2", stack: [.controller("D")])), .ipad),
        (.container(name: "P", children: [.controller("X"), .controller("Y")], showing: ["X"]), nil),
        (.controller("A"), nil),
        (pages(.scroll), nil),
        (pages(.pageCurl), nil),
    ]

    static func pages(_ t: PageTransition) -> ControllerNode {
        .pages(name: "Pages", pages: [.controller("P1"), .controller("P2"), .controller("P3")], showing: "P1", transition: t)
    }

    public static func make(_ rng: inout some RandomNumberGenerator, index: Int, maxSteps: Int = 12) -> Result {
        var (window, forcedDevice) = windows.randomElement(using: &rng)!
        let profile = Profile.allCases.randomElement(using: &rng)!
        // iOS 5's page view controller only curls.
        if case .pages = window, !profile.hasPageScroll { window = pages(.pageCurl) }
        let device = forcedDevice ?? Device.allCases.randomElement(using: &rng)!
        var traced: [String: ControllerDecl] = [:]
        if Bool.random(using: &rng) { traced["A"] = ControllerDecl(subviews: ["Label"]) }
        // A search controller made in A's viewDidLoad (iOS 8 and later), with or without a results controller.
        if profile.hasTraitCallbacks && Bool.random(using: &rng) {
            let results = Bool.random(using: &rng) ? "AResults" : nil
            traced["A", default: ControllerDecl()].search = SearchDecl(name: "ASearch", results: results, delegate: "A", updater: results ?? "A")
        }
        var scenario = Scenario(id: "random-\(index)", profile: profile, device: device,
                                origin: Origin.allCases.randomElement(using: &rng)!,
                                orientation: Orientation.allCases.randomElement(using: &rng)!,
                                window: window, controllers: traced, steps: [Step(.launch)])
        var sim = Simulator(scenario: scenario)
        try! sim.apply(Step(.launch))
        var fresh = 0
        var attempts = 0
        while scenario.steps.count < maxSteps && attempts < maxSteps * 6 {
            attempts += 1
            guard let action = candidate(&rng, sim: sim, fresh: &fresh) else { continue }
            let step = Step(action)
            if (try? sim.apply(step)) != nil { scenario.steps.append(step) }
        }
        return Result(scenario: scenario, trace: sim.trace)
    }

    /// Every action but launch, which starts each scenario.
    static let drawable = ActionTable.all.filter { $0.keyword != Action.launch.keyword }

    /// A random action of the table, its values drawn by their types; nil when the draw makes no action.
    static func candidate<G: RandomNumberGenerator>(_ rng: inout G, sim: Simulator, fresh: inout Int) -> Action? {
        let spec = drawable.randomElement(using: &rng)!
        var reader: any ActionReader = RandomReader(rng: rng, spec: spec, names: sim.liveControllerNames, fresh: fresh)
        let action = try? spec.make(&reader)
        let done = reader as! RandomReader<G>
        rng = done.rng
        fresh = done.fresh
        return action
    }
}

/// Draws an action's values for the action table: new names for controllers the step creates, live
/// names for the ones it refers to, a coin toss for optional controllers and choices.
struct RandomReader<G: RandomNumberGenerator>: ActionReader {
    var rng: G
    let spec: ActionSpec
    let names: [String]
    var fresh: Int

    mutating func draw(_ type: ActionValueType) -> String {
        switch type {
        case .newController, .text, .tree, .flag, .number, .controllers, .choices:
            fresh += 1
            return type == .text ? "s\(fresh)" : "V\(fresh)"
        case .controller, .controllerOrView: return names.randomElement(using: &rng) ?? "A"
        case .view: return "Badge\(Int.random(in: 0..<2, using: &rng))"
        case .choice(let words): return words.randomElement(using: &rng)!
        }
    }

    func pick<E: ActionChoice>(_ type: E.Type, _ rng: inout G) -> E { E.allCases.randomElement(using: &rng)! }

    mutating func value() throws(LocatedError) -> String? { draw(spec.value?.type ?? .text) }
    mutating func valueNumber() throws(LocatedError) -> Int? { Int.random(in: 0..<3, using: &rng) }
    /// One to three controllers, live ones (kept, moved or reordered) and new ones, without repeats.
    mutating func valueList() throws(LocatedError) -> [String]? {
        var out: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let name = Bool.random(using: &rng) ? draw(.controller) : draw(.newController)
            if !out.contains(name) { out.append(name) }
        }
        return out
    }
    mutating func valueChoice<E: ActionChoice>(_ type: E.Type) throws(LocatedError) -> E? { pick(E.self, &rng) }
    /// Half the time none; otherwise the whole list in a random order.
    mutating func choiceList<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> [E]? {
        Bool.random(using: &rng) ? nil : Array(E.allCases).shuffled(using: &rng)
    }
    func needs(_ what: String) -> LocatedError { LocatedError("'\(spec.keyword)' needs \(what)", at: .unknown) }

    mutating func option(_ key: String) throws(LocatedError) -> String? {
        guard let option = spec.option(key) else { return nil }
        if option.isOptional, Bool.random(using: &rng) { return nil }
        return draw(option.type)
    }

    mutating func required(_ key: String) throws(LocatedError) -> String { draw(spec.type(of: key) ?? .text) }
    mutating func flag(_ key: String, default value: Bool) throws(LocatedError) -> Bool { Bool.random(using: &rng) }
    mutating func choice<E: ActionChoice>(_ key: String, default value: E?) throws(LocatedError) -> E { pick(E.self, &rng) }

    mutating func optionalChoice<E: ActionChoice>(_ key: String, as type: E.Type) throws(LocatedError) -> E? {
        Bool.random(using: &rng) ? pick(E.self, &rng) : nil
    }

    mutating func tree(_ key: String) throws(LocatedError) -> ControllerNode { .controller(draw(.newController)) }
    /// A container name of its own: traces name parents by name only, so two live containers of one
    /// name would leave the invariant checker guessing which one adopted a child.
    mutating func navigation(around name: String) -> ControllerNode { .navigation(name: "Nav\(name)", stack: [.controller(name)]) }
}
