import Foundation
import LifelineTestSupport
import Testing

/// The chart a learner reads while stepping (issue #33), in a real browser: `Tests/Browser/charts.py`
/// drives Debian's chromium through chromium-driver with Selenium (PyPI), all installed by `make test`,
/// on the shared site build, in every language at 1280 and 390 px: 40 player steps by the arrow keys
/// pressed on the page, each leaving the current arrow marked inside the player's chart and on screen;
/// focus-chart text at least 11 px on a phone; hover texts that are words. Screenshots (light and dark)
/// go to `.build/chart-screenshots/`.
@Suite struct ChartBrowserTests {
    static let script = packageRoot + "/Tests/Browser/charts.py"
    static let shots = packageRoot + "/.build/chart-screenshots"

    @Test(.needs("chromium", "chromedriver", "python3"))
    func theCurrentCallbackIsOnScreenInItsStepsChart() async throws {
        let python = try Tools.require("python3")
        _ = try Tools.require("chromedriver")
        let site = try await SiteFixture.shared.output()
        removeTree(Self.shots)   // a screenshot left by an earlier run must not pass for this one's
        let run = try await runProcessOffPool(python, [Self.script, "--site", site, "--shots", Self.shots], timeout: 1800)
        #expect(run.status == 0, "charts.py failed (status \(run.status)):\n\(run.output.suffix(4000))")
        #expect(run.output.contains("0 failure(s)"), "charts.py did not finish:\n\(run.output.suffix(4000))")
        for name in ["en-focus-player-1280", "ko-focus-player-390", "fr-focus-step-390-dark", "zh-Hans-focus-step-1280"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: "\(Self.shots)/\(name).png")[.size] as? Int) ?? 0
            #expect(size > 10_000, "\(name).png was not saved")
        }
    }
}
