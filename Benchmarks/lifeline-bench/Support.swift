import Foundation

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func fixed(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

/// Seconds a body takes, best of `runs` (after one warm-up): the least disturbed run on a shared machine.
/// The shortest of `runs` timed runs of `body`, after one untimed; `setup` runs before each, untimed.
/// The value, or the bench stops: its own inputs (the shipped scenarios and catalogs, libgvc) failed,
/// which is a broken install or a bug, said with the error and exit 2 rather than a trap.
func must<T>(file: StaticString = #file, line: UInt = #line, _ value: () throws -> T) -> T {
    do { return try value() } catch {
        FileHandle.standardError.write(Data("lifeline-bench: \(file):\(line): \(error)\n".utf8))
        exit(2)
    }
}

func best(_ runs: Int = 3, setup: () -> Void = {}, _ body: () -> Void) -> Double {
    setup()
    body()
    var out = Double.infinity
    for _ in 0..<runs {
        setup()
        let start = clock.now
        body()
        out = min(out, seconds(clock.now - start))
    }
    return out
}

/// The table `make bench` prints: one row per figure, with the aim beside it.
struct Table {
    var rows: [(figure: String, value: String, aim: String)] = []
    mutating func add(_ figure: String, _ value: String, aim: String = "") {
        rows.append((figure, value, aim))
        FileHandle.standardError.write(Data("  measured: \(figure): \(value)\n".utf8))
    }
    func print() {
        let w0 = max(6, rows.map(\.figure.count).max() ?? 0), w1 = max(5, rows.map(\.value.count).max() ?? 0)
        func pad(_ s: String, _ w: Int) -> String { s + String(repeating: " ", count: max(0, w - s.count)) }
        Swift.print(pad("figure", w0) + " | " + pad("value", w1) + " | aim")
        Swift.print(String(repeating: "-", count: w0) + "-|-" + String(repeating: "-", count: w1) + "-|-----")
        for r in rows { Swift.print(pad(r.figure, w0) + " | " + pad(r.value, w1) + " | " + r.aim) }
    }
}

func residentMB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return 0 }
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func command(_ name: String) -> String? {
    ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// Runs a command with `input` on standard input (from a file) and its output dropped; its exit status,
/// or -1 if it could not start or was killed after `timeout` seconds (the child of the kill timer).
/// posix_spawn and waitpid, not Foundation's Process: on Linux, Process notices a child's exit only
/// about 50 ms late (it took 52 ms to run /bin/true), which inflated every figure of a spawned command
/// — `dot` looked 4× slower than it is.
@discardableResult
func spawn(_ path: String, _ args: [String], input: String = "", cwd: String? = nil, timeout: Double = 600) -> Int32 {
    let stdin = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-stdin-\(getpid())").path
    guard FileManager.default.createFile(atPath: stdin, contents: Data(input.utf8)) else { return -1 }
    defer { try? FileManager.default.removeItem(atPath: stdin) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let previous = FileManager.default.currentDirectoryPath
    if let cwd { guard FileManager.default.changeCurrentDirectoryPath(cwd) else { return -1 } }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
    // The timer kills a command that hangs; waitpid blocks meanwhile, so timing is exact.
    let killer = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    killer.cancel()
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
}
