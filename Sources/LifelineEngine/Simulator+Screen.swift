import LifelineModel

/// The window as the user would see it after a step (`Screen`), made from the simulator's own state.
extension Simulator {
    /// The window's root and what is presented over it, each level's containers with what they show.
    public var screen: Screen {
        let front = levels
        let levelsOut = front.map { r -> Screen.Level in
            let shownHere = Set(shown([r]))
            let link = objects[r].presentation
            return Screen.Level(root: node(r, shown: shownHere), style: link?.style, covers: link?.kind.coversPresenter ?? false)
        }
        return Screen(levels: levelsOut, foreground: !world.inBackground)
    }

    private func node(_ i: Int, shown: Set<Int>) -> Screen.Node {
        let o = objects[i]
        return Screen.Node(name: ActorRef(o.name, instance: o.instance).description, kind: o.kind, shown: shown.contains(i),
                           children: o.children.filter { objects[$0].alive }.map { node($0, shown: shown) })
    }

    /// Runs a whole scenario and keeps the screen after each step: the trace and one `Screen` per step.
    public static func runShowingScreens(_ scenario: Scenario) throws(SimulationError) -> (trace: Trace, screens: [Screen]) {
        var sim = Simulator(scenario: scenario)
        var screens: [Screen] = []
        screens.reserveCapacity(scenario.steps.count)
        for step in scenario.steps {
            try sim.apply(step)
            screens.append(sim.screen)
        }
        return (sim.trace, screens)
    }
}
