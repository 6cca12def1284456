import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel

/// How `trace check` says what it found: each cause's sentence in Charts.xcstrings (`check.find.*`)
/// and its values, states and reasons said in the language too. The engine and the log reader hand
/// over values (`InvariantViolation.Kind`, `LogReason`); the catalog keys live here alone.
enum FindingWords {
    /// A value of a sentence: text as it is, a state's name, or a reason's own sentence.
    enum Value: Equatable {
        case text(String)
        case state(AppearanceState)
        case reason(LogReason)
    }

    static func say(_ cause: Finding.Cause, _ words: Words) -> String {
        let (key, values) = sentence(cause)
        return words.format(key, values.map { value in
            switch value {
            case .text(let text): return text
            case .state(let state): return words("state." + state.rawValue)
            case .reason(let reason):
                let (key, values) = self.reason(reason)
                return words.format(key, values)
            }
        })
    }

    static func sentence(_ cause: Finding.Cause) -> (key: String, values: [Value]) {
        switch cause {
        case .invariant(let kind, let actor):
            let (key, values) = invariant(kind)
            return (key, [.text(actor)] + values)
        case .unread(let reason, let text):
            return text.isEmpty ? ("check.find.skippedBare", [.reason(reason)]) : ("check.find.skipped", [.reason(reason), .text(text)])
        case .divergence(let kind, let call, let after, let rule, let disputed):
            return divergence(kind, call: call, after: after, rule: rule, disputed: disputed)
        case .absent(let name, let firstCall, let rule):
            return ("check.find.absent", [.text(name), .text(firstCall), .text(rule?.rawValue ?? "")])
        case .notReleased(let name, let rule):
            return ("check.find.notReleased", [.text(name), .text(rule?.rawValue ?? "")])
        case .endsEarly(let reached, let last):
            return ("check.find.endsEarly", [.text(String(reached)), .text(String(last))])
        case .startsAt(let step, let scenario):
            return ("check.find.startsAt", [.text(String(step)), .text(scenario)])
        case .fromStep(let step):
            return ("check.find.fromStep", [.text(String(step))])
        }
    }

    static func divergence(_ kind: Divergence.Kind, call: String, after: String?, rule ruleID: RuleID?, disputed: Bool) -> (key: String, values: [Value]) {
        let rule = ruleID?.rawValue ?? ""
        return switch (kind, after) {
        case (.missing, let after?): ("check.find.missing", [.text(call), .text(after), .text(rule)])
        case (.missing, nil): ("check.find.missingFirst", [.text(call), .text(rule)])
        case (.extra, let after?): ("check.find.unexpected", [.text(call), .text(after)])
        case (.extra, nil): ("check.find.unexpectedFirst", [.text(call)])
        case (.outOfOrder, let after?): (disputed ? "check.find.orderDisputed" : "check.find.order", [.text(call), .text(after), .text(rule)])
        case (.outOfOrder, nil): ("check.find.orderFirst", [.text(call), .text(rule)])
        }
    }

    /// An invariant's sentence and its values after the object's name (`%1$@`).
    static func invariant(_ kind: InvariantViolation.Kind) -> (key: String, values: [Value]) {
        switch kind {
        case .afterDeinit(let c): ("check.find.afterDeinit", [.text(c.rawValue)])
        case .loadAgain(let s): ("check.find.loadAgain", [.state(s)])
        case .didAppearWithoutWill(let s): ("check.find.didAppearWithoutWill", [.state(s)])
        case .didDisappearWithoutWill(let s): ("check.find.didDisappearWithoutWill", [.state(s)])
        case .whileView(let c, let s): ("check.find.whileView", [.text(c.rawValue), .state(s)])
        case .invalid(let c, let s): ("check.find.invalid", [.text(c.rawValue), .state(s)])
        case .isAppearingOutside(let s): ("check.find.isAppearingOutside", [.state(s)])
        case .noView(let c): ("check.find.noView", [.text(c.rawValue)])
        case .parentAway(let c, let p, let s): ("check.find.parentAway", [.text(c.rawValue), .text(p), .state(s)])
        case .recorded(let r, let e): ("check.find.recorded", [.state(r), .state(e)])
        }
    }

    /// Why a line was not read (`check.why.*`), with its values.
    static func reason(_ reason: LogReason) -> (key: String, values: [String]) {
        switch reason {
        case .manyCallbacks(let list): ("check.why.many", [list.joined(separator: ", ")])
        case .sharedName(let name): ("check.why.shared", [name])
        case .noName: ("check.why.noName", [])
        case .notUTF8: ("check.why.notUTF8", [])
        case .tooLong(let kb): ("check.why.tooLong", [String(kb)])
        }
    }
}
