import LifelineModel
import LifelineOutput

/// The Mustache templates of Templates/, checked before any chart is rendered: syntax, the pages the
/// site needs, partials that exist, no include cycle. Rendering is strict: a name the page's context
/// does not have is an error naming the template, the line and the name — never an empty string.
struct TemplateSet: Sendable {
    /// The frame, the language chooser, 404.html, and one template per kind of page (`PageKind.all`).
    static let required = ["layout", "root", "notfound"] + PageKind.all.map(\.template)

    /// `digest`: of the template's text (XXH64), for the keys of the pages rendered with it.
    struct Source: Sendable { var path: String; var tags: TemplateTags; var digest: String }

    /// Told of every page rendered (template, context, HTML): the tests' seam for rendering the same
    /// contexts another way (`TemplateRendererTests`). Nil in a build.
    var observer: (@Sendable (_ template: String, _ context: Any, _ html: String) -> Void)?

    private(set) var sources: [String: Source] = [:]

    /// `files`: (template name, path for messages, text), in name order; `required`: the templates the
    /// set must have.
    init(_ files: [(name: String, path: String, text: String)], folder: String, required: [String] = Self.required) throws {
        for f in files {
            do {
                sources[f.name] = Source(path: f.path, tags: try TemplateTags(f.text), digest: ContentHash.hex(f.text))
            } catch {
                throw Diagnostic(f.path, line: error.line, "template syntax: \(error.message)")
            }
        }
        for needed in required where sources[needed] == nil {
            throw Diagnostic("\(folder)/\(needed).mustache", "missing template (the site needs \(required.joined(separator: ", ")))")
        }
        try checkPartials()
    }

    /// Every partial must exist, and no template may include itself, directly or through others.
    private func checkPartials() throws {
        for (_, source) in sources.sorted(by: { $0.key < $1.key }) {
            for p in source.tags.partials where sources[p.name] == nil {
                throw Diagnostic(source.path, line: p.line, "partial '\(p.name)' does not exist"
                                + (Suggest.closest(p.name, among: Array(sources.keys)).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        // Depth first, each template once (its height — the longest chain of partials below it — is
        // remembered), so the check is linear in the templates, and never deeper than `maxDepth`.
        var height: [String: Int] = [:]
        func visit(_ name: String, _ chain: [(name: String, line: Int)]) throws -> Int {
            if let h = height[name] { return h }
            if let i = chain.firstIndex(where: { $0.name == name }) {
                let loop = chain[i...].map { "\($0.name).mustache:\($0.line)" } + ["\(name).mustache"]
                throw Diagnostic(sources[chain[i].name]?.path ?? name, line: chain[i].line, "templates include each other in a loop: "
                                + loop.joined(separator: " → "))
            }
            if chain.count > Self.maxDepth { throw tooDeep(Array(chain.dropLast()), below: chain[chain.count - 1].name) }
            var h = 0
            for p in sources[name]?.tags.partials ?? [] {
                let below = try visit(p.name, chain + [(name, p.line)])
                if chain.count + 1 + below > Self.maxDepth { throw tooDeep(chain + [(name, p.line)], below: p.name) }
                h = max(h, below + 1)
            }
            height[name] = h
            return h
        }
        for name in sources.keys.sorted() { _ = try visit(name, []) }
    }

    /// What a page rendered with `template` takes from the templates: that template, the layout around
    /// it and every partial either includes, each by name and text digest, in name order. An edit to
    /// another template leaves the page's key as it was (`PageInputs`).
    func digest(rendering template: String) -> String {
        var names: Set<String> = [], todo = ["layout", template]
        while let name = todo.popLast() {
            guard names.insert(name).inserted else { continue }
            todo += sources[name]?.tags.partials.map(\.name) ?? []
        }
        return digest(of: names)
    }

    /// Every template by name and text digest: the set as read (`serve` keeps its check by it).
    var digest: String { digest(of: Set(sources.keys)) }

    private func digest(of names: Set<String>) -> String {
        var h = HashAccumulator()
        for name in names.sorted() { h.add(name); h.add(sources[name]?.digest ?? "missing") }
        return h.hex
    }

    /// How deep partials may include partials (Mustache renders them recursively).
    static let maxDepth = 32

    private func tooDeep(_ chain: [(name: String, line: Int)], below: String) -> Diagnostic {
        let steps = chain.map { "\($0.name).mustache:\($0.line)" }
        let shown = steps.count > 8 ? steps.prefix(4) + ["…"] + steps.suffix(3) : steps[...]
        return Diagnostic(sources[chain[0].name]?.path ?? chain[0].name, line: chain[0].line, "partials nested deeper than \(Self.maxDepth) levels: "
                         + (shown + ["\(below).mustache …"]).joined(separator: " → "))
    }

    /// Checks every template against the context it is rendered with (`TemplateCheck`), in every section
    /// and partial: run when the templates load, so a misspelt name anywhere is an error before anything
    /// is simulated. `catalogKeys`: the keys `ui.…` and `value.…` may name (nil: not checked).
    func check(catalogKeys: [String]?) throws {
        var check = TemplateCheck(set: self, catalogKeys: catalogKeys)
        let frame = ContextShape.of(Frame.self).fields ?? [:]
        // A page's own template sees its body's fields over the frame's (`PageContext`); `content` is
        // the layout's alone.
        func page(_ body: ContextShape) -> [ContextShape] {
            [.record(frame.merging(body.fields ?? [:]) { _, own in own }.merging(["content": .optional(.html)]) { _, c in c })]
        }
        try check.check("layout", scopes: [.record(frame.merging(["content": .html]) { _, c in c })])
        for template in ["root", "notfound"] { try check.check(template, scopes: page(.of(RootPage.self))) }
        for kind in PageKind.all { try check.check(kind.template, scopes: page(kind.context)) }
    }

    /// Renders `template` with `context`, checking every name it uses (`TemplateRenderer`).
    func render(_ context: Any, template: String) throws -> String {
        guard let source = sources[template] else { throw InternalError("unknown template '\(template)'") }
        var renderer = TemplateRenderer(self)
        var stack = [ContextLookup.Scope(context)]
        try renderer.render(source.tags.tags, stack: &stack, in: template, depth: 0, indentation: "")
        observer?(template, context, renderer.out)
        return renderer.out
    }

    /// How many partials one page may include in all (a partial inside a list counts once per element).
    static let maxExpansions = 100_000
    /// Section bodies one page may render (the largest shipped page renders a few thousand).
    static let maxSectionRenders = 2_000_000

    /// Only `HTML` (markup lifeline made from escaped text) may be inserted raw, and it must be: text
    /// from a catalog, a scenario or a log always goes through Mustache's escaping.
    func checkEscaping(_ name: String, _ value: Any, raw: Bool, _ template: String, _ line: Int) throws {
        guard let present = ContextLookup.unwrap(value) else { return }
        try checkEscaping(name, isMarkup: present is HTML, raw: raw, template, line)
    }

    /// The rule itself, for a value (`TemplateRenderer`) or a field's shape (`TemplateCheck`).
    func checkEscaping(_ name: String, isMarkup: Bool, raw: Bool, _ template: String, _ line: Int) throws {
        let path = sources[template]?.path ?? template
        if raw && !isMarkup {
            throw Diagnostic(path, line: line, "'{{{\(name)}}}' would insert '\(name)' without escaping, but it is text, not markup "
                            + "lifeline made; write {{\(name)}} (markup in a page comes from Swift, as an HTML value)")
        }
        if !raw && isMarkup {
            throw Diagnostic(path, line: line, "'\(name)' is markup lifeline made; write {{{\(name)}}}, or its tags would show as text")
        }
    }

    func tooDeep(_ template: String) -> Diagnostic {
        Diagnostic(sources[template]?.path ?? template, "partials nested deeper than \(Self.maxDepth) levels")
    }

    func tooManyPartials(_ template: String) -> Diagnostic {
        Diagnostic(sources[template]?.path ?? template, "this page includes partials more than \(Self.maxExpansions) times; "
                  + "templates that each include the next more than once grow exponentially")
    }

    func tooManySections(_ template: String, _ line: Int) -> Diagnostic {
        Diagnostic(sources[template]?.path ?? template, line: line, "this page renders sections more than \(Self.maxSectionRenders) times; "
                  + "a list section inside other list sections is rendered once for every combination of their elements")
    }

    func unknown(_ name: String, _ template: String, _ line: Int) -> Diagnostic {
        Diagnostic(sources[template]?.path ?? template, line: line, "'\(name)' is not in the page's context; "
                  + "fix the name, or add it to the page context (Sources/LifelineSite/Pages)")
    }
}

/// The value of a context field that is known but not set (an optional): renders nothing, and its
/// section is skipped; the strict check accepts the name. Plain Swift optionals work the same way.
struct Absent {}

/// Mustache name lookup over the dictionaries `ContextTree` makes, the way swift-mustache does it.
enum ContextLookup {
    /// One frame of the renderer's stack, its kind told once, when it is pushed: a page's thousands of
    /// lookups then cast nothing (trying each frame as each kind of fields was most of a lookup's time).
    enum Scope {
        case fields([String: Any])
        case page(PageContext)
        /// Text, markup, a number, `Absent`: no fields.
        case leaf(Any)

        init(_ value: Any) {
            switch value {
            case let dict as [String: Any]: self = .fields(dict)   // a [String: String] too, converted
            case let page as PageContext: self = .page(page)
            default: self = .leaf(value)   // contexts are `ContextTree`s, never structs
            }
        }

        /// The frame's value, as `{{.}}` names it.
        var value: Any {
            switch self {
            case .fields(let dict): dict
            case .page(let page): page
            case .leaf(let value): value
            }
        }

        func child(_ name: String) -> Any? {
            switch self {
            case .fields(let dict): dict[name]
            case .page(let page): page.child(named: name)
            case .leaf: nil
            }
        }
    }

    /// The value `name` finds: its first part in the innermost frame of the stack that has it, the rest inside that.
    static func resolve(_ name: TemplateTags.Name, in stack: [Scope]) -> Any? {
        let parts = name.parts
        if name.text == "." { return stack.last?.value }
        guard let first = parts.first else { return nil }
        for frame in stack.reversed() {
            guard var value = frame.child(first) else { continue }
            for part in parts.dropFirst() {
                guard let next = Scope(unwrap(value) ?? Absent()).child(part) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    /// A value as a section sees it: nil for `Absent` (what `ContextTree` makes of a nil optional).
    static func unwrap(_ value: Any) -> Any? { value is Absent ? nil : value }
}
