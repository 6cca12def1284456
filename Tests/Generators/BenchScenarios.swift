import LifelineModel

/// Generated scenarios for measuring the engine (never timed in unit tests).
public enum BenchScenarios {
    /// `steps` steps in all: launch, then push B and pop in turn on a navigation controller holding A.
    /// Every push makes a new instance of B and every pop releases it, so the trace grows by the same
    /// amount each step: a linear engine takes ten times as long for ten times the steps.
    public static func pushPop(steps: Int, animated: Bool = true) -> Scenario {
        var list = [Step(.launch)]
        list.reserveCapacity(max(steps, 1))
        for i in 1..<max(steps, 1) {
            list.append(Step(i % 2 == 1 ? .push("B", animated: animated) : .pop(animated: animated)))
        }
        return Scenario(id: "push-pop-\(steps)", window: .navigation(name: "Nav", stack: [.controller("A")]), steps: list)
    }
}
