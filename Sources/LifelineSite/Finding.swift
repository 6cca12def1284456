import Foundation
import LifelineModel

/// One thing `trace check` found, made once and read by every writer (text, JSON Lines, HTML, SVG):
/// no writer parses another's text.
public struct Finding: Sendable, Equatable, Encodable {
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
    /// The finding in a sentence.
    public var message: String

    /// `file:line: error: …`, as compilers print.
    func text(path: String) -> String {
        "\(path)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
    }

    /// One JSON object, keys sorted, with the log's path.
    func json(path: String) -> String {
        struct Line: Encodable { var file: String; var finding: Finding }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), var text = String(data: data, encoding: .utf8) else { return "" }
        let file = (try? encoder.encode(path)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
        text.removeFirst()
        return "{\"file\":\(file)," + text
    }
}
