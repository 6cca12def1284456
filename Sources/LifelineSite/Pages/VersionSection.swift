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
    func versionSection(_ s: Scenario, _ t: Words, chartWords: Words) -> ScenarioPage.Versions? {
        guard let versions = state.versionDiffs[s.id] else { return nil }
        var comparisons: [ScenarioPage.VersionComparison] = []
        for (k, diff) in versions.diffs.enumerated() where !diff.isEmpty {
            let (first, second) = (versions.profiles[k], versions.profiles[k + 1])
            let (a, b) = (first.displayName, second.displayName)
            let steps = diff.steps.map { change in
                ScenarioPage.VersionStep(
                    heading: change.step == 0 ? t(.ui("scenario.versionsBefore")) : chartWords.stepHeading(s, change.step),
                    lines: change.lines.map { line in versionLine(line, t, first: a, second: b) })
            }
            comparisons.append(ScenarioPage.VersionComparison(heading: t(.ui("scenario.versionPair"), a, b), steps: steps))
        }
        guard !comparisons.isEmpty else { return nil }
        return ScenarioPage.Versions(title: t(.ui("scenario.versions")), intro: .inline(t(.ui("scenario.versionsIntro")), links: SiteText.CodeLinks(prefix: "../callbacks/")),
                                     comparisons: comparisons)
    }

    func versionLine(_ line: TraceDiff.Line, _ t: Words, first: String, second: String) -> ScenarioPage.VersionLine {
        let parts = line.text.split(separator: " ", maxSplits: 1).map(String.init)
        let (label, side): (String, String)
        switch line.side {
        case .onlyFirst: (label, side) = (t(.ui("scenario.onlyOn"), first), "first")
        case .onlySecond: (label, side) = (t(.ui("scenario.onlyOn"), second), "second")
        case .moved: (label, side) = (t(.ui("scenario.movedOn"), second), "moved")
        }
        return ScenarioPage.VersionLine(only: label, who: parts[0], call: parts.count > 1 ? parts[1] : "", side: side)
    }
}
