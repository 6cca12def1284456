import LifelineDiagrams
import LifelineEngine
import LifelineModel

/// What one scenario's questions are made from: its trace, what the screen showed after each step,
/// its key step, and its runs on the compared iOS versions.
struct ExerciseContext: Sendable {
    typealias Item = Exercise.Item
    let scenario: Scenario
    let trace: Trace
    let screens: [Screen]
    let key: Int
    /// The scenario on each compared iOS version, oldest first (empty when it is not compared).
    let versions: [(profile: Profile, trace: Trace)]
    let byStep: [Int: [TraceEvent]]
    /// Each compared version's controller calls, by step.
    let versionSteps: [[Int: [TraceEvent]]]
    /// The candidates made so far (`candidates`): the scenario's run keeps them, so `serve` makes only an edited scenario's again.
    let memo: QuestionMemo

    init(scenario: Scenario, trace: Trace, screens: [Screen], key: Int, versions: [(profile: Profile, trace: Trace)], memo: QuestionMemo = QuestionMemo()) {
        self.scenario = scenario; self.trace = trace; self.screens = screens; self.key = key; self.versions = versions; self.memo = memo
        byStep = Dictionary(grouping: trace.events, by: \.step)
        versionSteps = versions.map { Dictionary(grouping: $0.trace.events.filter { $0.state != nil }, by: \.step) }
    }

    static let appearance: [Callback] = [.viewWillDisappear, .viewWillAppear, .viewDidDisappear, .viewDidAppear]
    /// Left out of every question: layout passes repeat, warnings are not calls.
    static let noise: Set<Callback> = [.viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateProperties, .warning]
    /// A callback's neighbours on the same object, the moves a learner confuses it with.
    static let counterparts: [Callback: [Callback]] = [
        .viewWillAppear: [.viewWillDisappear, .viewDidAppear], .viewDidAppear: [.viewDidDisappear, .viewWillAppear],
        .viewWillDisappear: [.viewWillAppear, .viewDidDisappear], .viewDidDisappear: [.viewDidAppear, .viewWillDisappear],
        .viewDidLoad: [.viewWillAppear, .loadView], .loadView: [.viewDidLoad, .viewWillAppear], .viewIsAppearing: [.viewDidAppear, .viewWillAppear],
        .willMoveToParent: [.didMoveToParent, .viewWillAppear], .didMoveToParent: [.willMoveToParent, .viewDidAppear], .deinit: [.viewDidDisappear, .viewWillDisappear],
    ]

    var isLaunch: (Int) -> Bool { { n in if case .launch = scenario.steps[n - 1].action { return true } else { return false } } }
    /// The steps other than the key step, the launch last (its order is on every page).
    var otherSteps: [Int] {
        let all = scenario.steps.indices.map { $0 + 1 }.filter { $0 != key }
        return all.filter { !isLaunch($0) } + all.filter(isLaunch)
    }

    /// `questions`, each with its signature and its wording (what `Exercise.make` compares), made once.
    func candidates(_ kind: Exercise.Kind, step: Int) -> [ExerciseCandidate] {
        memo.value("\(kind.rawValue) \(step) \(key)") {
            questions(kind, step: step).map { question in
                var e = question
                e.signature = signature(e)
                return ExerciseCandidate(exercise: e, wording: e.wording)
            }
        }
    }

    /// The questions of one kind a step can ask, the best first (`Exercise.make` takes the first not asked before).
    func questions(_ kind: Exercise.Kind, step: Int) -> [Exercise] {
        switch kind {
        case .next: next(step)
        case .receivers: receivers(step)
        case .order: order(step).map { [$0] } ?? []
        case .state: state(step)
        case .mistake: mistake().map { [$0] } ?? []
        case .versions: versions(step)
        }
    }

    /// A question's id (an HTML id): the scenario, the step, the kind, and what tells two of a kind apart.
    func id(_ step: Int, _ kind: Exercise.Kind, _ part: String = "") -> String {
        let tail = String(part.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        return "\(scenario.id)-step\(step)-\(kind.rawValue)" + (tail.isEmpty ? "" : "-" + tail)
    }

    /// A question as a learner sees it without the names: its kind, the kind of step it is about, and
    /// the calls it shows and expects. Two scenarios' pushes make one question; a mistake is asked once per
    /// theme and kind of step where it goes wrong.
    func signature(_ e: Exercise) -> String {
        let action = e.step <= scenario.steps.count ? scenario.steps[e.step - 1].action.headingKey + " " + topStyle(e.step) : ""
        func calls(_ items: [Item]) -> String { items.map { $0.call + ($0.word.map { " " + $0.text } ?? "") }.joined(separator: ", ") }
        let stem = switch e.stem {
        case .next(let shown): "next " + calls(shown)
        case .receivers(let c): "receivers \(c.rawValue) \(e.answer.count) \(e.answer == ["none"])"
        case .order: "order"
        case .state: "state"
        case .mistake(let m): "mistake \(m.template.rawValue) \(scenario.theme ?? "") \(action)"
        case .versions(let a, let b, let added): "versions \(a.rawValue) \(b.rawValue) \(added) " + (e.answerItems.first?.call.prefix { $0 != "(" } ?? "")
        }
        if e.kind == .versions { return stem }   // one iOS difference is one question, whichever step shows it
        return [e.kind == .mistake ? "" : action, stem, e.kind == .receivers ? "" : calls(e.items.sorted { $0.call < $1.call }),
                e.kind == .receivers ? "" : calls(e.answerItems)].joined(separator: " | ")
    }
    /// The controller calls of a step a learner is asked about.
    func calls(_ step: Int) -> [TraceEvent] { (byStep[step] ?? []).filter { $0.state != nil && !Self.noise.contains($0.callback) } }
    func item(_ e: TraceEvent, key: String? = nil) -> Item { Item(key: key ?? "e\(e.seq)", who: e.actorRef.description, call: CallLabel.text(e)) }
    /// A call the model could have made instead: `callback` on `who`, with the arguments of `like`.
    func ghost(_ who: String, _ callback: Callback, like e: TraceEvent, key: String) -> Item {
        var args = e.args
        // An appearance callback's `animated` is the step's, whatever the event it stands beside.
        if args["animated"] == nil { args["animated"] = (byStep[e.step] ?? []).lazy.compactMap { $0.args["animated"] }.first ?? .bool(false) }
        let g = TraceEvent(seq: 0, step: e.step, turn: 0, actor: who, callback: callback, args: args, state: nil, rule: nil)
        return Item(key: key, who: who, call: CallLabel.text(g))
    }

    /// The presentation style of the topmost level before or after a step (the one presented or dismissed).
    func topStyle(_ step: Int) -> String {
        var levels: [Screen.Level] = []
        for n in [step - 1, step] where n >= 1 && n <= screens.count && screens[n - 1].levels.count > levels.count { levels = screens[n - 1].levels }
        guard let style = levels.last?.style else { return "" }
        return style.rawValue
    }

    /// The controllers a step is about: those it calls, and those shown before and after it.
    func involved(_ step: Int) -> [String] {
        var out: [String] = []
        for e in calls(step) where !out.contains(e.actorRef.description) { out.append(e.actorRef.description) }
        for n in [step - 1, step] where n >= 1 && n <= screens.count {
            for level in screens[n - 1].levels where !out.contains(level.root.shownLeaf) { out.append(level.root.shownLeaf) }
        }
        return out
    }

    /// Creation calls are never the answer to "what comes next": when a storyboard decodes is not the lesson.
    static let creation: Set<Callback> = [.initCoder, .initNib, .awakeFromNib, .loadView]

    /// Predict the next call: marked points whose wrong answers include the same object and the same
    /// callback, so neither gives the answer away; appearance callbacks first, and only those at the launch.
    func next(_ step: Int) -> [Exercise] {
        let calls = calls(step)
        let appearing = calls.indices.filter { $0 >= 1 && Self.appearance.contains(calls[$0].callback) }
        let others = isLaunch(step) ? [] : calls.indices.filter { $0 >= 1 && !Self.appearance.contains(calls[$0].callback) && !Self.creation.contains(calls[$0].callback) }
        return (appearing + others).compactMap { at -> Exercise? in
            let right = calls[at]
            var wrong: [Item] = [], seen: Set<String> = [right.actorRef.description + " " + right.callback.rawValue]
            func add(_ who: String, _ c: Callback) {
                guard seen.insert(who + " " + c.rawValue).inserted else { return }
                wrong.append(ghost(who, c, like: right, key: "w\(wrong.count + 1)"))
            }
            for other in involved(step) where other != right.actorRef.description && wrong.count < 1 { add(other, right.callback) }
            for c in Self.counterparts[right.callback] ?? [] where wrong.count < 2 { add(right.actorRef.description, c) }
            if at + 1 < calls.count, seen.insert(calls[at + 1].actorRef.description + " " + calls[at + 1].callback.rawValue).inserted {
                wrong.append(item(calls[at + 1], key: "w\(wrong.count + 1)"))
            }
            let sameWho = wrong.contains { $0.who == right.actorRef.description }, sameCall = wrong.contains { $0.call == CallLabel.text(right) }
            guard wrong.count >= 2, sameWho, sameCall else { return nil }
            let answer = item(right, key: "right")
            let shown = calls[max(0, at - 6)..<at].map { item($0) }
            let id = id(step, .next)
            return Exercise(id: id, kind: .next, step: step, stem: .next(shown: shown), items: Exercise.shuffled([answer] + wrong.prefix(3), seed: id),
                            answer: ["right"], rule: right.rule?.rawValue ?? "")
        }
    }

    static let mirror: [Callback: Callback] = [.viewWillAppear: .viewWillDisappear, .viewWillDisappear: .viewWillAppear,
                                               .viewDidAppear: .viewDidDisappear, .viewDidDisappear: .viewDidAppear]

    /// Which of the step's objects receive an appearance callback: first those nobody receives while
    /// their mirror is sent (the presenter under a sheet gets no viewWillDisappear while the sheet gets
    /// viewWillAppear; never at the launch, where nothing was on screen), then those only some receive.
    func receivers(_ step: Int) -> [Exercise] {
        let objects = Array(involved(step).prefix(5)), events = byStep[step] ?? []
        guard objects.count >= 2, let shownCall = events.first(where: { Self.appearance.contains($0.callback) }) else { return [] }
        func got(_ c: Callback) -> [String] { objects.filter { o in events.contains { $0.callback == c && $0.actorRef.description == o } } }
        let surprises = Self.appearance.filter { c in step >= 2 && !isLaunch(step) && got(c).isEmpty && Self.mirror[c].map { !got($0).isEmpty } == true }
        return (surprises + Self.appearance.filter { !got($0).isEmpty && got($0).count < objects.count }).map { receivers(step, $0, objects, shownCall) }
    }

    private func receivers(_ step: Int, _ callback: Callback, _ objects: [String], _ shownCall: TraceEvent) -> Exercise {
        let events = byStep[step] ?? []
        func got(_ c: Callback) -> [String] { objects.filter { o in events.contains { $0.callback == c && $0.actorRef.description == o } } }
        let items = objects.enumerated().map { Item(key: "o\($0.offset + 1)", who: $0.element) } + [Item(key: "none", word: Exercise.Word.none)]
        let right = got(callback)
        let answer = right.isEmpty ? ["none"] : items.filter { right.contains($0.who) }.map(\.key)
        let rule = events.first { $0.callback == callback }?.rule ?? shownCall.rule
        return Exercise(id: id(step, .receivers, callback.rawValue), kind: .receivers, step: step, stem: .receivers(callback: callback), items: items,
                        answer: answer, rule: rule?.rawValue ?? "")
    }

    /// Left out of order questions, in this order, while a step has more than `orderSizes` calls:
    /// creation, then `viewIsAppearing`. What is left keeps its order.
    static let dropped: [Set<Callback>] = [[.initCoder, .initNib, .awakeFromNib, .loadView], [.viewIsAppearing]]
    /// A step qualifies for an order question with 3 to 8 calls, each a different (object, call) pair.
    static let orderSizes = 3...8

    func order(_ step: Int) -> Exercise? {
        var kept = calls(step)
        for drop in Self.dropped where kept.count > Self.orderSizes.upperBound { kept.removeAll { drop.contains($0.callback) } }
        guard Self.orderSizes.contains(kept.count) else { return nil }
        let answer = kept.map { item($0) }
        guard Set(answer.map { $0.who + " " + $0.call }).count == answer.count else { return nil }
        let id = id(step, .order)
        return Exercise(id: id, kind: .order, step: step, stem: .order, items: Exercise.shuffled(answer, seed: id), answer: answer.map(\.key),
                        rule: kept.first { Self.appearance.contains($0.callback) }?.rule?.rawValue ?? kept[0].rule?.rawValue ?? "")
    }

    /// The state an object is in after a step: first those the step does not call (their state carries
    /// over, as the presenter's under a sheet), then those it calls.
    func state(_ step: Int) -> [Exercise] {
        let called = Set(calls(step).map(\.actorRef.description))
        return involved(step).sorted(by: { !called.contains($0) && called.contains($1) }).compactMap { who -> Exercise? in
            guard let last = trace.events.last(where: { $0.step <= step && $0.state != nil && $0.actorRef.description == who }), let now = last.state else { return nil }
            // An object the step leaves alone keeps its state: that is the explanation, not its last call's rule.
            let kept = !called.contains(who)
            var options: [AppearanceState] = [.appeared, .disappeared, .loaded, .deallocated]
            if !options.contains(now) { options[2] = now }
            let items = options.map { Item(key: "s-\($0.rawValue)", word: .state($0)) }
            return Exercise(id: id(step, .state, who), kind: .state, step: step, stem: .state(who: who, kept: kept), items: items,
                            answer: ["s-\(now.rawValue)"], rule: kept ? "" : last.rule?.rawValue ?? "")
        }
    }

    /// Which call one compared iOS version makes in this step that the next one does not (or no longer
    /// makes): every such call is a candidate, those that went away first. The wrong answers are calls of
    /// the step both versions make; the explanation is the rule of the version that has the call, or for
    /// one that went away, the newer version's rule for the step.
    func versions(_ step: Int) -> [Exercise] {
        func name(_ e: TraceEvent) -> String { e.actorRef.description + " " + e.callback.rawValue }
        var out: [Exercise] = []
        for (n, (a, b)) in zip(versions, versions.dropFirst()).enumerated() {
            let first = versionSteps[n][step] ?? [], second = versionSteps[n + 1][step] ?? []
            let inFirst = Set(first.map(name)), inSecond = Set(second.map(name))
            let changes = first.filter { !inSecond.contains(name($0)) }.map { ($0, false) } + second.filter { !inFirst.contains(name($0)) }.map { ($0, true) }
            for (right, added) in changes {
                var wrong: [Item] = []
                for e in (added ? second : first) where inFirst.contains(name(e)) && inSecond.contains(name(e)) && wrong.count < 3
                    && !wrong.contains(where: { $0.who == e.actorRef.description && $0.call == CallLabel.text(e) }) {
                    wrong.append(item(e, key: "w\(wrong.count + 1)"))
                }
                guard wrong.count >= 2 else { continue }
                let id = id(step, .versions)
                let rule = added ? right.rule : second.first { Self.appearance.contains($0.callback) && $0.rule != nil }?.rule ?? right.rule
                out.append(Exercise(id: id, kind: .versions, step: step, stem: .versions(first: a.profile, second: b.profile, added: added),
                                    items: Exercise.shuffled([item(right, key: "right")] + wrong, seed: id), answer: ["right"], rule: rule?.rawValue ?? ""))
            }
        }
        return out
    }
}

/// A candidate question, with what `Exercise.make` compares it by (its signature is set).
struct ExerciseCandidate: Sendable { var exercise: Exercise; var wording: String }

/// A scenario's candidate questions by kind, step and key step (`ExerciseContext.candidates`): they depend
/// on nothing but the scenario, its runs and its key step.
typealias QuestionMemo = Memo<String, [ExerciseCandidate]>
