/// Completeness and placeholder parity of a StringTable across languages.
package enum LocalizationCheck {
    /// Lists every missing, extra or mismatched key, with its language and file.
    /// `required`: keys the code uses (missing from the catalogs = error); nil to skip that check.
    /// `known`: keys that may exist without being required (optional texts); by default every required key.
    /// `home`: the catalog a key belongs in (its file name without extension), to name the right file
    /// when a key is missing from every catalog.
    package static func problems(_ table: StringTable, languages: [String] = StringTable.languages, required: [String]? = nil,
                                known: ((String) -> Bool)? = nil, home: ((String) -> String)? = nil) -> [LocalizationProblem] {
        var out: [LocalizationProblem] = []
        let source = table.sourceLanguage
        let requiredKeys = required.map(Set.init)     // looked up once per key: a set, not a list
        for key in table.keys {
            let (file, entry) = table.entries[key].guaranteed("the key came from the table")
            if entry.shouldTranslate == false { continue }
            let sourceForms = forms(entry, source)
            guard let sourceValue = sourceForms.values.first else {
                out.append(.init(file: file, language: source, key: key, kind: .missing, message: "no translated source string"))
                continue
            }
            let expected = Placeholders.signature(sourceValue)
            for lang in languages {
                let f = forms(entry, lang)
                let needed = entry.localizations?[lang]?.variations?.plural != nil ? Plural.categories(language: lang) : [""]
                for category in needed {
                    guard let value = f[category] else {
                        let what = category.isEmpty ? "" : " (plural form '\(category)')"
                        let state = entry.localizations?[lang]?.stringUnit?.state
                        out.append(.init(file: file, language: lang, key: key, kind: .missing,
                                         message: state.map { "not translated (state '\($0)')\(what)" } ?? "missing\(what)"))
                        continue
                    }
                    if let bad = value.unicodeScalars.first(where: isForbidden) {
                        out.append(.init(file: file, language: lang, key: key, kind: .invalid,
                                         message: "contains the control character U+\(hex(bad)); only line breaks are allowed in a string"))
                    }
                    let got = Placeholders.signature(value)
                    if got != expected {
                        out.append(.init(file: file, language: lang, key: key, kind: .mismatched,
                                         message: "placeholders \(got.isEmpty ? "none" : got.joined(separator: " ")) differ from "
                                             + "\(source)'s \(expected.isEmpty ? "none" : expected.joined(separator: " "))"))
                    }
                }
            }
            for lang in (entry.localizations ?? [:]).keys.sorted() where !StringTable.languages.contains(lang) {
                out.append(.init(file: file, language: lang, key: key, kind: .extra, message: "a language Lifeline does not ship"))
            }
            if let requiredKeys, !requiredKeys.contains(key), !(known?(key) ?? false) {
                out.append(.init(file: file, language: source, key: key, kind: .extra, message: "no code uses this key"))
            }
        }
        for key in required ?? [] where table.entries[key] == nil {
            let file = home.map { table.file(named: $0(key)) } ?? table.files.first ?? "Locales"
            out.append(.init(file: file, language: source, key: key, kind: .missing, message: "missing from every catalog"))
        }
        return out.sorted()
    }

    /// Control characters (C0 but line feed, DEL, C1) break every output format: SVG, HTML, terminals.
    static func isForbidden(_ u: Unicode.Scalar) -> Bool {
        (u.value < 0x20 && u != "\n") || (0x7F...0x9F).contains(u.value)
    }

    static func hex(_ u: Unicode.Scalar) -> String {
        let s = String(u.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    /// Translated forms of a localization: "" for a plain string, or the plural categories.
    static func forms(_ entry: StringCatalog.Entry, _ lang: String) -> [String: String] {
        guard let loc = entry.localizations?[lang] else { return [:] }
        if let plural = loc.variations?.plural {
            var out: [String: String] = [:]
            for (c, l) in plural { if let u = l.stringUnit, u.isTranslated { out[c] = u.value } }
            return out
        }
        if let u = loc.stringUnit, u.isTranslated { return ["": u.value] }
        return [:]
    }
}

/// Format placeholders (`%@`, `%1$@`, `%d`, `%lld`, …), compared by position and kind.
package enum Placeholders {
    package static func signature(_ s: String) -> [String] {
        guard s.utf8.contains(0x25) else { return [] }     // no "%", as most texts: no Characters to make
        var out: [String] = []
        var next = 1
        let chars = Array(s)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { i += 1; continue }
            var j = i + 1
            if j < chars.count, chars[j] == "%" { i = j + 1; continue }
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int
            if j < chars.count, chars[j] == "$", !digits.isEmpty {
                // A position too large for Int is kept as an impossible one, so it can never match.
                position = Int(digits) ?? Int.max
                j += 1
            } else { position = next; next += 1; j = i + 1 }
            while j < chars.count, "-+ 0#.".contains(chars[j]) || (chars[j].isASCII && chars[j].isNumber) { j += 1 }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count else { break }
            let kind: String
            switch chars[j] {
            case "@": kind = "object"
            case "d", "i", "u", "D", "U", "x", "X", "o", "O": kind = "integer"
            case "f", "e", "E", "g", "G", "a", "A": kind = "double"
            case "c", "C", "s", "S": kind = "chars"
            default: kind = "?\(chars[j])"
            }
            if position < 1 { position = 1 }
            out.append("\(position):\(kind)")
            i = j + 1
        }
        return out.sorted()
    }
}
