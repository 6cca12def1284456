import LifelineLanguage
import LifelineModel

/// The words of one language, for every page, chart and finding: looked up by key (typed, `TextKey`,
/// or the chart words' plain names), with `%1$@`, `%2$@`, … (or `%@`) filled, plural forms by CLDR's
/// rules, and each language's finish applied once, in one order: French typography on the catalog's
/// text when it is read (spaces before `: ; ! ?`, guillemets), then, after the values are put in, French
/// elision (`de` + vowel) or Korean particles (을/를 after the value's last syllable). A missing key reads
/// as the key itself (the checks before rendering make sure none is missing in a published language).
package struct Words: Sendable {
    package let language: String
    private let strings: [String: String]
    private let table: StringTable?

    package init(_ table: StringTable, language: String) {
        self.init(language: language, strings: table.strings(language: language), table: table)
    }

    /// Words from a plain dictionary of one language's strings (no plural forms).
    package init(language: String, strings raw: [String: String], table: StringTable? = nil) {
        self.language = language
        self.table = table
        strings = language == "fr" ? raw.mapValues(FrenchTypography.apply) : raw
    }

    /// The string for `key` with its values put in.
    package func callAsFunction(_ key: TextKey, _ args: String...) -> String { format(key.raw, args) }
    package func callAsFunction(_ key: String, _ args: String...) -> String { format(key, args) }

    package func format(_ key: String, _ args: [String]) -> String {
        guard let template = strings[key] else { return key }
        guard !args.isEmpty else { return template }
        let out = template.substitutingArguments(args)
        switch language {
        case "ko": return KoreanParticles.resolve(out)
        case "fr": return FrenchElision.resolve(out)
        default: return out
        }
    }

    /// The string for `key` in this language, nil when this language has none.
    package func text(_ key: TextKey) -> String? { strings[key.raw] }

    /// Text written outside the catalogs (a scenario file's own title), finished as catalog text is.
    package func finish(_ text: String) -> String { language == "fr" ? FrenchTypography.apply(text) : text }

    /// An option's value (pageSheet, cancel, landscape, …) as the language says it (`value.<name>`), else as written.
    package func option(_ value: String) -> String { strings["value." + value] ?? value }

    /// Whether the catalogs define `key` (in any language).
    package func has(_ key: TextKey) -> Bool { table.map { $0.entries[key.raw] != nil } ?? (strings[key.raw] != nil) }

    /// The CLDR plural form of `key` for `count`, with `%lld` replaced by the number.
    package func count(_ key: TextKey, _ count: Int) -> String {
        let text = (table?.plural(key.raw, language: language, count: count) ?? "%lld").replacingAll("%lld", with: String(count))
        return language == "fr" ? FrenchTypography.apply(text) : text
    }

    /// Every `ui.*` and `value.*` string, nested by their dotted paths, for templates (`{{ui.nav.home}}`).
    package var interfaceTree: (ui: [String: Any], value: [String: Any]) {
        var root: [String: Any] = [:]
        for (key, value) in strings where key.hasPrefix("ui.") || key.hasPrefix("value.") {
            Self.insert(&root, key.split(separator: ".").map(String.init)[...], value)
        }
        return (root["ui"] as? [String: Any] ?? [:], root["value"] as? [String: Any] ?? [:])
    }

    private static func insert(_ dict: inout [String: Any], _ path: ArraySlice<String>, _ value: String) {
        guard let head = path.first else { return }
        if path.count == 1 { dict[head] = value; return }
        var child = dict[head] as? [String: Any] ?? [:]
        insert(&child, path.dropFirst(), value)
        dict[head] = child
    }
}
