import ChartWorkers
import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineModel
import LifelineOutput
import Synchronization

/// The charts of one language, ready to render: each chart's DOT, and the SVG a previous build left
/// for it when that file is still exactly what the build wrote. Looking the cache up reads the output
/// folder, so it happens before rendering starts; rendering needs nothing but this value, so it can
/// run beside the page rendering.
struct ChartWork: Sendable {
    struct Item: Sendable {
        let id: SiteState.ChartID
        let dot: String
        let engine: String
        let title: String
        let summary: String
        /// Where the undecorated SVG is kept for the next build: `.cache/charts/<digest of program, engine and DOT>.svg`
        /// (of its drawing's values instead of its DOT for a chart lifeline draws, `ChartSpec(pinned:)`).
        let cachePath: String
        let cached: Data?
        /// A pinned chart (sequence, focus) this process draws itself, on the language's own task.
        let drawing: PinnedDrawing?
    }

    var items: [Item] = []
    /// Told after each chart that had to be rendered (a terminal's progress bar).
    var rendered: @Sendable () -> Void = {}
    /// What this build drew already, shared by the languages: a chart whose DOT is the same in every
    /// language (a step's focus chart) is drawn once.
    var drawn = DrawnCharts()
    /// Who draws: this process, and worker processes on the other cores when the build has them.
    var drawers = ChartDrawers(launch: nil)
    /// What `serve` keeps between builds: each cached chart as decorated for its page and its own file.
    var memory: BuildMemory?

    /// The program is part of the key: another lifeline (or a renderer set up otherwise, as when pinned
    /// charts stopped using Pango) may draw the same DOT differently, and an upgrade must not reuse
    /// what the old one drew.
    static func cachePath(dot: String, engine: String) -> String {
        ".cache/charts/\(ContentHash.hex(ProgramID.value + "\n" + engine + "\n" + dot)).svg"
    }

    /// A chart lifeline draws itself: the same, by its drawing's values instead of its DOT.
    static func cachePath(identity: [UInt8], engine: String) -> String {
        let bytes = Array((ProgramID.value + "\n" + engine + "\n").utf8) + identity
        return ".cache/charts/\(bytes.withUnsafeBytes { ContentHash.hex($0) }).svg"
    }

    /// Draws what the cache does not hold — on every core (`ChartDrawers`), each drawing once — and
    /// decorates every SVG. The bytes do not depend on who drew what.
    func run() throws -> ChartBatch {
        try Task.checkCancellation()
        var jobs: [DrawJob] = [], asked = Set<String>()
        for item in items where item.cached == nil && item.drawing == nil && drawn[item.cachePath] == nil && asked.insert(item.cachePath).inserted {
            jobs.append(DrawJob(dot: item.dot, engine: item.engine, name: item.cachePath))
        }
        // Hover texts are words (the DOT gives them), not Graphviz's names of nodes and edges: `Drawing.svg`
        // does it before the cache keeps the drawing, so a cached build does not redo it.
        for (job, svg) in zip(jobs, try drawers.draw(jobs, drawn: rendered)) { drawn[job.name] = svg }
        var batch = ChartBatch(rendered: jobs.count)
        for item in items {
            try Task.checkCancellation()
            let svg: String
            if let hit = item.cached {
                batch.files[item.cachePath] = hit
                // Serve's next build finds the same cached chart with the same words: nothing to decorate again.
                let make = { finish(item, String(decoding: hit, as: UTF8.self)) }
                let done = memory.map { $0.value("chart:" + item.id.path, key: [item.cachePath, item.title, item.summary], make) } ?? make()
                batch.svgs[item.id] = done.decorated
                if let file = done.file { batch.files[item.id.path] = file }
                continue
            } else if let drawing = item.drawing {
                // A focus chart is the same in every language: drawn by the first language that needs it.
                let (made, new) = drawn.value(item.cachePath) { drawing.svg() }
                svg = made
                if new { batch.rendered += 1 }
                rendered()
            } else {
                svg = drawn[item.cachePath].guaranteed("every chart not from the cache was drawn above")
                // Progress counts every chart not from the cache: the drawings were told as they were drawn.
                if asked.remove(item.cachePath) == nil { rendered() }
            }
            batch.files[item.cachePath] = Data(svg.utf8)
            let done = finish(item, svg)
            batch.svgs[item.id] = done.decorated
            if let file = done.file { batch.files[item.id.path] = file }
        }
        return batch
    }

    /// A drawing decorated for its page (title, description), and its own file under `<lang>/diagrams/`.
    func finish(_ item: Item, _ svg: String) -> Finished {
        let decorated = SVGAccessibility.decorate(svg, id: item.id.svgID, title: item.title, description: item.summary)
        // A focus chart lives in its page only (the same drawing in every language): no file of its own.
        if item.id.kind == .focus { return Finished(decorated: decorated, file: nil) }
        // The file stands alone (opened directly, or in an <img>): it carries the palette, and its links (the
        // machine's, to the states page) start one folder further down. Only the machine's diagram links
        // anywhere; other charts skip the search through their whole text.
        let standalone = Charts.standalone(decorated)
        return Finished(decorated: decorated, file: Data((item.id.scenario == SiteState.ChartID.machine
            ? standalone.replacingAll("xlink:href=\"states.html#", with: "xlink:href=\"../states.html#") : standalone).utf8))
    }

    struct Finished: Sendable {
        var decorated: String
        var file: Data?
    }
}

/// What rendering one language's charts produced: the decorated SVGs for its pages, and the files
/// (chart files and cache entries).
struct ChartBatch: Sendable {
    var svgs: [SiteState.ChartID: String] = [:]
    var files: [String: Data] = [:]
    var rendered = 0

    init(rendered: Int = 0) { self.rendered = rendered }
}

/// The SVGs drawn during one build, by cache path (the digest of program, engine and DOT), shared by
/// the languages' chart work (one language's drawing after another's); the lock only guards the table.
final class DrawnCharts: Sendable {
    private let table = Mutex<[String: String]>([:])

    subscript(path: String) -> String? {
        get { table.withLock { $0[path] } }
        set { table.withLock { $0[path] = newValue } }
    }

    /// The drawing kept for `path`, else `make`'s, kept; `new` is true for the one caller that made it.
    func value(_ path: String, make: () -> String) -> (svg: String, new: Bool) {
        table.withLock { t in
            if let done = t[path] { return (done, false) }
            let svg = make()
            t[path] = svg
            return (svg, true)
        }
    }
}
