/// Where something was written in a scenario file (1-based line and column).
public struct SourceLocation: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) { self.file = file; self.line = line; self.column = column }
    public static let unknown = SourceLocation(file: "<memory>", line: 0, column: 0)
    public var description: String { "\(file):\(line):\(column)" }
}

/// A tree of controllers: the window's root at launch, or what a segue or presentation brings.
public indirect enum ControllerNode: Sendable, Equatable {
    case controller(String)
    case navigation(name: String, stack: [ControllerNode])
    case tabs(name: String, tabs: [ControllerNode], selected: Int)
    case split(name: String, primary: ControllerNode, secondary: ControllerNode)
    /// A custom container that adds its children in viewDidLoad and shows only `showing`.
    case container(name: String, children: [ControllerNode], showing: [String])
    /// A UIPageViewController: its data source holds `pages`; its viewDidLoad shows `showing`.
    case pages(name: String, pages: [ControllerNode], showing: String, transition: PageTransition)

    public var name: String {
        switch self {
        case .controller(let n): return n
        case .navigation(let n, _), .tabs(let n, _, _), .split(let n, _, _), .container(let n, _, _), .pages(let n, _, _, _): return n
        }
    }

    public var children: [ControllerNode] {
        switch self {
        case .controller: return []
        case .navigation(_, let s): return s
        case .tabs(_, let t, _): return t
        case .split(_, let p, let s): return [p, s]
        case .container(_, let c, _): return c
        case .pages(_, let p, _, _): return p
        }
    }

    /// Every controller name in the tree, parents first.
    public var allNames: [String] { [name] + children.flatMap(\.allNames) }
}

public enum PresentationStyle: String, CaseIterable, Sendable, Codable {
    case fullScreen, pageSheet, formSheet, automatic, overFullScreen, overCurrentContext, currentContext, popover
    /// A UIAlertController (`preferredStyle: .alert` / `.actionSheet`): a custom presentation over the presenter.
    case alert, actionSheet

    public var isAlert: Bool { self == .alert || self == .actionSheet }
}
/// `action`: the user taps a button of an alert or action sheet, and UIKit dismisses it.
public enum DismissBy: String, CaseIterable, Sendable, Codable { case presenting, presented, delegate, action }
public enum InteractiveOutcome: String, CaseIterable, Sendable, Codable { case cancel, finish }
public enum SheetSwipeOutcome: String, CaseIterable, Sendable, Codable { case cancel, finish, refuse }
public enum SegueKind: String, CaseIterable, Sendable, Codable { case push, present }
public enum SegueTrigger: String, CaseIterable, Sendable, Codable { case control, code }
public enum Forwarding: String, CaseIterable, Sendable, Codable { case automatic, manual }
/// How a tab is selected: by the app's code (`selectedIndex`, no delegate calls) or by the user's tap.
public enum TabSelection: String, CaseIterable, Sendable, Codable { case code, tap }

public struct Segue: Sendable, Equatable {
    public var id: String
    public var from: String
    public var kind: SegueKind
    public var to: ControllerNode
    public var trigger: SegueTrigger
    public var style: PresentationStyle
    public var animated: Bool
    /// The presentation controller's delegate, set in `prepare(for:sender:)` (present segues).
    public var delegate: String?
    /// What the source's `shouldPerformSegue(withIdentifier:sender:)` returns (a control's segue only).
    public var shouldPerform = true
    public init(id: String, from: String, kind: SegueKind, to: ControllerNode, trigger: SegueTrigger = .control,
                style: PresentationStyle = .fullScreen, animated: Bool = true, delegate: String? = nil) {
        self.id = id; self.from = from; self.kind = kind; self.to = to; self.trigger = trigger
        self.style = style; self.animated = animated; self.delegate = delegate
    }
}

public struct Step: Sendable, Equatable {
    public var action: Action
    public var location: SourceLocation
    /// `during: launch`: the app does it inside the launch, in `scene(_:willConnectTo:options:)` (or
    /// `application(_:didFinishLaunchingWithOptions:)` before scenes), after making the window visible.
    public var duringLaunch = false
    public init(_ action: Action, at location: SourceLocation = .unknown, duringLaunch: Bool = false) {
        self.action = action; self.location = location; self.duringLaunch = duringLaunch
    }
}

/// Per-controller declarations: the subviews its viewDidLoad adds, and whether it defines the
/// presentation context (`definesPresentationContext`). Declaring a controller here also turns on
/// UIView callbacks for its root view (`<Name>View`).
public struct ControllerDecl: Sendable, Equatable {
    public var subviews: [String]
    public var definesContext: Bool
    /// The app's class for this controller (`class: FirstViewController`): a device log that names the
    /// class is read as this controller by `lifeline trace check --against`.
    public var className: String?
    /// The callbacks the app logs for this controller (`logs: [viewWillAppear, viewDidAppear]`): what
    /// `trace check` expects of it. Nil: the scenario's `logs`, or every callback the log shows.
    public var logs: Set<Callback>?
    /// The controllers its storyboard scene embeds in container views (`embeds: [Header]`): embed
    /// segues, performed while its view loads (R5.embed).
    public var embeds: [String]
    /// The traits its `updateProperties()` reads (`readsTraits: [userInterfaceStyle]`): on iOS 26 a change of one of
    /// them runs `updateProperties()` again before the next layout (automatic trait tracking).
    public var readsTraits: Set<TraitName> = []
    /// Embedded controllers whose segue the parent's `shouldPerformSegue(withIdentifier:sender:)` refuses
    /// (`embeds: [{vc: Stats, shouldPerform: false}]`): the container view stays empty.
    public var refusedEmbeds: Set<String> = []
    /// A UIHostingController showing this SwiftUI view (`hosting: Card`): the view hears onAppear/onDisappear.
    public var hosting: String?
    /// The traits its viewDidLoad registers a handler for (`registersTraits: [userInterfaceStyle]`, iOS 17's
    /// `registerForTraitChanges(_:handler:)`): the handler runs when one of them changes.
    public var registersTraits: Set<TraitName> = []
    /// The search controller its viewDidLoad makes (`search: {results: R, delegate: D, updater: U}`).
    public var search: SearchDecl?
    public init(subviews: [String] = [], definesContext: Bool = false, className: String? = nil, logs: Set<Callback>? = nil,
                embeds: [String] = [], hosting: String? = nil) {
        self.subviews = subviews; self.definesContext = definesContext; self.className = className; self.logs = logs
        self.embeds = embeds; self.hosting = hosting
    }

    /// A declaration that only names embedded controllers or a hosted view does not turn on the root view's callbacks.
    public var tracesViews: Bool {
        !subviews.isEmpty || definesContext || className != nil || logs != nil
            || (embeds.isEmpty && hosting == nil && readsTraits.isEmpty && search == nil && registersTraits.isEmpty)
    }
}

/// A search controller a controller makes in its viewDidLoad and keeps (`navigationItem.searchController`):
/// `UISearchController(searchResultsController: R())`, its `delegate` and its `searchResultsUpdater`.
public struct SearchDecl: Sendable, Equatable {
    /// The search controller's name in traces (`name:`; the owner's name and `Search` when not written).
    public var name: String
    /// The results controller (nil: the results show in the owner's own view).
    public var results: String?
    /// The UISearchControllerDelegate and the UISearchResultsUpdating object: a controller's name or an app object's.
    public var delegate: String?
    public var updater: String?
    public init(name: String, results: String? = nil, delegate: String? = nil, updater: String? = nil) {
        self.name = name; self.results = results; self.delegate = delegate; self.updater = updater
    }
    /// The controllers it brings: the search controller and its results controller.
    public var controllerNames: [String] { [name] + (results.map { [$0] } ?? []) }
}

public struct Scenario: Sendable, Equatable {
    public var id: String
    public var title: String?
    /// Where the study site groups it (basics, navigation, tabs, presentation, containment, system).
    public var theme: String?
    /// The callbacks the app's log prints for every controller (`logs:` at the top), for `trace check`.
    public var logs: Set<Callback>?
    /// The step the scenario teaches (`key:`, 1-based), asked about first by its exercises; nil: derived (`Exercise.keyStep`).
    public var keyStep: Int?
    /// Title, summary and step notes written in the file itself (`title` above is its English title).
    public var texts = ScenarioTexts()
    public var profile: Profile
    public var device: Device
    public var origin: Origin
    public var orientation: Orientation
    public var window: ControllerNode
    public var controllers: [String: ControllerDecl]
    /// The delegate of a navigation or tab bar controller of the window (`delegate: D` on its node):
    /// container name → delegate name. A controller's name makes that controller the delegate.
    public var delegates: [String: String] = [:]
    public var steps: [Step]
    /// Where the scenario came from (a file path, or "<memory>").
    public var source: String

    public init(id: String, title: String? = nil, profile: Profile = .ios17, device: Device = .iphone,
                origin: Origin = .storyboard, orientation: Orientation = .portrait, window: ControllerNode,
                controllers: [String: ControllerDecl] = [:], steps: [Step], source: String = "<memory>") {
        self.id = id; self.title = title; self.theme = nil; self.profile = profile; self.device = device; self.origin = origin
        self.orientation = orientation; self.window = window; self.controllers = controllers
        self.steps = steps; self.source = source
    }
}

/// A text written in a scenario file — its title, summary, or one step's note — in English, or as a
/// map by language (`title: {en: …, fr: …}`). Always has English (`en`), the fallback.
public struct ScenarioText: Sendable, Equatable {
    public var byLanguage: [String: String]
    public var location: SourceLocation
    public init(_ byLanguage: [String: String], at location: SourceLocation) { self.byLanguage = byLanguage; self.location = location }
    public var english: String { byLanguage["en"] ?? "" }
}

/// The texts a scenario file carries for the study site, so a user's scenario needs no catalog entry.
public struct ScenarioTexts: Sendable, Equatable {
    public var title: ScenarioText?
    public var summary: ScenarioText?
    /// Step number (1-based) → note.
    public var notes: [Int: ScenarioText] = [:]
    public init() {}
    public var isEmpty: Bool { title == nil && summary == nil && notes.isEmpty }
}
