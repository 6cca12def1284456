import Foundation
import LifelineEngine
import LifelineModel
import ScenarioFormat
import Testing

/// Probe/LifelineProbe.swift cannot run on Linux (it needs UIKit), so it is compiled with swiftc against
/// a stand-in of the few UIKit types it uses (Tests/ProbeStandIn/UIKit.swift), driven through a push
/// and a pop (Tests/ProbeStandIn/main.swift), and what it prints is read back as a device log.
@Suite struct ProbeTests {
    func buildAndRun() async throws -> String? {
        let swiftc = try Tools.require("swiftc")
        let dir = try temporaryDirectory("probe")
        let standIn = packageRoot + "/Tests/ProbeStandIn"
        let module = try await runProcessOffPool(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "UIKit", "-emit-module",
                                             "-emit-module-path", dir + "/UIKit.swiftmodule", "-emit-library", "-static",
                                             "-o", dir + "/libUIKit.a", standIn + "/UIKit.swift"], timeout: 600)
        #expect(module.status == 0, "the stand-in does not compile:\n\(module.output)")
        let probe = try await runProcessOffPool(swiftc, ["-swift-version", "6", "-I", dir, "-L", dir, "-lUIKit",
                                            packageRoot + "/Probe/LifelineProbe.swift", standIn + "/main.swift", "-o", dir + "/probe"], timeout: 600)
        #expect(probe.status == 0, "the probe does not compile in Swift 6 mode:\n\(probe.output)")
        guard probe.status == 0 else { return nil }
        let run = try await runProcessOffPool(dir + "/probe", [])
        #expect(run.status == 0)
        return run.output
    }

    @Test(.needs("swiftc")) func whatTheProbePrintsIsTheDriversOrder() async throws {
        guard let printed = try await buildAndRun() else { return }
        let log = try DeviceLog.read(printed, file: "probe.log", map: [:])
        let got = log.trace.events.map { "\($0.actor) \($0.callback.rawValue)" }
        let (a, b) = ("FirstViewController", "SecondViewController")
        let expected = [
            "\(a) init(nibName:bundle:)", "\(a) loadView", "\(a) viewDidLoad", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(a) viewDidAppear",
            "\(b) init(nibName:bundle:)", "\(b) loadView", "\(b) viewDidLoad",
            "\(a) viewWillDisappear", "\(b) viewWillAppear", "\(b) viewIsAppearing", "\(a) viewDidDisappear", "\(b) viewDidAppear",
            "\(b) viewWillDisappear", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(b) viewDidDisappear", "\(a) viewDidAppear",
            "\(b) deinit",
        ]
        #expect(got == expected)
        #expect(log.skipped == 0 && log.ambiguous.isEmpty)
        #expect(log.trace.events.first { $0.callback == .viewWillAppear }?.args["animated"] == .bool(false))
        #expect(InvariantChecker.check(log.trace).isEmpty, "the probe's log breaks no invariant")
    }
}
