import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import ScenarioFormat
@testable import LifelineSite
import Testing

/// The exercises of the shipped scenarios (issue #35), checked against the traces they come from: each
/// answer is recomputed here from the trace, independently of the generator, so a question whose key
/// disagrees with the model fails; the wording is scoped to the step it claims.
@Suite struct ExerciseTests {
    struct Asked { let scenario: Scenario; let trace: Trace; let key: Int; let questions: [Exercise] }

    /// Every shipped scenario with its questions, as the site's simulate step makes them, in its order.
    static let all: [Asked] = {
        let loaded = (try? Catalog.load(directory: shipped + "/Scenarios").scenarios) ?? []
        let order = try? TeachingOrder.read(folder: shipped + "/Scenarios", known: Set(loaded.map(\.id)))
        let scenarios = order?.sorted(loaded) ?? []   // the site's order: which scenario asks a question first
        let hasNote = { (s: Scenario, n: Int) in locales.string("scenario.\(s.id).step.\(n)", language: "en") != nil }
        guard let simulated = try? SiteState.simulate(scenarios, hasNote: hasNote) else { return [] }
        return scenarios.compactMap { s in
            simulated.traces[s.id].map { Asked(scenario: s, trace: $0, key: Exercise.keyStep(s) { hasNote(s, $0) }, questions: simulated.exercises[s.id] ?? []) }
        }
    }()

    @Test func atLeastFiveKindsAndEveryScenarioAsksFirstAboutItsKeyStep() {
        #expect(Self.all.count >= 41, "the shipped scenarios were loaded")
        let kinds = Set(Self.all.flatMap { $0.questions.map(\.kind) })
        #expect(kinds.count >= 5 && kinds == Set(Exercise.Kind.allCases), "kinds asked: \(kinds.map(\.rawValue).sorted())")
        for a in Self.all {
            let first = a.questions.first
            #expect(first?.step == a.key, "\(a.scenario.id): the first question is about step \(first?.step ?? 0), its key step is \(a.key)")
            #expect(a.questions.count >= 2 && a.questions.count <= Exercise.perScenario, "\(a.scenario.id): \(a.questions.count) questions: \(a.questions.map(\.id))")
        }
        // The authors' own choices: the key of a scenario that names one, and the derived one (a note after the launch).
        #expect(Self.all.first { $0.scenario.id == "did-load-vs-will-appear" }?.key == 3)
        #expect(Self.all.first { $0.scenario.id == "app-background" }?.key == 3, "the background step, not the push")
        #expect(Self.all.first { $0.scenario.id == "sheet-presentation" }?.key == 2)
    }

    /// No two questions of the site are the same for a learner: the same question text, options and answer.
    @Test func noQuestionIsAskedTwice() {
        var seen: [String: String] = [:]
        for a in Self.all {
            for q in a.questions {
                let text = "\(q.kind) \(q.stem) | " + q.items.map(\.label).sorted().joined(separator: ", ") + " | " + q.answerItems.map(\.label).joined(separator: ", ")
                if let other = seen[text] { Issue.record("\(q.id) asks what \(other) asks") }
                seen[text] = q.id
                #expect(seen.count == Set(seen.values).count)
            }
        }
        let signatures = Self.all.flatMap { $0.questions.map(\.signature) }
        #expect(Set(signatures).count == signatures.count, "two questions with one signature")
        let ids = Self.all.flatMap { $0.questions.map(\.id) }
        #expect(Set(ids).count == ids.count && ids.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") } })
    }

    func calls(_ t: Trace, _ step: Int) -> [TraceEvent] {
        t.events.filter { $0.step == step && $0.state != nil && !ExerciseContext.noise.contains($0.callback) }
    }

    /// Each kind's answer, recomputed from the trace.
    @Test func everyAnswerHoldsAgainstTheTrace() throws {
        for a in Self.all {
            for q in a.questions {
                let here = calls(a.trace, q.step), answer = q.answerItems
                #expect(!answer.isEmpty && answer.count == q.answer.count, "\(q.id): every answer key is an option")
                switch q.stem {
                case .next(let shown):
                    // The shown calls are the step's calls just before the answer, and the answer is the one that follows.
                    let labels = here.map { ($0.actorRef.description, CallLabel.text($0)) }
                    let at = shown.count
                    let start = try #require((0...max(0, labels.count - at - 1)).first { i in
                        zip(labels[i..<i + at], shown).allSatisfy { $0.0 == $1.who && $0.1 == $1.call }
                            && i + at < labels.count && labels[i + at] == (answer[0].who, answer[0].call)
                    }, "\(q.id): \(answer[0].label) follows the shown calls in step \(q.step)")
                    if shown.isEmpty { #expect(start == 0) }
                    for w in q.items where w.key != "right" { #expect(labels.firstIndex { $0 == (w.who, w.call) } != start + at, "\(q.id): \(w.label) is not next") }
                case .receivers(let callback):
                    let got = Set(a.trace.events.filter { $0.step == q.step && $0.callback == callback }.map(\.actorRef.description))
                    let options = q.items.filter { $0.key != "none" }.map(\.who)
                    let right = options.filter(got.contains)
                    #expect(right.isEmpty ? q.answer == ["none"] : answer.map(\.who) == right, "\(q.id): receivers of \(callback) in step \(q.step)")
                case .order:
                    #expect(answer.map(\.label) == here.map { "\($0.actorRef) \(CallLabel.text($0))" }.filter { l in answer.contains { $0.label == l } },
                            "\(q.id): the answer is the trace's order")
                    #expect(q.items.map(\.key) != q.answer, "\(q.id): shown shuffled")
                case .state(let who, let kept):
                    #expect(kept == !here.contains { $0.actorRef.description == who }, "\(q.id): kept means the step does not call \(who)")
                    let last = a.trace.events.last { $0.step <= q.step && $0.state != nil && $0.actorRef.description == who }
                    #expect(answer.first?.word == last?.state.map { .state($0) }, "\(q.id): \(who)'s state after step \(q.step)")
                case .mistake(let m):
                    try mistakeHolds(m, q, a)
                case .versions(let first, let second, let added):
                    try versionHolds(first, second, added, q, a)
                }
            }
        }
    }

    func mistakeHolds(_ m: Mistake, _ q: Exercise, _ a: Asked) throws {
        let of = { (c: Callback) in a.trace.events.filter { $0.actorRef.description == m.who && $0.callback == c } }
        switch m.template {
        case .loadInWillAppear:
            #expect(of(.viewWillAppear).count == m.count && m.count >= 2 && of(.viewDidLoad).count == 1, "\(q.id): \(m.who) appears \(m.count) times, loads once")
        case .startOnceInDidLoad:
            #expect(of(.viewDidLoad).count == 1 && of(.viewDidAppear).contains { $0.step == q.step }, "\(q.id): \(m.who) appears again in step \(q.step)")
            #expect(of(.viewDidDisappear).contains { $0.step < q.step || ($0.step == q.step) }, "\(q.id): after disappearing")
        case .saveOnlyOnDisappear:
            #expect(a.trace.events.contains { $0.step == q.step && ($0.callback == .sceneDidEnterBackground || $0.callback == .applicationDidEnterBackground) })
            #expect(!of(.viewWillDisappear).contains { $0.step == q.step }, "\(q.id): \(m.who) is not told in step \(q.step)")
        case .refreshAfterSheet:
            #expect(of(.presentationControllerDidDismiss).contains { $0.step == q.step } && !of(.viewWillAppear).contains { $0.step == q.step })
            // "never left the screen": no viewDidDisappear since it last appeared.
            let appeared = try #require(of(.viewDidAppear).last { $0.step < q.step })
            #expect(!of(.viewDidDisappear).contains { $0.seq > appeared.seq && $0.step <= q.step }, "\(q.id): \(m.who) stayed on screen")
        }
        #expect(q.answerItems.first?.call == m.options.first && Set(q.items.map(\.call)) == Set(m.options))
    }

    func versionHolds(_ first: Profile, _ second: Profile, _ added: Bool, _ q: Exercise, _ a: Asked) throws {
        let runs = try #require(ProfileDiff.traces(a.scenario, [first, second]))
        func names(_ t: Trace) -> Set<String> { Set(t.events.filter { $0.step == q.step && $0.state != nil }.map { "\($0.actorRef) \(CallLabel.text($0))" }) }
        let (has, lacks) = added ? (names(runs[1]), names(runs[0])) : (names(runs[0]), names(runs[1]))
        let right = try #require(q.answerItems.first).label
        #expect(has.contains(right) && !lacks.contains(right), "\(q.id): \(right) only on \(added ? second : first)")
        for w in q.items where w.key != "right" { #expect(has.contains(w.label) && lacks.contains(w.label), "\(q.id): \(w.label) is on both") }
    }

    /// The object alone never gives the answer away: a "next" question's wrong answers hold a call of the
    /// same object and the same call on another object; a "receivers" question offers at least two objects.
    @Test func theObjectAloneNeverGivesTheAnswerAway() {
        for q in Self.all.flatMap(\.questions) {
            switch q.stem {
            case .next:
                let right = q.answerItems[0], wrong = q.items.filter { $0.key != "right" }
                #expect(wrong.contains { $0.who == right.who } && wrong.contains { $0.call == right.call && $0.who != right.who }, "\(q.id)")
                #expect(wrong.count >= 2)
            case .receivers: #expect(q.items.filter { $0.key != "none" }.count >= 2 && q.items.contains { $0.key == "none" }, "\(q.id)")
            default: #expect(q.items.count >= 3, "\(q.id): at least three options")
            }
        }
    }

    /// A question claims only what happens in its step: no stem says "never" (the wording the reviews
    /// found false when the call comes in another step), in any language.
    @Test func noQuestionClaimsNever() {
        let never = ["en": ["never", "at all"], "fr": ["jamais"], "zh-Hans": ["根本", "从不", "从来"], "ko": ["절대", "전혀"]]
        for q in Self.all.flatMap(\.questions) {
            for (lang, words) in never {
                let text = ExerciseView.question(q, Words(locales, language: lang))
                for w in words { #expect(!text.contains(w), "[\(lang)] \(q.id): \(text)") }
            }
        }
    }

    /// Every answer is explained: a rule the engine knows (its sentence is the explanation), or for a
    /// mistake, what the trace did; in every language, with no placeholder left.
    @Test func everyAnswerIsExplainedInEveryLanguage() {
        let rules = Set(RuleTable.all.map(\.id.rawValue))
        for a in Self.all {
            for q in a.questions {
                switch q.stem {
                case .mistake, .state(_, true): #expect(q.rule.isEmpty)
                default: #expect(rules.contains(q.rule), "\(q.id): rule '\(q.rule)'")
                }
                for lang in ["en", "fr", "zh-Hans", "ko"] {
                    let t = Words(locales, language: lang)
                    let why = ExerciseView.why(q, t, Words(locales, language: lang)), question = ExerciseView.question(q, t)
                    #expect(why.count > 20 && !why.contains("%") && !question.contains("%"), "[\(lang)] \(q.id): \(question) / \(why)")
                }
            }
        }
    }
}
