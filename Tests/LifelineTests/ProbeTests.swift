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
                                            ] + Self.sources + [standIn + "/main.swift", "-o", dir + "/probe"], timeout: 600)
        #expect(probe.status == 0, "the probe does not compile in Swift 6 mode:\n\(probe.output)")
        guard probe.status == 0 else { return nil }
        let run = try await runProcessOffPool(dir + "/probe", prefix.isEmpty ? [] : [prefix])
        #expect(run.status == 0)
        return run.output
    }

    /// The probe package's files (Probe/, its own package), compiled with main.swift.
    static var sources: [String] {
        let folder = packageRoot + "/Probe/Sources/LifelineProbe"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// The order main.swift drives, written from R3.push and R3.pop (the container's side around its children's).
    static let expected: [String] = {
        let (n, a) = ("MainNavigation", "FirstViewController")
        func pushAndPop(_ b: String) -> [String] {
            ["\(b) init(nibName:bundle:)", "\(b) willMove(toParent:)", "\(b) loadView", "\(b) viewDidLoad",
             "\(a) viewWillDisappear", "\(b) viewWillAppear", "\(b) viewIsAppearing", "\(a) viewDidDisappear", "\(b) viewDidAppear",
             "\(b) didMove(toParent:)", "\(b) willMove(toParent:)",
             "\(b) viewWillDisappear", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(b) viewDidDisappear", "\(a) viewDidAppear",
             "\(b) didMove(toParent:)", "\(b) deinit"]
        }
        return [
            "\(a) init(nibName:bundle:)", "\(n) init(nibName:bundle:)", "\(n) viewDidLoad", "\(a) loadView", "\(a) viewDidLoad",
            "\(n) viewWillAppear", "\(a) viewWillAppear", "\(a) viewIsAppearing", "\(n) viewDidAppear", "\(a) viewDidAppear",
        ] + pushAndPop("SecondViewController") + pushAndPop("ListScreen") + [
            "GridScreen init(nibName:bundle:)", "GridScreen loadView", "GridScreen viewDidLoad",
            "SettingsScreen init(nibName:bundle:)", "SettingsScreen viewDidLoad",
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

    /// The probe is a package of its own (issue #38): an app that adds it resolves no other package.
    @Test(.needs("swift")) func theProbePackageHasNoDependency() async throws {
        let swift = try Tools.require("swift")
        let copy = try temporaryDirectory("probe-package") + "/Probe"
        try FileManager.default.copyItem(atPath: packageRoot + "/Probe", toPath: copy)
        let shown = try await runProcessOffPool(swift, ["package", "show-dependencies", "--format", "json"], timeout: 300, in: copy)
        #expect(shown.status == 0, "\(shown.output)")
        let json = try #require(shown.output.firstRange(of: "{").map { String(shown.output[$0.lowerBound...]) })
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(tree["name"] as? String == "LifelineProbe")
        #expect((tree["dependencies"] as? [Any])?.isEmpty == true, "\(json)")
        // The check can fail: a package that depends on the probe lists it.
        let app = (copy as NSString).deletingLastPathComponent + "/App"
        try FileManager.default.createDirectory(atPath: app + "/Sources/App", withIntermediateDirectories: true)
        try Data("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", dependencies: [.package(path: \"../Probe\")], targets: [.target(name: \"App\")])\n".utf8)
            .write(to: URL(fileURLWithPath: app + "/Package.swift"))
        try Data("public let x = 1\n".utf8).write(to: URL(fileURLWithPath: app + "/Sources/App/App.swift"))
        let appDeps = try await runProcessOffPool(swift, ["package", "show-dependencies", "--format", "json"], timeout: 300, in: app)
        #expect(appDeps.status == 0 && appDeps.output.contains("\"name\" : \"LifelineProbe\"") || appDeps.output.contains("\"name\": \"LifelineProbe\""), "\(appDeps.output)")
    }
}
