/// The kinds of failure every module can raise. How each one ends the program (its exit code and how
/// it is printed) is `ExitStatus`, in LifelineCommands.

/// Errors that are, by their type, about the user's input or environment (exit code 1).
public protocol InputProblem: Error {}

/// Scenario and simulation mistakes: `file:line:column: error: …` (ScenarioError and SimulationError are its names).
extension LocatedError: InputProblem {}

/// A problem in the user's input or environment (exit code 1), with where it is: the file (nil for the
/// command line), the line and column when known, the message and what to do about it. Every command
/// says it one way, `file:line:column: error: message; suggestion` (`description`), the form compilers
/// use, which editors and CI logs turn into links; `serve` shows the same fields in the browser.
public struct Diagnostic: Error, InputProblem, Equatable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    public var message: String
    public var suggestion: String?
    /// Further problems found in the same pass, said after this one, each on its own line.
    public var others: [Diagnostic] = []
    /// Lines said last, as they are (a count, a summary).
    public var notes: [String] = []

    public init(_ file: String?, line: Int? = nil, column: Int? = nil, _ severity: Severity, _ message: String, suggestion: String? = nil) {
        self.file = file; self.line = line; self.column = column; self.severity = severity
        self.message = message; self.suggestion = suggestion
    }

    /// An error (the common case).
    public init(_ file: String?, line: Int? = nil, column: Int? = nil, _ message: String, suggestion: String? = nil) {
        self.init(file, line: line, column: column, .error, message, suggestion: suggestion)
    }

    /// Several problems as one error: the first, then the others in the order given; nil when there are none.
    public init?(all: [Diagnostic]) {
        guard var first = all.first else { return nil }
        first.others = Array(all.dropFirst())
        self = first
    }

    /// Where, as `file:line:column: ` (as much of it as is known), or nothing for the command line.
    public var place: String {
        guard let file else { return "" }
        return file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": "
    }

    public var description: String {
        let first = place + "\(severity.rawValue): " + message + (suggestion.map { "; \($0)" } ?? "")
        return ([first] + others.map(\.description) + notes).joined(separator: "\n")
    }
}

/// A bug in lifeline (a state it should never reach): exit code 2, with a request to report it.
public struct InternalError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String {
        "internal error: \(message)\nThis is a bug in lifeline, not in your files; please report it with the command you ran."
    }
}

/// An error raised inside one pipeline step, keeping the original error (and so its exit code).
public struct StepError: Error, CustomStringConvertible, Sendable {
    public var step: String
    public var underlying: any Error
    public init(step: String, underlying: any Error) { self.step = step; self.underlying = underlying }
    public var description: String { "error in step '\(step)': \(underlying)" }
}
