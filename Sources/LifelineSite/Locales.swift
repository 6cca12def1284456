import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineResources
import ScenarioFormat

/// Locales/: the String Catalogs every published word comes from.
package enum Locales {
    package static var defaultDirectory: String { Bundled.locales }

    /// Keys the site and the charts always need.
    package static var staticKeys: [TextKey] {
        Words.chartKeys.map(TextKey.chart) + SiteText.uiKeys
            + ActionTable.all.map { TextKey($0.explainKey, .content) }
            + Callback.allCases.flatMap { c in TextKey.CallbackPart.allCases.map { TextKey.callback(SiteText.slug(c), $0) } }
            + RuleID.allCases.map { TextKey.rule($0.rawValue) }
            + Principle.allCases.flatMap { [TextKey.principleTitle($0), .principleText($0)] }
            + RuleTable.all.filter(\.disputed).map { TextKey.ruleDisputed($0.id.rawValue) }
            + Source.Kind.allCases.map { TextKey.sourceKind($0.rawValue) } + [TextKey.sourceFormat, TextKey.sourceGlossed] + TextKey.overviewKeys
            + ((try? RuleEvidence.bundled())?.glosses ?? []).map(TextKey.sourceGloss)
    }

    /// Keys a set of scenarios needs (title and summary), on top of the static ones.
    package static func requiredKeys(scenarios: [Scenario]) -> [TextKey] {
        staticKeys + scenarios.flatMap { [TextKey.scenarioTitle($0.id), .scenarioSummary($0.id)] }
    }

    /// Keys that may exist without being required: per-step explanations, glossary and lessons; and,
    /// unless `allScenarioTextsUsed` (the shipped scenarios), the texts of scenarios not in this folder.
    package static func isOptional(_ key: String, scenarios: [Scenario], allScenarioTextsUsed: Bool = true) -> Bool {
        if TextKey.isOptionalContent(key) { return true }
        if !allScenarioTextsUsed, key.hasPrefix("scenario.") { return true }
        return scenarios.contains { s in s.steps.indices.contains { TextKey.scenarioStep(s.id, $0 + 1).raw == key } }
    }

    package static func problems(_ table: StringTable, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all,
                                allScenarioTextsUsed: Bool = true) -> [LocalizationProblem] {
        let required = requiredKeys(scenarios: scenarios)
        let homes = Dictionary(required.map { ($0.raw, $0.catalog.rawValue) }, uniquingKeysWith: { a, _ in a })
        return LocalizationCheck.problems(table, languages: languages.map(\.rawValue), required: required.map(\.raw),
                                          known: { isOptional($0, scenarios: scenarios, allScenarioTextsUsed: allScenarioTextsUsed) },
                                          home: { homes[$0] ?? TextKey.Catalog.content.rawValue })
    }

    /// Every missing, extra or mismatched key, with language and file.
    /// What `lifeline check` reports about the catalogs, with the scenarios' own texts added: problems
    /// (errors), and the texts shown in English for want of a translation (warnings; errors if `strict`).
    package static func check(directory: String, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all,
                             shipped: Bool = true, strict: Bool = false) -> (problems: [String], warnings: [Diagnostic]) {
        do {
            var table = try StringTable.read(directory)
            let own = try ScenarioOwnTexts.apply(scenarios, to: &table, languages: languages, strict: strict)
            let found = problems(table, scenarios: scenarios, languages: languages, allScenarioTextsUsed: shipped)
            let (warnings, rest) = fallBackToEnglish(&table, found, strict: strict)
            return (rest.map(\.description), own + warnings)
        } catch {
            return ("\(error)".split(separator: "\n").map(String.init), [])
        }
    }

    package static func problems(directory: String, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all) -> [String] {
        check(directory: directory, scenarios: scenarios, languages: languages, strict: true).problems
    }

    /// A text a language lacks (missing, or in a state other than `translated`) while English has it is shown
    /// in English, with a warning naming the catalog and key; `strict` keeps it an error. Every other
    /// problem (a key no catalog has, a placeholder that differs, a key nothing uses) still stops the build.
    /// Returns the warnings and the problems left.
    package static func fallBackToEnglish(_ table: inout StringTable, _ found: [LocalizationProblem], strict: Bool)
        -> (warnings: [Diagnostic], problems: [LocalizationProblem]) {
        let source = table.sourceLanguage
        var warnings: [Diagnostic] = [], rest: [LocalizationProblem] = []
        for p in found {
            guard !strict, p.kind == .missing, p.language != source,
                  let english = table.entries[p.key]?.entry.localizations?[source], table.string(p.key, language: source) != nil
                    || english.variations?.plural != nil else { rest.append(p); continue }
            table.setLocalization(english, key: p.key, language: p.language)
            warnings.append(Diagnostic(p.file, .warning, "[\(p.language)] \(p.key): \(p.message); the \(p.language) pages show the English text",
                                       suggestion: "translate it (--strict refuses English in its place)"))
        }
        return (warnings, rest)
    }

    /// Loads the catalogs and refuses incomplete ones: a missing translation fails, it is never
    /// replaced by English.
    package static func load(directory: String, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all) throws -> StringTable {
        let table = try StringTable.read(directory)
        try StringTable.refuse(problems(table, scenarios: scenarios, languages: languages))
        return table
    }
}
