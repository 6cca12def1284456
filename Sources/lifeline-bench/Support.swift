import Foundation

let clock = ContinuousClock()
func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
func fixed(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

/// Seconds a body takes, best of `runs` (after one warm-up): the least disturbed run on a shared machine.
func best(_ runs: Int = 3, _ body: () -> Void) -> Double {
    body()
    var out = Double.infinity
    for _ in 0..<runs {
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

/// Runs a command with `input` on standard input; returns its exit status (output is read and dropped).
@discardableResult
func spawn(_ path: String, _ args: [String], input: String = "", cwd: String? = nil) -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    if let cwd { p.currentDirectoryURL = URL(fileURLWithPath: cwd) }
    let stdin = Pipe(), stdout = Pipe()
    p.standardInput = stdin; p.standardOutput = stdout; p.standardError = stdout
    do { try p.run() } catch { return -1 }
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    _ = stdout.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return p.terminationStatus
}
