import Foundation

/// The tags of a Mustache template, with their lines: enough to check a template before it renders
/// (partials that exist, no include cycle, every name known) without relying on the renderer's internals.
struct TemplateTags {
    indirect enum Tag {
        /// `raw`: `{{{x}}}` or `{{&x}}`, inserted without escaping.
        case variable(String, line: Int, raw: Bool)
        case section(String, line: Int, body: [Tag], inverted: Bool)
        case partial(String, line: Int)
    }

    let tags: [Tag]

    struct SyntaxError: Error { var line: Int; var message: String }

    /// Tags lifeline's templates may use: variables (`{{x}}`, `{{{x}}}`, `{{&x}}`), sections, inverted
    /// sections, partials and comments. Delimiter changes, blocks, parents and dynamic partials are refused.
    init(_ text: String) throws(SyntaxError) {
        var stack: [(name: String, line: Int, inverted: Bool, tags: [Tag])] = [("", 0, false, [])]
        var rest = Substring(text)
        var line = 1
        while let open = rest.range(of: "{{") {
            line += rest[..<open.lowerBound].count { $0 == "\n" }
            let triple = rest[open.upperBound...].hasPrefix("{")
            let closer = triple ? "}}}" : "}}"
            let bodyStart = triple ? rest.index(after: open.upperBound) : open.upperBound
            guard let close = rest[bodyStart...].range(of: closer) else { throw SyntaxError(line: line, message: "a tag is not closed") }
            let raw = rest[bodyStart..<close.lowerBound]
            let tagLine = line
            line += raw.count { $0 == "\n" }
            rest = rest[close.upperBound...]
            let content = raw.trimmingCharacters(in: .whitespaces)
            guard let sigil = content.first else { throw SyntaxError(line: tagLine, message: "an empty tag") }
            let name = String(content.dropFirst()).trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "!": continue
            case "#", "^": stack.append((name, tagLine, sigil == "^", []))
            case "/":
                guard stack.count > 1, stack.last!.name == name else {
                    throw SyntaxError(line: tagLine, message: "'{{/\(name)}}' closes no open section" + (stack.count > 1 ? " (open: \(stack.last!.name))" : ""))
                }
                let done = stack.removeLast()
                stack[stack.count - 1].tags.append(.section(done.name, line: done.line, body: done.tags, inverted: done.inverted))
            case ">":
                if name.hasPrefix("*") { throw SyntaxError(line: tagLine, message: "dynamic partials are not supported") }
                stack[stack.count - 1].tags.append(.partial(name, line: tagLine))
            case "&": stack[stack.count - 1].tags.append(.variable(name, line: tagLine, raw: true))
            case "=", "$", "<": throw SyntaxError(line: tagLine, message: "'{{\(sigil)' tags are not supported")
            default: stack[stack.count - 1].tags.append(.variable(String(content), line: tagLine, raw: triple))
            }
        }
        if stack.count > 1 { throw SyntaxError(line: stack.last!.line, message: "section '\(stack.last!.name)' is never closed") }
        tags = stack[0].tags
    }

    /// Every partial this template includes, with its line.
    var partials: [(name: String, line: Int)] {
        var out: [(String, Int)] = []
        func walk(_ tags: [Tag]) {
            for t in tags {
                switch t {
                case .partial(let n, let l): out.append((n, l))
                case .section(_, _, let body, _): walk(body)
                case .variable: break
                }
            }
        }
        walk(tags)
        return out
    }
}
