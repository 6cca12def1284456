#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GraphvizRenderer
import LifelineModel
import Synchronization

/// One `lifeline draw-worker` process: its pipes, and the frames read from it. The pool gives each
/// worker its own thread; a lock keeps each request with its answer all the same.
final class WorkerProcess: Sendable {
    let pid: pid_t
    private let requests: Int32
    private let answers: Mutex<Answers>

    /// The worker's output, and how it ended once it has been waited for (a pid is waited for once:
    /// afterwards the number may belong to another process).
    struct Answers {
        var reader: FrameReader
        var ended: String?
    }

    private init(pid: pid_t, requests: Int32, answers: Int32) {
        self.pid = pid
        self.requests = requests
        self.answers = Mutex(Answers(reader: FrameReader(fd: answers)))
    }

    /// Starts `executable arguments…` with pipes on its standard input and output; its standard error is
    /// the build's. nil if it cannot start (the build then draws in its own process).
    static func spawn(_ executable: String, _ arguments: [String]) -> WorkerProcess? {
        // Every pipe end is closed on exec, so a worker holds no other worker's pipe open (which would keep
        // that worker from ever seeing the end of its input); dup2 onto 0 and 1 clears the flag for the two it needs.
        var input: [Int32] = [0, 0], output: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { return nil }
        guard pipe(&output) == 0 else { close(input[0]); close(input[1]); return nil }
        for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(input[0])
        close(output[1])
        guard started == 0 else { close(input[1]); close(output[0]); return nil }
        return WorkerProcess(pid: pid, requests: input[1], answers: output[0])
    }

    /// Draws one chart: the SVG, Graphviz's error as the build would have thrown it, or an `InternalError`
    /// when the worker does not answer within `timeout` (it is killed) or answers nonsense.
    func draw(_ job: DrawJob, timeout: Duration) throws -> String {
        let request = Frame(tag: "D", fields: [job.engine], body: Array(job.dot.utf8))
        // A request and its answer under one lock: two callers never interleave their frames.
        let (outcome, ended) = answers.withLock { a -> (FrameReader.Outcome, String) in
            guard writeAll(requests, request.encoded) else { return (.broken("nothing: it stopped reading"), a.ended ?? "") }
            let outcome = a.reader.next(deadline: .now + timeout)
            switch outcome {
            case .timedOut: kill(pid, SIGKILL); a.ended = reap()
            case .end: a.ended = reap()
            default: break
            }
            return (outcome, a.ended ?? "")
        }
        switch outcome {
        case .frame(let answer) where answer.tag == "S" && answer.fields.isEmpty:
            return String(decoding: answer.body, as: UTF8.self)
        case .frame(let answer) where answer.tag == "E" && answer.fields.count == 1:
            let stage = GraphvizError.Stage(rawValue: answer.fields[0]) ?? .render
            throw GraphvizError(stage: stage, message: String(decoding: answer.body, as: UTF8.self))
        case .frame(let answer):
            throw failure("answered with an unknown frame '\(answer.tag)'", job)
        case .timedOut:
            throw failure("gave no answer within \(timeout.components.seconds) s and was stopped", job)
        case .end:
            throw failure("ended (\(ended))", job)
        case .broken(let why):
            throw failure("sent \(why)", job)
        }
    }

    private func failure(_ what: String, _ job: DrawJob) -> InternalError {
        InternalError("the chart worker (process \(pid)) \(what) while drawing \(job.name)")
    }

    /// Closes the worker's input, so it ends, and waits for it up to `timeout`; then it is killed.
    /// Returns how it ended.
    @discardableResult
    func finish(timeout: Duration = .seconds(5)) -> String {
        close(requests)
        return answers.withLock { a in
            defer { close(a.reader.fd) }
            if let ended = a.ended { return ended }
            let deadline = ContinuousClock.now + timeout
            var status: Int32 = 0
            while ContinuousClock.now < deadline {
                let r = waitpid(pid, &status, WNOHANG)
                if r == pid { a.ended = Self.describe(status); return Self.describe(status) }
                if r < 0 && errno != EINTR { a.ended = "not waitable"; return "not waitable" }
                usleep(500)
            }
            kill(pid, SIGKILL)
            a.ended = reap()
            return a.ended ?? ""
        }
    }

    /// Waits for a worker that ended or was killed, and says how it ended.
    private func reap() -> String {
        var status: Int32 = 0
        var r: pid_t
        repeat { r = waitpid(pid, &status, 0) } while r < 0 && errno == EINTR
        return r == pid ? Self.describe(status) : "not waitable"
    }

    static func describe(_ status: Int32) -> String {
        (status & 0x7F) == 0 ? "exit status \((status >> 8) & 0xFF)" : "killed by signal \(status & 0x7F)"
    }
}
