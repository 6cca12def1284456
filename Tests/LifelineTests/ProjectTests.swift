import Foundation
@testable import LifelineCommands
import LifelineModel
import LifelineSite
import LifelineTestSupport
import ScenarioFormat
import Testing

/// Writers' projects (issue #23): `lifeline init`, `lifeline.yaml`, and what publishing needs
/// (404.html, sitemap.xml, canonical links, static files), run as a writer runs the commands.
@Suite struct ProjectTests {
    func lifeline(_ args: [String], in cwd: String? = nil) throws -> (status: Int32, output: String) {
        try runProcess(LifelineCommand.binary, args, timeout: 300, in: cwd)
    }

    func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func initWritesAProjectThatBuildsAndRefusesAFolderInUse() throws {
        let dir = try temporaryDirectory("init") + "/guide"
        let first = try lifeline(["init", dir])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("Settings → Pages → Build and deployment → Source: GitHub Actions"), "the one setting Pages needs")
        #expect(first.output.contains("set LIFELINE_REPOSITORY"), "the workflow's one blank is named")
        for f in ProjectScaffold.files.map(\.path) { #expect(FileManager.default.fileExists(atPath: dir + "/" + f), "\(f)") }
        let again = try lifeline(["init", dir])
        #expect(again.status == 1 && again.output.contains("not empty"), "\(again.output)")
        #expect(text(dir + "/" + ProjectFile.name) == ProjectScaffold.files[0].text, "init wrote nothing over the project")

        let build = try lifeline(["build"], in: dir)
        #expect(build.status == 0, "\(build.output)")
        let out = dir + "/output"
        #expect(text(out + "/en/scenarios/open-details.html").contains("Our app&#39;s screens"), "the project's title is the site's")
        #expect(text(out + "/fr/scenarios/open-details.html").contains("Ouvrir l’écran de détails"), "the scenario's French title")
        #expect(!FileManager.default.fileExists(atPath: out + "/ko"), "only the project's languages")
        #expect(text(out + "/404.html").contains("There is no page at this address."))
        #expect(FileManager.default.fileExists(atPath: out + "/.nojekyll"), "static files are copied as they are")
        #expect(!FileManager.default.fileExists(atPath: out + "/sitemap.xml"), "no sitemap without an address")
    }

    @Test func anAddressGivesASitemapCanonicalLinksAndA404ThatWorksAtAnyDepth() throws {
        let dir = try temporaryDirectory("project")
        _ = try ProjectScaffold.create(at: dir)
        try Data("title: Guide\nlanguages: [en]\nbaseURL: https://me.example/guide\nstatic: static\naccent: \"#0a7d5a\"\n".utf8)
            .write(to: URL(fileURLWithPath: dir + "/lifeline.yaml"))
        let build = try lifeline(["build"], in: dir)
        #expect(build.status == 0, "\(build.output)")
        let sitemap = text(dir + "/output/sitemap.xml")
        #expect(sitemap.contains("<loc>https://me.example/guide/en/scenarios/open-details.html</loc>"))
        #expect(sitemap.contains("<loc>https://me.example/guide/index.html</loc>") && !sitemap.contains("404.html"))
        let page = text(dir + "/output/en/scenarios/open-details.html")
        #expect(page.contains("<link rel=\"canonical\" href=\"https://me.example/guide/en/scenarios/open-details.html\">"))
        #expect(page.contains("<style>:root { --accent: #0a7d5a; }</style>"))
        #expect(text(dir + "/output/404.html").contains("<base href=\"https://me.example/guide/\">"))
        // The flags win: --lang fr builds French even though the file says [en].
        let french = try lifeline(["build", "--lang", "fr", "--output", dir + "/fr-only"], in: dir)
        #expect(french.status == 0 && FileManager.default.fileExists(atPath: dir + "/fr-only/fr/index.html"), "\(french.output)")
    }

    @Test func aStaticFileNeverReplacesOneTheSiteMakes() throws {
        let dir = try temporaryDirectory("project")
        _ = try ProjectScaffold.create(at: dir)
        try Data("<p>mine</p>".utf8).write(to: URL(fileURLWithPath: dir + "/static/index.html"))
        let build = try lifeline(["build"], in: dir)
        #expect(build.status == 1 && build.output.contains("static/index.html: error: the site already makes index.html"), "\(build.output)")
    }

    @Test func projectFileMistakesNameTheirLineAndColumn() {
        let yaml = "title: Guide\ntitel: x\nlanguages: [en, de]\naccent: red\nbaseURL: ftp://x\nlogo: ../secret.png\n"
        #expect(throws: LocatedError.self) { try ProjectFile.parse(yaml, file: "lifeline.yaml") }
        do {
            _ = try ProjectFile.parse(yaml, file: "lifeline.yaml")
        } catch {
            let text = error.description
            for expected in ["lifeline.yaml:2:1: error: unknown setting 'titel'; did you mean 'title'?",
                             "lifeline.yaml:3:17: error: unknown language 'de'", "lifeline.yaml:4:9: error: 'accent' must be a colour",
                             "lifeline.yaml:5:10: error: 'baseURL' must be the site's address", "lifeline.yaml:6:7: error: 'logo' names a file of the static folder"] {
                #expect(text.contains(expected), "\(expected) in:\n\(text)")
            }
        }
        let ok = try? ProjectFile.parse("baseURL: https://a.example/docs\n", file: "p/lifeline.yaml")
        #expect(ok?.baseURL == "https://a.example/docs/" && ok?.scenarios == "p/Scenarios" && ok?.output == "p/output")
    }

    /// The workflow `init` writes and every one the README shows are valid GitHub Actions workflows
    /// (PyPI's check-jsonschema with the schema it ships; `make test` installs it).
    @Test(.needs("check-jsonschema")) func workflowsPassGitHubsSchema() throws {
        let checker = try Tools.require("check-jsonschema")
        let dir = try temporaryDirectory("workflows")
        let readme = text(packageRoot + "/README.md")
        let blocks = readme.matches(of: /```yaml\n(name: [^\n]*\non:[\s\S]*?)```/).map { String($0.1) }
        #expect(blocks.count == 2, "the README's workflows: charts from CI, and the lifecycle check")
        var fromSource = ProjectScaffold.Options()
        (fromSource.source, fromSource.repository) = (.source, "octo/lifeline")
        for (name, yaml) in [("init.yml", ProjectScaffold.workflow), ("init-source.yml", ProjectScaffold.workflow(fromSource))] + blocks.enumerated().map({ ("readme-\($0.offset).yml", $0.element) }) {
            try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
            let run = try runProcess(checker, ["--builtin-schema", "vendor.github-workflows", dir + "/" + name], timeout: 120)
            #expect(run.status == 0, "\(name): \(run.output)")
        }
        try Data("jobs:\n  x:\n    runs-on: ubuntu-latest\n    steps: []\n".utf8).write(to: URL(fileURLWithPath: dir + "/bad.yml"))
        let bad = try runProcess(checker, ["--builtin-schema", "vendor.github-workflows", dir + "/bad.yml"], timeout: 120)
        #expect(bad.status != 0, "the check can fail: a workflow without 'on' is refused")
    }
}
