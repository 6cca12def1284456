import Foundation
import LifelineEngine
import LifelineModel
@testable import LifelineTraceCheck
import ScenarioFormat
import Testing

/// The LifelineProbe library's classes need UIKit, so they are compiled with swiftc against a stand-in
/// of the UIKit types they use (Tests/ProbeStandIn/UIKit/), driven through a push and a pop in
/// a probed navigation controller (Tests/ProbeStandIn/main.swift), and what they print is read back as
/// a device log — bare, as `print` writes it, and behind a log prefix, as `Logger` shows it.
@Suite struct ProbeTests {
    func buildAndRun(prefix: String = "") async throws -> String? {
        let swiftc = try Tools.require("swiftc")
        let dir = try temporaryDirectory("probe")
        let standIn = UIKitStandIn.folder
        let module = try await UIKitStandIn.build(into: dir)
        #expect(module.ok, "the stand-in does not compile:\n\(module.output)")
        let probe = try await runProcessOffPool(swiftc, ["-swift-version", "6", "-I", dir, "-L", dir, "-lUIKit",
                                            packageRoot + "/Sources/LifelineProbe/LifelineProbe.swift", packageRoot + "/Sources/LifelineProbe/ProbedControllers.swift",
                                            standIn + "/main.swift", "-o", dir + "/probe"], timeout: 600)
        #expect(probe.status == 0, "the probe does not compile in Swift 6 mode:\n\(probe.output)")
        guard probe.status == 0 else { return nil }
        let run = try await runProcessOffPool(dir + "/probe", prefix.isEmpty ? [] : [prefix])
        #expect(run.status == 0)
        return run.output
    }

    /// The order main.swift drives, written from R3.push and R3.pop (the container's side around its children's).
    static let expected: [String] = {
        let (n, a, b) = ("MainNavigation", "FirstViewController", "SecondViewController")
        return [
            "\(a) init(nibName:bundle:)", "\(n) init(nibName:bundle:)", "\(n) viewDidLoad", "\(a) loadView", "\(a) viewDidLoad",
            "\(n) viewWillAppear", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(n) viewDidAppear", "\(a) viewDidAppear",
            "\(b) init(nibName:bundle:)", "\(b) willMove(toParent:)", "\(b) loadView", "\(b) viewDidLoad",
            "\(a) viewWillDisappear", "\(b) viewWillAppear", "\(b) viewIsAppearing", "\(a) viewDidDisappear", "\(b) viewDidAppear",
            "\(b) didMove(toParent:)", "\(b) willMove(toParent:)",
            "\(b) viewWillDisappear", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(b) viewDidDisappear", "\(a) viewDidAppear",
            "\(b) didMove(toParent:)", "\(b) deinit",
        ]
    }()

    @Test(.needs("swiftc"), arguments: ["", "2024-05-01 10:00:00.123 Df MyApp[1234:5678] [com.me.app:lifecycle] "])
    func whatTheProbePrintsIsTheDriversOrder(prefix: String) async throws {
        guard let printed = try await buildAndRun(prefix: prefix) else { return }
        let log = try DeviceLog.read(printed, file: "probe.log", map: [:])
        let got = log.trace.events.map { "\($0.actor) \($0.callback.rawValue)" }
        #expect(got == Self.expected)
        #expect(log.skipped == 0 && log.ambiguous.isEmpty)
        #expect(log.trace.events.first { $0.callback == .viewWillAppear }?.args["animated"] == .bool(false))
        #expect(InvariantChecker.check(log.trace).isEmpty, "the probe's log breaks no invariant")
    }
}
