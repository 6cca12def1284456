import LifelineLanguage
import LifelineModel

/// The words of a chart in one language: titles, state names, step headings, notes and legends.
/// Method names are never looked up: they stay as code.
package struct DiagramStrings: Sendable {
    package var language: String
    package var table: [String: String]

    package init(language: String, table: [String: String]) { self.language = language; self.table = table }

    /// The string for `key` with `%1$@`, `%2$@`, … (or `%@`) replaced; the key itself when missing.
    package func callAsFunction(_ key: String, _ args: String...) -> String { format(key, args) }

    package func format(_ key: String, _ args: [String]) -> String {
        guard let template = table[key] else { return key }
        // Option values (pageSheet, cancel, landscape, …) read in the chart's language.
        let args = args.map { table["value." + $0] ?? $0 }
        let out = template.substitutingArguments(args)
        switch language {
        case "ko": return KoreanParticles.resolve(out)
        case "fr": return FrenchTypography.apply(FrenchElision.resolve(out))
        default: return out
        }
    }

    /// "Step 2 · push B": the heading of one step (1-based) of a scenario, in this language.
    package func stepHeading(_ scenario: Scenario, _ step: Int) -> String {
        let action = step >= 1 && step <= scenario.steps.count ? scenario.steps[step - 1].action : .wait
        return self("step", String(step), format(action.headingKey, action.labelArguments))
    }

    /// Every key a chart asks for: a heading per action of the action table, and the words below.
    /// The words themselves live in Locales/Charts.xcstrings.
    /// `trace check`'s sentences: a finding's kind (`check.find.*`) and why a line was skipped (`check.why.*`).
    package static let findingKeys: [String] = [
        "afterDeinit", "loadAgain", "didAppearWithoutWill", "didDisappearWithoutWill", "whileView", "invalid", "isAppearingOutside",
        "noView", "parentAway", "recorded", "missing", "missingFirst", "unexpected", "unexpectedFirst", "order", "orderFirst",
        "orderDisputed", "absent", "endsEarly", "startsAt", "fromStep", "skipped", "skippedBare",
    ].map { "check.find." + $0 } + ["many", "shared", "noName", "notUTF8", "tooLong"].map { "check.why." + $0 }

    package static let requiredKeys: [String] = (ActionTable.all.flatMap(\.headingKeys) + findingKeys + [
        "actor.app",
        "actor.uikit",
        "check.agrees",
        "check.missing",
        "check.noInvariantBroken",
        "check.title",
        "check.unexpected",
        "desc.created",
        "desc.machine",
        "desc.none",
        "desc.released",
        "desc.sequence",
        "desc.states",
        "list.separator",
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
        "turn",
        "value.actionSheet",
        "value.alert",
        "value.automatic",
        "value.cancel",
        "value.currentContext",
        "value.dark",
        "value.delegate",
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
    ]).sorted()
}
