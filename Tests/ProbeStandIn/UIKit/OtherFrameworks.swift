// The stand-in (see ViewControllers.swift) for the few declarations of SwiftUI, AVKit, MapKit,
// QuartzCore and UserNotifications that the examples use. In an app each is its own module.

// QuartzCore
@MainActor open class CADisplayLink: NSObject {
    public init(target: Any, selector sel: Selector) {}
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
    open var timestamp: TimeInterval { 0 }
}

// MapKit
@MainActor open class MKMapView: UIView {}

// AVFoundation and AVKit
@MainActor open class AVPlayer: NSObject { open func play() {}; open func pause() {} }

// UserNotifications
public protocol UNUserNotificationCenterDelegate: AnyObject {}
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    public static func current() -> UNUserNotificationCenter { standIn() }
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

// SwiftUI
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
@resultBuilder public enum ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { stored = value }
    private let stored: Value
    public var wrappedValue: Value { get { stored } nonmutating set {} }
}
public protocol DynamicProperty {}
public struct Text: View {
    public init(_ content: String) {}
    public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
public struct List<Content: View>: View {
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    public var body: Never { fatalError() }
}
public struct VideoPlayer: View {
    public init(player: AVPlayer?) {}
    public var body: Never { fatalError() }
}
public struct ModifiedContent<Content: View>: View {
    public var body: Never { fatalError() }
}
@MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public init?(coder: NSCoder, rootView: Content) { super.init(coder: coder) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var rootView: Content { get { standIn() } set {} }
}
extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { ModifiedContent<Self>() }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View { ModifiedContent<Self>() }
}

// Observation, which SwiftUI re-exports (and UIKit's updateProperties() tracks since iOS 26).
@_exported import Observation

/// Foundation's key-value observation token, which swift-corelibs-foundation does not have.
open class NSKeyValueObservation: NSObject, @unchecked Sendable { open func invalidate() {} }
