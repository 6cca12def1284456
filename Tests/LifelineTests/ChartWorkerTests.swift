@testable import ChartWorkers
import Foundation
import GraphvizRenderer
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Synchronization
import Testing

/// Charts drawn by worker processes (`ChartDrawers`, `lifeline draw-worker`): the frames on the pipes,
/// the same bytes as drawing in this process, errors that say what happened, and no worker left behind.
@Suite struct ChartWorkerTests {
    /// A pipe with `bytes` written and closed, read back by a `FrameReader`.
    func read(_ bytes: [UInt8], close closing: Bool = true) -> (FrameReader, Int32) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        #expect(writeAll(fds[1], bytes))
        if closing { close(fds[1]) }
        return (FrameReader(fd: fds[0]), fds[1])
    }

    @Test func framesCarryAnyBytes() {
        let frames = [Frame(tag: "D", fields: ["nop"], body: Array("digraph g {\n a [label=\"画面 A \\\"é\\\"\"]\n}\n".utf8)),
                      Frame(tag: "S", fields: [], body: []),
                      Frame(tag: "E", fields: ["parse"], body: Array("syntax error in line 1 near '\n'".utf8))]
        var (reader, _) = read(frames.flatMap(\.encoded))
        for f in frames { #expect(reader.next(deadline: nil) == .frame(f)) }
        #expect(reader.next(deadline: nil) == .end)
    }

    @Test func brokenInputIsSaidSo() {
        var (cut, _) = read(Array("S 10\nabc".utf8))
        guard case .broken(let why) = cut.next(deadline: nil) else { Issue.record("a frame cut short was read"); return }
        #expect(why.contains("inside a frame of 10 bytes"))
        var (nonsense, _) = read(Array("hello world\n".utf8))
        guard case .broken(let header) = nonsense.next(deadline: nil) else { Issue.record("a header without a length was read"); return }
        #expect(header.contains("hello world"))
        var (endless, _) = read([UInt8](repeating: UInt8(ascii: "x"), count: 200))
        #expect(endless.next(deadline: nil) == .broken("a header longer than 64 bytes"))
    }

    @Test func aSilentPipeTimesOut() {
        var (reader, open) = read(Array("S 5\nab".utf8), close: false)
        defer { close(open) }
        #expect(reader.next(deadline: .now + .milliseconds(50)) == .timedOut)
    }

    /// The focus charts of a few canonical scenarios (pinned, "nop") and small graphs laid out by "dot".
    func jobs() throws -> [DrawJob] {
        var jobs: [DrawJob] = []
        for id in canonicalIDs.prefix(12) {
            let scenario = try loadCanonical(id)
            let charts = SequenceChart.focusCharts(scenario: scenario, trace: try Simulator.run(scenario))
            jobs += charts.sorted { $0.key < $1.key }.map { DrawJob(dot: $0.value.dot, engine: "nop", name: "\(id) #\($0.key)") }
        }
        jobs += (1...8).map { n in DrawJob(dot: "digraph g\(n) { " + (1...n).map { "s\($0) -> s\($0 + 1)" }.joined(separator: "; ") + " }",
                                           engine: "dot", name: "chain \(n)") }
        return jobs
    }

    @Test func workersDrawTheSameBytes() throws {
        let jobs = try jobs()
        try #require(jobs.count >= 24, "too few charts to start a worker")
        let here = try ChartDrawers(launch: nil).draw(jobs)
        let pool = ChartDrawers(launch: .init(executable: LifelineCommand.binary, count: 2))
        defer { pool.close() }
        let count = Told()
        let there = try pool.draw(jobs) { count.value.withLock { $0 += 1 } }
        #expect(pool.workersStarted == 2)
        #expect(count.value.withLock { $0 } == jobs.count, "every drawing is told once")
        #expect(here == there)
        // A second call reuses the running workers.
        #expect(try pool.draw(Array(jobs.reversed())) == here.reversed())
        #expect(pool.workersStarted == 2)
    }

    @Test func aGraphvizErrorIsTheSameFromAWorker() throws {
        var jobs = try jobs()
        let bad = DrawJob(dot: "digraph broken { a -> }", engine: "nop", name: "broken.svg")
        jobs.insert(bad, at: 20)
        jobs.insert(DrawJob(dot: "digraph worse {", engine: "nop", name: "worse.svg"), at: 30)
        var here: GraphvizError?
        do { _ = try Drawing.svg(dot: bad.dot, engine: bad.engine) } catch { here = error }
        let pool = ChartDrawers(launch: .init(executable: LifelineCommand.binary, count: 1), minimumJobs: 1)
        defer { pool.close() }
        // Graphviz's parser counts one line more after a graph that ended with a line break (its lexer read
        // ahead), in any process: the line number depends on what was drawn before, the rest does not.
        func lineless(_ e: GraphvizError?) -> String? { e.map { "\($0.stage) " + $0.message.replacingOccurrences(of: "line 2", with: "line 1") } }
        var there: GraphvizError?
        do { _ = try pool.draw(jobs) } catch { there = error as? GraphvizError }
        #expect(lineless(there) == lineless(try #require(here)), "the first failing chart in order, as drawing in this process reports it")
        // Graphviz refusing a chart leaves the worker running for the next chart.
        #expect(try pool.draw(Array(jobs.prefix(20))).count == 20)
        #expect(pool.workersStarted == 1)
    }

    /// A worker that is not one (`cat` echoes the request, `sleep` never reads, `true` ends at once):
    /// the build fails with an internal error that names the chart, and nothing hangs.
    @Test(arguments: [("/bin/cat", [String](), "unknown frame 'D'"), ("/bin/sleep", ["30"], "no answer within 1 s"),
                      ("/bin/true", [], "while drawing")])
    func aWorkerThatFailsIsABug(executable: String, arguments: [String], message: String) throws {
        let pool = ChartDrawers(launch: .init(executable: executable, arguments: arguments, count: 1), minimumJobs: 1, timeout: .seconds(1))
        defer { pool.close() }
        let jobs = [DrawJob](repeating: DrawJob(dot: "digraph g { a }", engine: "dot", name: "g.svg"), count: 40)
        let start = ContinuousClock.now
        do {
            _ = try pool.draw(jobs)
            Issue.record("\(executable) drew charts")
        } catch let error as InternalError {
            #expect(error.description.contains(message), "\(error)")
            #expect(error.description.contains("g.svg"), "\(error)")
        }
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func closingEndsEveryWorker() throws {
        let pool = ChartDrawers(launch: .init(executable: LifelineCommand.binary, count: 2), minimumJobs: 1)
        _ = try pool.draw([DrawJob(dot: "digraph g { a }", engine: "dot", name: "g.svg")])
        let pids = pool.workerPIDs
        #expect(pids.count == 2)
        for pid in pids { #expect(FileManager.default.fileExists(atPath: "/proc/\(pid)"), "worker \(pid) runs") }
        pool.close()
        #expect(pool.workerPIDs.isEmpty)
        // Waited for: the process is gone, not a zombie.
        for pid in pids { #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "worker \(pid) still there after close") }
    }

    /// The command as a user runs it: with a worker or without, the same files, and it says who drew.
    @Test func theBuildIsTheSameWithWorkers() throws {
        let dir = try temporaryDirectory("chart-workers")
        var said: [String: String] = [:]
        for (name, workers) in [("alone", "0"), ("workers", "1")] {
            let run = try runProcess(LifelineCommand.binary, ["build", "--lang", "en,ko", "--output", name], timeout: 300, in: dir,
                                     environment: ["LIFELINE_CHART_WORKERS": workers])
            #expect(run.status == 0, "\(run.output)")
            said[name] = run.output
        }
        #expect(said["workers"]?.contains("drawn in 2 processes") == true, "\(said["workers"] ?? "")")
        #expect(said["alone"]?.contains("processes") == false)
        let a = try tree(dir + "/alone"), b = try tree(dir + "/workers")
        #expect(a.count > 100 && a.keys.sorted() == b.keys.sorted())
        #expect(a.keys.sorted().filter { a[$0] != b[$0] }.isEmpty, "files differ with workers")
    }

    func tree(_ root: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDir), !isDir.boolValue {
                out[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
        }
        return out
    }
}

/// How many times a pool told that a chart was drawn.
final class Told: Sendable {
    let value = Mutex(0)
}
