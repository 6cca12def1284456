import LifelineModel

/// A small, fast, seedable generator (SplitMix64), so random runs are reproducible everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random scenarios made only of actions the engine accepts at that point: each candidate step is
/// tried on a copy of the simulator and kept only if it is legal.
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
    ]

    public static func make(_ rng: inout some RandomNumberGenerator, index: Int, maxSteps: Int = 12) -> Result {
        let (window, forcedDevice) = windows.randomElement(using: &rng)!
        let profile = Profile.allCases.randomElement(using: &rng)!
        let device = forcedDevice ?? Device.allCases.randomElement(using: &rng)!
        var traced: [String: ControllerDecl] = [:]
        if Bool.random(using: &rng) { traced["A"] = ControllerDecl(subviews: ["Label"]) }
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
            let action = candidate(&rng, sim: sim, fresh: &fresh)
            let step = Step(action)
            if (try? sim.apply(step)) != nil { scenario.steps.append(step) }
        }
        return Result(scenario: scenario, trace: sim.trace)
    }

    static func candidate(_ rng: inout some RandomNumberGenerator, sim: Simulator, fresh: inout Int) -> Action {
        func newName() -> String { fresh += 1; return "V\(fresh)" }
        let names = sim.liveControllerNames
        let any = names.randomElement(using: &rng) ?? "A"
        let animated = Bool.random(using: &rng)
        switch Int.random(in: 0..<21, using: &rng) {
        case 0: return .push(newName(), animated: animated)
        case 1: return .pop(animated: animated)
        case 2: return .popToRoot(animated: animated)
        case 3:
            let leaf = ControllerNode.controller(newName())
            let node = Bool.random(using: &rng) ? .navigation(name: "Nav9", stack: [leaf]) : leaf
            return .present(node, style: PresentationStyle.allCases.randomElement(using: &rng)!, animated: animated,
                            completion: Bool.random(using: &rng), delegate: Bool.random(using: &rng) ? sim.frontLeafName : nil)
        case 4: return .dismiss(by: DismissBy.allCases.randomElement(using: &rng)!, method: nil, animated: animated, completion: Bool.random(using: &rng))
        case 5: return .selectTab(Int.random(in: 0..<3, using: &rng))
        case 6: return .interactivePop(InteractiveOutcome.allCases.randomElement(using: &rng)!)
        case 7: return .interactiveDismiss(SheetSwipeOutcome.allCases.randomElement(using: &rng)!)
        case 8:
            let kind = SegueKind.allCases.randomElement(using: &rng)!
            let leaf = ControllerNode.controller(newName())
            let to = kind == .present && Bool.random(using: &rng) ? .navigation(name: "Nav8", stack: [leaf]) : leaf
            return .segue(Segue(id: "s\(fresh)", from: sim.frontLeafName ?? "A", kind: kind, to: to,
                                trigger: SegueTrigger.allCases.randomElement(using: &rng)!,
                                style: PresentationStyle.allCases.randomElement(using: &rng)!, animated: animated))
        case 9: return .unwind(to: any, action: "unwindHere")
        case 10: return .addChild(child: newName(), parent: any)
        case 11: return .removeChild(any)
        case 12: return .rotate(Orientation.allCases.randomElement(using: &rng)!)
        case 13: return .memoryWarning
        case 14: return .addSubview(view: "Badge\(Int.random(in: 0..<2, using: &rng))", to: any)
        case 15: return .removeSubview("Badge\(Int.random(in: 0..<2, using: &rng))")
        case 16: return .showPrimary(animated: animated)
        case 17: return .hidePrimary(animated: animated)
        case 18:
            let to = Bool.random(using: &rng) ? "Y" : newName()
            return .transition(parent: "P", from: Bool.random(using: &rng) ? "X" : "Y", to: to,
                               forwarding: Forwarding.allCases.randomElement(using: &rng)!, animated: animated)
        case 19: return .wait
        default: return .selectTab(0)
        }
    }
}

extension Simulator {
    /// Names of the controllers alive now, sorted.
    public var liveControllerNames: [String] { live.keys.sorted() }
    /// The controller the user is looking at.
    public var frontLeafName: String? { frontLeaf.map { objects[$0].name } }
}
