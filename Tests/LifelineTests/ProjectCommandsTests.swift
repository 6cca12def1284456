import Foundation
@testable import LifelineCommands
import LifelineLanguage
@testable import LifelineSite
import LifelineModel
import LifelineTestSupport
import Testing

/// A writer's project folder (issue #38): every command reads `lifeline.yaml`, and a project catalog
/// holds only the keys the writer changes, merged over lifeline's own.
@Suite struct ProjectCommandsTests {
    func lifeline(_ args: [String], in cwd: String) throws -> (status: Int32, output: String) {
        try runProcess(LifelineCommand.binary, args, timeout: 300, in: cwd)
    }

    func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    func project() throws -> String {
        let dir = try temporaryDirectory("project-commands") + "/guide"
        _ = try ProjectScaffold.create(at: dir)
        return dir
    }

    @Test func checkListRunExportAndTraceCheckUseTheProjectsScenarios() throws {
        let dir = try project()
        let scenario = dir + "/Scenarios/open-details.yaml"
        let good = read(scenario)

        let list = try lifeline(["list"], in: dir)
        #expect(list.status == 0 && list.output.contains("open-details") && !list.output.contains("navigation-push-pop"), "\(list.output)")
        let check = try lifeline(["check"], in: dir)
        #expect(check.status == 0 && check.output.contains("1 scenarios") && check.output.contains("texts complete in en, fr"), "\(check.output)")

        // The typo a writer makes: `check` in the project's folder finds it.
        try write(good.replacingOccurrences(of: "\nsteps:", with: "\nstpes:"), scenario)
        let typo = try lifeline(["check"], in: dir)
        #expect(typo.status == 1 && typo.output.contains("Scenarios/open-details.yaml:13:1: error: unknown key 'stpes'; did you mean 'steps'?"),
                "\(typo.output)")
        try write(good, scenario)

        let run = try lifeline(["run", "open-details"], in: dir)
        #expect(run.status == 0 && run.output.hasPrefix("open-details — profile"), "\(run.output)")
        let shippedID = try lifeline(["run", "navigation-push-pop"], in: dir)
        #expect(shippedID.status == 1 && shippedID.output.contains("no such file or scenario id in Scenarios/")
                && shippedID.output.contains("one of lifeline's own scenarios: add --scenarios"), "\(shippedID.output)")

        let export = try lifeline(["export", "--formats", "dot", "--output", "exported"], in: dir)
        let manifest = read(dir + "/exported/manifest.json")
        #expect(export.status == 0 && manifest.contains("open-details") && !manifest.contains("navigation-push-pop"), "\(export.output)")

        // A log of the push and the pop, as the README's trace contract writes it: `--against` finds the project's id.
        let log = try lifeline(["run", "open-details", "--format", "jsonl"], in: dir)
        try write(log.output, dir + "/device.jsonl")
        let against = try lifeline(["trace", "check", "device.jsonl", "--against", "open-details"], in: dir)
        #expect(against.status == 0, "\(against.output)")
        #expect(try lifeline(["trace", "check", "device.jsonl", "--against", "navigation-push-pop"], in: dir).status == 1)
    }

    @Test func checkSpeaksOfTheProjectsLanguagesOnly() throws {
        let dir = try project()
        try write(read(dir + "/Scenarios/open-details.yaml").replacingOccurrences(of: "  fr: Ouvrir l’écran de détails\n", with: ""),
                  dir + "/Scenarios/open-details.yaml")
        let check = try lifeline(["check"], in: dir)
        #expect(check.status == 0 && check.output.contains("the title has no fr text") && !check.output.contains("no ko text"), "\(check.output)")
        let strict = try lifeline(["check", "--strict"], in: dir)
        #expect(strict.status == 1, "\(strict.output)")
    }

    /// One key, in a catalog of the project's own: English changed, French left `new` (needing a translation).
    static let override = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {"ui.nav.home": {"localizations": {
      "en": {"stringUnit": {"state": "translated", "value": "Our screens"}},
      "fr": {"stringUnit": {"state": "new", "value": ""}}}}}}
    """

    @Test func aProjectCatalogHoldsOnlyTheKeysItChanges() throws {
        let dir = try project()
        try write(read(dir + "/lifeline.yaml") + "locales: Locales\n", dir + "/lifeline.yaml")
        try write(Self.override, dir + "/Locales/Site.xcstrings")

        let build = try lifeline(["build"], in: dir)
        #expect(build.status == 0, "\(build.output)")
        #expect(read(dir + "/output/en/index.html").contains(">Our screens</a>"), "the project's English")
        #expect(read(dir + "/output/en/index.html").contains("Opening the details screen"), "every other key is lifeline's")
        #expect(read(dir + "/output/fr/index.html").contains(">Our screens</a>"), "French falls back to the project's English")
        #expect(build.output.contains("Locales/Site.xcstrings: warning: [fr] ui.nav.home: not translated (state 'new')"), "\(build.output)")
        let strict = try lifeline(["build", "--strict", "--output", "strict"], in: dir)
        #expect(strict.status == 1 && strict.output.contains("[fr] ui.nav.home: not translated"), "\(strict.output)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/strict"), "a refused build writes nothing")
        let check = try lifeline(["check"], in: dir)
        #expect(check.status == 0 && check.output.contains("warning: [fr] ui.nav.home"), "\(check.output)")

        // A key nothing uses is still a mistake: a typo in an override must not pass unseen.
        try write(Self.override.replacingOccurrences(of: "ui.nav.home", with: "ui.nav.hoem"), dir + "/Locales/Site.xcstrings")
        let typo = try lifeline(["build", "--output", "typo"], in: dir)
        #expect(typo.status == 1 && typo.output.contains("ui.nav.hoem: no code uses this key"), "\(typo.output)")
    }

    @Test func anOverlayReplacesLanguageByLanguage() throws {
        var base = StringTable(), project = StringTable()
        try base.add(data: Data(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}},"fr":{"stringUnit":{"state":"translated","value":"Un"}}}},"b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"B"}}}}}}"#.utf8), file: "own/Site.xcstrings")
        try project.add(data: Data(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Ours"}}}},"c":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"C"}}}}}}"#.utf8), file: "mine/Site.xcstrings")
        try base.overlay(project)
        #expect(base.string("a", language: "en") == "Ours" && base.string("a", language: "fr") == "Un")
        #expect(base.string("b", language: "en") == "B" && base.string("c", language: "en") == "C")
        #expect(base.entries["a"]?.file == "mine/Site.xcstrings" && base.file(named: "Site") == "mine/Site.xcstrings")
        var german = StringTable()
        try german.add(data: Data(#"{"sourceLanguage":"de","strings":{}}"#.utf8), file: "de/Site.xcstrings")
        #expect(throws: Diagnostic.self) { try base.overlay(german) }
    }
}

/// The build's link check (issue #38): every internal link and anchor, before anything is written.
@Suite struct LinkCheckTests {
    func page(_ body: String) -> Data { Data("<!doctype html><html><head><title>t</title></head><body>\(body)</body></html>".utf8) }

    @Test func brokenLinksAndAnchorsAreNamedWithTheirPage() {
        let files: [String: Data] = [
            "index.html": page(##"<a href="en/a.html">a</a> <a href="https://example.com/x">out</a> <a href="mailto:me@example.com">m</a>"##),
            "en/a.html": page(##"<h2 id="top">A</h2><a href="b.html#part">b</a> <a href="#top">up</a> <a href="../assets/s.css">css</a> <img src="../img/x.png" alt="">"##
                              + ##" <a href="b.html#nope">bad anchor</a> <a href="#gone">gone</a> <a href="../../etc/passwd">out of the site</a> <a href="search.html?q=a%20b">q</a>"##),
            "en/b.html": page(##"<p id="part">B</p>"##),
            "en/search.html": page(""),
            "assets/s.css": Data(),
            "404.html": page(##"<base href="https://me.example/guide/"><a href="en/b.html">b</a> <a href="en/index.html">missing</a>"##),
        ]
        let broken = LinkCheck.broken(in: files).map { "\($0.page) → \($0.target)" }
        #expect(broken == ["404.html → en/index.html", "en/a.html → #gone", "en/a.html → ../../etc/passwd",
                           "en/a.html → ../img/x.png", "en/a.html → b.html#nope"])
        #expect(throws: Diagnostic.self) { try LinkCheck.refuse(LinkCheck.broken(in: files)) }
        var fixed = files
        fixed["en/a.html"] = page(##"<h2 id="top">A</h2><a href="b.html#part">b</a> <a href="#top">up</a> <a href="./">home</a>"##)
        fixed["en/index.html"] = page("")
        #expect(LinkCheck.broken(in: fixed) == [])
    }

    /// Ids are kept by their digests (`Scan.ids`): one in any script is found whether the link writes it
    /// as it is or percent-encoded, and one that differs by a single character is not.
    @Test func anchorsInAnyScriptAreFoundByTheirBytes() {
        let files: [String: Data] = [
            "a.html": page(##"<a href="b.html#단계-2">ko</a> <a href="b.html#%E5%87%BA%E7%8E%B0">zh, encoded</a> <a href="b.html#étape">fr</a>"##
                           + ##" <a href="b.html#단계-3">missing</a> <a href="b.html#etape">no accent</a>"##),
            "b.html": page(##"<h2 id="단계-2">2</h2><h2 id="出现">z</h2><span id="étape">e</span>"##),
        ]
        #expect(LinkCheck.broken(in: files).map(\.target) == ["b.html#etape", "b.html#단계-3"])
        #expect(LinkCheck.scan(files["b.html"] ?? Data()).has(id: "出现") && !LinkCheck.scan(files["b.html"] ?? Data()).has(id: "出"))
    }

    /// serve keeps a good build's scans (issue #39): an unchanged page is not read again, yet an anchor it
    /// links to that a changed page lost, or a page that went, is still found.
    @Test func whatServeKeepsStillFindsEveryBrokenLink() {
        let files: [String: Data] = [
            "a.html": page(##"<a href="b.html#part">b</a> <a href="c.html">c</a>"##),
            "b.html": page(##"<p id="part">B</p>"##),
            "c.html": page(##"<a href="b.html">b</a>"##),
        ]
        var kept: LinkCheck.Kept?
        #expect(LinkCheck.broken(in: files) { kept = $0 } == [])
        let good = try? #require(kept)
        #expect(good?.pages["a.html"]?.scan.targets["b.html"] == ["part": "b.html#part"])
        var lost = files
        lost["b.html"] = page(##"<p id="other">B</p>"##)
        kept = nil
        #expect(LinkCheck.broken(in: lost, kept: good ?? .init()) { kept = $0 }.map(\.target) == ["b.html#part"])
        #expect(kept == nil, "a build with a broken link keeps nothing")
        var gone = files
        gone["c.html"] = nil
        #expect(LinkCheck.broken(in: gone, kept: good ?? .init()).map(\.target) == ["c.html"])
        var edited = files
        edited["c.html"] = page(##"<a href="d.html">d</a>"##)
        #expect(LinkCheck.broken(in: edited, kept: good ?? .init()).map(\.target) == ["d.html"])
        // A page whose bytes are the same as kept is taken from what was kept, not scanned again.
        var stale = good ?? .init()
        stale.pages["c.html"]?.scan.links = []
        #expect(LinkCheck.broken(in: edited, kept: stale).map(\.target) == ["d.html"], "c.html changed, so it is scanned")
        var trusted = good ?? .init()
        trusted.pages["a.html"]?.scan.links = ["nowhere.html"]
        #expect(LinkCheck.broken(in: files, kept: trusted) == [], "a.html is as kept: its kept (good) result stands")
    }

    /// The pages' links are read by the tasks that render them (issue #39): the check takes a page's read
    /// links only for the very bytes that were read, and still checks every link it took.
    @Test func linksReadWhileRenderingAreCheckedAndOnlyForTheirBytes() {
        let a = page(##"<a href="b.html#part">b</a> <a href="gone.html">gone</a>"##)
        let files: [String: Data] = ["a.html": a, "b.html": page(##"<p id="part">B</p>"##)]
        let read = ["a.html": (page: a, scan: LinkCheck.scan(a))]
        #expect(LinkCheck.broken(in: files, read: read).map(\.target) == ["gone.html"], "a link read while rendering is checked")
        var wrong = read
        wrong["a.html"]?.scan.links = []
        #expect(LinkCheck.broken(in: files, read: wrong) == [], "the read links are taken for the same bytes, not read again")
        let other = page(##"<a href="b.html#nope">b</a>"##)
        #expect(LinkCheck.broken(in: ["a.html": other, "b.html": files["b.html"] ?? Data()], read: wrong).map(\.target) == ["b.html#nope"],
                "a page whose bytes are not those read is read again")
        // Every page of a site with many is checked (the pages are split between the cores).
        var many = files
        for i in 0..<101 { many["p\(i).html"] = page(##"<a href="a.html">a</a> <a href="p\##(i + 1).html">next</a>"##) }
        #expect(LinkCheck.broken(in: many).map { "\($0.page) → \($0.target)" } == ["a.html → gone.html", "p100.html → p101.html"])
    }

    @Test func aTemplateLinkingToNothingStopsTheBuild() throws {
        let dir = try temporaryDirectory("links") + "/guide"
        _ = try ProjectScaffold.create(at: dir)
        try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        let glossary = dir + "/Templates/glossary.mustache"
        try Data((try String(contentsOfFile: glossary, encoding: .utf8) + ##"<a href="scenarios/nowhere.html">x</a>"##).utf8)
            .write(to: URL(fileURLWithPath: glossary))
        try Data((try String(contentsOfFile: dir + "/lifeline.yaml", encoding: .utf8) + "templates: Templates\n").utf8)
            .write(to: URL(fileURLWithPath: dir + "/lifeline.yaml"))
        let build = try runProcess(LifelineCommand.binary, ["build"], timeout: 300, in: dir)
        #expect(build.status == 1, "\(build.output)")
        #expect(build.output.contains("en/glossary.html: error: links to scenarios/nowhere.html, which the site does not contain"), "\(build.output)")
        #expect(build.output.contains("2 broken link(s) in 2 page(s)"), "\(build.output)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/output"), "nothing written")
    }
}

/// One version (issue #38): `LifelineVersion.current` is the source; what shows it elsewhere is held to it.
@Suite struct ReleaseTests {
    @Test func theVersionIsSaidTheSameEverywhere() throws {
        let v = LifelineVersion.current
        let printed = try runProcess(LifelineCommand.binary, ["--version"], timeout: 60)
        #expect(printed.status == 0 && printed.output.trimmingCharacters(in: .whitespacesAndNewlines) == v, "\(printed.output)")
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let named = readme.matches(of: /from: "(\d+\.\d+\.\d+)"|tagged `v(\d+\.\d+\.\d+)`|lifeline-(\d+\.\d+\.\d+)-linux/)
            .map { String($0.1 ?? $0.2 ?? $0.3 ?? "") }
        #expect(!named.isEmpty && named.allSatisfy { $0 == v }, "the README's versions \(named) are all \(v)")
        let changelog = try String(contentsOfFile: packageRoot + "/CHANGELOG.md", encoding: .utf8)
        let first = changelog.firstMatch(of: /\n## (\S+)/).map { String($0.1) }
        #expect(first == v, "CHANGELOG.md's newest section is \(first ?? "missing"), not \(v)")
        #expect(ProjectScaffold.workflow.contains("LIFELINE_VERSION: \"\(v)\""))
    }

    @Test func configPrintsOneSettingForScripts() throws {
        let dir = try temporaryDirectory("config") + "/guide"
        _ = try ProjectScaffold.create(at: dir)
        let output = try runProcess(LifelineCommand.binary, ["config", "output"], timeout: 60, in: dir)
        #expect(output.status == 0 && output.output == "output\n", "\(output.output)")
        let languages = try runProcess(LifelineCommand.binary, ["config", "languages"], timeout: 60, in: dir)
        #expect(languages.output == "en,fr\n", "\(languages.output)")
        let typo = try runProcess(LifelineCommand.binary, ["config", "outptu"], timeout: 60, in: dir)
        #expect(typo.status == 1 && typo.output.contains("did you mean 'output'?"), "\(typo.output)")
        let nowhere = try runProcess(LifelineCommand.binary, ["config", "output"], timeout: 60, in: try temporaryDirectory("no-project"))
        #expect(nowhere.status == 1 && nowhere.output.contains("no project file here"), "\(nowhere.output)")
    }
}
