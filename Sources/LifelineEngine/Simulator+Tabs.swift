import LifelineModel

/// UITabBarController: selecting a tab (R3.tab, R7.tab-lazy).
struct TabBarState: Sendable, Equatable {
    var selected = 0
}

extension Simulator {
    mutating func selectTab(_ index: Int) throws(SimulationError) {
        guard let tab = frontmost(.tabBar) else {
            throw notOnScreen(.tabBar, action: "selectTab", what: "a tab bar controller", otherwise: "use a window such as {tabs: [A, B]}")
        }
        let count = objects[tab].children.count
        guard index >= 0, index < count else {
            throw fail("tab \(index) does not exist; \(objects[tab].name) has \(count) tabs", suggestion: "use an index from 0 to \(count - 1)")
        }
        guard index != objects[tab].tabs.selected else {
            throw fail("tab \(index) is already selected", suggestion: "select another tab")
        }
        let old = shown([objects[tab].children[objects[tab].tabs.selected]])
        objects[tab].tabs.selected = index
        nextTurn()
        let new = loadShown([objects[tab].children[index]], rule: .tabLazy)
        transition(leaving: old, arriving: new, .tab, animated: false, rule: .tab, completesLater: false)
    }
}
