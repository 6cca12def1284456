import LifelineModel

/// The delegates of navigation and tab bar controllers (`delegate: D` on a node of the window): UIKit
/// tells them what the container shows (R3.nav-delegate) and asks them about a user's tab tap
/// (R3.tab-delegate). Evidence: docs/evidence/fidelity-3.md.
extension Simulator {
    /// What a navigation transition tells the navigation controller's delegate: which controller it shows.
    struct ShowNotice: Equatable {
        var navigation: Int
        var shown: Int
    }

    /// A delegate call of container `c`: on the controller of that name when it is alive (a released
    /// controller is a nil weak reference: nothing is called), else on the app object of that name.
    mutating func callDelegate(of c: Int, _ cb: Callback, showing vc: Int, animated: Bool?, _ rule: RuleID) {
        guard let d = scenario.scenario.delegates[objects[c].name] else { return }
        let role = objects[c].kind == .tabBar ? "tabBarController" : "navigationController"
        var args: [String: ArgValue] = [role: .string(objects[c].name), "viewController": .string(objects[vc].name)]
        if let animated { args["animated"] = .bool(animated) }
        if let i = live[d] {
            emit(i, cb, args, rule)
        } else if !scenario.controllerNames.contains(d) {
            emitOther(d, .object, cb, args, rule)
        }
    }

    mutating func willShow(_ notice: ShowNotice?, animated: Bool) {
        guard let n = notice else { return }
        callDelegate(of: n.navigation, .navigationWillShow, showing: n.shown, animated: animated, .navigationDelegate)
    }

    mutating func didShow(_ notice: ShowNotice?, animated: Bool) {
        guard let n = notice else { return }
        callDelegate(of: n.navigation, .navigationDidShow, showing: n.shown, animated: animated, .navigationDelegate)
    }

    /// The navigation controllers of a tree the window shows at launch, with the controller each shows.
    func launchNotices(_ tree: [Int]) -> [ShowNotice] {
        tree.filter { objects[$0].kind == .navigation }.compactMap { nav in objects[nav].children.last.map { ShowNotice(navigation: nav, shown: $0) } }
    }
}
