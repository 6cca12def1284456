/// The kinds of failure every module can raise. How each one ends the program (its exit code and how
/// it is printed) is `ExitStatus`, in LifelineCommands.

/// Errors that are, by their type, about the user's input or environment (exit code 1).
public protocol InputProblem: Error {}

/// Scenario and simulation mistakes: `file:line:column: error: …` (ScenarioError and SimulationError are its names).
extension LocatedError: InputProblem {}
extension LocaleListError: InputProblem {}

/// A problem in the user's input or environment: printed as is, exit code 1.
public struct UserError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
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
