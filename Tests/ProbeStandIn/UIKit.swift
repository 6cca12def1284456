// A stand-in for the few UIKit types Sources/LifelineProbe uses, so the probe compiles and runs on
// Linux in the tests (ProbeTests). Not UIKit: the methods do nothing but exist with UIKit's signatures.
@_exported import Foundation

public struct CGSize: Sendable { public var width: Double, height: Double; public init(width: Double, height: Double) { self.width = width; self.height = height } }
public protocol UIViewControllerTransitionCoordinator {}

@MainActor open class UIStoryboardSegue {
    public let identifier: String?
    public init(identifier: String?) { self.identifier = identifier }
}

@MainActor open class UIViewController {
    public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open func awakeFromNib() {}
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func didReceiveMemoryWarning() {}
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor open class UITabBarController: UIViewController {}
@MainActor open class UISplitViewController: UIViewController {}

@MainActor open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Sendable { case horizontal, vertical }
    public struct OptionsKey: Hashable, Sendable { public let rawValue: String }
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
