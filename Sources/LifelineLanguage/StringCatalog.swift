import Foundation
import LifelineModel

/// One String Catalog file (.xcstrings, the JSON format Xcode's translators use).
package struct StringCatalog: Codable, Sendable, Equatable {
    package var sourceLanguage: String
    package var strings: [String: Entry]
    package var version: String?

    package struct Entry: Codable, Sendable, Equatable {
        package var comment: String?
        package var extractionState: String?
        package var shouldTranslate: Bool?
        package var localizations: [String: Localization]?
    }

    package struct Localization: Codable, Sendable, Equatable {
        package var stringUnit: StringUnit?
        package var variations: Variations?
    }

    package struct Variations: Codable, Sendable, Equatable {
        package var plural: [String: Localization]?
    }

    package struct StringUnit: Codable, Sendable, Equatable {
        package var state: String
        package var value: String
        /// Only "translated" counts; "new", "needs_review" and the rest are missing.
        package var isTranslated: Bool { state == "translated" }
    }
}

/// A localization problem, reported as `file: error: [language] key: message`.
package struct LocalizationProblem: Sendable, Equatable, CustomStringConvertible, Comparable {
    package enum Kind: String, Sendable { case missing, extra, mismatched, unreadable, invalid }
    package var file: String
    package var language: String
    package var key: String
    package var kind: Kind
    package var message: String
    package var diagnostic: Diagnostic { Diagnostic(file, "[\(language)] \(key): \(message)") }
    package var description: String { diagnostic.description }
    package static func < (a: Self, b: Self) -> Bool { a.description < b.description }
}

/// All the catalogs of a Locales/ folder, merged, with lookup by language, CLDR plurals and checks.
package struct StringTable: Sendable {
    package static let languages = LocaleID.all.map(\.rawValue)

    /// key → (file it came from, entry).
    package internal(set) var entries: [String: (file: String, entry: StringCatalog.Entry)] = [:]
    package internal(set) var files: [String] = []
    package private(set) var sourceLanguage = "en"
    /// The folder the catalogs were read from ("" when added one by one).
    package var directory = ""

    package init() {}

    /// Reads every *.xcstrings file of a folder, in name order. A key defined twice is an error.
    package static func load(directory: String) throws -> StringTable {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            throw Diagnostic(directory, "no such folder (expected String Catalogs, *.xcstrings)")
        }
        var table = StringTable()
        table.directory = directory
        let files = names.filter { $0.hasSuffix(".xcstrings") }.sorted()
        if files.isEmpty { throw Diagnostic(directory, "no *.xcstrings files") }
        // Each file is checked and decoded on every core (a cold build waits for them: nothing else can start).
        let read = try files.map { name -> (path: String, data: Data) in
            let path = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostic(path, "cannot read the file") }
            return (path, data)
        }
        let passes = read.flatMap { f in [(f, false), (f, true)] }
        let catalogs = try Cores.map(passes) { (f, decode) throws(Diagnostic) -> StringCatalog? in
            guard decode else { try Self.lint(f.data, file: f.path); return nil }
            return try Self.decode(f.data, file: f.path)
        }
        for (f, catalog) in zip(read, catalogs.compactMap { $0 }) { try table.add(catalog, file: f.path) }
        return table
    }

    /// A catalog file's syntax, duplicate keys included (which decoders merge silently), with line and column.
    static func lint(_ data: Data, file: String) throws(Diagnostic) {
        do { try JSONLint.check(Array(data)) } catch {
            throw Diagnostic(file, line: error.line, column: error.column, "not a String Catalog: \(error.message)")
        }
    }

    static func decode(_ data: Data, file: String) throws(Diagnostic) -> StringCatalog {
        do { return try JSONDecoder().decode(StringCatalog.self, from: data) } catch {
            throw Diagnostic(file, "not a String Catalog: \(Self.describe(error))")
        }
    }

    package mutating func add(data: Data, file: String) throws {
        try Self.lint(data, file: file)
        try add(Self.decode(data, file: file), file: file)
    }

    mutating func add(_ catalog: StringCatalog, file: String) throws {
        if files.isEmpty { sourceLanguage = catalog.sourceLanguage }
        else if catalog.sourceLanguage != sourceLanguage {
            throw Diagnostic(file, "source language '\(catalog.sourceLanguage)' differs from '\(sourceLanguage)' in \(files[0])")
        }
        for key in catalog.strings.keys.sorted() {
            if let other = entries[key] {
                throw Diagnostic(file, "key '\(key)' is already defined in \(other.file)")
            }
            entries[key] = (file, catalog.strings[key].guaranteed("the key came from the catalog"))
        }
        files.append(file)
    }

    /// Defines a key no catalog has (a scenario file's own text), with its value in each language.
    package mutating func define(_ key: String, values: [String: String], file: String) {
        var entry = StringCatalog.Entry()
        entry.localizations = values.mapValues { StringCatalog.Localization(stringUnit: .init(state: "translated", value: $0)) }
        entries[key] = (file, entry)
    }

    /// Replaces one language of a key (the English fallback of a text a language lacks).
    package mutating func setLocalization(_ value: StringCatalog.Localization, key: String, language: String) {
        guard var e = entries[key] else { return }
        e.entry.localizations = (e.entry.localizations ?? [:]).merging([language: value]) { _, new in new }
        entries[key] = e
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c): return c.debugDescription + (c.underlyingError.map { " (\($0))" } ?? "")
        case DecodingError.keyNotFound(let k, let c): return "missing '\(k.stringValue)' at \(path(c))"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c): return "\(c.debugDescription) at \(path(c))"
        default: return "\(error)"
        }
    }

    static func path(_ c: DecodingError.Context) -> String {
        c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The translated value of `key` in `language`, or nil when it is missing or not translated.
    package func string(_ key: String, language: String) -> String? {
        guard let unit = entries[key]?.entry.localizations?[language]?.stringUnit, unit.isTranslated else { return nil }
        return unit.value
    }

    /// The plural form for `count` (CLDR categories of the language), falling back to "other".
    package func plural(_ key: String, language: String, count: Int) -> String? {
        guard let forms = entries[key]?.entry.localizations?[language]?.variations?.plural else {
            return string(key, language: language)
        }
        let category = Plural.category(count, language: language)
        for c in [category, "other"] {
            if let unit = forms[c]?.stringUnit, unit.isTranslated { return unit.value }
        }
        return nil
    }

    /// Every key with a translated value in `language` (plural keys give their "other" form).
    package func strings(language: String) -> [String: String] {
        var out: [String: String] = [:]
        for key in entries.keys {
            if let v = string(key, language: language) ?? entries[key]?.entry.localizations?[language]?.variations?.plural?["other"]?.stringUnit.flatMap({ $0.isTranslated ? $0.value : nil }) {
                out[key] = v
            }
        }
        return out
    }

    package var keys: [String] { entries.keys.sorted() }

    /// The path of the catalog named `name` (`Site` → `Locales/Site.xcstrings`), even when that file is missing.
    package func file(named name: String) -> String {
        if let f = files.first(where: { $0.hasSuffix("/\(name).xcstrings") || $0 == "\(name).xcstrings" }) { return f }
        let folder = files.first.map { String($0.prefix(upTo: $0.lastIndex(of: "/") ?? $0.startIndex)) } ?? directory
        return (folder.isEmpty ? "" : folder + "/") + name + ".xcstrings"
    }
}

/// CLDR plural categories for the languages Lifeline ships (integers only).
package enum Plural {
    package static func category(_ n: Int, language: String) -> String {
        switch language.split(separator: "-").first.map(String.init) ?? language {
        case "en": return n == 1 ? "one" : "other"
        case "fr": return n == 0 || n == 1 ? "one" : "other"     // French 0 and 1 are "one"
        case "zh", "ko", "ja": return "other"
        default: return n == 1 ? "one" : "other"
        }
    }

    /// The categories a language needs translated.
    package static func categories(language: String) -> [String] {
        switch language.split(separator: "-").first.map(String.init) ?? language {
        case "zh", "ko", "ja": return ["other"]
        default: return ["one", "other"]
        }
    }
}
