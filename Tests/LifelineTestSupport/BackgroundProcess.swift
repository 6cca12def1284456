import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process that runs beside a test (a server): started in its own process group, its output in a
/// file the test reads as it grows, stopped with a signal and waited for with a deadline. If the test
/// ends first, the whole group is killed.
public final class BackgroundProcess: @unchecked Sendable {
    // @unchecked: the pid and the paths are set once in init; `finished` only from the test's own task.
    public let pid: pid_t
    let log: String
    let command: String
    private var finished: Int32?

    public init(_ path: String, _ args: [String], in cwd: String? = nil) throws {
        log = try temporaryDirectory("background") + "/output"
        command = ([path] + args).joined(separator: " ")
        pid = try spawnProcess(path, args, log: log, in: cwd)
    }

    /// Everything it printed so far.
    public var output: String { readText(log) }

    /// Waits until `condition` holds on its output; the output, or `ProcessTimeout` (the process is
    /// left running; `deinit` or `stop` ends it).
    @discardableResult
    public func waitFor(_ what: String, timeout: Double = 60, _ condition: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let text = output
            if condition(text) { return text }
            if Date() >= deadline { throw ProcessTimeout(command: "\(command) (waiting for \(what))", seconds: timeout, output: text) }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Sends `signal` and waits for the process to end: its exit status (128 + a signal's number).
    public func stop(_ signal: Int32 = SIGINT, timeout: Double = 20) throws -> Int32 {
        if let finished { return finished }
        kill(pid, signal)
        let status = try waitForExit(pid, timeout: timeout) {
            ProcessTimeout(command: command, seconds: timeout, output: readText(log))
        }
        finished = status
        return status
    }

    deinit {
        if finished == nil {
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        }
    }
}
