/// The rules of the world around the controller: the app's life cycle, the app switcher's
/// snapshots, Dark Mode and UIPageViewController. Evidence: docs/evidence/fidelity-2.md.
extension RuleTable {
    static let world: [Rule] = [
        Rule(id: .appLaunch, confidence: .high, disputed: false),
        Rule(id: .launchActive, confidence: .medium, disputed: true),
        Rule(id: .sceneLaunch, confidence: .high, disputed: true),
        Rule(id: .sceneLaunchActive, confidence: .low, disputed: true),
        Rule(id: .background, confidence: .high, disputed: false),
        Rule(id: .sceneBackground, confidence: .high, disputed: false),
        Rule(id: .launchPush, confidence: .medium, disputed: true),
        Rule(id: .terminate, confidence: .medium, disputed: true),
        Rule(id: .snapshot, confidence: .medium, disputed: true),
        Rule(id: .traitChange, confidence: .medium, disputed: false),
        Rule(id: .traitHidden, confidence: .medium, disputed: true),
        Rule(id: .pageFirst, confidence: .medium, disputed: true),
        Rule(id: .pageScroll, confidence: .medium, disputed: false),
        Rule(id: .pageCurl, confidence: .medium, disputed: false),
        Rule(id: .pageSet, confidence: .low, disputed: false),
        Rule(id: .pageDelegate, confidence: .low, disputed: false),
        Rule(id: .pageContainment, confidence: .low, disputed: false),
    ]
}
