import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel

/// One thing `trace check` found, made once and read by every writer (text, JSON Lines, HTML, SVG):
/// no writer parses another's text. Its sentence is a catalog key and values, said in `--lang`.
package struct Finding: Sendable, Equatable {
    package enum Kind: String, Sendable, Encodable {
        /// The log breaks the lifecycle's invariants on its own.
        case invariant
        /// The model makes the call and the log does not show it / shows one the model does not make / in another place.
        case missing, unexpected, outOfOrder = "out-of-order"
        /// A controller of the scenario that never appears in the log.
        case absent
        /// A line that looked like a callback but could not be read with certainty.
        case ambiguous
        /// The log covers part of the scenario (it starts or ends inside it).
        case excerpt
    }
    package enum Severity: String, Sendable, Encodable { case error, warning }

    /// What was found, as a value; `FindingWords` says it in a language. No writer reads another's text.
    package enum Cause: Sendable, Equatable {
        /// The log breaks an invariant on its own (`actor`: the object, as the log names it).
        case invariant(InvariantViolation.Kind, actor: String)
        /// A line that looked like a callback but could not be read with certainty; its text, made
        /// visible ("" when it could not be decoded).
        case unread(LogReason, text: String)
        /// The log and the model's order differ about `call` (`First.viewWillAppear`), which the model
        /// has after `after`; `disputed`: the rule's evidence disagrees, so an order is only a warning.
        case divergence(Divergence.Kind, call: String, after: String?, rule: RuleID?, disputed: Bool)
        /// A controller of the scenario that never appears in the log, and its first call in the model.
        case absent(name: String, firstCall: String, rule: RuleID?)
        /// The model releases `name` and the log, which shows it, prints no `deinit` at all: a leak, or an
        /// app that prints none (a warning, so `--strict` fails on a leak).
        case notReleased(name: String, rule: RuleID?)
        /// The log ends at step `reached` of a scenario of `last` steps.
        case endsEarly(reached: Int, last: Int)
        /// The log is an excerpt: it was found to start at `step` of `scenario`, or said to (`--from-step`).
        case startsAt(step: Int, scenario: String)
        case fromStep(Int)
    }

    package var cause: Cause
    /// The log line, when the finding has one.
    package var line: Int?
    package var actor: String?
    package var callback: String?
    /// What the model has just before (`First.viewWillDisappear`), for missing and out-of-order calls.
    package var expectedAfter: String?
    /// The rule that predicted the model's order.
    package var rule: RuleID?

    package init(_ cause: Cause, line: Int? = nil, actor: String? = nil, callback: String? = nil, expectedAfter: String? = nil, rule: RuleID? = nil) {
        self.cause = cause; self.line = line; self.actor = actor; self.callback = callback
        self.expectedAfter = expectedAfter; self.rule = rule
    }

    package var kind: Kind {
        switch cause {
        case .invariant: .invariant
        case .unread: .ambiguous
        case .divergence(.missing, _, _, _, _): .missing
        case .divergence(.extra, _, _, _, _): .unexpected
        case .divergence(.outOfOrder, _, _, _, _): .outOfOrder
        case .absent: .absent
        case .notReleased: .missing
        case .endsEarly, .startsAt, .fromStep: .excerpt
        }
    }

    /// A disputed rule excuses an order, never a call that did not happen; what could not be read and
    /// an excerpt's notes are warnings.
    package var severity: Severity {
        switch cause {
        case .invariant, .absent: .error
        case .divergence(let kind, _, _, _, let disputed): kind == .outOfOrder && disputed ? .warning : .error
        case .unread, .notReleased, .endsEarly, .startsAt, .fromStep: .warning
        }
    }

    /// The catalog key of its sentence (`check.find.*`), as JSON Lines name it.
    package var key: String { FindingWords.sentence(cause).key }

    /// The sentence in the language of `words`.
    package func message(_ words: Words) -> String { FindingWords.say(cause, words) }

    /// `file:line: error: …`, as compilers print.
    func text(path: String, _ words: Words) -> String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message(words))"
    }

    /// One JSON object, keys sorted: where, what (kind, severity, the catalog key) and the sentence.
    func json(path: String, _ words: Words) -> String {
        struct Line: Encodable {
            var file: String; var line: Int?; var kind: Kind; var severity: Severity; var actor: String?; var callback: String?
            var expectedAfter: String?; var rule: String?; var key: String; var message: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(file: path, line: line, kind: kind, severity: severity, actor: actor, callback: callback, expectedAfter: expectedAfter,
                        rule: rule?.rawValue, key: key, message: message(words))
        return (try? encoder.encode(line)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
}
