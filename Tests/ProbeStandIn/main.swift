// Drives probed controllers through a push and a pop inside a probed navigation controller, in
// R3.push/R3.pop's order as UIKit would, then frees the popped one; then the same for a probed table
// screen, and loads a probed collection screen and a probed SwiftUI screen. ProbeTests imports what this
// prints (through `print`, and once more as a Logger would show it, behind a log prefix) and compares
// it with this order.
import UIKit

final class FirstViewController: LifelineViewController {}
final class SecondViewController: LifelineViewController {}
final class MainNavigation: LifelineNavigationController {}
final class ListScreen: LifelineTableViewController {}
final class GridScreen: LifelineCollectionViewController {}
final class SettingsScreen: LifelineHostingController<Text> {}

/// R3.push then R3.pop of `b` over `a`, animated.
@MainActor func pushAndPop(_ b: UIViewController, over a: UIViewController, in nav: UINavigationController) {
    b.willMove(toParent: nav)
    b.loadView(); b.viewDidLoad()
    a.viewWillDisappear(true); b.viewWillAppear(true); b.viewIsAppearing(true)
    a.viewDidDisappear(true); b.viewDidAppear(true); b.didMove(toParent: nav)
    b.willMove(toParent: nil)
    b.viewWillDisappear(true); a.viewWillAppear(true); a.viewIsAppearing(true)
    b.viewDidDisappear(true); a.viewDidAppear(true); b.didMove(toParent: nil)
}

@MainActor func drive() -> (MainNavigation, FirstViewController) {
    let a = FirstViewController(nibName: nil, bundle: nil)
    let nav = MainNavigation(rootViewController: a)
    nav.viewDidLoad()
    a.loadView(); a.viewDidLoad()
    nav.viewWillAppear(false); a.viewWillAppear(false); a.viewIsAppearing(false)
    nav.viewDidAppear(false); a.viewDidAppear(false)
    var b: SecondViewController? = SecondViewController(nibName: nil, bundle: nil)
    if let b { pushAndPop(b, over: a, in: nav) }
    b = nil
    var list: ListScreen? = ListScreen(style: .plain)
    if let list { pushAndPop(list, over: a, in: nav) }
    list = nil
    return (nav, a)
}

let prefix = CommandLine.arguments.dropFirst().first ?? ""
if !prefix.isEmpty { LifelineProbe.output = { print(prefix + $0) } }
let onScreen = MainActor.assumeIsolated { drive() }
let screens = MainActor.assumeIsolated {
    let grid = GridScreen(collectionViewLayout: UICollectionViewLayout())
    grid.loadView(); grid.viewDidLoad()
    let settings = SettingsScreen(rootView: Text("Settings"))
    settings.viewDidLoad()
    return (grid, settings)
}
