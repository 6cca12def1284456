/// Renders a parsed template (`TemplateTags`) with a page's context, checking as it goes: a name the
/// context does not have, `{{{…}}}` on text or `{{…}}` on markup is an error naming the template and
/// the line. The body of an inverted section that does not render is checked without rendering (the
/// names of its "nothing here" text are then checked on every page, not only on the pages that show it).
///
/// Mustache's rules as swift-mustache applies them (and as the pages were rendered with it, byte for
/// byte — `TemplateRendererTests` renders both ways): names resolve from the innermost section outwards;
/// a list renders its section once per element, true renders it once, false, an empty list and an
/// absent value not at all (an inverted section the other way round); any other value renders it once
/// with the value as the innermost context. Written here instead of calling swift-mustache because
/// looking names up through its protocol casts was a third of a page build's time (docs/ARCHITECTURE.md,
/// speed notes); the language accepted is the one `TemplateTags` parses, nothing more.
struct TemplateRenderer {
    let set: TemplateSet
    var out = ""
    var budget = TemplateSet.maxExpansions
    /// Section bodies rendered (each list element counts): lists nested in lists grow as a power of their length.
    var sectionBudget = TemplateSet.maxSectionRenders

    init(_ set: TemplateSet) { self.set = set }

    mutating func render(_ tags: [TemplateTags.Tag], stack: inout [ContextLookup.Scope], in template: String, depth: Int, indentation: String) throws {
        guard depth < TemplateSet.maxDepth else { throw set.tooDeep(template) }
        guard !indentation.isEmpty else {
            for tag in tags { try render(tag, stack: &stack, in: template, depth: depth, indentation: indentation) }
            return
        }
        // A standalone partial's indentation goes before each tag's output that starts a line of this
        // template or section (swift-mustache's rule; "\r\n" does not count as a line's end there).
        let start = out.utf8.count
        for tag in tags {
            let mark = out.utf8.count
            let atLineStart = endsLineWithLF(since: start)
            try render(tag, stack: &stack, in: template, depth: depth, indentation: indentation)
            if atLineStart && out.utf8.count > mark { out.insert(contentsOf: indentation, at: out.utf8.index(out.startIndex, offsetBy: mark)) }
        }
    }

    private mutating func render(_ tag: TemplateTags.Tag, stack: inout [ContextLookup.Scope], in template: String, depth: Int, indentation: String) throws {
        switch tag {
        case .text(let text):
            out += text
        case .variable(let name, let line, let raw):
            guard let value = ContextLookup.resolve(name, in: stack) else { throw set.unknown(name.text, template, line) }
            try set.checkEscaping(name.text, value, raw: raw, template, line)
            append(value, raw: raw)
        case .partial(let name, _, let indented):
            budget -= 1
            guard budget >= 0, let partial = set.sources[name] else { throw set.tooManyPartials(template) }
            try render(partial.tags.tags, stack: &stack, in: name, depth: depth + 1, indentation: indentation + (indented ?? ""))
        case .section(let name, let line, let body, let inverted):
            guard let value = ContextLookup.resolve(name, in: stack) else { throw set.unknown(name.text, template, line) }
            let present = ContextLookup.unwrap(value)
            if inverted {
                if Self.renders(present) {
                    // Not shown, but checked as if it were: rendered by a second renderer whose output is dropped.
                    var check = TemplateRenderer(set)
                    check.budget = budget
                    check.sectionBudget = sectionBudget
                    try check.render(body, stack: &stack, in: template, depth: depth, indentation: "")
                    budget = check.budget
                    sectionBudget = check.sectionBudget
                } else {
                    try render(body, stack: &stack, in: template, depth: depth, indentation: indentation)
                }
                return
            }
            sectionBudget -= (present as? [Any])?.count ?? 1
            guard sectionBudget >= 0 else { throw set.tooManySections(template, line) }
            switch present {
            case .none: return
            case let b as Bool:
                if b { try render(body, stack: &stack, in: template, depth: depth, indentation: indentation) }
            case let list as [Any]:
                for element in list {
                    stack.append(ContextLookup.Scope(element))
                    defer { stack.removeLast() }
                    try render(body, stack: &stack, in: template, depth: depth, indentation: indentation)
                }
            case .some(let v):
                stack.append(ContextLookup.Scope(v))
                defer { stack.removeLast() }
                try render(body, stack: &stack, in: template, depth: depth, indentation: indentation)
            }
        }
    }

    /// Whether what this template or section wrote since `start` ends with "\n" (and not "\r\n").
    private func endsLineWithLF(since start: Int) -> Bool {
        let bytes = out.utf8, end = bytes.count
        guard end > start, bytes.last == 0x0A else { return false }
        return end - start < 2 || bytes[bytes.index(bytes.endIndex, offsetBy: -2)] != 0x0D
    }

    /// Whether a section on `value` renders its body (an inverted section renders when this is false).
    static func renders(_ value: Any?) -> Bool {
        switch value {
        case .none: false
        case let b as Bool: b
        case let list as [Any]: !list.isEmpty
        case .some: true
        }
    }

    private mutating func append(_ value: Any, raw: Bool) {
        let text: String
        switch ContextLookup.unwrap(value) {
        case .none: return
        case let s as String: text = s
        case let h as HTML: text = h.markup
        case .some(let v): text = String(describing: v)
        }
        out += raw ? text : SiteText.escape(text, apostrophe: true)
    }
}
