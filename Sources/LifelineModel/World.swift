/// The world around the controllers: the app's state, Dark Mode and page view controllers (fidelity part 2).

/// How a UIPageViewController turns its pages (`transition:` of a `{pages: …}` window).
public enum PageTransition: String, CaseIterable, Sendable, Codable { case scroll, pageCurl }

/// The user interface style the user picks in Settings or Control Center (`traitChange:`).
public enum InterfaceStyle: String, CaseIterable, Sendable, Codable {
    case dark, light
    public var opposite: InterfaceStyle { self == .dark ? .light : .dark }
}

/// A trait a controller's `updateProperties()` reads (`readsTraits:`): iOS 26's automatic trait tracking
/// runs `updateProperties()` again, before the next layout, when one of them changes.
public enum TraitName: String, CaseIterable, Sendable, Codable { case userInterfaceStyle, horizontalSizeClass, verticalSizeClass }

/// The horizontal size class an iPad app's window ends with after the user resizes it (`resize:`):
/// Split View at a third (or half, on smaller iPads) and Slide Over are compact; full screen is regular.
public enum SizeClass: String, CaseIterable, Sendable, Codable { case compact, regular }

extension SizeClass: ActionChoice {
    public static func unknown(_ word: String, key: String) -> String { "unknown size class '\(word)'" }
    public static var choiceNote: String? { "the width class the window ends with: compact (Split View, Slide Over) or regular (full screen)" }
}

extension Profile {
    /// iPadOS multitasking (Split View, Slide Over) arrived in iOS 9.
    public var hasMultitasking: Bool { self >= .ios12 }
    /// iOS 13 moved the app's life cycle to scenes: `UISceneDelegate` gets the foreground and
    /// background callbacks, the app delegate's four state methods are no longer called.
    public var usesScenes: Bool { self >= .ios13 }
    /// `application(_:willFinishLaunchingWithOptions:)` arrived in iOS 6.
    public var hasWillFinishLaunching: Bool { self >= .ios12 }
    /// Dark Mode (and the app switcher's light and dark snapshots) arrived in iOS 13.
    public var hasDarkMode: Bool { self >= .ios13 }
    /// The scroll transition of UIPageViewController and `pageViewController(_:willTransitionTo:)` arrived in iOS 6.
    public var hasPageScroll: Bool { self >= .ios12 }
    /// iOS 17 updates a view's traits only while it is in the hierarchy, just before layout.
    public var updatesTraitsInHierarchyOnly: Bool { self >= .ios17 }
}

extension PageTransition: ActionChoice {
    public static func unknown(_ word: String, key: String) -> String { "unknown page transition '\(word)'" }
}

extension InterfaceStyle: ActionChoice {
    public static func unknown(_ word: String, key: String) -> String { "unknown appearance '\(word)'" }
}
