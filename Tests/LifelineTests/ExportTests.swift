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
                for suffix in ["-sequence.svg", "-sequence.dot", "-states.svg", "-states.dot", ".mmd", ".puml"] {
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
}
