import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineTestSupport
import ScenarioFormat
import Testing

/// Issue #11: every Mermaid and PlantUML export of every canonical scenario parses and renders in the
/// real tools — PlantUML (Debian's package) and mermaid.js 11 in headless Chromium (the Makefile
/// unpacks mermaid.min.js from PyPI's artoo-mermaid into .build/tools/mermaid/).
@Suite(.serialized) struct ExportToolTests {
    static let mermaidJS = packageRoot + "/.build/tools/mermaid/mermaid.min.js"

    /// Every canonical scenario's export in English and Korean, by file name.
    func exports(_ make: (Scenario, Trace, Words) -> String, ext: String) throws -> [(name: String, text: String)] {
        var out: [(String, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: shipped + "/Scenarios").sorted() where file.hasSuffix(".yaml") {
            let s = try loadCanonical(String(file.dropLast(5)))
            let trace = try Simulator.run(s)
            for lang in ["en", "ko"] {
                var localized = s
                localized.title = locales.string("scenario.\(s.id).title", language: lang) ?? s.title
                out.append(("\(lang)/\(s.id).\(ext)", make(localized, trace, chartStrings(lang))))
            }
        }
        return out
    }

    @Test(.needs("plantuml")) func everyPlantUMLExportPassesPlantUML() async throws {
        let plantuml = try Tools.require("plantuml")
        let dir = try temporaryDirectory("puml")
        let files = try exports(TextExports.plantUML, ext: "puml").map { e -> String in
            let path = dir + "/" + e.name.replacingOccurrences(of: "/", with: "-")
            try Data(e.text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let r = try await runProcessOffPool(plantuml, ["-checkonly", "-charset", "UTF-8"] + files, timeout: 600)
        #expect(r.status == 0, "plantuml -checkonly failed:\n\(r.output.prefix(2000))")
        // The check can fail: a broken file is refused.
        let broken = dir + "/broken.puml"
        try Data("@startuml\nA -> : x\ncreate\n@enduml\n".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(try await runProcessOffPool(plantuml, ["-checkonly", broken]).status != 0)
    }

    @Test(.needs("chromium", files: [ExportToolTests.mermaidJS])) func everyMermaidExportRendersInMermaid11() async throws {
        _ = try Tools.requireFile(Self.mermaidJS)
        var diagrams = try exports(TextExports.mermaid, ext: "mmd")
        diagrams.append(("broken.mmd", "sequenceDiagram\n    participant P0 as A\n    P0->>: no receiver\n"))
        let results = try await render(diagrams)
        #expect(results.count == diagrams.count, "Chromium reported \(results.count) of \(diagrams.count) diagrams")
        for (name, _) in diagrams.dropLast() {
            #expect(results[name] == "ok", "\(name): \(results[name] ?? "no result")")
        }
        #expect(results["broken.mmd"]?.hasPrefix("ERROR") == true, "the check must be able to fail")
    }

    /// Issue #32, B5: a scenario's texts reach PlantUML only as text — no preprocessor function
    /// (`%getenv` read the renderer's environment) and no `[[link]]` (a `javascript:` link ran on click).
    @Test(.needs("plantuml")) func aPlantUMLExportCarriesNoCode() async throws {
        let plantuml = try Tools.require("plantuml")
        let dir = try temporaryDirectory("puml-inject")
        let (s, trace) = try payloadScenario()
        let path = dir + "/x.puml"
        try Data(TextExports.plantUML(scenario: s, trace: trace, strings: chartStrings("en")).utf8).write(to: URL(fileURLWithPath: path))
        let r = try await runProcessOffPool(plantuml, ["-tsvg", "-charset", "UTF-8", path], timeout: 300,
                                            environment: ["LIFELINE_CANARY": "secret-canary-value"])
        #expect(r.status == 0, "\(r.output.prefix(1000))")
        let svg = try String(contentsOfFile: dir + "/x.svg", encoding: .utf8)
        #expect(!svg.contains("secret-canary-value"), "the preprocessor ran %getenv")
        #expect(!svg.contains("href=\"javascript") && !svg.contains("<a "), "a link was made")
        #expect(svg.contains("getenv") && svg.contains("javascript"), "the text itself is shown")
        // The check can fail: the same title unescaped expands.
        try Data("@startuml\ntitle %getenv('LIFELINE_CANARY')\nA -> B : x\n@enduml\n".utf8).write(to: URL(fileURLWithPath: dir + "/raw.puml"))
        _ = try await runProcessOffPool(plantuml, ["-tsvg", dir + "/raw.puml"], timeout: 300, environment: ["LIFELINE_CANARY": "secret-canary-value"])
        #expect(try String(contentsOfFile: dir + "/raw.svg", encoding: .utf8).contains("secret-canary-value"))
    }

    /// Issue #32, B9: no `%%` reaches a Mermaid export (`%%{init}%%` set the theme and CSS), and the
    /// diagram still renders in mermaid.js with the title's text.
    @Test(.needs("chromium", files: [ExportToolTests.mermaidJS])) func aMermaidExportCarriesNoDirective() async throws {
        _ = try Tools.requireFile(Self.mermaidJS)
        let (s, trace) = try payloadScenario()
        let text = TextExports.mermaid(scenario: s, trace: trace, strings: chartStrings("en"))
        #expect(!text.contains("%%"), "\(text.prefix(400))")
        let results = try await render([("payload.mmd", text)])
        #expect(results["payload.mmd"] == "ok", "\(results)")
    }

    /// A short scenario whose title and step note carry PlantUML and Mermaid code.
    func payloadScenario() throws -> (Scenario, Trace) {
        let payload = "X=[[javascript:alert(1) clickme]] HOME=%getenv('LIFELINE_CANARY') %%{init: {'theme':'forest'}}%%"
        let yaml = "id: payload\ntitle: \"\(payload)\"\nwindow:\n  navigation: [A]\nsteps:\n  - launch\n  - push: B\n    note: \"\(payload)\"\n"
        let s = try ScenarioParser.parse(yaml: yaml, file: "payload.yaml", expectedID: "payload")
        return (s, try Simulator.run(s))
    }

    /// Renders every diagram with `mermaid.render` in one headless Chromium page; name → "ok" or "ERROR …".
    func render(_ diagrams: [(name: String, text: String)]) async throws -> [String: String] {
        let dir = try temporaryDirectory("mermaid")
        let data = try JSONSerialization.data(withJSONObject: diagrams.map { ["name": $0.name, "text": $0.text] })
        let page = """
        <!doctype html><html><head><meta charset="utf-8"><script src="file://\(Self.mermaidJS)"></script></head>
        <body><pre id="out">pending</pre><script>
        const diagrams = \(String(decoding: data, as: UTF8.self));
        mermaid.initialize({startOnLoad: false});
        (async () => {
          const lines = [];
          for (let i = 0; i < diagrams.length; i++) {
            try {
              const r = await mermaid.render('d' + i, diagrams[i].text);
              lines.push(diagrams[i].name + '\\t' + (r.svg.includes('<svg') ? 'ok' : 'ERROR no svg'));
            } catch (e) {
              lines.push(diagrams[i].name + '\\tERROR ' + String((e && e.message) || e).split('\\n')[0]);
            }
          }
          document.getElementById('out').textContent = 'done\\n' + lines.join('\\n');
        })();
        </script></body></html>
        """
        try Data(page.utf8).write(to: URL(fileURLWithPath: dir + "/check.html"))
        let r = try await Browser.run(["--virtual-time-budget=120000", "--dump-dom", "file://\(dir)/check.html"], timeout: 600)
        guard let start = r.output.range(of: "<pre id=\"out\">done\n"), let end = r.output.range(of: "</pre>", range: start.upperBound..<r.output.endIndex) else {
            Issue.record("mermaid did not finish:\n\(r.output.suffix(1000))")
            return [:]
        }
        var out: [String: String] = [:]
        for line in r.output[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            if parts.count == 2 { out[parts[0]] = parts[1] }
        }
        return out
    }
}
