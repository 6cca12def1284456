import Foundation
@testable import LifelineCharts
@testable import LifelineCommands
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
@testable import LifelineOutput
import LifelineSite
@testable import ScenarioFormat
import Testing

/// Copies Templates/ into a temporary folder, applies `edit` to one file, builds in memory and
/// returns the error message (the build must fail).
func templateFailure(_ file: String, _ edit: (String) -> String, extra: [String: String] = [:]) async throws -> String {
    let dir = try temporaryDirectory("templates")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
    let path = dir + "/Templates/\(file).mustache"
    try edit(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    for (name, text) in extra { try text.write(toFile: dir + "/Templates/\(name).mustache", atomically: true, encoding: .utf8) }
    var o = siteOptions()
    o.templates = dir + "/Templates"
    o.languages = [.english]
    return await buildFailure(o).replacingOccurrences(of: dir + "/", with: "")
}

@Suite struct TemplateAndCatalogTests {
    @Test func aTemplateThatIncludesItselfIsAnError() async throws {
        let message = try await templateFailure("home") { "{{> home}}\n" + $0 }
        #expect(message.contains("Templates/home.mustache:1: error: templates include each other in a loop: home.mustache:1 → home.mustache"), "\(message)")
        let pair = try await templateFailure("glossary", { $0 + "{{> a}}\n" }, extra: ["a": "x\n{{> b}}\n", "b": "{{> a}}\n"])
        #expect(pair.contains("include each other in a loop: a.mustache:2 → b.mustache:1 → a.mustache"), "\(pair)")
    }

    @Test func aMissingPartialIsAnError() async throws {
        let message = try await templateFailure("glossary") { $0 + "{{> glosary}}\n" }
        #expect(message.contains("glossary.mustache:9: error: partial 'glosary' does not exist; did you mean 'glossary'?"), "\(message)")
    }

    @Test func anUnknownNameIsAnErrorWithItsLine() async throws {
        let message = try await templateFailure("callback") { $0.replacingOccurrences(of: "{{{advice}}}", with: "{{{advise}}}") }
        // Found when the templates load, before anything is simulated or rendered (issue #31).
        #expect(message.contains("error in step 'load templates'"))
        #expect(message.contains("Templates/callback.mustache:32: error: 'advise' is not in the page's context"), "\(message)")
        let nested = try await templateFailure("home") { $0.replacingOccurrences(of: "{{ui.home.lessons}}", with: "{{ui.home.lesson}}") }
        #expect(nested.contains("home.mustache:25: error: 'ui.home.lesson' is not a key of the String Catalogs"), "\(nested)")
    }

    @Test func unsupportedTagsAreRefusedWithTheirLine() async throws {
        let message = try await templateFailure("states") { "{{=<% %>=}}\n" + $0 }
        #expect(message.contains("states.mustache:1: error: template syntax: '{{=' tags are not supported"), "\(message)")
    }

    func catalog(_ json: String, file: String = "Locales/T.xcstrings") throws -> StringTable {
        var t = StringTable()
        try t.add(data: Data(json.utf8), file: file)
        return t
    }

    @Test func catalogJSONErrorsHaveALineAndColumn() {
        let broken = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {,}\n  }\n}\n"
        #expect(throws: Diagnostic.self) { try catalog(broken) }
        do { _ = try catalog(broken) } catch { #expect("\(error)" == "Locales/T.xcstrings:4:12: error: not a String Catalog: expected a key in quotes") }
        let dup = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {},\n    \"a\" : {}\n  }\n}\n"
        do { _ = try catalog(dup); Issue.record("a duplicate key must fail") } catch {
            #expect("\(error)" == "Locales/T.xcstrings:5:5: error: not a String Catalog: duplicate key \"a\" (first at line 4)")
        }
    }

    @Test func controlCharactersInACatalogAreRefused() throws {
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Red\u001b[31m"}}}}}}"#
        let problems = LocalizationCheck.problems(try catalog(json), languages: ["en"]).map(\.description)
        #expect(problems == ["Locales/T.xcstrings: error: [en] k: contains the control character U+001B; only line breaks are allowed in a string"])
    }

    /// A project's catalog folder holds only what it changes (issue #38): a catalog it leaves out is
    /// lifeline's own, so nothing is missing; a key it adds that nothing uses is named with its file.
    @Test func aCatalogTheProjectLeavesOutIsLifelinesOwn() throws {
        let dir = try temporaryDirectory("partial-locales")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: "\(packageRoot)/Locales/Charts.xcstrings", toPath: "\(dir)/Charts.xcstrings")
        let scenarios = try canonicalIDs.map(loadCanonical)
        #expect(Locales.problems(directory: dir, scenarios: scenarios) == [])
        try Data(#"{"sourceLanguage":"en","strings":{"ui.unused":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/Site.xcstrings"))
        #expect(Locales.problems(directory: dir, scenarios: scenarios, languages: [.english])
                == ["\(dir)/Site.xcstrings: error: [en] ui.unused: no code uses this key"])
    }
}

@Suite struct RuleTextTests {
    /// Rule prose lives only in the catalogs: `lifeline rules` prints it in the language asked for.
    @Test func rulesAreReadFromTheCatalogsInEveryLanguage() throws {
        for lang in LocaleID.all {
            let text = try CommandOutput.rules(locales: shipped + "/Locales", lang: lang)
            // As published: the catalog's text, with French typography where it applies.
            let t = Words(locales, language: lang.rawValue)
            let push = t(.rule("R3.push")), disputed = t(.ruleDisputed("R3.push"))
            #expect(push != "rule.R3.push" && disputed != "rule.R3.push.disputed")
            #expect(text.contains("R3.push  [") && text.contains(push) && text.contains(disputed), "\(lang)")
        }
    }
}

@Suite struct ExportEscapingTests {
    /// Text from catalogs and scenario titles reaches other tools' syntax escaped, never as markup.
    @Test func markupInATitleIsEscapedInEveryExport() throws {
        var scenario = makeScenario(nav("A"), [.push("B", animated: true)])
        scenario.title = "<script>alert(1)</script> & \"q\"; #1\nnext"
        let trace = try Simulator.run(scenario)
        let mermaid = TextExports.mermaid(scenario: scenario, trace: trace, strings: english)
        #expect(!mermaid.contains("<script") && mermaid.contains("#60;script#62;alert(1)#60;/script#62; #38; \"q\"#59; #35;1 next"))
        let plant = TextExports.plantUML(scenario: scenario, trace: trace, strings: english)
        #expect(plant.contains("title ~<script>alert(1)~</script> & 'q'; #1 next"))
    }
}

@Suite struct TypographyTests {
    @Test func frenchSpacesAreInsertedOutsideCode() {
        #expect(FrenchTypography.apply("Attention : « pile » ; vraiment ? Oui !") == "Attention\u{00A0}: «\u{00A0}pile\u{00A0}»\u{202F}; vraiment\u{202F}? Oui\u{202F}!")
        #expect(FrenchTypography.apply("`a ? b : c` reste tel quel") == "`a ? b : c` reste tel quel")
        // Text with nothing to change comes back as it is; a no-break space already there is kept.
        #expect(FrenchTypography.apply("deux:points, rien d’autre") == "deux:points, rien d’autre")
        #expect(FrenchTypography.apply("déjà\u{00A0}: prêt ; « fini »") == "déjà\u{00A0}: prêt\u{202F}; «\u{00A0}fini\u{00A0}»")
    }

    /// No French text node of the site has an ordinary space before « : ; ? ! » or inside « ».
    @Test func frenchPagesUseNoBreakSpaces() async throws {
        var o = siteOptions()
        o.languages = [LocaleID(rawValue: "fr")!]
        let out = MemoryOutput()
        try await memoryBuild(o, into: out)
        var offenders: [String] = []
        for (path, data) in out.files where path.hasPrefix("fr/") && (path.hasSuffix(".html") || path.hasSuffix(".svg")) {
            var html = String(decoding: data, as: UTF8.self)
            // Text nodes only, the charts' titles, descriptions and labels included (en/fr review 4.3):
            // drop styles, scripts, code, and every tag.
            for (open, close) in [("<style", "</style>"), ("<script", "</script>"), ("<code", "</code>"), ("<", ">")] {
                while let a = html.range(of: open), let b = html.range(of: close, range: a.upperBound..<html.endIndex) {
                    html.replaceSubrange(a.lowerBound..<b.upperBound, with: " ")
                }
            }
            for bad in [" :", " ;", " ?", " !", " »", "« "] where html.contains(bad) {
                let at = html.range(of: bad)!
                let start = html.index(at.lowerBound, offsetBy: -20, limitedBy: html.startIndex) ?? html.startIndex
                offenders.append("\(path): '\(bad)' in …\(html[start..<at.upperBound])")
            }
        }
        #expect(offenders.isEmpty, "\(offenders.prefix(5))")
    }
}
