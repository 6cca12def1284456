import GraphvizRenderer
import LifelineModel

/// The exit codes the README documents: 0 ok, 1 the user's input or environment, 2 a bug.
package enum ExitStatus {
    package static func code(for error: any Error) -> Int32 {
        switch error {
        case let e as StepError: return code(for: e.underlying)
        case is InternalError: return 2
        case let e as GraphvizError:
            // The DOT text is ours: Graphviz refusing it is a bug. A context that cannot start is the environment.
            return e.stage == .context ? 1 : 2
        case is InputProblem: return 1
        default: return 2
        }
    }

    /// How an error is printed: user errors as they are, anything else as an internal error.
    package static func message(for error: any Error) -> String {
        if code(for: error) == 2, !(error is InternalError), !(error is StepError) { return InternalError("\(error)").description }
        return "\(error)"
    }
}

/// The version `lifeline --version` prints.
package enum LifelineVersion {
    package static let current = "0.3.0"
}
