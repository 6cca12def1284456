import ArgumentParser
import Foundation
import LifelineCommands
import LifelineOutput

/// Exit codes: 0 ok; 1 a problem in the user's input or environment (bad arguments included);
/// 2 an internal error (a bug), which says so and asks to be reported.
@main
enum Main {
    static func main() async {
        // A closed pipe (`| head`) and a file-size limit (`ulimit -f`) are errors of the write that
        // meets them (exit 1 with the reason), not signals that kill the process mid-file.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        // Parsing and running fail apart: whatever parsing throws is about the arguments (ArgumentParser's
        // words; help and --version exit 0, mistakes 1), whatever running throws has its exit code by type.
        var command: any ParsableCommand
        do {
            command = try Lifeline.parseAsRoot()
        } catch {
            let text = Lifeline.fullMessage(for: error)
            if Lifeline.exitCode(for: error) == .success { print(text); exit(0) }
            CommandFiles.printError(text)
            exit(1)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let e as ExitCode {
            exit(e.rawValue)
        } catch where Lifeline.exitCode(for: error) == .success {
            // `--help` on a subcommand is parsed into ArgumentParser's own help command, whose run throws
            // the help text as a clean exit: it is printed, not reported as a bug.
            print(Lifeline.fullMessage(for: error))
            exit(0)
        } catch {
            CommandFiles.printError(ExitStatus.message(for: error))
            exit(ExitStatus.code(for: error))
        }
    }
}

struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Simulate, check and publish the UIKit view-controller lifecycle.",
        version: LifelineVersion.current,
        subcommands: [InitCommand.self, Build.self, ServeCommand.self, Run.self, List.self, Rules.self, Check.self, ExportCommand.self,
                      TraceCommand.self, DiffCommand.self, ConfigCommand.self, DrawWorkerCommand.self])
}
