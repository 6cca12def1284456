import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spawned process that did not finish in time: it and every process it started were killed.
public struct ProcessTimeout: Error, CustomStringConvertible {
    public let command: String
    public let seconds: Double
    public let output: String
    public var description: String {
        "\(command) did not finish within \(Int(seconds)) s and was killed with its process group; it printed:\n\(output.suffix(2000))"
    }
}

/// Runs `path` with `args` and returns its exit status and everything it printed (stdout and stderr).
///
/// The process starts in a process group of its own; its output goes to a file, not a pipe, so a
/// helper that inherits the descriptor and outlives it cannot block the read (with `stdout`, standard
/// output goes to that path instead and `output` is standard error alone). After `timeout`
/// seconds the whole group is killed and `ProcessTimeout` is thrown; when the process ends, any
/// helper it left behind in its group is killed too.
@discardableResult
public func runProcess(_ path: String, _ args: [String], timeout: Double = 120, in cwd: String? = nil,
                       environment: [String: String] = [:], stdout: String? = nil) throws -> (status: Int32, output: String) {
    let logDir = try temporaryDirectory("process")
    defer { removeTree(logDir) }
    let log = logDir + "/output"
    let pid = try spawnProcess(path, args, log: log, in: cwd, environment: environment, stdout: stdout)
    let status = try waitForExit(pid, timeout: timeout) {
        ProcessTimeout(command: ([path] + args).joined(separator: " "), seconds: timeout, output: readText(log))
    }
    return (status, readText(log))
}

/// Starts `path` in a process group of its own, standard input from /dev/null, standard error (and
/// standard output, unless `stdout` names a file for it) into `log`; its pid.
func spawnProcess(_ path: String, _ args: [String], log: String, in cwd: String? = nil,
                  environment: [String: String] = [:], stdout: String? = nil) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let stdout {
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
    }
    if let cwd {
        guard let addChdir = spawnAddChdir else { throw ProcessFailure("posix_spawn_file_actions_addchdir_np is missing") }
        _ = addChdir(&actions, cwd)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    let argv = ([path] + args).map { strdup($0) } + [nil]
    let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    var spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    // A binary copied a moment ago may still be open for writing in a child another thread is
    // forking (it has not reached exec yet): wait for that to pass.
    for _ in 0..<100 where spawned == ETXTBSY {
        usleep(20_000)
        spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    }
    guard spawned == 0 else { throw ProcessFailure("cannot start \(path): \(String(cString: strerror(spawned)))") }
    return pid
}

/// Waits for `pid`; kills its group when it ends (leftover helpers) or when `timeout` passes.
func waitForExit(_ pid: pid_t, timeout: Double, onTimeout: () -> ProcessTimeout) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    var pause: UInt32 = 1_000
    while true {
        var info = siginfo_t()
        // Look without reaping, so the group id stays valid while its helpers are killed.
        if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, exitedPID(info) == pid {
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            return exitStatus(raw)
        }
        if Date() >= deadline {
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            throw onTimeout()
        }
        usleep(pause)
        pause = min(pause * 2, 50_000)
    }
}

/// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+; Swift's Glibc module does not import it).
private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
nonisolated(unsafe) private let spawnAddChdir: AddChdir? = {
    guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "posix_spawn_file_actions_addchdir_np") else { return nil }
    return unsafeBitCast(symbol, to: AddChdir.self)
}()

private func exitedPID(_ info: siginfo_t) -> pid_t {
    #if os(Linux)
    return info._sifields._sigchld.si_pid
    #else
    return info.si_pid
    #endif
}

/// The exit code, or 128 + the signal that ended the process (as a shell reports it).
private func exitStatus(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7f
    return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
}

func readText(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
}

public struct ProcessFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `runProcess` on a thread of its own, so a long external tool (Chromium, swiftc, PlantUML) does not
/// hold one of the few threads Swift Testing runs every other test on.
@discardableResult
public func runProcessOffPool(_ path: String, _ args: [String], timeout: Double = 120, in cwd: String? = nil,
                              environment: [String: String] = [:], stdout: String? = nil) async throws -> (status: Int32, output: String) {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runProcess(path, args, timeout: timeout, in: cwd, environment: environment, stdout: stdout) })
        }
    }
}
