import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel

/// The versions a scenario page compares (`ProfileDiff.compared`), and each one's difference with the next.
struct VersionDiffs: Sendable {
    let profiles: [Profile]
    let diffs: [TraceDiff]
}

extension Pages {
    /// The "across iOS versions" section: the scenario run on the versions `ProfileDiff.compared` picks (its
    /// own device); for each pair, the callbacks only one of them makes and those that moved, step by step.
    /// None for scenarios the versions run the same, or that fewer than two versions can run.
    func versionSection(_ s: Scenario, _ t: Words) -> ScenarioPage.Versions? {
        guard let versions = state.versionDiffs[s.id] else { return nil }
        var comparisons: [ScenarioPage.VersionComparison] = []
        for (k, diff) in versions.diffs.enumerated() where !diff.isEmpty {
            let (first, second) = (versions.profiles[k], versions.profiles[k + 1])
            let (a, b) = (first.displayName, second.displayName)
            var routine: [Callback: [String]] = [:]
            let steps = diff.steps.compactMap { change -> ScenarioPage.VersionStep? in
                let lines = change.lines.filter { line in
                    guard let (who, call) = Self.routineCall(line) else { return true }
                    if !(routine[call]?.contains(who) ?? false) { routine[call, default: []].append(who) }
                    return false
                }
                guard !lines.isEmpty else { return nil }
                return ScenarioPage.VersionStep(
                    heading: change.step == 0 ? t(.ui("scenario.versionsBefore")) : t.stepHeading(s, change.step),
                    lines: lines.map { line in versionLine(line, t, first: a, second: b) })
            }
            let notes = Self.routineCalls.compactMap { c in
                routine[c].map { who in
                    HTML.inline(t(.ui("scenario.routine.\(c.rawValue)"), b, who.joined(separator: t(.chart("list.separator")))),
                                links: SiteText.CodeLinks(prefix: "../callbacks/"))
                }
            }
            comparisons.append(ScenarioPage.VersionComparison(heading: t(.ui("scenario.versionPair"), a, b), routine: notes, steps: steps))
        }
        guard !comparisons.isEmpty else { return nil }
        return ScenarioPage.Versions(title: t(.ui("scenario.versions")), intro: .inline(t(.ui("scenario.versionsIntro")), links: SiteText.CodeLinks(prefix: "../callbacks/")),
                                     comparisons: comparisons)
    }

    /// The calls a newer version makes in every scenario — `viewIsAppearing` after each `viewWillAppear` from iOS 17,
    /// `updateProperties` before each layout pass on iOS 26 — are said once per pair of versions, with the objects
    /// that get them, instead of a line per call in every step (en review 2026-11-27, item 10).
    static let routineCalls: [Callback] = [.viewIsAppearing, .updateProperties]

    /// The object and callback of a line that only the newer version has and that every scenario has (`routineCalls`).
    static func routineCall(_ line: TraceDiff.Line) -> (who: String, call: Callback)? {
        let (who, call) = whoAndCall(line)
        guard line.side == .onlySecond, let c = Callback(rawValue: call), routineCalls.contains(c) else { return nil }
        return (who, c)
    }

    /// A diff line's object and callback (`TraceDiff.describe`: `A viewWillAppear`).
    static func whoAndCall(_ line: TraceDiff.Line) -> (who: String, call: String) {
        let parts = line.text.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts.first ?? "", parts.count > 1 ? parts[1] : "")
    }

    func versionLine(_ line: TraceDiff.Line, _ t: Words, first: String, second: String) -> ScenarioPage.VersionLine {
        let (who, call) = Self.whoAndCall(line)
        let (label, side): (String, String)
        switch line.side {
        case .onlyFirst: (label, side) = (t(.ui("scenario.onlyOn"), first), "first")
        case .onlySecond: (label, side) = (t(.ui("scenario.onlyOn"), second), "second")
        case .moved: (label, side) = (t(.ui("scenario.movedOn"), second), "moved")
        }
        return ScenarioPage.VersionLine(only: label, who: who, call: call, side: side)
    }
}
