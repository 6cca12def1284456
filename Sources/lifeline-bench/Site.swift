import Foundation

/// Cold, cached and no-op builds of the study site by the release binary, as a user runs them.
enum Site {
    static func measure(into table: inout Table) {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifeline").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            table.add("site build", "not measured: build lifeline first (make bench does)")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-bench-site").path
        let out = dir + "/output"
        try? FileManager.default.removeItem(atPath: dir)
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let cwd = FileManager.default.currentDirectoryPath
        var failed = 0
        func build() { if spawn(binary, ["build", "--output", out], cwd: cwd) != 0 { failed += 1 } }
        build()   // warm-up: fonts, page cache
        // Into an empty folder: removing the last build's output is not the build's work.
        let cold = best(3, setup: { try? FileManager.default.removeItem(atPath: out) }) { build() }
        // Charts from the cache: the templates change (a copy with a comment), the charts do not.
        let templates = dir + "/Templates"
        // Templates/ is a link into Sources/LifelineSite/Resources: copy what it points to.
        let shipped = URL(fileURLWithPath: cwd + "/Templates").resolvingSymlinksInPath().path
        try? FileManager.default.copyItem(atPath: shipped, toPath: templates)
        var flip = false
        let cached = best(3, setup: {
            flip.toggle()
            let glossary = templates + "/glossary.mustache"
            let text = (try? String(contentsOfFile: glossary, encoding: .utf8)) ?? ""
            try? (text + (flip ? "{{! a }}\n" : "{{! b }}\n")).write(toFile: glossary, atomically: true, encoding: .utf8)
        }) { if spawn(binary, ["build", "--output", out, "--templates", templates], cwd: cwd) != 0 { failed += 1 } }
        // One edited scenario (a push and a pop added, then taken away): only what depends on it is rendered.
        let scenariosCopy = dir + "/Scenarios"
        try? FileManager.default.copyItem(atPath: URL(fileURLWithPath: cwd + "/Scenarios").resolvingSymlinksInPath().path, toPath: scenariosCopy)
        let edited = scenariosCopy + "/navigation-push-pop.yaml"
        let original = (try? String(contentsOfFile: edited, encoding: .utf8)) ?? ""
        func buildCopy() { if spawn(binary, ["build", "--output", out, "--scenarios", scenariosCopy], cwd: cwd) != 0 { failed += 1 } }
        buildCopy()
        var added = false
        let incremental = best(3, setup: {
            added.toggle()
            try? (added ? original + "  - push: B\n  - pop\n" : original).write(toFile: edited, atomically: true, encoding: .utf8)
        }) { buildCopy() }
        build()
        let noop = best(5) { build() }
        // What starting any process costs from here (Foundation's Process), to read the no-op figure.
        let start = best(5) { _ = spawn("/bin/true", []) }
        let scenarios = (try? FileManager.default.contentsOfDirectory(atPath: cwd + "/Scenarios").filter { $0.hasSuffix(".yaml") }.count) ?? 0
        table.add("cold site build (\(scenarios) scenarios, 4 languages, 2 cores)", "\(fixed(cold)) s (\(fixed(cold * 1000 / Double(max(scenarios, 1)), 0)) ms per scenario)", aim: "≤ 0.8 s; ≤ 45 ms per scenario")
        table.add("site build with charts from the cache", "\(fixed(cached)) s", aim: "≤ 0.5 s")
        table.add("one edited scenario rebuilt (incremental)", "\(fixed(incremental)) s (\(fixed(incremental * 100 / max(cold, 0.001), 0)) % of a cold build)", aim: "≤ 10 % of a cold build")
        table.add("no-op rebuild", "\(fixed(noop, 3)) s (starting a process from the bench: \(fixed(start, 3)) s)", aim: "≤ 0.05 s")
        if failed > 0 { table.add("site builds that FAILED (figures above are wrong)", "\(failed)", aim: "0") }
        try? FileManager.default.removeItem(atPath: dir)
    }
}
