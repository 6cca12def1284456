import LifelineLanguage
import LifelineModel

/// Texts written in scenario files, put into the string table under the keys the pages already read
/// (`scenario.<id>.title`, `.summary`, `.step.<n>`), so a user's scenario needs no catalog entry. A
/// catalog entry wins: the canonical scenarios keep their texts in Content.xcstrings. A language the
/// file does not give falls back to English with a visible mark; `strict` makes that an error.
enum ScenarioOwnTexts {
    /// Adds the scenarios' own texts to `table`; returns one warning per fallback to English.
    static func apply(_ scenarios: [Scenario], to table: inout StringTable, languages: [LocaleID], strict: Bool) throws -> [Diagnostic] {
        var fallbacks: [Diagnostic] = []
        for s in scenarios {
            if s.texts.title == nil, table.entries[TextKey.scenarioTitle(s.id).raw] == nil {
                throw Diagnostic(s.source, line: 1, column: 1, "scenario '\(s.id)' has no title; add a line such as title: Opening the settings "
                                + "(or {en: …, fr: …} for several languages)")
            }
            for (key, text, field) in items(s) where table.entries[key.raw] == nil {
                var values: [String: String] = [:]
                // English is the source every catalog entry needs, even in a build of other languages only.
                for lang in ([LocaleID.english] + languages.filter { $0 != .english }).map(\.rawValue) {
                    if let v = text?.byLanguage[lang] { values[lang] = v; continue }
                    guard let text else { values[lang] = ""; continue }      // no summary at all: none shown
                    let at = text.location
                    fallbacks.append(Diagnostic(at.file, line: at.line, column: at.column, strict ? .error : .warning, "the \(field) has no \(lang) text",
                                                suggestion: strict ? "add \(lang): … (--strict refuses English in its place)"
                                                    : "the \(lang) pages show the English one, marked as not yet translated"))
                    values[lang] = text.english + " (" + (table.string(TextKey.ui("untranslated").raw, language: lang) ?? "not yet translated") + ")"
                }
                table.define(key.raw, values: values, file: s.source)
            }
        }
        if strict, let all = Diagnostic(all: fallbacks) { throw all }
        return fallbacks
    }

    private static func items(_ s: Scenario) -> [(TextKey, ScenarioText?, String)] {
        var out: [(TextKey, ScenarioText?, String)] = []
        if let t = s.texts.title { out.append((.scenarioTitle(s.id), t, "title")) }
        out.append((.scenarioSummary(s.id), s.texts.summary, "summary"))
        for (n, t) in s.texts.notes.sorted(by: { $0.key < $1.key }) { out.append((.scenarioStep(s.id, n), t, "note of step \(n)")) }
        return out
    }
}
