import LifelineModel

/// UISplitViewController: showing and hiding the primary column (R3.split).
struct SplitState: Sendable, Equatable {
    /// On iPad in landscape the primary column starts shown; the device and orientation decide at creation.
    var primaryVisible = true
}

extension Simulator {
    mutating func setPrimary(visible: Bool, animated: Bool) throws(SimulationError) {
        let what = visible ? "showPrimary" : "hidePrimary"
        guard let split = frontmost(.split) else { throw fail("\(what) needs a split view controller on screen") }
        guard scenario.device == .ipad else {
            throw fail("\(what): on iPhone the split view is collapsed to one column", suggestion: "use device: ipad")
        }
        guard objects[split].split.primaryVisible != visible else {
            throw fail("the primary column is already \(visible ? "shown" : "hidden")")
        }
        let primary = objects[split].children[0]
        let before = shown([primary])
        objects[split].split.primaryVisible = visible
        nextTurn()
        let arriving = visible ? loadShown([primary], rule: .loadFirst) : []
        transition(leaving: visible ? [] : before, arriving: arriving, .navigation, animated: animated, rule: .split, completesLater: animated)
    }
}
