import Foundation
import GraphvizRenderer
import LifelineDiagrams
import LifelineEngine
import LifelineLocalization
import LifelineModel
import Mustache
import ScenarioFormat

/// What the pipeline's steps build up, in order. Every file goes into `files` (relative path →
/// bytes) and reaches the disk only in the last step.
struct SiteState {
    let options: SiteBuild.Options
    var table = StringTable()
    var scenarios: [Scenario] = []
    var traces: [String: Trace] = [:]
    /// (language, scenario id) → charts.
    var sequences: [String: SequenceChart] = [:]
    var stateDiagrams: [String: StateDiagram] = [:]
    var svgs: [String: String] = [:]
    var library = MustacheLibrary()
    var files: [String: Data] = [:]
    var pageCount = 0, chartCount = 0, chartsRendered = 0
    var cache: [String: String] = [:]       // content hash → SVG, from the previous output
    var usedCache: [String: String] = [:]
    var temporary: String?

    init(options: SiteBuild.Options) { self.options = options }

    /// Hash of everything the output depends on; equal to the stored one = nothing to do.
    var fingerprint = ""
    var upToDate = false

    static let fingerprintFile = ".cache/fingerprint"

    /// Hashes the inputs — scenario, catalog and template files, the languages, and this program
    /// itself — and compares them with the fingerprint stored by the last build of this output.
    mutating func checkForChanges() throws {
        var h = ContentHash()
        h.add(options.languages.joined(separator: ","))
        if let exe = FileManager.default.contents(atPath: "/proc/self/exe") { h.add(exe) }
        for dir in [options.scenarios, options.locales, options.templates] {
            for f in (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String] ?? []).sorted() {
                guard let data = FileManager.default.contents(atPath: dir + "/" + f) else { continue }
                h.add(f)
                h.add(data)
            }
        }
        fingerprint = h.hex
        let stored = FileManager.default.contents(atPath: options.output + "/" + Self.fingerprintFile)
        upToDate = stored.map { String(decoding: $0, as: UTF8.self) } == fingerprint
    }


    static func key(_ lang: String, _ id: String) -> String { lang + "/" + id }

    func strings(_ lang: String) -> DiagramStrings { DiagramStrings(language: lang, table: table.strings(language: lang)) }

    // MARK: - Steps

    mutating func loadStrings() throws {
        table = try Locales.read(options.locales)
        for lang in options.languages where !StringTable.languages.contains(lang) {
            throw UserError("unknown language '\(lang)'; use one of \(StringTable.languages.joined(separator: ", "))")
        }
    }

    mutating func loadScenarios() throws {
        scenarios = SiteText.ordered(try Catalog.load(directory: options.scenarios).scenarios)
        for s in scenarios where !SiteText.themes.contains(s.theme ?? "") {
            throw UserError("\(s.source):1:1: error: theme '\(s.theme ?? "")' is not one of \(SiteText.themes.joined(separator: ", "))"
                            + (Suggest.didYouMean(s.theme ?? "", among: SiteText.themes).map { "; \($0)" } ?? ""))
        }
        try Locales.refuse(Locales.problems(table, scenarios: scenarios))
    }

    mutating func simulate() throws {
        for s in scenarios {
            let trace = try Simulator.run(s)
            let broken = InvariantChecker.check(trace)
            if let v = broken.first { throw UserError("\(s.source): error: invariant broken at event \(v)") }
            traces[s.id] = trace
        }
    }

    mutating func buildDiagrams() throws {
        for lang in options.languages {
            let words = strings(lang)
            for s in scenarios {
                let t = traces[s.id]!
                var localized = s
                localized.title = words("scenario.\(s.id).title")
                sequences[Self.key(lang, s.id)] = SequenceChart.make(scenario: localized, trace: t, strings: words)
                guard let focus = StateDiagram.focus(of: t) else { continue }
                stateDiagrams[Self.key(lang, s.id)] = StateDiagram.make(scenario: localized, trace: t, actor: focus.name, instance: focus.instance, strings: words)
            }
        }
    }

    /// Renders every chart, reusing the SVG of the previous build when its DOT is unchanged.
    mutating func renderDiagrams() throws {
        loadCache()
        for key in sequences.keys.sorted() {
            let chart = sequences[key]!
            let svg = try render(chart.dot, engine: "nop")
            svgs[key + "-sequence"] = SVGAccessibility.decorate(svg, id: "\(chart.id)-sequence", title: chart.title, description: chart.summary)
        }
        for key in stateDiagrams.keys.sorted() {
            let d = stateDiagrams[key]!
            let svg = try render(d.dot, engine: "dot")
            svgs[key + "-states"] = SVGAccessibility.decorate(svg, id: "\(d.id)-states", title: d.title, description: d.summary)
        }
        chartCount = svgs.count
        for (key, svg) in svgs {
            let parts = key.split(separator: "/", maxSplits: 1)
            files["\(parts[0])/diagrams/\(parts[1]).svg"] = Data(svg.utf8)
        }
    }

    mutating func render(_ dot: String, engine: String) throws -> String {
        let hash = ContentHash.hex(engine + "\n" + dot)
        if let hit = cache[hash] { usedCache[hash] = hit; return hit }
        let svg = try Graphviz.svg(dot: dot, engine: engine)
        chartsRendered += 1
        usedCache[hash] = svg
        return svg
    }

    mutating func loadTemplates() throws {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: options.templates) else {
            throw UserError("\(options.templates): error: no such folder")
        }
        for name in names.sorted() where name.hasSuffix(".mustache") {
            let path = options.templates + "/" + name
            guard let text = fm.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                throw UserError("\(path): error: cannot read the template")
            }
            do {
                try library.register(text, named: String(name.dropLast(".mustache".count)))
            } catch let e as MustacheTemplate.ParserError {
                throw UserError("\(path):\(e.context.lineNumber):\(e.context.columnNumber): error: template syntax: \(e.error)\n    \(e.context.line)")
            } catch {
                throw UserError("\(path): error: \(error)")
            }
        }
        for needed in ["layout", "root", "home", "scenario", "callback", "callbacks", "states", "glossary"] where library.getTemplate(named: needed) == nil {
            throw UserError("\(options.templates)/\(needed).mustache: error: missing template")
        }
    }

    mutating func renderPages() throws {
        var pages = Pages(state: self)
        try pages.renderAll(into: &files)
        pageCount = pages.count
        for s in scenarios {
            files["traces/\(s.id).json"] = Data(TraceWriter.jsonLines(traces[s.id]!).utf8)
        }
    }

    mutating func copyAssets() throws {
        let dir = options.templates + "/assets"
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { throw UserError("\(dir): error: no such folder") }
        for name in names.sorted() where !name.hasPrefix(".") {
            guard let data = fm.contents(atPath: dir + "/" + name) else { throw UserError("\(dir)/\(name): error: cannot read") }
            files["assets/\(name)"] = data
        }
    }

    /// Writes everything into a new folder beside the output, then swaps it in.
    mutating func write() throws {
        for (hash, svg) in usedCache { files[".cache/charts/\(hash).svg"] = Data(svg.utf8) }
        files[Self.fingerprintFile] = Data(fingerprint.utf8)
        let out = URL(fileURLWithPath: options.output).standardizedFileURL
        let parent = out.deletingLastPathComponent()
        let tmp = parent.appendingPathComponent(".\(out.lastPathComponent).building")
        let old = parent.appendingPathComponent(".\(out.lastPathComponent).previous")
        let fm = FileManager.default
        try? fm.removeItem(at: tmp)
        temporary = tmp.path
        var dirs: Set<String> = []
        for path in files.keys.sorted() {
            let url = tmp.appendingPathComponent(path)
            let dir = url.deletingLastPathComponent().path
            if dirs.insert(dir).inserted { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) }
            try Self.writeFile(url.path, files[path]!)
        }
        try? fm.removeItem(at: old)
        if fm.fileExists(atPath: out.path) { try fm.moveItem(at: out, to: old) }
        try fm.moveItem(at: tmp, to: out)
        temporary = nil
        try? fm.removeItem(at: old)
    }

    /// Plain write, no fsync per file: the folder only counts once it is swapped in whole.
    static func writeFile(_ path: String, _ data: Data) throws {
        guard let f = fopen(path, "wb") else { throw UserError("\(path): error: cannot write (\(String(cString: strerror(errno))))") }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        let closed = fclose(f)
        guard written == data.count, closed == 0 else { throw UserError("\(path): error: cannot write the whole file") }
    }

    func discardTemporaryOutput() {
        if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
    }

    mutating func loadCache() {
        let dir = options.output + "/.cache/charts"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names where name.hasSuffix(".svg") {
            if let data = FileManager.default.contents(atPath: dir + "/" + name) {
                cache[String(name.dropLast(4))] = String(decoding: data, as: UTF8.self)
            }
        }
    }
}

/// A 128-bit content hash (two FNV-1a lanes) for the chart cache and the input fingerprint:
/// stable across runs and machines.
struct ContentHash {
    var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var a = self.a, b = self.b
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 &+ 0x9E37
        }
        self.a = a; self.b = b
    }

    mutating func add(_ data: Data) { data.withUnsafeBytes { add($0) } }
    mutating func add(_ s: String) { add(Data(s.utf8)); add(Data([0])) }

    var hex: String {
        func h(_ v: UInt64) -> String { let s = String(v, radix: 16); return String(repeating: "0", count: 16 - s.count) + s }
        return h(a) + h(b)
    }

    static func hex(_ s: String) -> String { var h = ContentHash(); h.add(s); return h.hex }
}
