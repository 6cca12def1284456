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
                    let (label, side): (String, String)
                    switch line.side {
                    case .onlyFirst: (label, side) = (t(.ui("scenario.onlyOn"), "iOS 12"), "first")
                    case .onlySecond: (label, side) = (t(.ui("scenario.onlyOn"), "iOS 17"), "second")
                    case .moved: (label, side) = (t(.ui("scenario.movedOn"), "iOS 17"), "moved")
                    }
                    return ScenarioPage.VersionLine(only: label, who: parts[0], call: parts.count > 1 ? parts[1] : "", side: side)
                })
        }
        return ScenarioPage.Versions(title: t(.ui("scenario.versions")), intro: t(.ui("scenario.versionsIntro")), steps: steps)
    }
}
