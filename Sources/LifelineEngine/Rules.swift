import LifelineModel

public enum Confidence: String, Sendable, Codable, CaseIterable { case high, medium, low }

/// Every rule the engine applies. Each trace event names the rule that produced it.
/// The ids refine R1–R8 of shared/spec/lifecycle-rules.md; `A1` covers the app's own code.
public enum RuleID: String, CaseIterable, Sendable, Codable {
    case initialize = "R1.init"
    case load = "R1.load"
    case cancelEdges = "R1.cancel"
    case deferred = "R2.deferred"
    case push = "R3.push"
    case pop = "R3.pop"
    case present = "R3.present"
    case dismiss = "R3.dismiss"
    case tab = "R3.tab"
    case sheet = "R3.sheet"
    case sheetSwipe = "R3.sheet-swipe"
    case split = "R3.split"
    case interactivePop = "R4.interactive-pop"
    case loadFirst = "R5.load-first"
    case viewIsAppearing = "R5.viewIsAppearing"
    case layout = "R5.layout"
    case completion = "R5.completion"
    case segue = "R5.segue"
    case shouldPerform = "R5.shouldPerform"
    case unwind = "R5.unwind"
    case addChild = "R6.addChild"
    case removeChild = "R6.removeChild"
    case navigationChild = "R6.navigation"
    case forwarding = "R6.forwarding"
    case manualForwarding = "R6.manual"
    case containerTransition = "R6.transition"
    case rotationIPhone = "R7.rotation-iphone"
    case rotationIPad = "R7.rotation-ipad"
    case rotationIOS5 = "R7.rotation-ios5"
    case memory = "R7.memory"
    case memoryIOS5 = "R7.memory-ios5"
    case views = "R7.views"
    case release = "R7.release"
    case tabLazy = "R7.tab-lazy"
    case storyboard = "R7.storyboard"
    case launch = "R7.launch"
    case profiles = "R8.profiles"
    case appCode = "A1.app-code"
}

public struct Rule: Sendable, Equatable {
    public let id: RuleID
    public let title: String
    public let statement: String
    public let confidence: Confidence
    public let sources: [String]
    /// Where the evidence disagrees, what the other side says (shown as a disputed order).
    public let disputed: String?
}

public enum RuleTable {
    public static func rule(_ id: RuleID) -> Rule { byID[id]! }
    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    static let appleVC = "Apple, UIViewController reference, \"Handling view-related notifications\" and the valid state transitions figure"
    static let lasso = "ww-tech/lasso, Example/LassoTestUtilities_Tests (real-UIKit checkpoints)"
    static let wangling = "wangling.me (2014), \"The inconsistent order of view transition events\""
    static let winobjc = "microsoft/WinObjC, tests/functionaltests/Tests/UIKitTests/UIViewControllerTests.mm"
    static let koSeed = "velog \"3.9 View Controller Life Cycle\" (Korean seed), console traces"
    static let ocSeed = "OpenClassrooms, \"Analysez le cycle de vie du contrôleur\" (French seed)"
    static let rwSeed = "Ray Wenderlich / M. Hollemans, \"Storyboards iOS 5, partie 2\" (French seed)"
    static let zhSeed = "\"NS for iOS Devs — 查看生命周期\" (Chinese seed)"
    static let cs193p = "Stanford CS193p (2017), lecture 9"
    static let containerGuide = "Apple, View Controller Programming Guide, \"Implementing a container view controller\""

    public static let all: [Rule] = [
        Rule(id: .initialize, title: "Creation",
             statement: "A controller from a storyboard is created with init(coder:) then awakeFromNib; one made in code with init(nibName:bundle:). A storyboard decodes a container before its children; code must create the children first to hand them to the container.",
             confidence: .high, sources: [appleVC, rwSeed, cs193p], disputed: nil),
        Rule(id: .load, title: "Lazy view loading",
             statement: "The view is loaded the first time it is needed: loadView, then viewDidLoad. viewDidLoad runs once per view load, which on iOS 6 and later means once per instance.",
             confidence: .high, sources: [appleVC, ocSeed, koSeed], disputed: nil),
        Rule(id: .cancelEdges, title: "Cancel edges",
             statement: "Appearing → Disappearing and Disappearing → Appearing are valid: an interactive transition that is cancelled sends the opposite will-callback, so a will is not always followed by its did.",
             confidence: .high, sources: [appleVC, koSeed], disputed: nil),
        Rule(id: .deferred, title: "Deferred transitions",
             statement: "push, pop, present and dismiss change the model at once but no appearance callback fires inside the call: the will-callbacks come on a later run-loop turn, and for animated transitions the did-callbacks come when the transition completes. Non-animated transitions finish within one turn, except iOS 13+ sheets whose viewDidAppear waits for the presentation.",
             confidence: .high, sources: [lasso], disputed: nil),
        Rule(id: .push, title: "Navigation push",
             statement: "old.viewWillDisappear, new.viewWillAppear, old.viewDidDisappear, new.viewDidAppear.",
             confidence: .high, sources: [wangling, winobjc, "several Chinese and Korean console logs"],
             disputed: "The Korean seed prints the tab-switch order for a push (new.viewWillAppear before old.viewWillDisappear); every other push log and the real-UIKit tests disagree."),
        Rule(id: .pop, title: "Navigation pop",
             statement: "The same order as a push: the leaving controller's viewWillDisappear first, its viewDidDisappear before the arriving controller's viewDidAppear. The popped controller is released when the transition completes.",
             confidence: .high, sources: [wangling, winobjc, koSeed, ocSeed], disputed: nil),
        Rule(id: .present, title: "Full-screen presentation",
             statement: "presenting.viewWillDisappear, presented.viewWillAppear, presented.viewDidAppear, presenting.viewDidDisappear: the did pair is reversed because the presenter's views are removed after the animation.",
             confidence: .high, sources: ["wlgusdn700.tistory.com/27 (Korean log)", winobjc], disputed: nil),
        Rule(id: .dismiss, title: "Full-screen dismissal",
             statement: "presented.viewWillDisappear, presenting.viewWillAppear, presenting.viewDidAppear, presented.viewDidDisappear; the dismissed controller is released afterwards.",
             confidence: .high, sources: ["wlgusdn700.tistory.com/27 (Korean log)", winobjc, rwSeed], disputed: nil),
        Rule(id: .tab, title: "Tab switch",
             statement: "new.viewWillAppear, old.viewWillDisappear, old.viewDidDisappear, new.viewDidAppear: the will pair is reversed compared with a push.",
             confidence: .high, sources: [koSeed, "pgzxc.github.io (Chinese log)"], disputed: nil),
        Rule(id: .sheet, title: "Sheets keep the presenter (iOS 13+)",
             statement: "A page or form sheet on iOS 13 and later (and .automatic, which resolves to a page sheet) leaves the presenter on screen: no disappear callbacks on present, no appear callbacks on dismiss. Before iOS 13 an iPhone shows sheets full screen; an iPad's form and page sheets already left the presenter's view in place.",
             confidence: .high, sources: [lasso, "hacknicity, \"View controller presentation changes in iOS 13\""], disputed: nil),
        Rule(id: .sheetSwipe, title: "Swiping a sheet down",
             statement: "When the user starts to swipe a sheet down, the presentation controller's delegate is asked presentationControllerShouldDismiss, then told presentationControllerWillDismiss, and the sheet's controller gets viewWillDisappear. If the user lets go, it gets viewWillAppear and viewDidAppear (cancel edge); if the swipe finishes, viewDidDisappear then presentationControllerDidDismiss. With isModalInPresentation the delegate only gets presentationControllerDidAttemptToDismiss. None of these delegate methods is called for a dismissal made in code.",
             confidence: .medium, sources: ["Apple, UIAdaptivePresentationControllerDelegate reference (presentationControllerShouldDismiss, WillDismiss, DidDismiss, DidAttemptToDismiss)", lasso], disputed: nil),
        Rule(id: .split, title: "Split view primary column",
             statement: "Showing the primary column over the secondary sends the primary's appearance callbacks only; the secondary stays on screen. (Modelled with a fixed display mode: rotation does not change the columns.)",
             confidence: .medium, sources: [cs193p, "Apple, UISplitViewController reference"], disputed: nil),
        Rule(id: .interactivePop, title: "Interactive pop",
             statement: "The edge swipe starts a pop: the top controller gets willMove(toParent: nil), then B.viewWillDisappear and A.viewWillAppear. Cancelled: A.viewWillDisappear, A.viewDidDisappear, B.viewWillAppear, B.viewDidAppear; B stays on the stack and A never reaches Appeared. Finished: an ordinary pop.",
             confidence: .medium, sources: [wangling, "StackOverflow q/18927878", "mattneub's book examples"],
             disputed: "WinObjC's state machine cannot produce the cancelled order (a known re-implementation bug). Whether willMove(toParent: nil) is balanced after a cancel is not documented."),
        Rule(id: .loadFirst, title: "Arriving view loads first",
             statement: "The arriving controller's view is loaded (loadView, viewDidLoad) before the leaving controller's viewWillDisappear.",
             confidence: .high, sources: [koSeed, appleVC], disputed: nil),
        Rule(id: .viewIsAppearing, title: "viewIsAppearing",
             statement: "Called on iOS 13 and later (public in the iOS 17 SDK) between viewWillAppear and viewDidAppear, once the view is in the hierarchy and sized, just before the first viewWillLayoutSubviews.",
             confidence: .medium, sources: ["Apple, viewIsAppearing(_:) reference", "WWDC23 \"What's new in UIKit\""],
             disputed: "Reported as not delivered to nested child controllers on iOS 15."),
        Rule(id: .layout, title: "Layout pair",
             statement: "viewWillLayoutSubviews and viewDidLayoutSubviews come after viewWillAppear, once the view is in the hierarchy, and again on every geometry change; bounds are not final in viewDidLoad.",
             confidence: .medium, sources: [zhSeed, cs193p], disputed: nil),
        Rule(id: .completion, title: "Completion blocks",
             statement: "The completion block of present or dismiss runs after the transition's last did-callback.",
             confidence: .high, sources: ["Apple, present(_:animated:completion:) and dismiss(animated:completion:) reference"], disputed: nil),
        Rule(id: .segue, title: "Storyboard segue",
             statement: "The destination is instantiated (init(coder:), awakeFromNib), then the source's prepare(for:sender:) runs while the destination's outlets are still nil, then the transition loads the destination's view. A segue always creates a new destination instance.",
             confidence: .high, sources: ["Apple, View Controller Programming Guide, \"Using segues\"", rwSeed, cs193p], disputed: nil),
        Rule(id: .shouldPerform, title: "shouldPerformSegue",
             statement: "shouldPerformSegue(withIdentifier:sender:) is asked for segues triggered by a control, never for performSegue(withIdentifier:sender:) (iOS 6 and later).",
             confidence: .high, sources: ["Apple SDK header UIViewController.h"], disputed: nil),
        Rule(id: .unwind, title: "Unwind segue",
             statement: "UIKit asks the destination canPerformUnwindSegueAction, the source's prepare(for:sender:) runs, then the destination's unwind action, and only then the dismiss or pop transition (iOS 6 and later).",
             confidence: .medium, sources: ["Apple Technical Note TN2298 \"Using Unwind Segues\""], disputed: nil),
        Rule(id: .addChild, title: "Adding a child",
             statement: "addChild(_:) calls the child's willMove(toParent:) but not didMove; the container adds the child's view, then calls didMove(toParent:) itself. The child's appearance callbacks follow on the next turn when the container is on screen.",
             confidence: .medium, sources: [zhSeed, containerGuide], disputed: "Whether the child's viewWillAppear fires inside addSubview or on the next turn is not documented."),
        Rule(id: .removeChild, title: "Removing a child",
             statement: "The container calls willMove(toParent: nil), removes the view, then removeFromParent() calls didMove(toParent: nil). The child's disappearance callbacks follow when it was on screen.",
             confidence: .medium, sources: [zhSeed, containerGuide], disputed: nil),
        Rule(id: .navigationChild, title: "Navigation children",
             statement: "A navigation controller sends a pushed controller willMove(toParent:) inside the push call and didMove(toParent:) after its viewDidAppear; a popped one gets willMove(toParent: nil) inside the pop call and didMove(toParent: nil) when the transition completes, just before it is released.",
             confidence: .medium, sources: ["Apple, willMove(toParent:) reference", containerGuide],
             disputed: "Old reports say real UIKit rarely sent didMove(toParent:) to navigation children."),
        Rule(id: .forwarding, title: "Appearance forwarding",
             statement: "Containers forward appearance callbacks to the children they show, parent first.",
             confidence: .low, sources: [containerGuide], disputed: "Parent-first is believed, not proven."),
        Rule(id: .manualForwarding, title: "Manual forwarding",
             statement: "With shouldAutomaticallyForwardAppearanceMethods = false the container calls beginAppearanceTransition(_:animated:) (will-callbacks) and endAppearanceTransition() (did-callbacks) itself.",
             confidence: .medium, sources: ["Apple, beginAppearanceTransition(_:animated:) reference", containerGuide], disputed: nil),
        Rule(id: .containerTransition, title: "Custom container swap",
             statement: "transition(from:to:duration:options:animations:completion:) sends old.viewWillDisappear and new.viewWillAppear when it starts and the did pair when the animation completes; the container then calls didMove(toParent:) for the new child and removeFromParent() for the old one.",
             confidence: .medium, sources: [containerGuide], disputed: nil),
        Rule(id: .rotationIPhone, title: "Rotation on iPhone",
             statement: "willTransition(to:with:) (new traits) before viewWillTransition(to:with:) (new size) before traitCollectionDidChange, then the layout pair, for every controller on screen.",
             confidence: .medium, sources: [zhSeed, cs193p, "Apple, UIContentContainer reference"], disputed: nil),
        Rule(id: .rotationIPad, title: "Rotation on iPad",
             statement: "An iPad keeps its size classes when it rotates: viewWillTransition(to:with:) and the layout pair, no trait callbacks.",
             confidence: .medium, sources: ["Apple, UITraitCollection size classes"], disputed: nil),
        Rule(id: .rotationIOS5, title: "Rotation on iOS 5",
             statement: "Before iOS 8: willRotate(to:duration:), willAnimateRotation(to:duration:) inside the animation, didRotate(from:) after it.",
             confidence: .medium, sources: ["Apple, UIViewController reference (deprecated rotation methods)"], disputed: nil),
        Rule(id: .memory, title: "Memory warning",
             statement: "The app delegate's applicationDidReceiveMemoryWarning, then didReceiveMemoryWarning for every live controller (they observe the notification in creation order). Nothing else on iOS 6 and later.",
             confidence: .medium, sources: [ocSeed, appleVC], disputed: nil),
        Rule(id: .memoryIOS5, title: "Memory warning on iOS 3–5",
             statement: "A controller whose view was loaded but not on screen also got viewWillUnload and viewDidUnload; its view loaded again (loadView, viewDidLoad) before its next appearance — why \"viewDidLoad once\" is an iOS 6+ fact.",
             confidence: .medium, sources: [rwSeed, "BigZaphod/Chameleon comments on iOS 5/6"], disputed: nil),
        Rule(id: .views, title: "UIView callbacks",
             statement: "A view added to a superview that is in a window gets willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview, then the superview's didAddSubview. Added while its superview is off-window (in viewDidLoad), it gets only the superview pair; the window pair comes when the controller's view enters the window, in the same turn as viewWillAppear. Removal starts with the superview's willRemoveSubview.",
             confidence: .medium, sources: [zhSeed, "public console logs of UIView subclasses"], disputed: nil),
        Rule(id: .release, title: "Release",
             statement: "A controller is deallocated when nothing keeps it: popped or dismissed controllers die after their viewDidDisappear, containers before the children they hold; a controller under another on a navigation stack stays alive with its view loaded.",
             confidence: .high, sources: [ocSeed, rwSeed], disputed: nil),
        Rule(id: .tabLazy, title: "Tabs load lazily",
             statement: "UITabBarController loads only the selected tab's view at launch; the others load on their first selection.",
             confidence: .high, sources: [koSeed], disputed: nil),
        Rule(id: .storyboard, title: "Storyboard instantiation",
             statement: "A storyboard instantiates the initial controller, its navigation root and a tab bar's children at launch; every other scene only when a segue to it fires.",
             confidence: .high, sources: [rwSeed], disputed: nil),
        Rule(id: .launch, title: "Launch",
             statement: "After launch the window shows its root controller without animation: the tree's views load parent first, then the appearance callbacks run parent first within one turn.",
             confidence: .medium, sources: [koSeed, ocSeed, "bookingcom/perfsuite-ios TTIObserverExtensionTests"], disputed: nil),
        Rule(id: .profiles, title: "Versions and devices",
             statement: "Behaviour depends on the iOS version (iOS 5 unload; iOS 8 traits; iOS 13 sheets and viewIsAppearing) and the device (iPad sheets and rotation traits).",
             confidence: .high, sources: [appleVC, lasso], disputed: nil),
        Rule(id: .appCode, title: "App code",
             statement: "Delegate methods, unwind actions and completion blocks are the app's code: they run where the app calls them, and UIKit's order around them follows the other rules.",
             confidence: .high, sources: [rwSeed], disputed: nil),
    ]
}
