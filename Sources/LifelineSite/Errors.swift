import GraphvizRenderer
import LifelineLocalization
import LifelineModel
import ScenarioFormat

/// Errors that are, by their type, about the user's input or environment (exit code 1).
public protocol InputProblem: Error {}

/// Scenario and simulation mistakes: `file:line:column: error: …` (ScenarioError and SimulationError are its names).
extension LocatedError: InputProblem {}
extension LocalizationError: InputProblem {}

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

/// The exit codes the README documents: 0 ok, 1 the user's input or environment, 2 a bug.
public enum ExitStatus {
    public static func code(for error: any Error) -> Int32 {
        switch error {
        case let e as StepError: return code(for: e.underlying)
        case is InternalError: return 2
        case let e as GraphvizError:
            // The DOT text is ours: Graphviz refusing it is a bug. A context that cannot start is the environment.
            return e.stage == .context ? 1 : 2
        case is UserError, is InputProblem: return 1
        default: return 2
        }
    }

    /// How an error is printed: user errors as they are, anything else as an internal error.
    public static func message(for error: any Error) -> String {
        if code(for: error) == 2, !(error is InternalError), !(error is StepError) { return InternalError("\(error)").description }
        return "\(error)"
    }
}

extension LocaleListError: InputProblem {}

/// The version `lifeline --version` prints.
public enum LifelineVersion {
    public static let current = "0.2.0"
}
