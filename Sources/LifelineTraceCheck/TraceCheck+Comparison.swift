import LifelineEngine
import LifelineModel
import ScenarioFormat

extension TraceCheck {
    /// The log against the model's trace: divergences (for the chart's marks) and findings.
    enum Comparison {
        /// The controllers of a trace, in the order they first appear.
        static func controllers(_ trace: Trace) -> [String] {
            var seen: Set<String> = [], out: [String] = []
            for e in trace.events where trace.actorKinds[e.actor]?.isController ?? e.callback.changesState {
                if seen.insert(e.actor).inserted { out.append(e.actor) }
            }
            return out
        }

        /// A log whose names match none of the scenario's objects compares nothing: an error that names
        /// both sides and the --map that would pair them in the order they appear.
        static func refuseUnmatchedNames(log: DeviceLog, model: Trace, path: String) throws {
            let modelNames = Set(model.events.map(\.actor))
            var logNames: [String] = []
            for e in log.trace.events where !logNames.contains(e.actor) { logNames.append(e.actor) }
            let delegates: Set<String> = ["AppDelegate", "SceneDelegate"]
            let logControllers = logNames.filter { !delegates.contains($0) }
            guard !logControllers.isEmpty, !logControllers.contains(where: modelNames.contains) else { return }
            let wanted = controllers(model).sorted { (model.actorKinds[$0] == .controller ? 0 : 1) < (model.actorKinds[$1] == .controller ? 0 : 1) }
            let how = mapping(logControllers, wanted).map { "pair them with " + $0.map { "--map \($0.0)=\($0.1)" }.joined(separator: " ") }
                ?? "say which is which with --map ClassInTheLog=NameInTheScenario for each (lifeline does not guess a pairing)"
            throw Diagnostic(path, "no name in the log is a controller of the scenario: the log has \(logControllers.prefix(8).joined(separator: ", ")); "
                            + "the scenario has \(wanted.joined(separator: ", ")); \(how) (or class: in the scenario)")
        }

        /// A pairing to suggest only when it is not a guess: one controller on each side, or each log class
        /// holding exactly one scenario name of three letters or more (`FirstViewController` → `First`).
        /// Paired by the order they appear, a wrong log could be made to agree.
        static func mapping(_ log: [String], _ scenario: [String]) -> [(String, String)]? {
            if log.count == 1, scenario.count == 1 { return [(log[0], scenario[0])] }
            var pairs: [(String, String)] = []
            for name in log {
                let held = scenario.filter { $0.count >= 3 && name.lowercased().contains($0.lowercased()) }
                guard held.count == 1 else { return nil }
                pairs.append((name, held[0]))
            }
            return Set(pairs.map(\.1)).count == pairs.count && !pairs.isEmpty ? pairs : nil
        }

        /// What the log should show of the model: a controller's `logs:`, else the scenario's, else every
        /// callback the log prints for anyone.
        /// A controller's calls before its first line in the log are outside the log, as the invariants
        /// take it (its class may print less than another's: a presenter printing only its appearance).
        /// Delegates are not cut: their first line is only a callback like the others.
        static func expectation(_ scenario: Scenario, log: DeviceLog, model: Trace) -> (TraceEvent) -> Bool {
            let shown = Set(log.trace.events.map(\.callback))
            var firstLogged: [String: Callback] = [:]
            for e in log.trace.events where e.instance == 1 && firstLogged[e.actor] == nil { firstLogged[e.actor] = e.callback }
            var startsAt: [String: Int] = [:]
            for e in model.events where e.instance == 1 && startsAt[e.actor] == nil && firstLogged[e.actor] == e.callback
                && model.actorKinds[e.actor]?.isController ?? e.callback.changesState { startsAt[e.actor] = e.seq }
            return { e in
                if e.instance == 1, let start = startsAt[e.actor], e.seq < start { return false }
                return (scenario.controllers[e.actor]?.logs ?? scenario.logs ?? shown).contains(e.callback)
            }
        }

        static func run(log: DeviceLog, model: Trace, scenario: Scenario, from first: Int = 1) -> (divergences: [Divergence], findings: [Finding]) {
            let base = expectation(scenario, log: log, model: model)
            let expects: (TraceEvent) -> Bool = { $0.step >= first && base($0) }
            let inLog = Set(log.trace.events.map(\.actor))
            var findings: [Finding] = []
            var absent: Set<String> = []
            // UIKit's own containers (navigation, tab bar, split, page) are rarely subclassed, so rarely
            // logged: absent only when the log shows a container of that kind.
            let uikit: Set<ActorKind> = [.navigation, .tabBar, .split, .pageView]
            let loggedKinds = Set(log.trace.events.compactMap { model.actorKinds[$0.actor] })
            for name in controllers(model) where !inLog.contains(name) {
                if let kind = model.actorKinds[name], uikit.contains(kind), !loggedKinds.contains(kind) { absent.insert(name); continue }
                let expected = model.events.filter { $0.actor == name && expects($0) && !TraceComparison.isRepeatable($0.callback) }
                guard let first = expected.first else { continue }
                absent.insert(name)
                findings.append(Finding(.absent(name: name, firstCall: "\(name).\(first.callback.rawValue)", rule: first.rule),
                                        actor: name, callback: first.callback.rawValue, rule: first.rule))
            }
            let (all, reached) = TraceComparison.compareWithReach(log: log.trace, model: model, expects: expects)
            let divergences = all.filter { !($0.kind == .missing && absent.contains($0.actor.name)) }
            // The log ends before the scenario does: the later steps' calls are not findings, one note says so.
            let (beyond, within) = divergences.reduce(into: ([Divergence](), [Divergence]())) { parts, d in
                if d.kind == .missing && d.step > reached { parts.0.append(d) } else { parts.1.append(d) }
            }
            findings += within.map { finding($0, log: log) }
            findings += unreleased(log: log, model: model, scenario: scenario, steps: first...max(first, reached))
            if let first = beyond.first {
                findings.append(Finding(.endsEarly(reached: reached, last: model.events.last?.step ?? reached),
                                        actor: first.actor.description, callback: first.callback.rawValue))
            }
            return (within, findings)
        }

        /// Releases the model makes of objects the log shows, when the log prints no `deinit` for anyone and
        /// the scenario does not say what it prints (`logs:`): each a warning on the object's last line.
        static func unreleased(log: DeviceLog, model: Trace, scenario: Scenario, steps: ClosedRange<Int>) -> [Finding] {
            guard scenario.logs == nil, !log.trace.events.contains(where: { $0.callback == .deinit }) else { return [] }
            return model.events.filter { e in
                e.callback == .deinit && steps.contains(e.step) && scenario.controllers[e.actor]?.logs == nil
            }.compactMap { e in
                guard let last = log.trace.events.lastIndex(where: { $0.actorRef == e.actorRef }) else { return nil }
                return Finding(.notReleased(name: e.actorRef.description, rule: e.rule), line: log.lines[last], actor: e.actorRef.description,
                               callback: e.callback.rawValue, rule: e.rule)
            }
        }

        /// A log that starts after the scenario does (an excerpt): the first step from which the log
        /// compares best, when it is better than the start and no other step does as well; nil otherwise.
        static func alignment(log: DeviceLog, model: Trace, scenario: Scenario) -> Int? {
            let steps = model.events.last?.step ?? 1
            guard steps > 1, steps <= 200, log.trace.events.count <= 5_000 else { return nil }
            func errors(_ from: Int) -> Int { run(log: log, model: model, scenario: scenario, from: from).findings.filter { $0.severity == .error }.count }
            let atStart = errors(1)
            guard atStart > 0 else { return nil }
            let scored = (2...steps).map { ($0, errors($0)) }
            guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 < atStart,
                  scored.filter({ $0.1 == best.1 }).count == 1 else { return nil }
            return best.0
        }

        static func finding(_ d: Divergence, log: DeviceLog) -> Finding {
            Finding(.divergence(d.kind, call: "\(d.actor).\(d.callback.rawValue)", after: d.expectedAfter, rule: d.rule, disputed: d.disputed),
                    line: (d.logIndex ?? d.dueAt).map { log.lines[$0] }, actor: d.actor.description,
                    callback: d.callback.rawValue, expectedAfter: d.expectedAfter, rule: d.rule)
        }
    }
}
