/// The iOS version whose behaviour the engine reproduces (R8).
public enum Profile: String, CaseIterable, Sendable, Codable, Comparable {
    case ios5, ios12, ios13, ios17, ios18, ios26

    private var order: Int { Profile.allCases.firstIndex(of: self) ?? Profile.allCases.count }
    public static func < (a: Profile, b: Profile) -> Bool { a.order < b.order }

    /// iOS 3–5 unloaded the views of off-screen controllers on a memory warning.
    public var unloadsViewsOnMemoryWarning: Bool { self == .ios5 }
    /// `viewIsAppearing` is delivered on iOS 13 and later (public in the iOS 17 SDK, back-deployed).
    public var hasViewIsAppearing: Bool { self >= .ios13 }
    /// iOS 13 turned page and form sheets into cards that leave the presenter on screen.
    public var hasCardSheets: Bool { self >= .ios13 }
    /// Sheet detents (UISheetPresentationController) arrived in iOS 15: from profile ios17.
    public var hasDetents: Bool { self >= .ios17 }
    /// `registerForTraitChanges(_:handler:)` arrived in iOS 17.
    public var hasTraitRegistration: Bool { self >= .ios17 }
    /// Trait collections and `viewWillTransition(to:with:)` arrived in iOS 8.
    public var hasTraitCallbacks: Bool { self >= .ios12 }
    /// Unwind segues and `shouldPerformSegue` arrived in iOS 6; the edge-swipe pop in iOS 7.
    public var hasUnwindSegues: Bool { self >= .ios12 }
    public var hasInteractivePop: Bool { self >= .ios12 }
    public var hasShouldPerformSegue: Bool { self >= .ios12 }
    /// `updateProperties()` arrived in iOS 26: a controller's properties update comes just before its
    /// layout pass, once after the view loads and again whenever they are invalidated.
    public var hasUpdateProperties: Bool { self >= .ios26 }
    /// Before iOS 18, making the window visible loads and starts showing the root at once, so a push in the
    /// same launch code interrupts the root's appearance; from iOS 18 the window appears later, and the
    /// root under the pushed controller is never loaded (R9.launch-push).
    public var showsRootBeforeLaunchPush: Bool { self < .ios18 }
}

public enum Device: String, CaseIterable, Sendable, Codable { case iphone, ipad }
public enum Orientation: String, CaseIterable, Sendable, Codable { case portrait, landscape }
/// How controllers are created: from a storyboard (`init(coder:)` + `awakeFromNib`) or in code.
public enum Origin: String, CaseIterable, Sendable, Codable { case storyboard, code }
