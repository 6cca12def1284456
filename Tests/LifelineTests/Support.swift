import Foundation
@_exported import LifelineTestSupport
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import ScenarioFormat
import Testing

let appearance: Set<Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
let appearanceAndLoad: Set<Callback> = appearance.union([.viewDidLoad])

func nav(_ names: String...) -> ControllerNode { .navigation(name: "Nav", stack: names.map { .controller($0) }) }

func makeScenario(_ window: ControllerNode, _ actions: [Action], profile: Profile = .ios17, device: Device = .iphone,
                  origin: Origin = .storyboard, controllers: [String: ControllerDecl] = [:]) -> Scenario {
    Scenario(id: "test", profile: profile, device: device, origin: origin, window: window, controllers: controllers,
             steps: ([.launch] + actions).map { Step($0) })
}

func simulate(_ window: ControllerNode, _ actions: [Action], profile: Profile = .ios17, device: Device = .iphone,
              origin: Origin = .storyboard, controllers: [String: ControllerDecl] = [:]) throws -> Trace {
    try Simulator.run(makeScenario(window, actions, profile: profile, device: device, origin: origin, controllers: controllers))
}

/// "Actor.callback" for the events of one step (1 = launch), keeping only the given callbacks and actors.
func calls(_ t: Trace, step: Int? = nil, only: Set<Callback> = appearance, actors: Set<String>? = nil) -> [String] {
    t.events.filter { e in
        (step == nil || e.step == step) && only.contains(e.callback) && (actors?.contains(e.actor) ?? true)
    }.map { "\($0.actor)\($0.instance > 1 ? "#\($0.instance)" : "").\($0.callback.rawValue)" }
}

/// Parses and simulates a scenario text; the message as the CLI prints it, or nil when it runs.
func scenarioFailure(_ yaml: String) -> String? {
    do {
        _ = try Simulator.run(try ScenarioParser.parse(yaml: yaml, file: "s.yaml"))
        return nil
    } catch { return error.description }
}

/// The start of a scenario whose steps follow: a navigation controller holding A, launched.
let navigationHeader = "id: t\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n"

func events(_ t: Trace, step: Int) -> [TraceEvent] { t.events.filter { $0.step == step } }

/// Position of the first event matching actor and callback within a step (or the whole trace).
func index(_ t: Trace, _ actor: String, _ cb: Callback, step: Int? = nil) -> Int? {
    t.events.firstIndex { $0.actor == actor && $0.callback == cb && (step == nil || $0.step == step) }
}

func loadCanonical(_ id: String) throws -> Scenario {
    let path = shipped + "/Scenarios/\(id).yaml"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try ScenarioParser.parse(yaml: text, file: "Scenarios/\(id).yaml", expectedID: id)
}

let canonicalIDs = [
    "launch", "navigation-push-pop", "navigation-three-levels", "did-load-vs-will-appear", "tab-switch",
    "modal-segue-delegate-dismiss", "storyboard-instantiation", "segue-back-mistake", "unwind-segue",
    "sheet-presentation", "interactive-pop-cancelled", "child-containment", "view-hierarchy", "rotation",
    "memory-warning", "memory-warning-ios5", "split-view-primary", "never-shown-ios5",
    // fidelity part 1
    "over-full-screen", "current-context-in-tab", "popover-ipad-iphone", "dismiss-stack", "replace-stack",
    "containment-done-right", "sheet-default-ios13",
    "app-background", "app-background-ios12", "dark-mode", "page-swipe", "page-curl",
    // fidelity part 3
    "navigation-delegate", "tab-delegate", "app-swiped-away", "present-refused", "launch-deep-link", "embed-segue", "push-under-modal", "hosting-controller", "alert", "pop-to", "manual-swap-cancelled",
    // fidelity part 4
    "sheet-detents", "popover-tap-outside", "multitasking-resize", "search-controller",
]

/// Compares `actual` with Tests/LifelineTests/Goldens/<name>. With LIFELINE_RECORD=1 it writes the
/// golden instead and fails the test on purpose, so nobody records by accident.
/// Returns the golden's text when it was compared.
@discardableResult
func assertGolden(_ name: String, _ actual: String) -> String? {
    let path = packageRoot + "/Tests/LifelineTests/Goldens/\(name)"
    if ProcessInfo.processInfo.environment["LIFELINE_RECORD"] == "1" {
        try? actual.write(toFile: path, atomically: true, encoding: .utf8)
        Issue.record("recorded \(path); unset LIFELINE_RECORD and run again")
        return nil
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        Issue.record("missing golden \(path); record it with LIFELINE_RECORD=1 swift test")
        return nil
    }
    #expect(actual == expected, "\(name) differs from its golden (re-record with LIFELINE_RECORD=1 and read the diff):\n\(lineDiff(expected, actual))")
    return expected
}

/// Where two texts first part, line by line: the golden's lines (-) and the actual ones (+) from the
/// first line that differs, a few of each, so a failure says what changed without a diff tool.
func lineDiff(_ expected: String, _ actual: String, context: Int = 6) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(old.count, new.count)
    guard let first = (0..<common).first(where: { old[$0] != new[$0] }) ?? (old.count == new.count ? nil : common) else { return "(no difference)" }
    var out = ["first difference at line \(first + 1) (golden \(old.count) lines, actual \(new.count))"]
    out += old[first..<min(old.count, first + context)].map { "- " + $0 }
    out += new[first..<min(new.count, first + context)].map { "+ " + $0 }
    return out.joined(separator: "\n")
}

/// The String Catalogs of Locales/, and the chart words of each language.
let locales: StringTable = try! StringTable.load(directory: shipped + "/Locales")
func chartStrings(_ lang: String) -> Words { Words(locales, language: lang) }
let english = chartStrings("en"), french = chartStrings("fr"), chinese = chartStrings("zh-Hans"), korean = chartStrings("ko")

/// Copies a shipped catalog to `destination` with one language removed from one key.
/// A copy of one shipped catalog whose `key` needs a new translation in `language` (state `needs_review`,
/// as Xcode marks a text whose source changed). A language left out of a project's catalog is lifeline's
/// own (catalogs are merged, issue #38), so this is how a project's catalog lacks a translation.
func writeCatalog(_ name: String, to destination: String, unsettling language: String, of key: String) throws {
    let source = URL(fileURLWithPath: "\(packageRoot)/Locales/\(name).xcstrings")
    var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
    var strings = try #require(json["strings"] as? [String: Any])
    var entry = try #require(strings[key] as? [String: Any], "\(key) is in \(name).xcstrings")
    var locs = try #require(entry["localizations"] as? [String: Any])
    locs[language] = ["stringUnit": ["state": "needs_review", "value": ""]]
    entry["localizations"] = locs; strings[key] = entry; json["strings"] = strings
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: destination))
}
