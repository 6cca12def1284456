import Foundation
@testable import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// Incremental builds (issue #23): after an edit, the pages whose inputs changed are rendered, the
/// others copied from the last build — and the result is byte for byte a cold build of the same inputs.
@Suite struct IncrementalTests {
    /// A copy of the shipped inputs, to edit.
    func project() throws -> SiteBuild.Options {
        let dir = try temporaryDirectory("incremental")
        for f in ["Scenarios", "Locales", "Templates"] { try FileManager.default.copyItem(atPath: shipped + "/" + f, toPath: dir + "/" + f) }
        var o = siteOptions()
        o.scenarios = dir + "/Scenarios"; o.locales = dir + "/Locales"; o.templates = dir + "/Templates"
        return o
    }

    /// A copy of the shipped inputs, built once into memory: the output the next build starts from.
    func builtProject() async throws -> (SiteBuild.Options, MemoryOutput) {
        let o = try project(), out = MemoryOutput()
        _ = try await SiteBuild.run(o, into: out)
        return (o, out)
    }

    /// Builds `o` incrementally into `out`, then cold into a new output; expects the same files, and
    /// returns the pages whose inputs key changed (the ones rendered again) and the summary.
    func rebuild(_ o: SiteBuild.Options, into out: MemoryOutput) async throws -> (changed: Set<String>, summary: SiteBuild.Summary) {
        let before = out.manifest?.pages ?? [:]
        let summary = try await SiteBuild.run(o, into: out)
        let cold = MemoryOutput()
        _ = try await SiteBuild.run(o, into: cold)
        #expect(out.files.keys.sorted() == cold.files.keys.sorted(), "the same files as a cold build")
        let different = out.files.keys.filter { out.files[$0] != cold.files[$0] }.sorted()
        #expect(different.isEmpty, "byte for byte a cold build; differs: \(different.prefix(5))")
        #expect(out.manifest == cold.manifest, "the same manifest, page keys included")
        let after = out.manifest?.pages ?? [:]
        return (Set(after.keys.filter { before[$0] != after[$0] }), summary)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(change(text).utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aScenarioEditRendersItsPagesAndTheCallbacksItMoves() async throws {
        let o = try project()
        let out = MemoryOutput()
        let first = try await SiteBuild.run(o, into: out)
        #expect(first.pagesReused == 0)
        try edit(o.scenarios + "/navigation-push-pop.yaml") { $0 + "  - push: B\n  - pop\n" }
        let (changed, summary) = try await rebuild(o, into: out)
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            #expect(changed.contains("\(lang)/scenarios/navigation-push-pop.html"), "\(lang): the edited scenario's page")
            // The lists show nothing the edit changed (titles, themes, exercises): their context is the same.
            #expect(!changed.contains("\(lang)/index.html") && !changed.contains("\(lang)/states.html"), "\(lang): lists that show the same")
            #expect(!changed.contains("\(lang)/scenarios/tab-switch.html") && !changed.contains("\(lang)/glossary.html"), "\(lang): pages that do not depend on it")
            // The push and pop added change where viewWillAppear occurs; viewDidUnload (iOS 5) is not in this scenario.
            #expect(changed.contains("\(lang)/callbacks/viewWillAppear.html") && !changed.contains("\(lang)/callbacks/viewDidUnload.html"))
        }
        #expect(summary.pagesReused + changed.count == summary.pages - 2, "every page was either copied or rendered (the root's two always are)")
        #expect(changed.count < summary.pages / 2, "\(changed.count) of \(summary.pages) pages rendered again")
    }

    /// A scenario moved to another theme shows elsewhere on the lists: the pages that gather every
    /// scenario by theme are rendered again, the other scenarios' pages are not.
    @Test func aChangeTheListsShowRendersThem() async throws {
        let (o, out) = try await builtProject()
        try edit(o.scenarios + "/navigation-push-pop.yaml") { $0.replacingOccurrences(of: "theme: navigation", with: "theme: basics") }
        let (changed, _) = try await rebuild(o, into: out)
        for lang in ["en", "fr", "zh-Hans", "ko"] {
            #expect(changed.contains("\(lang)/index.html"), "\(lang): the home page lists it under its new theme")
            #expect(!changed.contains("\(lang)/scenarios/tab-switch.html") && !changed.contains("\(lang)/glossary.html"), "\(lang): pages that do not show it")
        }
    }

    /// Unchanged scenarios' charts are carried over by their inputs (`ChartRecord`), without their
    /// DOT; when the SVG a record names is gone, that scenario's charts are built and rendered again,
    /// and the site is still a cold build's.
    @Test func aChartWhoseCachedSVGIsGoneIsBuiltAgain() async throws {
        let o = try project()
        let site = try temporaryDirectory("carried") + "/site"
        _ = try await SiteBuild.run(o, into: DiskOutput(site))
        let record = try #require(ChartRecord.read(FileManager.default.contents(atPath: site + "/" + ChartRecord.file))["fr/navigation-push-pop"])
        // The sequence chart, a focus chart for each of the scenario's three steps, the state diagram.
        #expect(record.parts.map(\.kind) == ["sequence", "focus", "focus", "focus", "states"])
        for p in record.parts { try FileManager.default.removeItem(atPath: site + "/" + p.cache) }
        let again = try await SiteBuild.run(o, into: DiskOutput(site))
        #expect(again.chartsRendered == record.parts.count, "only the charts whose SVG was gone: \(again.chartsRendered)")
        let cold = MemoryOutput()
        _ = try await SiteBuild.run(o, into: cold)
        for (path, data) in cold.files { #expect(FileManager.default.contents(atPath: site + "/" + path) == data, "\(path)") }
        #expect(Manifest.read(site + "/" + Manifest.fileName) == cold.manifest)
    }

    @Test func aCatalogEditRendersThatLanguageOnly() async throws {
        let (o, out) = try await builtProject()
        try edit(o.locales + "/Content.xcstrings") { $0.replacingOccurrences(of: "Appelez `super.viewDidLoad()` en premier", with: "Appelez d’abord `super.viewDidLoad()`") }
        let (changed, _) = try await rebuild(o, into: out)
        #expect(!changed.isEmpty && changed.allSatisfy { $0.hasPrefix("fr/") }, "only French pages: \(changed.filter { !$0.hasPrefix("fr/") }.prefix(3))")
    }

    /// A page depends on its own template, the layout around it and the partials they include — not on
    /// the other templates. The glossary's template is the glossary pages' alone; the exercise partial is
    /// in the scenario and quiz templates; the layout is around every page.
    @Test func aTemplateEditRendersThePagesRenderedWithIt() async throws {
        let (o, out) = try await builtProject()
        let languages = ["en", "fr", "zh-Hans", "ko"]
        try edit(o.templates + "/glossary.mustache") { $0 + "<!-- edited -->\n" }
        let (glossary, _) = try await rebuild(o, into: out)
        #expect(glossary == Set(languages.map { "\($0)/glossary.html" }), "the glossary pages only: \(glossary.sorted().prefix(6))")

        try edit(o.templates + "/exercise.mustache") { $0 + "<!-- edited -->\n" }
        let (exercise, summary) = try await rebuild(o, into: out)
        for lang in languages {
            #expect(exercise.contains("\(lang)/scenarios/navigation-push-pop.html") && exercise.contains("\(lang)/quiz/navigation.html"), "\(lang): scenario and quiz pages")
            #expect(!exercise.contains("\(lang)/glossary.html") && !exercise.contains("\(lang)/callbacks/viewDidLoad.html"), "\(lang): pages without exercises")
        }
        #expect(exercise.allSatisfy { $0.contains("/scenarios/") || $0.contains("/quiz/") }, "\(exercise.filter { !$0.contains("/scenarios/") && !$0.contains("/quiz/") }.sorted().prefix(3))")
        #expect(summary.pagesReused + exercise.count == summary.pages - 2)

        try edit(o.templates + "/layout.mustache") { $0 + "<!-- edited -->\n" }
        let (layout, again) = try await rebuild(o, into: out)
        #expect(again.pagesReused == 0 && layout.count == again.pages - 2, "the layout is around every page")
    }

    /// serve's build memory (issue #39): the catalogs, templates and simulations it keeps between builds are
    /// used only while what they were made from is the same. After a scenario, a catalog and a template
    /// edit, each build is byte for byte a cold build without memory, and the edit shows.
    @Test func whatServeKeepsGivesAColdBuildsBytes() async throws {
        var o = try project()
        o.memory = BuildMemory()
        var plain = o
        plain.memory = nil
        let out = MemoryOutput()
        _ = try await SiteBuild.run(o, into: out)
        func same(_ what: String, shows: String, in page: String) async throws {
            _ = try await SiteBuild.run(o, into: out)
            let cold = MemoryOutput()
            _ = try await SiteBuild.run(plain, into: cold)
            #expect(out.files.keys.sorted() == cold.files.keys.sorted(), "\(what): the same files")
            let different = out.files.keys.filter { out.files[$0] != cold.files[$0] }.sorted()
            #expect(different.isEmpty, "\(what): byte for byte a cold build; differs: \(different.prefix(5))")
            #expect(out.text(page)?.contains(shows) == true, "\(what): \(page) shows it")
        }
        try edit(o.scenarios + "/navigation-push-pop.yaml") { $0.replacingOccurrences(of: "  - pop\n", with: "  - pop\n  - push: B\n  - pop\n") }
        try await same("a scenario edit", shows: "id=\"step-5\"", in: "en/scenarios/navigation-push-pop.html")
        try edit(o.locales + "/Content.xcstrings") { $0.replacingOccurrences(of: "Appelez `super.viewDidLoad()` en premier", with: "Appelez d’abord `super.viewDidLoad()`") }
        try await same("a catalog edit", shows: "Appelez d’abord", in: "fr/callbacks/viewDidLoad.html")
        try edit(o.templates + "/glossary.mustache") { $0 + "<p id=\"edited\">edited</p>\n" }
        try await same("a template edit", shows: "id=\"edited\"", in: "ko/glossary.html")
    }
}
