import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import Testing

/// Issue #37 item 5: a UISearchController activated and cancelled. Every expected order below is written from
/// the iOS 26.1 UIKitCore decompilation (EthanArbuckle/iPhone18-3_26.1_23B85_Restore, docs/evidence/fidelity-4.md):
/// - `-[UISearchController viewDidLoad]` reads `searchResultsController.view` (loading it), then
///   `addChildViewController:` (willMove), adds the view, `didMoveToParentViewController:`;
/// - `_performAutomaticPresentationFromTextField:` calls `_sizeSearchViewToPresentingViewController:` (which sets
///   the search controller's view frame: loading it) before `_willPresentFromViewController:` (the delegate's
///   `willPresentSearchController:`), then `presentViewController:animated:YES completion:` whose completion calls
///   `_didPresentFromViewController:` (`didPresentSearchController:`), then, on the same turn, the updater's
///   `updateSearchResultsForSearchController:`;
/// - `_dismissPresentation:` calls `_willDismissSearchController` (`willDismissSearchController:`) first, then
///   sets the field's text to nil (the updater hears a change of text) and dismisses;
/// - `setModalPresentationStyle:` custom (4) with `_UISearchPresentationController`: the presenter's views stay.
/// R2 (lasso's real-UIKit tests): the appearance callbacks of a presentation start on a later turn.
@Suite(.tags(.fast)) struct SearchControllerTests {
    static let yaml = """
        id: t
        window:
          navigation: [Plants]
        controllers:
          Plants:
            search: {results: Results, delegate: Plants, updater: Results}
        steps:
          - launch

        """

    func run(_ steps: String, yaml: String = Self.yaml) throws -> Trace {
        try Simulator.run(try ScenarioParser.parse(yaml: yaml + steps, file: "s.yaml"))
    }

    /// Without layout passes and viewIsAppearing, which R5 places and other tests hold.
    func calls(_ t: Trace, step: Int) -> [String] {
        events(t, step: step).filter { !$0.callback.isLayout && $0.callback != .viewIsAppearing && $0.callback != .updateProperties }
            .map { "\($0.actor).\($0.callback.rawValue)" }
    }

    @Test func theOwnersViewDidLoadMakesTheResultsControllerThenTheSearchController() throws {
        let t = try run("")
        let launch = calls(t, step: 1)
        let loaded = try #require(launch.firstIndex(of: "Plants.viewDidLoad"))
        #expect(Array(launch[(loaded + 1)...].prefix(2)) == ["Results.init(nibName:bundle:)", "PlantsSearch.init(nibName:bundle:)"], "\(launch)")
        #expect(!launch.contains("Results.viewDidLoad"), "the results controller's view waits for the search")
    }

    @Test func theFirstTapLoadsTellsPresentsThenAsksTheUpdater() throws {
        let t = try run("  - search: begin\n")
        #expect(calls(t, step: 2) == [
            "PlantsSearch.loadView", "PlantsSearch.viewDidLoad",
            "Results.loadView", "Results.viewDidLoad", "Results.willMove(toParent:)", "Results.didMove(toParent:)",
            "Plants.willPresentSearchController", "Results.updateSearchResults(for:)",
            "PlantsSearch.viewWillAppear", "Results.viewWillAppear", "PlantsSearch.viewDidAppear", "Results.viewDidAppear",
            "Plants.didPresentSearchController",
        ])
        let step = events(t, step: 2)
        let update = try #require(step.first { $0.callback == .updateSearchResults })
        let willAppear = try #require(step.first { $0.callback == .viewWillAppear })
        #expect(update.turn < willAppear.turn, "the updater is called on the tap's turn; appearance starts on a later one (R2)")
        #expect(step.first { $0.callback == .willMoveToParent }?.args["parent"] == .string("PlantsSearch"))
    }

    @Test func typingCallsOnlyTheUpdaterAndTheScreenUnderneathHearsNoAppearance() throws {
        let t = try run("  - search: begin\n  - search: type\n  - search: type\n")
        #expect(calls(t, step: 3) == ["Results.updateSearchResults(for:)"])
        #expect(calls(t, step: 4) == ["Results.updateSearchResults(for:)"])
        #expect(!t.events.contains { $0.actor == "Plants" && $0.step > 1 && $0.callback.isAppearance }, "Plants stays under the search")
    }

    @Test func cancelTellsTheDelegateFirstClearsTheTextAndReleasesNothing() throws {
        let t = try run("  - search: begin\n  - search: type\n  - search: cancel\n  - search: begin\n  - search: cancel\n")
        #expect(calls(t, step: 4) == [
            "Plants.willDismissSearchController", "Results.updateSearchResults(for:)",
            "PlantsSearch.viewWillDisappear", "Results.viewWillDisappear", "PlantsSearch.viewDidDisappear", "Results.viewDidDisappear",
            "Plants.didDismissSearchController",
        ])
        #expect(calls(t, step: 5).first == "Plants.willPresentSearchController", "loaded once: the second search loads nothing")
        #expect(!calls(t, step: 6).contains("Results.updateSearchResults(for:)"), "an empty field has no text to clear")
        #expect(!t.events.contains { $0.callback == .deinit }, "the owner keeps its search controller")
    }

    @Test func theSearchControllerGoesWithItsOwner() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "[Plants]", with: "[Home]")
        let t = try run("  - push: Plants\n  - search: begin\n  - search: cancel\n  - pop\n", yaml: yaml)
        let released = t.events.filter { $0.callback == .deinit }.map(\.actor)
        #expect(released == ["Plants", "PlantsSearch", "Results"])
    }

    @Test func anAppObjectCanBeTheDelegateAndTheUpdater() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "delegate: Plants, updater: Results", with: "delegate: Finder, updater: Finder")
        let t = try run("  - search: begin\n", yaml: yaml)
        #expect(calls(t, step: 2).filter { $0.hasPrefix("Finder.") } ==
                ["Finder.willPresentSearchController", "Finder.updateSearchResults(for:)", "Finder.didPresentSearchController"])
        #expect(t.actorKinds["Finder"] == .object)
    }

    @Test func mistakesAreNamedWhereTheyAreWritten() {
        #expect(scenarioFailure(navigationHeader + "  - search: begin\n")?.contains("A has no search controller") == true)
        #expect(scenarioFailure(Self.yaml + "  - search: type\n")?.contains("begin it first") == true)
        #expect(scenarioFailure(Self.yaml + "  - search: begin\n  - search: begin\n")?.contains("already active") == true)
        #expect(scenarioFailure(Self.yaml + "  - search: begin\n  - push: Detail\n")?.contains("search: cancel") == true)
        #expect(scenarioFailure(Self.yaml + "  - present: Sheet\n  - search: {action: begin, in: Plants}\n")?.contains("not on screen") == true)
        #expect(scenarioFailure(Self.yaml.replacingOccurrences(of: "id: t", with: "id: t\nprofile: ios5"))?.contains("iOS 8") == true)
        #expect(scenarioFailure(Self.yaml.replacingOccurrences(of: "results: Results", with: "results: Plants"))?.contains("its own") == true)
        #expect(scenarioFailure(Self.yaml + "  - push: Results\n")?.contains("a step cannot make it too") == true)
        #expect(scenarioFailure(Self.yaml + "  - search: begin\n  - search: cancel\n  - present: {vc: Sheet, from: PlantsSearch}\n")?
            .contains("belongs to the search controller of Plants") == true)
        #expect(scenarioFailure(Self.yaml.replacingOccurrences(of: "updater: Results}", with: "updater: Results, owner: X}"))?
            .contains("owner") == true)
    }
}
