import Foundation
import LifelineCharts
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput
import LifelineResources
import ScenarioFormat

/// `lifeline export`: every scenario's charts and traces, with stable names and a `manifest.json`, for
/// CI jobs that publish diagrams in another documentation site. The output folder is owned like `build`'s.
package enum Export {
    package struct Options: Sendable {
        package var scenarios = Bundled.scenarios
        package var locales = Bundled.locales
        package var formats = OutputFormat.offered(by: .export)
        package var languages: [LocaleID] = [.english]
        package var output = "export"
        package init() {}
    }

    /// One exported file, as `manifest.json` lists it.
    struct Entry: Encodable {
        var scenario: String, format: String, language: String?, chart: String?, file: String, sha256: String
    }

    /// Builds every file in memory, then writes them through `output` (an owned, atomically swapped folder).
    /// Returns how many files it wrote and warnings (files it kept that it did not write).
    package static func run(_ o: Options, into output: some SiteOutput) throws -> (files: Int, warnings: [Diagnostic]) {
        _ = try output.open(inputs: [("scenarios", o.scenarios), ("locales", o.locales)], log: { _ in })
        let scenarios = try Catalog.load(directory: o.scenarios).scenarios
        let table = try StringTable.read(o.locales)
        try StringTable.refuse(LocalizationCheck.problems(table, languages: o.languages.map(\.rawValue), required: Words.chartKeys,
                                                      known: { _ in true }, home: { _ in TextKey.Catalog.charts.rawValue }))
        var files: [String: Data] = [:]
        var entries: [Entry] = []
        func add(_ path: String, _ text: String, _ s: Scenario, _ f: OutputFormat, _ lang: LocaleID?, _ chart: Charts.Kind?) {
            let data = Data(text.utf8)
            files[path] = data
            entries.append(Entry(scenario: s.id, format: f.rawValue, language: lang?.rawValue, chart: chart?.rawValue, file: path,
                                 sha256: SHA256.hex(data)))
        }
        // Each language's words are finished once (French typography, Korean particles over the whole table).
        let wordsByLanguage = Dictionary(o.languages.map { ($0, Charts.strings($0, locales: table)) }, uniquingKeysWith: { first, _ in first })
        for s in scenarios {
            let trace = try Simulator.run(s)
            if o.formats.contains(.jsonl) { add("traces/\(s.id).jsonl", TraceWriter.jsonLines(trace), s, .jsonl, nil, nil) }
            for lang in o.languages {
                var localized = s
                let words = wordsByLanguage[lang] ?? Charts.strings(lang, locales: table)
                localized.title = words.title(of: s)
                try addCharts(localized, trace, lang, words, o.formats, add)
            }
        }
        entries.sort { $0.file < $1.file }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        files["manifest.json"] = try encoder.encode(entries) + Data("\n".utf8)
        let warnings = try output.commit(files, manifest: Manifest(fingerprint: "", files: files))
        return (files.count, warnings)
    }

    static func addCharts(_ s: Scenario, _ trace: Trace, _ lang: LocaleID, _ words: Words, _ formats: [OutputFormat],
                          _ add: (String, String, Scenario, OutputFormat, LocaleID?, Charts.Kind?) -> Void) throws {
        let dir = "\(lang)/\(s.id)"
        if formats.contains(.mermaid) { add("\(dir).mmd", TextExports.mermaid(scenario: s, trace: trace, strings: words), s, .mermaid, lang, .sequence) }
        if formats.contains(.plantuml) { add("\(dir).puml", TextExports.plantUML(scenario: s, trace: trace, strings: words), s, .plantuml, lang, .sequence) }
        let parts = SequenceChart.parts(scenario: s, trace: trace, strings: words)
        let states = try Charts.stateDiagram(scenario: s, trace: trace, controller: nil, strings: words)
        for (k, part) in parts.enumerated() {
            let name = "\(dir)-sequence" + (k > 0 ? "-\(k + 1)" : "")
            if formats.contains(.dot) { add(name + ".dot", part.dot, s, .dot, lang, .sequence) }
            if formats.contains(.svg) || formats.contains(.html) {
                let svg = try Charts.svg(part, id: (name as NSString).lastPathComponent)
                if formats.contains(.svg) { add(name + ".svg", Charts.standalone(svg), s, .svg, lang, .sequence) }
                if formats.contains(.html) { add(name + ".html", Charts.fragment(svg, caption: part.title, lang: lang), s, .html, lang, .sequence) }
            }
        }
        if formats.contains(.dot) { add("\(dir)-states.dot", states.dot, s, .dot, lang, .states) }
        if formats.contains(.svg) || formats.contains(.html) {
            let svg = try Charts.statesSVG(states)
            if formats.contains(.svg) { add("\(dir)-states.svg", Charts.standalone(svg), s, .svg, lang, .states) }
            if formats.contains(.html) { add("\(dir)-states.html", Charts.fragment(svg, caption: states.title, lang: lang), s, .html, lang, .states) }
        }
    }
}
