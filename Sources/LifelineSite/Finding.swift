import Foundation
import LifelineDiagrams
import LifelineModel

/// One thing `trace check` found, made once and read by every writer (text, JSON Lines, HTML, SVG):
/// no writer parses another's text. Its sentence is a catalog key and values, said in `--lang`.
public struct Finding: Sendable, Equatable {
    public enum Kind: String, Sendable, Encodable {
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
    public enum Severity: String, Sendable, Encodable { case error, warning }

    public var kind: Kind
    public var severity: Severity
    /// The log line, when the finding has one.
    public var line: Int?
    public var actor: String?
    public var callback: String?
    /// What the model has just before (`First.viewWillDisappear`), for missing and out-of-order calls.
    public var expectedAfter: String?
    /// The rule that predicted the model's order.
    public var rule: String?
    /// The sentence: a key of Charts.xcstrings (`check.find.*`) and its values; a value that is itself a
    /// key (`state.*`, `check.why.*` with its own values after `|`) is said in the language too.
    public var key: String
    public var values: [String]

    public init(_ kind: Kind, _ severity: Severity, line: Int? = nil, actor: String? = nil, callback: String? = nil,
                expectedAfter: String? = nil, rule: String? = nil, say key: String, _ values: [String]) {
        self.kind = kind; self.severity = severity; self.line = line; self.actor = actor; self.callback = callback
        self.expectedAfter = expectedAfter; self.rule = rule; self.key = key; self.values = values
    }

    /// The sentence in the language of `words`.
    public func message(_ words: DiagramStrings) -> String {
        words.format(key, values.map { v in
            if v.hasPrefix("state.") { return words(v) }
            if v.hasPrefix("check.why.") {
                let parts = v.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                return words.format(parts[0], Array(parts.dropFirst()))
            }
            return v
        })
    }

    /// `file:line: error: …`, as compilers print.
    func text(path: String, _ words: DiagramStrings) -> String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message(words))"
    }

    /// One JSON object, keys sorted: where, what (kind, severity, the catalog key) and the sentence.
    func json(path: String, _ words: DiagramStrings) -> String {
        struct Line: Encodable {
            var file: String; var line: Int?; var kind: Kind; var severity: Severity; var actor: String?; var callback: String?
            var expectedAfter: String?; var rule: String?; var key: String; var message: String
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = Line(file: path, line: line, kind: kind, severity: severity, actor: actor, callback: callback, expectedAfter: expectedAfter,
                        rule: rule, key: key, message: message(words))
        return (try? encoder.encode(line)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
    }
}
