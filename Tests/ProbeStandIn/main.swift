// Drives two probed controllers through a push and a pop in R3.push/R3.pop's order, as UIKit would,
// then frees the popped one. ProbeTests imports what this prints and compares it with this order.
import UIKit

final class FirstViewController: LifelineViewController {}
final class SecondViewController: LifelineViewController {}

@MainActor func drive() -> FirstViewController {
    let a = FirstViewController(nibName: nil, bundle: nil)
    a.loadView(); a.viewDidLoad()
    a.viewWillAppear(false); a.viewIsAppearing(false); a.viewDidAppear(false)
    var b: SecondViewController? = SecondViewController(nibName: nil, bundle: nil)
    b?.loadView(); b?.viewDidLoad()
    a.viewWillDisappear(true); b?.viewWillAppear(true); b?.viewIsAppearing(true)
    a.viewDidDisappear(true); b?.viewDidAppear(true)
    b?.viewWillDisappear(true); a.viewWillAppear(true); a.viewIsAppearing(true)
    b?.viewDidDisappear(true); a.viewDidAppear(true)
    b = nil
    return a
}

let onScreen = MainActor.assumeIsolated { drive() }
