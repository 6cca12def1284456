import Foundation

/// Cold, cached, incremental and no-op builds of the study site by the release binary, as a user runs them.
struct Site {
    let binary: String
    let cwd = FileManager.default.currentDirectoryPath
    /// The output goes to memory where there is a /dev/shm: on this project's VMs the disk alone makes a
    /// cold build's writing take 0.03 to 0.9 s from one run to the next. A cold build onto the disk is
    /// reported too.
    let memory = FileManager.default.isWritableFile(atPath: "/dev/shm")
    let dir: String
    var out: String { dir + "/output" }
    var failed = 0

    init(binary: String) {
        self.binary = binary
        dir = (memory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory).appendingPathComponent("lifeline-bench-site").path
    }

    mutating func build(_ extra: [String] = [], into output: String? = nil) {
        if spawn(binary, ["build", "--output", output ?? out] + extra, cwd: cwd) != 0 { failed += 1 }
    }

    /// Into an empty folder: removing the last build's output is not the build's work.
    mutating func cold(into output: String) -> Double {
        build(into: output)   // warm-up: fonts, page cache
        return best(3, setup: { try? FileManager.default.removeItem(atPath: output) }) { build(into: output) }
    }

    /// A template edited (a comment added, then another) and the site built again, charts from the cache.
    /// The layout is around every page, so every page is rendered; the glossary's template is its pages' alone.
    mutating func templateEdited(_ name: String) -> Double {
        let templates = dir + "/Templates"
        // Templates/ is a link into Sources/LifelineResources/Resources: copy what it points to.
        if !FileManager.default.fileExists(atPath: templates) {
            try? FileManager.default.copyItem(atPath: URL(fileURLWithPath: cwd + "/Templates").resolvingSymlinksInPath().path, toPath: templates)
        }
        var flip = false
        return best(3, setup: {
            flip.toggle()
            let file = templates + "/\(name).mustache"
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            try? (text + (flip ? "{{! a }}\n" : "{{! b }}\n")).write(toFile: file, atomically: true, encoding: .utf8)
        }) { build(["--templates", templates]) }
    }

    /// One edited scenario (a push and a pop added, then taken away): only what depends on it is rendered.
    mutating func incremental() -> Double {
        let scenarios = dir + "/Scenarios"
        try? FileManager.default.copyItem(atPath: URL(fileURLWithPath: cwd + "/Scenarios").resolvingSymlinksInPath().path, toPath: scenarios)
        let edited = scenarios + "/navigation-push-pop.yaml"
        let original = (try? String(contentsOfFile: edited, encoding: .utf8)) ?? ""
        build(["--scenarios", scenarios])
        var added = false
        return best(3, setup: {
            added.toggle()
            try? (added ? original + "  - push: B\n  - pop\n" : original).write(toFile: edited, atomically: true, encoding: .utf8)
        }) { build(["--scenarios", scenarios]) }
    }

    static func measure(into table: inout Table) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            table.add("site build", "not measured: build lifeline first (make bench does)")
            return
        }
        var site = Site(binary: binary)
        try? FileManager.default.removeItem(atPath: site.dir)
        try? FileManager.default.createDirectory(atPath: site.dir, withIntermediateDirectories: true)
        let disk = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-disk").path
        let coldOnDisk = site.cold(into: disk)
        try? FileManager.default.removeItem(atPath: disk)
        let cold = site.cold(into: site.out)
        let cached = site.templateEdited("layout")
        let glossary = site.templateEdited("glossary")
        let incremental = site.incremental()
        site.build()
        let noop = best(5) { site.build() }
        // What starting any process costs from here, to read the no-op figure.
        let start = best(5) { _ = spawn("/bin/true", []) }
        let scenarios = (try? FileManager.default.contentsOfDirectory(atPath: site.cwd + "/Scenarios").filter { $0.hasSuffix(".yaml") }.count) ?? 0
        table.add("cold site build (\(scenarios) scenarios, 4 languages, 2 cores, output in \(site.memory ? "memory" : "a temporary folder"))",
                  "\(fixed(cold)) s (\(fixed(cold * 1000 / Double(max(scenarios, 1)), 0)) ms per scenario)", aim: "≤ 0.5 s (#39)")
        table.add("cold site build, output on disk (\(FileManager.default.temporaryDirectory.path))", "\(fixed(coldOnDisk)) s")
        table.add("site build with charts from the cache", "\(fixed(cached)) s (the layout edited: every page rendered)", aim: "≤ 0.5 s")
        table.add("one template edited (glossary.mustache)", "\(fixed(glossary)) s (its 4 pages rendered, the others copied)")
        table.add("one edited scenario rebuilt (incremental)", "\(fixed(incremental)) s (\(fixed(incremental * 100 / max(cold, 0.001), 0)) % of a cold build)", aim: "≤ 10 % of a cold build")
        table.add("no-op rebuild", "\(fixed(noop, 3)) s (starting a process from the bench: \(fixed(start, 3)) s)", aim: "≤ 0.05 s")
        if site.failed > 0 { table.add("site builds that FAILED (figures above are wrong)", "\(site.failed)", aim: "0") }
        try? FileManager.default.removeItem(atPath: site.dir)
    }
}
