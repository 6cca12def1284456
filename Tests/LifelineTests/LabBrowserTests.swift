import Foundation
import LifelineTestSupport
import Testing

/// The learner's lab in a real browser (issue #22): `Tests/Browser/lab.py` drives Debian's chromium
/// through chromium-driver with Selenium (PyPI), all installed by `make test`, on the shared site
/// build, in every language. It steps the player by keys and clicks, answers each kind of exercise
/// wrong and right, runs axe-core on the pages mid-way, checks the no-JavaScript page, and saves
/// screenshots at 1280 and 390 px (light, and the dark state diagram) into `.build/lab-screenshots/`.
@Suite struct LabBrowserTests {
    static let script = packageRoot + "/Tests/Browser/lab.py"
    static let shots = packageRoot + "/.build/lab-screenshots"

    @Test(.needs("chromium", "chromedriver", "python3", files: [AccessibilityTests.axe]))
    func playerAndExercisesWorkInEveryLanguage() async throws {
        let python = try Tools.require("python3")
        _ = try Tools.require("chromedriver")
        let axe = try Tools.requireFile(AccessibilityTests.axe)
        let site = try await SiteFixture.shared.output()
        removeTree(Self.shots)   // a screenshot left by an earlier run must not pass for this one's
        let run = try await runProcessOffPool(python, [Self.script, "--site", site, "--shots", Self.shots, "--axe", axe], timeout: 1500)
        #expect(run.status == 0, "lab.py failed (status \(run.status)):\n\(run.output.suffix(4000))")
        #expect(run.output.contains("0 failure(s)"), "lab.py did not finish:\n\(run.output.suffix(4000))")
        for name in ["en-player-1280", "ko-player-390", "fr-exercise-checked-390", "zh-Hans-long-chart-scrolled-1280", "en-states-390",
                     "zh-Hans-state-diagram-dark-1280"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(Self.shots)/\(name).png")[.size] as? Int) ?? 0
            #expect(size > 10_000, "\(name).png was not saved")
        }
    }
}
