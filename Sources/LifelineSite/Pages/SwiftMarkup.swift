/// Swift code as HTML for the callback pages: escaped, with keywords, comments, strings and
/// attributes in spans the stylesheet colours (`k`, `c`, `s`, `a`). A small lexer, not a parser: it
/// only has to be right for the short declarations and examples the catalogs hold.
enum SwiftMarkup {
    static let keywords: Set<String> = [
        "func", "override", "required", "init", "deinit", "super", "self", "let", "var", "if", "guard", "else",
        "return", "class", "struct", "protocol", "extension", "weak", "private", "fileprivate", "public", "final",
        "true", "false", "nil", "in", "for", "switch", "case", "default", "as", "is", "try", "await", "async",
        "throws", "static", "lazy", "where", "defer", "do", "catch", "Task", "some", "any", "AnyObject", "import",
    ]

    static func html(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line($0) }.joined(separator: "\n")
    }

    private static func line(_ text: Substring) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            let ch = text[i]
            if text[i...].hasPrefix("//") {
                return out + span("c", text[i...])
            } else if ch == "\"" {
                let end = text[text.index(after: i)...].firstIndex(of: "\"").map { text.index(after: $0) } ?? text.endIndex
                out += span("s", text[i..<end]); i = end
            } else if ch == "@" || ch.isLetter || ch == "_" || ch == "#" {
                var end = text.index(after: i)
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                let word = text[i..<end]
                let keyword = keywords.contains(String(word)) && !isArgumentLabel(text, from: i, to: end)
                out += ch == "@" || ch == "#" ? span("a", word) : keyword ? span("k", word) : escape(word)
                i = end
            } else {
                out += escape(text[i...i]); i = text.index(after: i)
            }
        }
        return out
    }

    /// `for` in `prepare(for segue:)` or `prepare(for: segue)` is an argument label, not the keyword.
    private static func isArgumentLabel(_ text: Substring, from start: Substring.Index, to end: Substring.Index) -> Bool {
        let before = text[..<start].last { $0 != " " }
        guard before == "(" || before == "," else { return false }
        let after = text[end...].drop { $0 == " " }
        if after.first == ":" { return true }
        let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return !name.isEmpty && after.dropFirst(name.count).first == ":"
    }

    private static func span(_ cls: String, _ text: Substring) -> String { "<span class=\"\(cls)\">\(escape(text))</span>" }

    static func escape(_ text: Substring) -> String { SiteText.escape(String(text)) }
}
