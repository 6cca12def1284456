import LifelineEngine
import LifelineModel
@testable import ScenarioFormat
import LifelineTestSupport
import Testing

/// The mistakes of the fidelity part 1 keys (present styles, `from:`, `definesContext`,
/// `setViewControllers`, `dismiss: {from:}`), each with file:line:column and what to do.
@Suite(.tags(.fast)) struct PresentationParserErrorTests {
    func failure(_ yaml: String) -> String? { scenarioFailure(yaml) }
    let header = navigationHeader

    @Test func misspeltStyleSuggestsTheSpelling() {
        #expect(failure(header + "  - present: {vc: C, style: overfullscreen}\n") == "s.yaml:6:29: error: unknown style 'overfullscreen'; did you mean 'overFullScreen'?")
        #expect(failure(header + "  - present: C\n    style: popver\n") == "s.yaml:7:12: error: unknown style 'popver'; did you mean 'popover'?")
    }

    /// UIKit accepts these calls (it warns and does nothing: RefusedPresentationTests); the file is not wrong.
    @Test func presentFromAControllerThatIsNotOnScreen() {
        #expect(failure(header + "  - push: B\n  - present: {vc: C, from: A}\n") == nil)
        #expect(failure(header + "  - present: B\n  - present: {vc: C, from: A}\n") == nil)
        #expect(failure(header + "  - present: {vc: C, from: Zed}\n") == "s.yaml:6:5: error: unknown controller 'Zed'")
    }

    @Test func definesContextOnAnUnknownController() {
        #expect(failure("id: t\ncontrollers:\n  Inbx: {definesContext: true}\nwindow:\n  tabs: [Inbox, B]\nsteps:\n  - launch\n") == "s.yaml:3:3: error: definesContext on unknown controller 'Inbx'; did you mean 'Inbox'?")
        #expect(failure("id: t\ncontrollers:\n  Ghost: {definesContext: true}\nwindow: A\nsteps:\n  - launch\n") == "s.yaml:3:3: error: definesContext on unknown controller 'Ghost'; declare a controller of the window's tree or one a step creates")
        #expect(failure("id: t\ncontrollers:\n  A: {definesContext: maybe}\nwindow: A\nsteps:\n  - launch\n") == "s.yaml:3:23: error: expected true or false, found 'maybe'")
    }

    @Test func setViewControllersMistakes() {
        #expect(failure(header + "  - setViewControllers: []\n") == "s.yaml:6:25: error: 'setViewControllers' needs at least one controller: a navigation stack is never empty; to go back to the first screen, use '- popToRoot'")
        #expect(failure(header + "  - setViewControllers: [A, A]\n") == "s.yaml:6:29: error: 'A' appears twice in the list; a controller can be on a stack only once")
        #expect(failure(header + "  - setViewControllers: A\n") == "s.yaml:6:25: error: 'setViewControllers' needs a list of controllers, such as [A, C]")
        #expect(failure(header + "  - setViewControllers: [A, B]\n    in: A\n") == "s.yaml:6:5: error: 'A' is not a navigation controller; name a navigation controller with 'in:'")
        #expect(failure(header + "  - setViewControllers: [A, Nav]\n") == "s.yaml:6:5: error: 'Nav' is already in the controller hierarchy; a new stack holds controllers of this stack or new ones")
    }

    @Test func dismissFromWithNothingAbove() {
        #expect(failure(header + "  - dismiss: {from: A}\n") == "s.yaml:6:5: error: dismiss from 'A': nothing is presented above it; present a controller first")
        #expect(failure(header + "  - present: C\n  - dismiss: {from: C}\n") == "s.yaml:7:5: error: dismiss from 'C': nothing is presented above it; to close what is on top, write '- dismiss'")
        #expect(failure(header + "  - present: C\n  - dismiss: {from: A, by: delegate}\n") == "s.yaml:7:5: error: 'dismiss' needs 'by' or 'from', not both: 'from: A' is A's own dismiss(animated:completion:) call")
    }

    @Test func overStylesNeedIOS8() {
        #expect(failure("id: t\nprofile: ios5\nwindow: A\nsteps:\n  - launch\n  - present: {vc: C, style: popover}\n") == "s.yaml:6:5: error: style popover needs iOS 8 or later; profile ios5 does not have it; use profile ios12 or later")
    }
}
