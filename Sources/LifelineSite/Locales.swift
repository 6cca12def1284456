import LifelineDiagrams
import LifelineEngine
import LifelineLocalization
import LifelineModel

/// Locales/: the String Catalogs every published word comes from.
public enum Locales {
    public static let defaultDirectory = "Locales"

    /// Keys the site and the charts always need.
    public static var staticKeys: [String] {
        DiagramStrings.requiredKeys + SiteText.uiKeys
            + Action.keywords.map { "explain.\($0)" }
            + Callback.allCases.flatMap { ["callback.\(SiteText.slug($0)).about", "callback.\(SiteText.slug($0)).advice"] }
            + RuleID.allCases.map { "rule.\($0.rawValue)" }
            + RuleTable.all.filter { $0.disputed != nil }.map { "rule.\($0.id.rawValue).disputed" }
    }

    /// Keys a set of scenarios needs (title and summary), on top of the static ones.
    public static func requiredKeys(scenarios: [Scenario]) -> [String] {
        staticKeys + scenarios.flatMap { ["scenario.\($0.id).title", "scenario.\($0.id).summary"] }
    }

    /// Keys that may exist without being required: per-step explanations, glossary and lessons.
    public static func isOptional(_ key: String, scenarios: [Scenario]) -> Bool {
        if key.hasPrefix("glossary.") || key.hasPrefix("lesson.") { return true }
        for s in scenarios where key.hasPrefix("scenario.\(s.id).step.") {
            if let n = Int(key.dropFirst("scenario.\(s.id).step.".count)), n >= 1, n <= s.steps.count { return true }
        }
        return false
    }

    public static func problems(_ table: StringTable, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all) -> [LocalizationProblem] {
        LocalizationCheck.problems(table, languages: languages.map(\.rawValue), required: requiredKeys(scenarios: scenarios),
                                   known: { isOptional($0, scenarios: scenarios) }, home: home)
    }

    /// Every missing, extra or mismatched key, with language and file.
    public static func problems(directory: String, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all) -> [String] {
        do { return problems(try StringTable.load(directory: directory), scenarios: scenarios, languages: languages).map(\.description) } catch {
            return ["\(error)"]
        }
    }

    /// The catalog a key belongs in: chart words in Charts, the site's interface in Site, the rest in Content.
    static func home(_ key: String) -> String {
        if DiagramStrings.requiredKeys.contains(key) { return "Charts" }
        if SiteText.uiKeys.contains(key) { return "Site" }
        return "Content"
    }

    /// Loads the catalogs for charts alone (`lifeline run --format svg`): only the chart words must be complete.
    public static func loadForCharts(directory: String, language: LocaleID) throws -> StringTable {
        let table = try read(directory)
        try refuse(LocalizationCheck.problems(table, languages: [language.rawValue], required: DiagramStrings.requiredKeys, known: { _ in true }, home: home))
        return table
    }

    /// Loads the catalogs and refuses incomplete ones: a missing translation fails, it is never
    /// replaced by English.
    public static func load(directory: String, scenarios: [Scenario], languages: [LocaleID] = LocaleID.all) throws -> StringTable {
        let table = try read(directory)
        try refuse(problems(table, scenarios: scenarios, languages: languages))
        return table
    }

    static func read(_ directory: String) throws -> StringTable {
        do { return try StringTable.load(directory: directory) } catch { throw UserError("\(error)") }
    }

    /// Fails with every problem listed, one per line.
    static func refuse(_ found: [LocalizationProblem]) throws {
        if !found.isEmpty {
            throw UserError(found.map(\.description).joined(separator: "\n") + "\n\(found.count) localization problem(s)")
        }
    }
}
