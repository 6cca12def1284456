import LifelineLanguage
import LifelineModel

/// What charts ask of the words (`Words`, in LifelineLanguage): step headings, and every key they use.
/// Method names are never looked up: they stay as code.
extension Words {
    /// A scenario's title in this language: the catalog's (canonical scenarios), else the file's own, else its id's.
    package func title(of scenario: Scenario) -> String? {
        if let title = text(TextKey.scenarioTitle(scenario.id)) { return title }
        return (scenario.texts.title?.byLanguage[language] ?? scenario.title).map(finish)
    }

    /// "Step 2 · push B": the heading of one step (1-based) of a scenario, in this language.
    package func stepHeading(_ scenario: Scenario, _ step: Int) -> String {
        let action = step >= 1 && step <= scenario.steps.count ? scenario.steps[step - 1].action : .wait
        return self("step", String(step), format(action.headingKey, action.labelArguments.map(option)))
    }

    /// Every key a chart asks for: a heading per action of the action table, and the words below.
    /// The words themselves live in Locales/Charts.xcstrings.
    /// `trace check`'s sentences: a finding's kind (`check.find.*`) and why a line was skipped (`check.why.*`).
    package static let findingKeys: [String] = [
        "afterDeinit", "loadAgain", "didAppearWithoutWill", "didDisappearWithoutWill", "whileView", "invalid", "isAppearingOutside",
        "noView", "parentAway", "recorded", "missing", "missingFirst", "unexpected", "unexpectedFirst", "order", "orderFirst",
        "orderDisputed", "absent", "notReleased", "endsEarly", "startsAt", "fromStep", "skipped", "skippedBare",
    ].map { "check.find." + $0 } + ["many", "shared", "noName", "notUTF8", "tooLong"].map { "check.why." + $0 }

    package static let chartKeys: [String] = (ActionTable.all.flatMap(\.headingKeys) + findingKeys + [
        "actor.app",
        "actor.uikit",
        "check.agrees",
        "check.missing",
        "check.noInvariantBroken",
        "check.title",
        "check.unexpected",
        "count.ambiguous", "count.callbacks", "count.differences", "count.lines", "count.skipped", "check.summary", "check.compared", "check.sameOrder", "check.skippedLine",
        "count.objects",
        "count.steps",
        "count.transitions",
        "count.turns",
        "desc.created",
        "desc.machine",
        "desc.none",
        "desc.released",
        "desc.sequence",
        "desc.states",
        "list.separator",
        "sequence.launchFolded",
        "sequence.part",
        "sequence.title",
        "state.appeared",
        "state.appearing",
        "state.deallocated",
        "state.disappeared",
        "state.disappearing",
        "state.loaded",
        "state.notLoaded",
        "state.unloaded",
        "states.legend",
        "states.start",
        "states.title",
        "step",
        "tooltip.call",
        "tooltip.callRead",
        "tooltip.state",
        "turn",
        "value.actionSheet",
        "value.alert",
        "value.automatic",
        "value.cancel",
        "value.compact",
        "value.currentContext",
        "value.dark",
        "value.delegate",
        "value.detentLarge",
        "value.detentMedium",
        "value.finish",
        "value.formSheet",
        "value.fullScreen",
        "value.landscape",
        "value.light",
        "value.overCurrentContext",
        "value.overFullScreen",
        "value.pageSheet",
        "value.popover",
        "value.portrait",
        "value.presented",
        "value.presenting",
        "value.refuse",
        "value.regular",
    ]).sorted()
}
