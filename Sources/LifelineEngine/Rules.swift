import LifelineModel

public enum Confidence: String, Sendable, Codable, CaseIterable { case high, medium, low }

/// How far a rule is established. Its statement (and, where the evidence disagrees, the disputed order)
/// is prose: it lives in the String Catalogs (`rule.<id>`, `rule.<id>.disputed`), in every language,
/// English included; its sources are content too (Evidence/rule-sources.yaml, read by the site) — never in code.
public struct Rule: Sendable, Equatable {
    public let id: RuleID
    public let confidence: Confidence
    /// Whether the evidence disagrees; the catalogs then hold the disputed order.
    public let disputed: Bool

    /// Whether a log that follows another order only gets a warning from `trace check`: where the evidence
    /// really conflicts (a disputed rule below high confidence). A high-confidence rule that one source
    /// contradicts (R3.push: one published log against every other log and real-UIKit test) is the order
    /// a log must follow; the pages still show the dissent.
    public var excusesOtherOrders: Bool { disputed && confidence != .high }
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
        Rule(id: .refusedPresent, confidence: .medium, disputed: true),
        Rule(id: .navigationDelegate, confidence: .medium, disputed: true),
        Rule(id: .tabDelegate, confidence: .high, disputed: false),
        Rule(id: .currentContext, confidence: .medium, disputed: true),
        Rule(id: .popover, confidence: .medium, disputed: true),
        Rule(id: .detents, confidence: .medium, disputed: false),
        Rule(id: .search, confidence: .medium, disputed: false),
        Rule(id: .dismissStack, confidence: .low, disputed: true),
        Rule(id: .setViewControllers, confidence: .medium, disputed: false),
        Rule(id: .interactivePop, confidence: .medium, disputed: true),
        Rule(id: .interactivePush, confidence: .low, disputed: true),
        Rule(id: .loadFirst, confidence: .high, disputed: false),
        Rule(id: .updateProperties, confidence: .medium, disputed: false),
        Rule(id: .traitRegistration, confidence: .low, disputed: false),
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
        Rule(id: .orphanView, confidence: .low, disputed: true),
        Rule(id: .stackContainment, confidence: .low, disputed: true),
        Rule(id: .rotationIPhone, confidence: .medium, disputed: false),
        Rule(id: .rotationIPad, confidence: .medium, disputed: false),
        Rule(id: .rotationIOS5, confidence: .medium, disputed: false),
        Rule(id: .resize, confidence: .medium, disputed: false),
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
