@testable import LifelineEngine
import LifelineModel
@testable import LifelineScenarioGenerators
import LifelineTestSupport
import Testing

@Suite(.tags(.fast)) struct InvariantTests {
    @Test(arguments: canonicalIDs)
    func canonicalScenarioHoldsInvariants(_ id: String) throws {
        let trace = try Simulator.run(try loadCanonical(id))
        #expect(InvariantChecker.check(trace) == [])
    }

    /// 10,000 random sequences of legal actions from a fixed seed; all invariants must hold, and the
    /// generator must reach every action, container and outcome.
    @Test func tenThousandRandomScenarios() {
        var rng = SplitMix64(seed: 0x11FE_11AE)
        var actions: Set<String> = [], roots: Set<String> = [], outcomes: Set<String> = []
        var failures = 0
        for i in 0..<10_000 {
            let r = RandomScenarios.make(&rng, index: i)
            let violations = InvariantChecker.check(r.trace)
            if !violations.isEmpty {
                failures += 1
                if failures <= 3 { Issue.record("random-\(i): \(violations.prefix(3)) steps: \(r.scenario.steps.map(\.action.summary))") }
            }
            for s in r.scenario.steps {
                actions.insert(s.action.keyword)
                switch s.action {
                case .interactivePop(let o): outcomes.insert("pop-\(o.rawValue)")
                case .interactiveDismiss(let o, _): outcomes.insert("sheet-\(o.rawValue)")
                case .present(_, let style, _, _, _, let from, _):
                    outcomes.insert("present-\(style.rawValue)")
                    if from != nil { outcomes.insert("present-from") }
                case .dismiss(let by, _, _, _, let from): outcomes.insert(from == nil ? "dismiss-\(by.rawValue)" : "dismiss-from")
                case .setViewControllers(_, _, let nav): outcomes.insert(nav == nil ? "stack-frontmost" : "stack-in")
                case .segue(let seg): outcomes.insert("segue-\(seg.kind.rawValue)")
                case .transition(_, _, _, let f, _, let keep, _): outcomes.insert("transition-\(f.rawValue)" + (keep ? "-keep" : ""))
                case .swipePage(_, let o): outcomes.insert("swipe-\(o.rawValue)")
                case .traitChange(let style): outcomes.insert("trait-\(style.rawValue)")
                case .setPage: outcomes.insert("setPage-\(r.scenario.window.name)")
                default: break
                }
            }
            roots.insert(String(describing: r.scenario.window).prefix(while: { $0 != "(" }).description)
        }
        #expect(failures == 0)
        #expect(actions == Set(Action.keywords), "never reached: \(Set(Action.keywords).subtracting(actions).sorted())")
        #expect(roots == ["controller", "navigation", "tabs", "split", "container", "pages"])
        let expectedOutcomes: Set<String> = Set(InteractiveOutcome.allCases.map { "pop-\($0.rawValue)" })
            .union(SheetSwipeOutcome.allCases.map { "sheet-\($0.rawValue)" })
            .union(PresentationStyle.allCases.map { "present-\($0.rawValue)" })
            .union(DismissBy.allCases.map { "dismiss-\($0.rawValue)" })
            .union(["segue-push", "segue-present", "transition-automatic", "transition-manual"])
            .union(["present-from", "dismiss-from", "stack-frontmost", "stack-in"])
            .union(InteractiveOutcome.allCases.map { "swipe-\($0.rawValue)" })
            .union(InterfaceStyle.allCases.map { "trait-\($0.rawValue)" })
            .union(["setPage-Pages"])
        #expect(outcomes.isSuperset(of: expectedOutcomes), "never reached: \(expectedOutcomes.subtracting(outcomes).sorted())")
    }

    /// The checker itself must catch broken traces.
    @Test func checkerCatchesBrokenTraces() {
        func ev(_ seq: Int, _ actor: String, _ cb: Callback, _ args: [String: ArgValue] = [:]) -> TraceEvent {
            TraceEvent(seq: seq, step: 1, turn: 0, actor: actor, callback: cb, args: args, state: nil, rule: nil)
        }
        func violations(_ events: [TraceEvent]) -> [String] {
            InvariantChecker.check(Trace(scenarioID: "t", profile: .ios17, device: .iphone, events: events, actorKinds: ["A": .controller, "P": .controller])).map(\.message)
        }
        #expect(violations([ev(1, "A", .viewDidLoad), ev(2, "A", .viewDidAppear)]).first?.contains("without viewWillAppear") == true)
        #expect(violations([ev(1, "A", .viewDidLoad), ev(2, "A", .viewDidLoad)]).first?.contains("viewDidLoad again") == true)
        #expect(violations([ev(1, "A", .viewWillAppear)]).first?.contains("notLoaded") == true)
        #expect(violations([ev(1, "A", .viewDidLoad), ev(2, "A", .deinit), ev(3, "A", .viewWillAppear)]).first?.contains("after deinit") == true)
        #expect(violations([ev(1, "P", .viewDidLoad), ev(2, "A", .willMoveToParent, ["parent": .string("P")]),
                            ev(3, "A", .viewDidLoad), ev(4, "A", .viewWillAppear)]).first?.contains("parent P") == true)
        // The cancel edges are legal.
        #expect(violations([ev(1, "A", .viewDidLoad), ev(2, "A", .viewWillAppear), ev(3, "A", .viewWillDisappear), ev(4, "A", .viewDidDisappear)]) == [])
    }

    /// A refused step leaves the simulator exactly as it was (RandomScenarios relies on it), and
    /// nothing is copied to achieve it.
    @Test func aRefusedStepChangesNothing() {
        var rng = SplitMix64(seed: 7)
        var refused = 0
        for i in 0..<300 {
            let r = RandomScenarios.make(&rng, index: i, maxSteps: 6)
            var sim = Simulator(scenario: r.scenario)
            for step in r.scenario.steps { try! sim.apply(step) }
            for _ in 0..<20 {
                var fresh = 1000
                guard let action = RandomScenarios.candidate(&rng, sim: sim, fresh: &fresh) else { continue }
                let before = sim
                if (try? sim.apply(Step(action))) == nil {
                    refused += 1
                    #expect(sim == before, "random-\(i): refusing '\(action.summary)' changed the simulator")
                }
                sim = before
            }
        }
        #expect(refused > 100)
    }

    /// The covered transitions the states page shows, from the one machine.
    @Test func transitionsTakenFollowTheMachine() throws {
        let t = try Simulator.run(try loadCanonical("interactive-pop-cancelled"))
        let taken = LifecycleMachine.transitions(takenBy: t)
        // Every state a controller records is where the machine's path says it is.
        var expected: [ActorRef: [AppearanceState]] = [:]
        for e in t.events where e.callback.changesState { expected[e.actorRef, default: []].append(try #require(e.state)) }
        #expect(taken.mapValues { $0.map(\.to) } == expected)
        #expect(taken.values.joined().contains { $0.isCancelEdge })
        var covered: Set<StateTransition> = []
        for id in canonicalIDs { covered.formUnion(LifecycleMachine.transitions(coveredBy: try Simulator.run(try loadCanonical(id)))) }
        #expect(covered == Set(LifecycleMachine.transitions), "the canonical scenarios take every transition of R1")
        #expect(LifecycleMachine.next(.appeared, .viewWillDisappear) == .disappearing)
        #expect(LifecycleMachine.next(.appeared, .viewDidLoad) == nil)
        #expect(LifecycleMachine.next(.loaded, .viewIsAppearing) == nil)
    }

    @Test func actorRefHasOneDisplayForm() {
        #expect(ActorRef("A").description == "A" && ActorRef("A", instance: 2).description == "A#2")
        #expect(ActorRef(display: "A#2") == ActorRef("A", instance: 2) && ActorRef(display: "A") == ActorRef("A"))
        #expect(ActorRef(display: "A#x") == nil && ActorRef(display: "#2") == nil && ActorRef(display: "A#0") == nil)
    }
}
