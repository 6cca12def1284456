import Foundation
import LifelineSite
import Testing

/// `lifeline export` for CI: every scenario's charts and traces, stable names, a manifest with SHA-256.
@Suite(.serialized) struct ExportTests {
    @Test func exportWritesEveryFormatWithAVerifiableManifest() throws {
        let project = try makeProject("export")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let r = try lifeline(["export", "--lang", "en,ko", "--output", "docs-charts"], in: project)
        #expect(r.status == 0, "\(r.output)")
        let out = project + "/docs-charts"
        let manifest = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json"))) as? [[String: Any]])
        let files = Set(manifest.compactMap { $0["file"] as? String })
        for id in canonicalIDs {
            #expect(files.contains("traces/\(id).jsonl"))
            for lang in ["en", "ko"] {
                for suffix in ["-sequence.svg", "-sequence.html", "-sequence.dot", "-states.svg", "-states.html", "-states.dot", ".mmd", ".puml"] {
                    #expect(files.contains("\(lang)/\(id)\(suffix)"), "\(lang)/\(id)\(suffix)")
                }
            }
        }
        // The digests are SHA-256 as sha256sum computes them.
        for entry in manifest.prefix(5) {
            let file = try #require(entry["file"] as? String)
            let sum = try runProcess("/usr/bin/sha256sum", [out + "/" + file]).output.prefix(64)
            #expect(String(sum) == entry["sha256"] as? String, "\(file)")
        }
        // Standalone SVGs carry the dark palette; the folder is lifeline's, so a second export replaces it.
        let svg = try String(contentsOfFile: out + "/en/tab-switch-sequence.svg", encoding: .utf8)
        #expect(svg.contains("prefers-color-scheme: dark"))
        let again = try lifeline(["export", "--formats", "mermaid", "--output", "docs-charts"], in: project)
        #expect(again.status == 0, "\(again.output)")
        #expect(!FileManager.default.fileExists(atPath: out + "/en/tab-switch-sequence.svg"), "the old export is replaced whole")
        let bad = try lifeline(["export", "--formats", "png", "--output", "docs-charts"], in: project)
        #expect(bad.status == 1 && bad.output.contains("unknown format 'png'"))
        let notOurs = try lifeline(["export", "--output", "photos"], in: project)
        #expect(notOurs.status == 1 && notOurs.output.contains("holds files lifeline did not write"))
    }

    /// `--formats html`: a fragment to include in another page — a figure with the SVG, its accessible
    /// title and description and a caption; the palette scoped to the figure; nothing that would break
    /// or restyle the host page.
    @Test func anHTMLFragmentIsReadyToIncludeInAnotherPage() throws {
        let project = try makeProject("export-html")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let r = try lifeline(["export", "--formats", "html", "--lang", "fr", "--output", "fragments"], in: project)
        #expect(r.status == 0, "\(r.output)")
        let html = try String(contentsOfFile: project + "/fragments/fr/tab-switch-sequence.html", encoding: .utf8)
        #expect(html.hasPrefix("<figure class=\"lifeline-chart\" lang=\"fr\""))
        #expect(html.contains("<title id=") && html.contains("<desc id=") && html.contains("<figcaption>"))
        for forbidden in ["<?xml", "<html", "<head", "<body", "<script", "<!DOCTYPE"] { #expect(!html.contains(forbidden), "\(forbidden)") }
        let style = try #require(html.firstRange(of: "<style>").flatMap { start in html[start.upperBound...].firstRange(of: "</style>").map { html[start.upperBound..<$0.lowerBound] } })
        // Every rule styles only what is inside the figure: its selectors (split at commas outside
        // parentheses) start at the figure, or at a host's dark-mode switch around it.
        for line in style.split(separator: "\n") where line.contains("{") && !line.contains("@media") {
            var selectors: [String] = [], current = "", depth = 0
            for ch in line.prefix(while: { $0 != "{" }) {
                if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
                if ch == ",", depth == 0 { selectors.append(current); current = "" } else { current.append(ch) }
            }
            selectors.append(current)
            for selector in selectors.map({ $0.trimmingCharacters(in: .whitespaces) }) {
                let scoped = selector.hasPrefix(".lifeline-chart svg") || (selector.hasPrefix(":is(") && selector.contains(") .lifeline-chart svg"))
                #expect(scoped, "unscoped: \(selector)")
            }
        }
        #expect(style.contains("[data-theme=\"dark\"]") && style.contains("[data-md-color-scheme=\"slate\"]"), "the hosts' dark switches")
    }

    /// The README's DocC example, as a writer runs it: an exported SVG in a documentation catalog, named
    /// in an article without its extension, is what `docc convert` (the Swift toolchain's) publishes.
    @Test(.needs("docc")) func anExportedChartGoesIntoADocCCatalog() async throws {
        let docc = try Tools.require("docc")
        let project = try makeProject("docc")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let r = try lifeline(["export", "--formats", "svg", "--output", "charts"], in: project)
        #expect(r.status == 0, "\(r.output)")
        let catalog = project + "/Guide.docc"
        try FileManager.default.createDirectory(atPath: catalog + "/Resources", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project + "/charts/en/navigation-push-pop-sequence.svg", toPath: catalog + "/Resources/navigation-push-pop-sequence.svg")
        try Data("# Guide\n\nCharts of the lifecycle.\n\n## Overview\n\n![Pushing B, then going back.](navigation-push-pop-sequence)\n".utf8)
            .write(to: URL(fileURLWithPath: catalog + "/Guide.md"))
        let convert = try await runProcessOffPool(docc, ["convert", catalog, "--output-path", project + "/site", "--fallback-display-name", "Guide",
                                                         "--fallback-bundle-identifier", "org.example.guide"], timeout: 300)
        #expect(convert.status == 0, "\(convert.output)")
        #expect(!convert.output.contains("navigation-push-pop-sequence"), "DocC warns about the image: \(convert.output)")
        #expect(FileManager.default.fileExists(atPath: project + "/site/images/org.example.guide/navigation-push-pop-sequence.svg"))
        let page = try String(contentsOfFile: project + "/site/data/documentation/guide.json", encoding: .utf8)
        #expect(page.contains("navigation-push-pop-sequence.svg"), "the article shows the chart")
    }
}
