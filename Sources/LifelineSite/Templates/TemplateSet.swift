import LifelineModel
import Mustache

/// The Mustache templates of Templates/, checked before any chart is rendered: syntax, the pages the
/// site needs, partials that exist, no include cycle. Rendering is strict: a name the page's context
/// does not have is an error naming the template, the line and the name — never an empty string.
struct TemplateSet: @unchecked Sendable {
    static let required = ["layout", "root", "home", "scenario", "callback", "callbacks", "states", "glossary", "search", "lifecycle"]

    struct Source { var path: String; var tags: TemplateTags }

    private(set) var library = MustacheLibrary()
    private(set) var sources: [String: Source] = [:]

    /// `files`: (template name, path for messages, text), in name order.
    init(_ files: [(name: String, path: String, text: String)], folder: String) throws {
        for f in files {
            do {
                sources[f.name] = Source(path: f.path, tags: try TemplateTags(f.text))
            } catch {
                throw UserError("\(f.path):\(error.line): error: template syntax: \(error.message)")
            }
            do { try library.register(f.text, named: f.name) } catch let e as MustacheTemplate.ParserError {
                throw UserError("\(f.path):\(e.context.lineNumber):\(e.context.columnNumber): error: template syntax: \(e.error)\n    \(e.context.line)")
            }
        }
        for needed in Self.required where sources[needed] == nil {
            throw UserError("\(folder)/\(needed).mustache: error: missing template (the site needs \(Self.required.joined(separator: ", ")))")
        }
        try checkPartials()
    }

    /// Every partial must exist, and no template may include itself, directly or through others.
    private func checkPartials() throws {
        for name in sources.keys.sorted() {
            for p in sources[name]!.tags.partials where sources[p.name] == nil {
                throw UserError("\(sources[name]!.path):\(p.line): error: partial '\(p.name)' does not exist"
                                + (Suggest.closest(p.name, among: Array(sources.keys)).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        var done: Set<String> = []
        func visit(_ name: String, _ chain: [(String, Int)]) throws {
            if let i = chain.firstIndex(where: { $0.0 == name }) {
                let loop = chain[i...].map { "\($0.0).mustache:\($0.1)" } + ["\(name).mustache"]
                throw UserError("\(sources[chain[i].0]!.path):\(chain[i].1): error: templates include each other in a loop: "
                                + loop.joined(separator: " → "))
            }
            guard done.insert(name).inserted || !chain.isEmpty else { return }
            for p in sources[name]!.tags.partials { try visit(p.name, chain + [(name, p.line)]) }
        }
        for name in sources.keys.sorted() where !done.contains(name) { try visit(name, []) }
    }

    /// Renders `template` with `context`, after checking that every name it uses is in the context.
    func render(_ context: Any, template: String) throws -> String {
        try check(template, context: context)
        guard let out = library.render(context, withTemplate: template) else {
            throw InternalError("template '\(template)' vanished from the library")
        }
        return out
    }

    /// Walks the template as Mustache would: names resolve from the innermost section outwards, dotted
    /// names go down from the first part. Section bodies are checked against every element they render.
    func check(_ template: String, context: Any) throws {
        guard let source = sources[template] else { throw InternalError("unknown template '\(template)'") }
        try walk(source.tags.tags, stack: [context], in: template, depth: 0)
    }

    private func walk(_ tags: [TemplateTags.Tag], stack: [Any], in template: String, depth: Int) throws {
        guard depth < 32 else { throw UserError("\(sources[template]!.path): error: partials nested deeper than 32 levels") }
        for tag in tags {
            switch tag {
            case .variable(let name, let line):
                if ContextLookup.resolve(name, in: stack) == nil { throw unknown(name, template, line) }
            case .partial(let name, _):
                try walk(sources[name]!.tags.tags, stack: stack, in: name, depth: depth + 1)
            case .section(let name, let line, let body, let inverted):
                guard let value = ContextLookup.resolve(name, in: stack) else { throw unknown(name, template, line) }
                if inverted { try walk(body, stack: stack, in: template, depth: depth); continue }
                switch ContextLookup.unwrap(value) {
                case .none: continue                       // an optional that is nil: its body does not render
                case let b as Bool: if b { try walk(body, stack: stack, in: template, depth: depth) }
                case let list as [Any]: for element in list { try walk(body, stack: stack + [element], in: template, depth: depth) }
                case .some(let v): try walk(body, stack: stack + [v], in: template, depth: depth)
                }
            }
        }
    }

    private func unknown(_ name: String, _ template: String, _ line: Int) -> UserError {
        UserError("\(sources[template]!.path):\(line): error: '\(name)' is not in the page's context; "
                  + "fix the name, or add it to the page context (Sources/LifelineSite/Pages)")
    }
}

/// The value of a context field that is known but not set (an optional): renders nothing, and its
/// section is skipped; the strict check accepts the name. Plain Swift optionals work the same way.
struct Absent: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// Mustache name lookup over dictionaries and plain Swift values (through Mirror), the way swift-mustache does it.
enum ContextLookup {

    static func resolve(_ name: String, in stack: [Any]) -> Any? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        for frame in stack.reversed() {
            guard var value = child(first, of: frame) else { continue }
            for part in parts.dropFirst() {
                guard let next = child(part, of: unwrap(value) ?? Absent()) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    static func child(_ name: String, of object: Any) -> Any? {
        if let dict = object as? [String: Any] { return dict[name] }
        if let dict = object as? [String: String] { return dict[name] }
        if object is String || object is Absent { return nil }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        for c in Mirror(reflecting: object).children where c.label == name { return unwrap(c.value) ?? Absent() }
        return nil
    }

    /// The value inside an Optional (nil for `.none` and for `Absent`), anything else as it is.
    static func unwrap(_ value: Any) -> Any? {
        if value is Absent { return nil }
        let m = Mirror(reflecting: value)
        guard m.displayStyle == .optional else { return value }
        return m.children.first.map { unwrap($0.value) } ?? nil
    }
}
