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
    case pushHidden = "R3.push-hidden"
    case pop = "R3.pop"
    case present = "R3.present"
    case dismiss = "R3.dismiss"
    case tab = "R3.tab"
    case sheet = "R3.sheet"
    case sheetSwipe = "R3.sheet-swipe"
    case split = "R3.split"
    case overFullScreen = "R3.over-full-screen"
    case alert = "R3.alert"
    case refusedPresent = "R3.present-refused"
    case navigationDelegate = "R3.nav-delegate"
    case tabDelegate = "R3.tab-delegate"
    case currentContext = "R3.current-context"
    case popover = "R3.popover"
    case dismissStack = "R3.dismiss-stack"
    case setViewControllers = "R3.set-view-controllers"
    case interactivePop = "R4.interactive-pop"
    case loadFirst = "R5.load-first"
    case viewIsAppearing = "R5.viewIsAppearing"
    case updateProperties = "R5.updateProperties"
    case layout = "R5.layout"
    case completion = "R5.completion"
    case segue = "R5.segue"
    case embed = "R5.embed"
    case shouldPerform = "R5.shouldPerform"
    case unwind = "R5.unwind"
    case addChild = "R6.addChild"
    case removeChild = "R6.removeChild"
    case navigationChild = "R6.navigation"
    case manualForwarding = "R6.manual"
    case containerTransition = "R6.transition"
    case addChildVisible = "R6.add-child-visible"
    case removeChildVisible = "R6.remove-child-visible"
    case stackContainment = "R6.set-view-controllers"
    case rotationIPhone = "R7.rotation-iphone"
    case rotationIPad = "R7.rotation-ipad"
    case rotationIOS5 = "R7.rotation-ios5"
    case memory = "R7.memory"
    case memoryIOS5 = "R7.memory-ios5"
    case views = "R7.views"
    case hosting = "R7.hosting"
    case layoutSubviews = "R7.layout-subviews"
    case relayout = "R7.relayout"
    case release = "R7.release"
    case tabLazy = "R7.tab-lazy"
    case storyboard = "R7.storyboard"
    case launch = "R7.launch"
    case profiles = "R8.profiles"
    // The world around the controller (Rules+World.swift)
    case appLaunch = "R9.launch"
    case launchActive = "R9.launch-active"
    case sceneLaunch = "R9.scene-launch"
    case sceneLaunchActive = "R9.scene-launch-active"
    case background = "R9.background"
    case sceneBackground = "R9.scene-background"
    case terminate = "R9.terminate"
    case launchPush = "R9.launch-push"
    case snapshot = "R9.snapshot"
    case traitChange = "R9.trait-change"
    case traitHidden = "R9.trait-hidden"
    case pageFirst = "R9.page-first"
    case pageScroll = "R9.page-scroll"
    case pageCurl = "R9.page-curl"
    case pageSet = "R9.page-set"
    case pageDelegate = "R9.page-delegate"
    case pageContainment = "R9.page-containment"
    case appCode = "A1.app-code"
}

/// How far a rule is established. Its statement (and, where the evidence disagrees, the disputed order)
/// is prose: it lives in the String Catalogs (`rule.<id>`, `rule.<id>.disputed`), in every language,
/// English included; its sources are content too (Evidence/rule-sources.yaml, read by the site) — never in code.
public struct Rule: Sendable, Equatable {
    public let id: RuleID
    public let confidence: Confidence
    /// Whether the evidence disagrees; the catalogs then hold the disputed order.
    public let disputed: Bool
}

public enum RuleTable {
    public static func rule(_ id: RuleID) -> Rule { byID[id].guaranteed("every RuleID is in RuleTable.all") }
    private static let byID: [RuleID: Rule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    public static let all: [Rule] = [
        Rule(id: .initialize, confidence: .high, disputed: false),
        Rule(id: .load, confidence: .high, disputed: false),
        Rule(id: .cancelEdges, confidence: .high, disputed: false),
        Rule(id: .deferred, confidence: .high, disputed: false),
        Rule(id: .push, confidence: .high, disputed: true),
        Rule(id: .pushHidden, confidence: .low, disputed: true),
        Rule(id: .pop, confidence: .high, disputed: false),
        Rule(id: .present, confidence: .high, disputed: false),
        Rule(id: .dismiss, confidence: .high, disputed: false),
        Rule(id: .tab, confidence: .high, disputed: false),
        Rule(id: .sheet, confidence: .high, disputed: false),
        Rule(id: .sheetSwipe, confidence: .medium, disputed: false),
        Rule(id: .split, confidence: .medium, disputed: false),
        Rule(id: .overFullScreen, confidence: .high, disputed: false),
        Rule(id: .alert, confidence: .medium, disputed: false),
        Rule(id: .refusedPresent, confidence: .high, disputed: false),
        Rule(id: .navigationDelegate, confidence: .medium, disputed: true),
        Rule(id: .tabDelegate, confidence: .high, disputed: false),
        Rule(id: .currentContext, confidence: .medium, disputed: true),
        Rule(id: .popover, confidence: .medium, disputed: true),
        Rule(id: .dismissStack, confidence: .low, disputed: true),
        Rule(id: .setViewControllers, confidence: .medium, disputed: false),
        Rule(id: .interactivePop, confidence: .medium, disputed: true),
        Rule(id: .loadFirst, confidence: .high, disputed: false),
        Rule(id: .updateProperties, confidence: .medium, disputed: false),
        Rule(id: .viewIsAppearing, confidence: .medium, disputed: true),
        Rule(id: .layout, confidence: .medium, disputed: false),
        Rule(id: .completion, confidence: .high, disputed: false),
        Rule(id: .segue, confidence: .high, disputed: false),
        Rule(id: .embed, confidence: .medium, disputed: false),
        Rule(id: .shouldPerform, confidence: .high, disputed: false),
        Rule(id: .unwind, confidence: .medium, disputed: false),
        Rule(id: .addChild, confidence: .high, disputed: false),
        Rule(id: .removeChild, confidence: .high, disputed: false),
        Rule(id: .navigationChild, confidence: .medium, disputed: true),
        Rule(id: .manualForwarding, confidence: .medium, disputed: false),
        Rule(id: .containerTransition, confidence: .medium, disputed: false),
        Rule(id: .addChildVisible, confidence: .medium, disputed: false),
        Rule(id: .removeChildVisible, confidence: .low, disputed: false),
        Rule(id: .stackContainment, confidence: .low, disputed: true),
        Rule(id: .rotationIPhone, confidence: .medium, disputed: false),
        Rule(id: .rotationIPad, confidence: .medium, disputed: false),
        Rule(id: .rotationIOS5, confidence: .medium, disputed: false),
        Rule(id: .memory, confidence: .medium, disputed: false),
        Rule(id: .memoryIOS5, confidence: .medium, disputed: false),
        Rule(id: .views, confidence: .medium, disputed: false),
        Rule(id: .hosting, confidence: .low, disputed: true),
        Rule(id: .layoutSubviews, confidence: .high, disputed: false),
        Rule(id: .relayout, confidence: .medium, disputed: true),
        Rule(id: .release, confidence: .high, disputed: false),
        Rule(id: .tabLazy, confidence: .high, disputed: false),
        Rule(id: .storyboard, confidence: .high, disputed: false),
        Rule(id: .launch, confidence: .medium, disputed: false),
        Rule(id: .profiles, confidence: .high, disputed: false),
        Rule(id: .appCode, confidence: .high, disputed: false),
    ] + world
}
