import LifelineModel

/// "Spot the mistake" questions: a short piece of code doing its work in the wrong callback, drawn from
/// the site's principles (`Principle`: where to load, save, start and stop), asked only where the
/// scenario's own trace shows the code going wrong, and explained with what the trace did.
struct Mistake: Equatable {
    enum Template: String, CaseIterable {
        /// Loading in `viewWillAppear`: the trace shows it running again each time the screen comes back.
        case loadInWillAppear
        /// A timer started once in `viewDidLoad` and stopped in `viewDidDisappear`: the screen comes back and it stays stopped.
        case startOnceInDidLoad
        /// Saving only in `viewWillDisappear`: the app goes to the background and the screen is never told.
        case saveOnlyOnDisappear
        /// Refreshing in `viewWillAppear` after a sheet: the user swipes the sheet away and the presenter is never told.
        case refreshAfterSheet
    }
    var template: Template
    /// The controller the code belongs to.
    var who: String
    /// loadInWillAppear: how many times its `viewWillAppear` runs. Otherwise 0.
    var count = 0
    /// saveOnlyOnDisappear: the callback that tells the app it went to the background.
    var background: Callback?

    /// The code the learner reads: identifiers only, so it needs no translation.
    var code: String {
        switch template {
        case .loadInWillAppear:
            "override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n    loadMessages()\n}"
        case .startOnceInDidLoad:
            "override func viewDidLoad() {\n    super.viewDidLoad()\n    clock = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in\n"
                + "        self?.tick()\n    }\n}\n\noverride func viewDidDisappear(_ animated: Bool) {\n    super.viewDidDisappear(animated)\n    clock?.invalidate()\n}"
        case .saveOnlyOnDisappear:
            "override func viewWillDisappear(_ animated: Bool) {\n    super.viewWillDisappear(animated)\n    draft.save()\n}"
        case .refreshAfterSheet:
            "override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n    tableView.reloadData()\n}"
        }
    }

    /// The principle the fix follows: the explanation links to it.
    var principle: Principle {
        switch template {
        case .loadInWillAppear: .loadData
        case .startOnceInDidLoad: .observers
        case .saveOnlyOnDisappear: .save
        case .refreshAfterSheet: .loadData
        }
    }

    /// The right callback first, then the wrong ones (the code's own among them).
    var options: [String] {
        switch template {
        case .loadInWillAppear: ["viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "viewDidLayoutSubviews()"]
        case .startOnceInDidLoad: ["viewDidAppear(_:)", "viewDidLoad()", "loadView()", "viewDidLayoutSubviews()"]
        case .saveOnlyOnDisappear: [(background ?? .sceneDidEnterBackground).rawValue, "deinit", "viewDidDisappear(_:)", "didReceiveMemoryWarning()"]
        case .refreshAfterSheet: ["presentationControllerDidDismiss(_:)", "viewDidAppear(_:)", "viewDidLoad()", "viewWillLayoutSubviews()"]
        }
    }
}

extension ExerciseContext {
    /// The scenario's mistake question: a template its trace shows going wrong, preferring one that goes
    /// wrong in the key step, then the most particular. Its step is where the code fails.
    func mistake() -> Exercise? {
        // The situations a scenario is about come first; a screen loading and appearing again is in most.
        let found = [saveOnlyOnDisappear(), refreshAfterSheet(), startOnceInDidLoad(), loadInWillAppear()].compactMap { $0 }
        guard let (m, step) = found.first(where: { $0.1 == key }) ?? found.first else { return nil }
        let items = m.options.enumerated().map { Exercise.Item(key: $0.offset == 0 ? "right" : "w\($0.offset)", call: $0.element) }
        let id = id(step, .mistake)
        return Exercise(id: id, kind: .mistake, step: step, stem: .mistake(m), items: Exercise.shuffled(items, seed: id), answer: ["right"], rule: "")
    }

    private func events(_ who: String, _ c: Callback) -> [TraceEvent] {
        trace.events.filter { $0.actorRef.description == who && $0.callback == c }
    }

    private var controllers: [String] {
        var out: [String] = []
        for e in trace.events where e.state != nil && !out.contains(e.actorRef.description) { out.append(e.actorRef.description) }
        return out
    }

    /// A controller whose view loads once and appears again: the load would run each time.
    private func loadInWillAppear() -> (Mistake, Int)? {
        for who in controllers {
            let appears = events(who, .viewWillAppear)
            guard appears.count >= 2, events(who, .viewDidLoad).count == 1 else { continue }
            return (Mistake(template: .loadInWillAppear, who: who, count: appears.count), appears[1].step)
        }
        return nil
    }

    /// A controller that disappears and comes back without loading its view again.
    private func startOnceInDidLoad() -> (Mistake, Int)? {
        for who in controllers where events(who, .viewDidLoad).count == 1 {
            guard let gone = events(who, .viewDidDisappear).first,
                  let back = events(who, .viewDidAppear).first(where: { $0.seq > gone.seq }) else { continue }
            return (Mistake(template: .startOnceInDidLoad, who: who), back.step)
        }
        return nil
    }

    /// A sheet swiped away whose presenter, the sheet's delegate, gets `presentationControllerDidDismiss(_:)` but no `viewWillAppear`.
    private func refreshAfterSheet() -> (Mistake, Int)? {
        for e in trace.events where e.callback == .presentationControllerDidDismiss {
            let who = e.actorRef.description
            guard !events(who, .viewWillAppear).contains(where: { $0.step == e.step }), events(who, .viewDidLoad).count == 1 else { continue }
            return (Mistake(template: .refreshAfterSheet, who: who), e.step)
        }
        return nil
    }

    /// A step that sends the app to the background while the shown controller gets no `viewWillDisappear`.
    private func saveOnlyOnDisappear() -> (Mistake, Int)? {
        for e in trace.events where e.callback == .sceneDidEnterBackground || e.callback == .applicationDidEnterBackground {
            guard e.step >= 2, e.step - 1 <= screens.count, let shown = screens[e.step - 2].levels.last?.root.shownLeaf,
                  !events(shown, .viewWillDisappear).contains(where: { $0.step == e.step }) else { continue }
            return (Mistake(template: .saveOnlyOnDisappear, who: shown, background: e.callback), e.step)
        }
        return nil
    }
}
