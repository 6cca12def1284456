// The UIKit stand-in (see ViewControllers.swift): the application, its delegate, scenes and windows.

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
}

public struct UIBackgroundTaskIdentifier: Hashable, Sendable {
    public let rawValue: Int
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

@MainActor open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, Sendable { public let rawValue: String }
    public static var shared: UIApplication { standIn() }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
}

@MainActor public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
}
extension UIApplicationDelegate {
    public var window: UIWindow? { get { nil } set {} }
}

@MainActor open class UIWindow: UIView {
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}

public struct UISceneSessionRole: Hashable, Sendable {
    public let rawValue: String
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
}
@MainActor open class UISceneSession: NSObject { open var role: UISceneSessionRole { standIn() } }
@MainActor open class UISceneConfiguration: NSObject {
    public init(name: String?, sessionRole: UISceneSessionRole) {}
}
@MainActor open class UIOpenURLContext: NSObject { open var url: URL { standIn() } }
@MainActor open class UIScene: UIResponder {
    @MainActor open class ConnectionOptions: NSObject {
        open var userActivities: Set<NSUserActivity> { [] }
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
    open var userActivity: NSUserActivity?
    open var session: UISceneSession { standIn() }
}
@MainActor open class UIWindowScene: UIScene {}

@MainActor public protocol UISceneDelegate: AnyObject {}
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

/// Foundation's NSUserActivity, which swift-corelibs-foundation does not have.
open class NSUserActivity: NSObject {
    public init(activityType: String) { self.activityType = activityType }
    public let activityType: String
}

/// Objective-C's selectors. Linux has no Objective-C runtime, so ExampleTests writes an example's
/// `#selector(method)` as `objcSelector(method)`: the method still has to exist and be named right.
public struct Selector: Hashable, Sendable { public let name: String }
public func objcSelector<Method>(_ method: Method) -> Selector { Selector(name: "\(Method.self)") }
