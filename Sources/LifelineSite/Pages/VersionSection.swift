import LifelineDiagrams
import LifelineEngine
import LifelineLocalization
import LifelineModel

extension Pages {
    /// The "across iOS versions" section: the scenario run on iOS 12 and on iOS 17 (its own device),
    /// the callbacks only one of them makes, step by step. None for iOS 5 scenarios, for scenarios the
    /// two profiles run the same, or that one of them cannot run (a step only the newer system has).
    func versionSection(_ s: Scenario, _ t: SiteStrings, chartWords: DiagramStrings) -> ScenarioPage.Versions? {
        guard s.profile >= .ios12, let diff = try? ProfileDiff.compute(s, .ios12, .ios17), !diff.isEmpty else { return nil }
        let steps = diff.steps.map { change in
            ScenarioPage.VersionStep(
                heading: change.step == 0 ? t(.ui("scenario.versionsBefore")) : chartWords.stepHeading(s, change.step),
                lines: change.lines.map { line in
                    let parts = line.text.split(separator: " ", maxSplits: 1).map(String.init)
                    let first = line.side == .onlyFirst
                    return ScenarioPage.VersionLine(only: t(.ui("scenario.onlyOn"), first ? "iOS 12" : "iOS 17"), who: parts[0],
                                                    call: parts.count > 1 ? parts[1] : "", side: first ? "first" : "second")
                })
        }
        return ScenarioPage.Versions(title: t(.ui("scenario.versions")), intro: t(.ui("scenario.versionsIntro")), steps: steps)
    }
}
