#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GraphvizRenderer
import LifelineModel
import Synchronization

/// Draws charts on every core. libgvc may run on one thread per process, so the other cores get worker
/// processes — `lifeline draw-worker`, started once for the build and fed DOT over pipes — while this
/// process draws too. Each chart's SVG is the same whoever draws it (`Drawing.svg` on both sides), and
/// the answers are put back in the jobs' order, so a build's bytes do not depend on the workers.
package final class ChartDrawers: Sendable {
    /// How to start a worker: this program with the hidden `draw-worker` command, and how many.
    package struct Launch: Sendable, Equatable {
        package var executable: String
        package var arguments: [String]
        package var count: Int

        package init(executable: String, arguments: [String] = ["draw-worker"], count: Int) {
            self.executable = executable
            self.arguments = arguments
            self.count = count
        }

        /// The running `lifeline` itself, one worker per core beyond the first (at most 7);
        /// `LIFELINE_CHART_WORKERS` sets the number (0: draw in this process only). nil when there is none to start.
        package static func thisProgram(environment: [String: String] = ProcessInfo.processInfo.environment) -> Launch? {
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let count = environment["LIFELINE_CHART_WORKERS"].flatMap { Int($0) } ?? min(7, cores - 1)
            guard count > 0, let exe = executablePath() else { return nil }
            return Launch(executable: exe, count: count)
        }

        private static func executablePath() -> String? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
            return Bundle.main.executablePath
        }
    }

    private let launch: Launch?
    /// Fewer charts than this are drawn here: starting a worker costs about 30 ms, a chart a few.
    private let minimumJobs: Int
    /// The longest one chart may take in a worker before the worker is stopped and the build fails.
    private let timeout: Duration
    private let workers = Mutex<[WorkerProcess]?>(nil)
    private let started = Atomic<Int>(0)

    /// The running workers' process ids.
    var workerPIDs: [pid_t] { workers.withLock { $0?.map(\.pid) ?? [] } }

    /// How many worker processes this pool started (and so drew charts).
    package var workersStarted: Int { started.load(ordering: .relaxed) }

    package init(launch: Launch?, minimumJobs: Int = 24, timeout: Duration = .seconds(120)) {
        self.launch = launch
        self.minimumJobs = minimumJobs
        self.timeout = timeout
    }

    deinit { close() }

    /// The SVG of every job, in the jobs' order; `drawn` is told after each. The first failure in the
    /// jobs' order is thrown, as drawing them one after another would have.
    package func draw(_ jobs: [DrawJob], drawn: @escaping @Sendable () -> Void = {}) throws -> [String] {
        let pool = jobs.count >= minimumJobs ? running() : []
        let round = Round(jobs, drawn: drawn)
        let group = DispatchGroup()
        for worker in pool {
            group.enter()
            let timeout = self.timeout
            Thread.detachNewThread {
                round.work { try worker.draw($0, timeout: timeout) }
                group.leave()
            }
        }
        round.work { try Drawing.svg(dot: $0.dot, engine: $0.engine) }
        group.wait()
        do {
            return try round.result()
        } catch {
            // A worker that failed (not Graphviz refusing a chart) is not asked again: the next drawing starts new ones.
            if !(error is GraphvizError) { close() }
            throw error
        }
    }

    /// One call's jobs, handed out in order to whoever draws next, and what came back.
    private final class Round: Sendable {
        let jobs: [DrawJob]
        let drawn: @Sendable () -> Void
        private let next = Atomic<Int>(0)
        private let results: Mutex<[String?]>
        private let firstFailure = Mutex<(index: Int, error: any Error)?>(nil)

        init(_ jobs: [DrawJob], drawn: @escaping @Sendable () -> Void) {
            self.jobs = jobs
            self.drawn = drawn
            results = Mutex([String?](repeating: nil, count: jobs.count))
        }

        /// Draws the next job with `by` until none is left or a job failed. Jobs are taken in order, so when
        /// one fails every job before it is being drawn or drawn, and the failure kept is the earliest.
        func work(by: (DrawJob) throws -> String) {
            while firstFailure.withLock({ $0 == nil }) {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < jobs.count else { return }
                do {
                    let svg = try by(jobs[i])
                    results.withLock { $0[i] = svg }
                    drawn()
                } catch {
                    firstFailure.withLock { if $0 == nil || i < $0?.index ?? 0 { $0 = (i, error) } }
                }
            }
        }

        func result() throws -> [String] {
            if let failure = firstFailure.withLock({ $0 }) { throw failure.error }
            return results.withLock { r in r.map { $0.guaranteed("without a failure, every job was drawn") } }
        }
    }

    /// The workers, started on first use; none if there is no launch or none starts.
    private func running() -> [WorkerProcess] {
        guard let launch else { return [] }
        return workers.withLock { w in
            if let w { return w }
            // A worker that stops reading turns a write into an error, not a signal that ends the build.
            signal(SIGPIPE, SIG_IGN)
            let made = (0..<launch.count).compactMap { _ in WorkerProcess.spawn(launch.executable, launch.arguments) }
            w = made
            started.add(made.count, ordering: .relaxed)
            return made
        }
    }

    /// Ends the workers (their input closed, each waited for). Drawing afterwards starts new ones.
    package func close() {
        let pool = workers.withLock { w in defer { w = nil }; return w ?? [] }
        for worker in pool { worker.finish() }
    }
}
