/// A Mustache template parsed once, with the line of every tag: what `TemplateSet` checks (partials
/// that exist, no include cycle, every name known) and what `TemplateRenderer` renders.
///
/// Whitespace follows the Mustache specification as swift-mustache implements it: a section, inverted
/// section, closing, comment or partial tag alone on its line ("standalone") takes the whole line with
/// it; a standalone partial's indentation is given to the lines it renders.
struct TemplateTags: Sendable {
    indirect enum Tag: Sendable {
        /// Text as it stands in the template, newlines included.
        case text(String)
        /// `raw`: `{{{x}}}` or `{{&x}}`, inserted without escaping.
        case variable(Name, line: Int, raw: Bool)
        case section(Name, line: Int, body: [Tag], inverted: Bool)
        /// `indentation`: the whitespace before a standalone partial tag, nil when it shares its line.
        case partial(String, line: Int, indentation: String?)
    }

    let tags: [Tag]

    /// A name as written (`ui.nav.home`) and its parts, split once when the template is read (a page
    /// looks hundreds of names up).
    struct Name: Sendable, CustomStringConvertible {
        let text: String
        let parts: [String]
        init(_ text: String) {
            self.text = text
            parts = text == "." ? ["."] : text.split(separator: ".").map(String.init)
        }
        var description: String { text }
    }

    struct SyntaxError: Error { var line: Int; var message: String }

    /// Tags lifeline's templates may use: variables (`{{x}}`, `{{{x}}}`, `{{&x}}`), sections, inverted
    /// sections, partials and comments. Delimiter changes, pragmas, blocks, parents, dynamic partials and
    /// swift-mustache's transforms (`{{f(x)}}`) are refused.
    init(_ text: String) throws(SyntaxError) {
        var scanner = Scanner(Array(text))
        tags = try scanner.parse(section: nil, newLine: true, depth: 0).tags
    }

    /// Every partial this template includes, with its line.
    var partials: [(name: String, line: Int)] {
        var out: [(String, Int)] = []
        func walk(_ tags: [Tag]) {
            for t in tags {
                switch t {
                case .partial(let n, let l, _): out.append((n, l))
                case .section(_, _, let body, _): walk(body)
                case .variable, .text: break
                }
            }
        }
        walk(tags)
        return out
    }
}

/// Reads a template Character by Character ("\r\n" is one, so CRLF templates keep their line ends).
private struct Scanner {
    let chars: [Character]
    var at = 0
    var line = 1

    init(_ chars: [Character]) { self.chars = chars }

    var atEnd: Bool { at >= chars.count }
    var current: Character? { atEnd ? nil : chars[at] }

    mutating func advance() { if Self.endsLine(chars[at]) { line += 1 }; at += 1 }

    /// A line end as Mustache reads text: "\n" or "\r\n" (a lone "\r" is text).
    static func endsLine(_ c: Character) -> Bool { c == "\n" || c == "\r\n" }

    mutating func read(while keep: (Character) -> Bool) -> String {
        var out = ""
        while let c = current, keep(c) { out.append(c); advance() }
        return out
    }

    mutating func skip(_ literal: String) -> Bool {
        let wanted = Array(literal)
        guard at + wanted.count <= chars.count, Array(chars[at..<at + wanted.count]) == wanted else { return false }
        for _ in wanted { advance() }
        return true
    }

    /// Text up to the next `{{` (consumed: `tag` is true) or line end (not consumed), or the end.
    mutating func text() -> (text: String, tag: Bool) {
        var out = ""
        while let c = current, !Self.endsLine(c) {
            if c == "{", skip("{{") { return (out, true) }
            out.append(c); advance()
        }
        return (out, false)
    }

    /// True when only spaces and tabs remain on the line (or the template ends); the line end is consumed.
    mutating func lineFinished() -> Bool {
        var probe = at
        while probe < chars.count, chars[probe] == " " || chars[probe] == "\t" { probe += 1 }
        // Only "\n" and "\r\n" end a line (the specification's rule; a lone CR, a form feed or U+2028 do not).
        guard probe == chars.count || Self.endsLine(chars[probe]) else { return false }
        while at < min(probe + 1, chars.count) { advance() }
        return true
    }

    static let nameCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    static let partialCharacters = nameCharacters.union("/")

    /// A name and the closing `}}`, whitespace allowed around the name.
    mutating func name(_ allowed: Set<Character> = nameCharacters, tagLine: Int) throws(TemplateTags.SyntaxError) -> String {
        let start = at
        _ = read { $0.isWhitespace }
        let name = read { allowed.contains($0) }
        _ = read { $0.isWhitespace }
        guard skip("}}") else {
            if current == "(" { throw .init(line: tagLine, message: "transforms like '\(name)(…)' are not supported") }
            guard !atEnd else { throw .init(line: tagLine, message: "a tag is not closed") }
            var end = start
            while end < chars.count, end - start < 40, !Self.endsLine(chars[end]), !(chars[end] == "}" && end + 1 < chars.count && chars[end + 1] == "}") { end += 1 }
            throw .init(line: tagLine, message: "'\(String(chars[start..<end]))' is not a name (letters, digits and . - _ ? * only), or the tag is not closed")
        }
        guard !name.isEmpty else { throw .init(line: tagLine, message: "an empty tag") }
        return name
    }

    mutating func skipComment(tagLine: Int) throws(TemplateTags.SyntaxError) {
        while !skip("}}") {
            guard !atEnd else { throw .init(line: tagLine, message: "a comment is not closed") }
            advance()
        }
    }

    mutating func partialName(tagLine: Int) throws(TemplateTags.SyntaxError) -> String {
        advance()
        _ = read { $0.isWhitespace }
        if current == "*" { throw .init(line: tagLine, message: "dynamic partials are not supported") }
        return try name(Self.partialCharacters, tagLine: tagLine)
    }

    /// `{{/name}}`, which must close the open section; the scanner on its sigil.
    mutating func closeSection(_ section: (name: String, line: Int)?, tagLine: Int) throws(TemplateTags.SyntaxError) {
        advance()
        let name = try self.name(tagLine: tagLine)
        guard let open = section, open.name == name else {
            throw .init(line: tagLine, message: "'{{/\(name)}}' closes no open section" + (section.map { " (open: \($0.name))" } ?? ""))
        }
    }

    /// `{{{name}}}` or `{{&name}}`, the scanner on its sigil.
    mutating func rawVariable(_ sigil: Character, tagLine: Int) throws(TemplateTags.SyntaxError) -> TemplateTags.Tag {
        advance()
        let name = try self.name(tagLine: tagLine)
        if sigil == "{", !skip("}") { throw .init(line: tagLine, message: "'{{{\(name)}}' needs a third closing brace") }
        return .variable(TemplateTags.Name(name), line: tagLine, raw: true)
    }

    /// How deep sections may nest (parsing, checking and rendering recurse once per level).
    static let maxNesting = 100

    /// The tags up to the end, or up to `{{/section}}`. `newLine`: the scanner stands at a line's start.
    /// Returns the tags and whether the closing tag took its line (what follows then starts a line).
    mutating func parse(section: (name: String, line: Int)?, newLine startsLine: Bool, depth: Int) throws(TemplateTags.SyntaxError) -> (tags: [TemplateTags.Tag], closedAlone: Bool) {
        guard depth <= Self.maxNesting else { throw .init(line: section?.line ?? line, message: "sections nested deeper than \(Self.maxNesting) levels") }
        var tags: [TemplateTags.Tag] = [], newLine = startsLine
        var indent = ""     // spaces and tabs that opened the line, held until it is known whether a standalone tag takes them
        func flushIndent() { if !indent.isEmpty { tags.append(.text(indent)); indent = "" } }
        while !atEnd {
            if newLine { indent = read { $0 == " " || $0 == "\t" } }
            let (text, tag) = self.text()
            if !tag, let c = current {
                tags.append(.text(indent + text + String(c))); advance()
                indent = ""; newLine = true
                continue
            }
            if !text.isEmpty { tags.append(.text(indent + text)); indent = ""; newLine = false }
            guard tag else { break }
            guard let sigil = current else { throw .init(line: line, message: "a tag is not closed") }
            let tagLine = line
            var standalone = false
            switch sigil {
            case "#", "^":
                advance()
                let name = try self.name(tagLine: tagLine)
                let opensAlone = newLine && lineFinished()
                if !opensAlone { flushIndent() }
                let body = try parse(section: (name, tagLine), newLine: opensAlone, depth: depth + 1)
                tags.append(.section(TemplateTags.Name(name), line: tagLine, body: body.tags, inverted: sigil == "^"))
                standalone = body.closedAlone   // after `{{/name}}`, a line starts only if that tag took its line
            case "/":
                try closeSection(section, tagLine: tagLine)
                let alone = newLine && lineFinished()
                if !alone { flushIndent() }
                return (tags, alone)
            case "!":
                try skipComment(tagLine: tagLine)
                standalone = newLine && lineFinished()
            case "{", "&":
                flushIndent()
                tags.append(try rawVariable(sigil, tagLine: tagLine))
            case ">":
                let name = try partialName(tagLine: tagLine)
                if !indent.isEmpty { tags.append(.text(indent)) }     // kept even when standalone, as swift-mustache does
                standalone = newLine && lineFinished()
                tags.append(.partial(name, line: tagLine, indentation: standalone ? indent : nil))
                indent = ""
            case "=", "$", "<", "%":
                throw .init(line: tagLine, message: "'{{\(sigil)' tags are not supported")
            default:
                flushIndent()
                tags.append(.variable(TemplateTags.Name(try self.name(tagLine: tagLine)), line: tagLine, raw: false))
            }
            newLine = standalone
        }
        if let open = section { throw .init(line: open.line, message: "section '\(open.name)' is never closed") }
        flushIndent()   // spaces and tabs that end the template are text like any other
        return (tags, false)
    }
}
