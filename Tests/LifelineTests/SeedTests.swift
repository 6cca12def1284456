import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// The facts the five seed documents publish, checked against the canonical scenarios.
@Suite(.tags(.fast)) struct SeedTests {
    @Test func koreanTwoTabTraceExactly() throws {
        let t = try Simulator.run(try loadCanonical("tab-switch"))
        let vcs: Set<String> = ["ViewController", "SecondViewController"]
        // The velog seed's console, line for line.
        #expect(calls(t, step: 1, only: appearanceAndLoad, actors: vcs) == [
            "ViewController.viewDidLoad", "ViewController.viewWillAppear", "ViewController.viewDidAppear"])
        #expect(calls(t, step: 2, only: appearanceAndLoad, actors: vcs) == [
            "SecondViewController.viewDidLoad", "SecondViewController.viewWillAppear",
            "ViewController.viewWillDisappear", "ViewController.viewDidDisappear", "SecondViewController.viewDidAppear"])
        #expect(calls(t, step: 3, only: appearanceAndLoad, actors: vcs) == [
            "ViewController.viewWillAppear", "SecondViewController.viewWillDisappear",
            "SecondViewController.viewDidDisappear", "ViewController.viewDidAppear"])
    }

    @Test func koreanThreeLevelStackWithThePushOrderOfR3() throws {
        let t = try Simulator.run(try loadCanonical("navigation-three-levels"))
        let vcs: Set<String> = ["ViewController", "SecondViewController", "ThirdViewController"]
        let c = { (step: Int) in calls(t, step: step, only: appearanceAndLoad, actors: vcs) }
        #expect(c(1) == ["ViewController.viewDidLoad", "ViewController.viewWillAppear", "ViewController.viewDidAppear"])
        // R3: the leaving controller's viewWillDisappear comes first (the seed printed the tab order here).
        #expect(c(2) == ["SecondViewController.viewDidLoad", "ViewController.viewWillDisappear", "SecondViewController.viewWillAppear",
                         "ViewController.viewDidDisappear", "SecondViewController.viewDidAppear"])
        #expect(c(3) == ["ThirdViewController.viewDidLoad", "SecondViewController.viewWillDisappear", "ThirdViewController.viewWillAppear",
                         "SecondViewController.viewDidDisappear", "ThirdViewController.viewDidAppear"])
        // Back: the screens still on the stack do not load again.
        #expect(c(4) == ["ThirdViewController.viewWillDisappear", "SecondViewController.viewWillAppear",
                         "ThirdViewController.viewDidDisappear", "SecondViewController.viewDidAppear"])
        #expect(c(5) == ["SecondViewController.viewWillDisappear", "ViewController.viewWillAppear",
                         "SecondViewController.viewDidDisappear", "ViewController.viewDidAppear"])
        // Pushed again: a new instance, so viewDidLoad runs again.
        #expect(c(6) == ["SecondViewController#2.viewDidLoad", "ViewController.viewWillDisappear", "SecondViewController#2.viewWillAppear",
                         "ViewController.viewDidDisappear", "SecondViewController#2.viewDidAppear"])
    }

    @Test func openClassroomsTenRoundTrips() throws {
        let s = try loadCanonical("did-load-vs-will-appear")
        let t = try Simulator.run(s)
        func count(_ actor: String, _ cb: Callback) -> Int { t.events.filter { $0.actor == actor && $0.callback == cb }.count }
        #expect(count("A", .viewDidLoad) == 1)
        #expect(count("A", .viewWillAppear) == 11 && count("A", .viewDidAppear) == 11)   // launch + ten returns
        #expect(count("B", .viewWillAppear) == 10 && count("B", .viewDidAppear) == 10)
        #expect(count("A", .deinit) == 0)
        // B dies on every pop: the pop step ends with that instance's deinit.
        for trip in 1...10 {
            let popStep = 1 + trip * 2
            let last = events(t, step: popStep).last!
            #expect(last.actor == "B" && last.instance == trip && last.callback == .deinit)
        }
    }

    /// The storyboard tutorial among the seeds (its facts; the app is our own plant-care app).
    @Test func storyboardTutorialAddScreen() throws {
        let t = try Simulator.run(try loadCanonical("modal-segue-delegate-dismiss"))
        // Only the initial tab bar and its children are instantiated at launch.
        #expect(Set(calls(t, step: 1, only: [.initCoder])) == ["Tab.init(coder:)", "Nav.init(coder:)", "Plants.init(coder:)", "Tips.init(coder:)"])
        // init(coder:) on every open, deinit on every close.
        #expect(calls(t, only: [.initCoder, .deinit], actors: ["PlantEditor"]) == [
            "PlantEditor.init(coder:)", "PlantEditor.deinit", "PlantEditor#2.init(coder:)", "PlantEditor#2.deinit"])
        // prepare(for:sender:) runs after the destination exists and before its view loads.
        let prepare = try #require(index(t, "Plants", .prepareForSegue, step: 2))
        #expect(try #require(index(t, "PlantEditor", .initCoder, step: 2)) < prepare && prepare < #require(index(t, "PlantEditor", .viewDidLoad, step: 2)))
        // Cancel and Save reach the delegate, which dismisses.
        #expect(t.events.filter { $0.callback == .delegate }.map { $0.args["name"] } == [.string("plantEditorDidCancel"), .string("plantEditorDidSave")])
    }

    @Test func segueBackMistakeStacksNewInstances() throws {
        let t = try Simulator.run(try loadCanonical("segue-back-mistake"))
        let plants = t.events.filter { $0.actor == "Plants" && $0.callback == .initCoder }.map(\.instance)
        #expect(plants == [1, 2, 3])
        #expect(!t.events.contains { $0.callback == .deinit })   // nothing is ever released
    }
}
