import LifelineModel

/// The check `TemplateSet.check(against:)` runs when the templates load: every name of every template,
/// in every section and partial, whether or not a page would render it, looked up in the shape of the
/// context that template gets (`ContextShape`), with the escaping rule (`{{{…}}}` only on markup,
/// `{{…}}` never on it) and, for the catalog words `ui.…` and `value.…`, the catalogs' keys.
struct TemplateCheck {
    let set: TemplateSet
    /// Every key of the catalogs and every prefix of one (`ui.nav` for `ui.nav.home`); nil: not checked.
    let catalogNames: Set<String>?
    /// Partials already checked with the same scopes.
    private var seen: Set<String> = []

    init(set: TemplateSet, catalogKeys: [String]?) {
        self.set = set
        catalogNames = catalogKeys.map { keys in
            var names = Set<String>()
            for key in keys {
                var prefix = ""
                for part in key.split(separator: ".") {
                    prefix += prefix.isEmpty ? String(part) : "." + part
                    names.insert(prefix)
                }
            }
            return names
        }
    }

    mutating func check(_ template: String, scopes: [ContextShape]) throws {
        guard let source = set.sources[template] else { throw InternalError("unknown template '\(template)'") }
        try walk(source.tags.tags, scopes: scopes, in: template, depth: 0)
    }

    private mutating func walk(_ tags: [TemplateTags.Tag], scopes: [ContextShape], in template: String, depth: Int) throws {
        for tag in tags {
            switch tag {
            case .text:
                continue
            case .variable(let name, let line, let raw):
                guard let shape = resolve(name, in: scopes) else { throw unknown(name.text, template, line) }
                try set.checkEscaping(name.text, isMarkup: shape.present == .html, raw: raw, template, line)
            case .section(let name, let line, let body, let inverted):
                guard let shape = resolve(name, in: scopes) else { throw unknown(name.text, template, line) }
                try walk(body, scopes: inverted ? scopes : scopes + pushed(shape), in: template, depth: depth)
            case .partial(let name, _, _):
                let key = name + "\u{0}" + String(describing: scopes)
                guard depth < TemplateSet.maxDepth, seen.insert(key).inserted, let partial = set.sources[name] else { continue }
                try walk(partial.tags.tags, scopes: scopes, in: name, depth: depth + 1)
            }
        }
    }

    /// What a section on `shape` puts on the stack for its body (as `TemplateRenderer` does).
    private func pushed(_ shape: ContextShape) -> [ContextShape] {
        switch shape.present {
        case .flag: []
        case .list(let element): [element]
        case let other: [other]
        }
    }

    /// The shape a name finds: its first part in the innermost scope that has it, the rest inside that.
    func resolve(_ name: TemplateTags.Name, in scopes: [ContextShape]) -> ContextShape? {
        let parts = name.parts
        if name.text == "." { return scopes.last }
        guard let first = parts.first else { return nil }
        for scope in scopes.reversed() {
            guard var shape = scope.fields?[first] else { continue }
            for part in parts.dropFirst() {
                // The catalog words are nested by the keys' parts: `ui.nav.home` is the key itself.
                if shape.present == .catalog { return catalogKnows(parts) ? .catalog : nil }
                guard let next = shape.fields?[part] else { return nil }
                shape = next
            }
            return shape
        }
        return nil
    }

    /// Whether `ui.a.b` (or `value.…`) names a catalog key or a group of keys.
    private func catalogKnows(_ parts: [String]) -> Bool {
        catalogNames?.contains(parts.joined(separator: ".")) ?? true
    }

    private func unknown(_ name: String, _ template: String, _ line: Int) -> Diagnostic {
        guard name.hasPrefix("ui.") || name.hasPrefix("value.") else { return set.unknown(name, template, line) }
        let path = set.sources[template]?.path ?? template
        return Diagnostic(path, line: line, "'\(name)' is not a key of the String Catalogs (Locales/*.xcstrings); fix the name, or add the key")
    }
}
