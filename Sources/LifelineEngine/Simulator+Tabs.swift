import LifelineModel

/// UITabBarController: selecting a tab (R3.tab, R7.tab-lazy), by code or by the user's tap (R3.tab-delegate).
struct TabBarState: Sendable, Equatable {
    var selected = 0
}

extension Simulator {
    /// The selectTab action. Code (`selectedIndex`) switches without asking anyone; a user's tap asks
    /// the delegate first and tells it after the switch, even when the tab was already selected — then
    /// a navigation controller in that tab pops to its root, and nothing else changes.
    mutating func selectTab(_ index: Int, by: TabSelection) throws(SimulationError) {
        guard let tab = frontmost(.tabBar) else {
            throw notOnScreen(.tabBar, action: "selectTab", what: "a tab bar controller", otherwise: "use a window such as {tabs: [A, B]}")
        }
        let count = objects[tab].children.count
        guard index >= 0, index < count else {
            throw fail("tab \(index) does not exist; \(objects[tab].name) has \(count) tabs", suggestion: "use an index from 0 to \(count - 1)")
        }
        let target = objects[tab].children[index]
        guard index != objects[tab].tabs.selected || by == .tap else {
            throw fail("tab \(index) is already selected", suggestion: "select another tab, or write '{index: \(index), by: tap}' for a user's tap on it")
        }
        if by == .tap { callDelegate(of: tab, .tabShouldSelect, showing: target, animated: nil, .tabDelegate) }
        if index == objects[tab].tabs.selected {
            if objects[target].kind == .navigation && objects[target].children.count > 1 {
                pop(target, to: 0, animated: true, rule: .pop)
            }
        } else {
            switchTab(tab, to: index)
        }
        if by == .tap { callDelegate(of: tab, .tabDidSelect, showing: target, animated: nil, .tabDelegate) }
    }

    mutating func switchTab(_ tab: Int, to index: Int) {
        let old = shown([objects[tab].children[objects[tab].tabs.selected]])
        objects[tab].tabs.selected = index
        nextTurn()
        let new = loadShown([objects[tab].children[index]], rule: .tabLazy)
        transition(leaving: old, arriving: new, .tab, animated: false, rule: .tab, completesLater: false)
    }
}
