import Foundation
@testable import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Mustache
import Synchronization
import Testing

// swift-mustache as lifeline used it until TemplateRenderer: HTML and Absent rendered through its
// protocols, page contexts as parents, escaping by the same five-character content type.
extension HTML: MustacheCustomRenderable {
    public var renderText: String { markup }
    public var isNull: Bool { false }
}
extension Absent: MustacheCustomRenderable {
    public var renderText: String { "" }
    public var isNull: Bool { true }
}
extension PageContext: MustacheParent {}
struct OldEscaping: MustacheContentType {
    static let registered: Void = MustacheContentTypes.register(OldEscaping(), named: "LIFELINE_HTML")
    func escapeText(_ text: String) -> String { SiteText.escape(text, apostrophe: true) }
}

/// `TemplateRenderer` renders what swift-mustache rendered: every page of the shipped site, and the
/// whitespace rules' corners (standalone tags, indented partials, CRLF, comments). Where swift-mustache
/// departs from the Mustache specification, lifeline follows the specification (issue #32, B13):
/// a line that starts after a closing tag, a template's trailing spaces, and only LF and CRLF ending a
/// line. On the shipped pages that removes lines holding only whitespace, which is all the pages are
/// compared modulo; `whereLifelineFollowsTheSpecification` states each difference literally.
@Suite struct TemplateRendererTests {
    /// Renders `template` (with `partials`) both ways; swift-mustache gets the pragma lifeline used to prepend.
    func bothWays(_ template: String, partials: [String: String] = [:], _ context: [String: Any]) throws -> (ours: String, mustache: String) {
        let files = ([("t", template)] + partials.sorted { $0.key < $1.key }).map { (name: $0.0, path: "\($0.0).mustache", text: $0.1) }
        let ours = try TemplateSet(files, folder: "T", required: []).render(context, template: "t")
        OldEscaping.registered
        var library = MustacheLibrary()
        for f in files { try library.register("{{% CONTENT_TYPE: LIFELINE_HTML}}" + f.text, named: f.name) }
        return (ours, library.render(context, withTemplate: "t") ?? "(nothing)")
    }

    static let corners: [(name: String, template: String, partials: [String: String])] = [
        ("standalone sections", "a\n  {{#yes}}\n  in {{word}}\n  {{/yes}}\n{{^no}}\nnot\n{{/no}}\nb\n", [:]),
        ("inline sections", "a {{#yes}}x{{/yes}} b {{^yes}}y{{/yes}}c\n", [:]),
        ("lists and dots", "list:\n{{#items}}\n- {{name}} {{word}}\n{{/items}}\n{{#words}}[{{.}}]{{/words}}\n{{^empty}}none{{/empty}}\n", [:]),
        ("comments", "x\n  {{! alone }}\ny {{! inline }} z\n  {{! before }} w\n\t{{!tab}}\t\nend", [:]),
        ("indented partial", "top\n  {{>p}}\n  {{#yes}}\n    {{>p}}\n  {{/yes}}\nafter {{>p}} inline\n", ["p": "one {{word}}\n{{#yes}}\ntwo\n{{/yes}}\nthree\n"]),
        ("CRLF", "a\r\n{{#yes}}\r\n  in\r\n{{/yes}}\r\n  {{>p}}\r\nz", ["p": "p1\r\np2\r\n"]),
        ("escaping and markup", "{{word}} {{& html}} {{{html}}} {{n}} {{flag}}\n", [:]),
        ("dotted names and absent values", "{{obj.inner.word}}|{{#gone}}x{{/gone}}|{{^gone}}y{{/gone}}|{{gone}}\n{{#obj}}{{inner.word}}{{word}}{{/obj}}\n", [:]),
        ("end without a line end", "x\n{{#yes}}\ny\n{{/yes}}", [:]),
        ("whitespace carried after a comment", "  {{! c }}  {{word}}\n  x {{! c }}\n", [:]),
    ]

    nonisolated(unsafe) static let context: [String: Any] = [
        "yes": true, "no": false, "word": "w<&>\"'é", "n": 3, "flag": true, "empty": [Any](), "gone": Absent(),
        "html": HTML(markup: "<b>bold</b>"),
        "items": [["name": "A"], ["name": "B", "word": "own"]] as [Any], "words": ["x", "y"] as [Any],
        "obj": ["inner": ["word": "deep"] as [String: Any]] as [String: Any],
    ]

    @Test(arguments: corners.map(\.name))
    func aCornerRendersAsSwiftMustacheRendersIt(_ name: String) throws {
        let corner = Self.corners.first { $0.name == name }!
        let (ours, mustache) = try bothWays(corner.template, partials: corner.partials, Self.context)
        #expect(ours == mustache, "\(name)\nours:\n\(ours.debugDescription)\nswift-mustache:\n\(mustache.debugDescription)")
    }

    /// The corners really exercise the rules: standalone lines go, inline whitespace stays, a partial's
    /// lines are indented (written from the Mustache specification, not from either renderer).
    @Test func theCornersRenderAsTheSpecificationSays() throws {
        let (sections, _) = try bothWays(Self.corners[0].template, Self.context)
        #expect(sections == "a\n  in w&lt;&amp;&gt;&quot;&#39;é\nnot\nb\n")
        let (partial, _) = try bothWays("  {{>p}}\n", partials: ["p": "one\ntwo\n"], [:])
        #expect(partial == "  one\n  two\n")
    }

    /// The specification's rules where swift-mustache (and lifeline before issue #32) departed from
    /// them: written from the specification, each with what swift-mustache makes instead.
    @Test func whereLifelineFollowsTheSpecification() throws {
        // `differs`: swift-mustache makes something else (the pragma it is given sits on line 1, so the
        // cases start on line 2). The others hold lifeline to the rule where both agree.
        let cases: [(template: String, spec: String, differs: Bool)] = [
            // After a closing tag, a line starts only if that tag took its line: "Hello" and "world" stay apart.
            ("x\n{{#yes}}\nHello{{/yes}}{{#yes}}\nworld{{/yes}}", "x\nHello\nworld", true),
            // A standalone closing tag takes its line, spaces included.
            ("x\n{{#yes}}\nA\n  {{/yes}}  \nB", "x\nA\nB", false),
            // Spaces that end the template are text.
            ("a\n  ", "a\n  ", true),
            // Only LF and CRLF end a line: a tag before a lone CR, a form feed or U+2028 is not alone on it.
            ("x\n{{! c }}\rX", "x\n\rX", true), ("x\n{{! c }}\u{0C}X", "x\n\u{0C}X", true), ("x\n{{! c }}\u{2028}X", "x\n\u{2028}X", true),
        ]
        for c in cases {
            let (ours, mustache) = try bothWays(c.template, Self.context)
            #expect(ours == c.spec, "\(c.template.debugDescription): \(ours.debugDescription)")
            #expect((mustache != c.spec) == c.differs, "swift-mustache on \(c.template.debugDescription): \(mustache.debugDescription)")
        }
    }

    /// `{{name}}` escapes as swift-mustache's own HTML escaping does; a `<` carrying a combining mark,
    /// which it leaves (one Character, not "<"), is escaped too.
    @Test func escapingIsSwiftMustachesHTMLEscaping() throws {
        let text = "a < b > c & \"d\" 'e' — 뷰"
        #expect(try MustacheTemplate(string: "{{x}}").render(["x": text]) == SiteText.escape(text, apostrophe: true))
        #expect(SiteText.escape("<\u{301}", apostrophe: true) == "&lt;\u{301}")
    }

    /// A standalone tag on a template's first line takes its line like any other. (swift-mustache, behind
    /// the pragma lifeline put on that line, kept it: no shipped template starts with one.)
    @Test func aStandaloneTagOnTheFirstLineTakesItsLine() throws {
        let (ours, _) = try bothWays("{{#yes}}\nin\n{{/yes}}\n", Self.context)
        #expect(ours == "in\n")
    }

    /// What the parser refuses, with the template's line: transforms, a tag or comment left open, a name
    /// with characters Mustache does not allow, an empty tag.
    @Test(arguments: [
        ("a\n{{upper(word)}}", "t.mustache:2: error: template syntax: transforms like 'upper(…)' are not supported"),
        ("a\nb\n{{! never closed", "t.mustache:3: error: template syntax: a comment is not closed"),
        ("{{#yes}}\n{{word", "t.mustache:2: error: template syntax: a tag is not closed"),
        ("x {{two words}}", "t.mustache:1: error: template syntax: 'two words' is not a name"),
        ("\n\n{{ }}", "t.mustache:3: error: template syntax: an empty tag"),
        ("{{#a}}\n{{#b}}\n{{/a}}", "t.mustache:3: error: template syntax: '{{/a}}' closes no open section (open: b)"),
        ("{{#a}}\nx\n", "t.mustache:1: error: template syntax: section 'a' is never closed"),
        // Deep enough to overflow the stack of a parser that recursed without a limit.
        ("x\n" + String(repeating: "{{#a}}", count: 100_000), "t.mustache:2: error: template syntax: sections nested deeper than 100 levels"),
    ])
    func aBrokenTemplateIsRefusedWithItsLine(_ text: String, _ expected: String) {
        #expect(throws: (any Error).self) { try TemplateSet([(name: "t", path: "t.mustache", text: text)], folder: "T", required: []) }
        do { _ = try TemplateSet([(name: "t", path: "t.mustache", text: text)], folder: "T", required: []) } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    /// An inverted section's body is checked on every page, shown or not: a misspelt name in a
    /// "nothing here" text fails where the list is full too.
    @Test func anInvertedBodyThatDoesNotShowIsStillChecked() throws {
        let set = try TemplateSet([(name: "t", path: "t.mustache", text: "{{#items}}{{name}}{{/items}}\n{{^items}}\n{{nothng}}\n{{/items}}\n")],
                                  folder: "T", required: [])
        for items in [[] as [Any], [["name": "A"]] as [Any]] {
            #expect(throws: (any Error).self) { try set.render(["items": items, "nothing": "-"] as [String: Any], template: "t") }
            do { _ = try set.render(["items": items, "nothing": "-"] as [String: Any], template: "t") } catch {
                #expect("\(error)".contains("t.mustache:3: error: 'nothng' is not in the page's context"), "\(error)")
            }
        }
        let fixed = try TemplateSet([(name: "t", path: "t.mustache", text: "{{#items}}{{name}}{{/items}}\n{{^items}}\n{{nothing}}\n{{/items}}\n")],
                                    folder: "T", required: [])
        #expect(try fixed.render(["items": [["name": "A"]] as [Any], "nothing": "-"] as [String: Any], template: "t") == "A\n")
    }

    /// Every page of the shipped site, in every language, is the page swift-mustache made of the same
    /// context, but for lines of only whitespace (see the suite's comment).
    @Test func everyShippedPageIsWhatSwiftMustacheMade() async throws {
        OldEscaping.registered
        var state = SiteState(options: siteOptions(), output: MemoryOutput())
        for step in SiteBuild.steps {
            if step.name == Step.renderPages.name { state.sources.templates?.observer = Self.compare }
            try await step.body(&state)
        }
        let (compared, differing) = Self.seen.withLock { $0 }
        #expect(compared >= 2 * state.site.pageCount, "every page and its layout were compared (\(compared) renders, \(state.site.pageCount) pages)")
        #expect(differing.isEmpty, "pages that differ: \(differing.prefix(5))")
    }

    static let seen = Mutex<(compared: Int, differing: [String])>((0, []))
    static let library: MustacheLibrary = {
        OldEscaping.registered
        var library = MustacheLibrary()
        let folder = shipped + "/Templates"
        for name in try! FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".mustache") {
            let text = try! String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            try! library.register("{{% CONTENT_TYPE: LIFELINE_HTML}}" + text, named: String(name.dropLast(".mustache".count)))
        }
        return library
    }()

    @Sendable static func compare(_ template: String, _ context: Any, _ html: String) {
        let theirs = library.render(context, withTemplate: template)
        let title = ((context as? PageContext)?.frame["pageTitle"] as? String) ?? "?"
        let same = theirs.map(withoutBlankLines) == withoutBlankLines(html)
        seen.withLock { $0.compared += 1; if !same { $0.differing.append("\(template): \(title)") } }
    }

    /// A page without its lines of only spaces and tabs: what the specification's standalone rule
    /// removes and swift-mustache kept (the page is otherwise byte for byte the same).
    static func withoutBlankLines(_ page: String) -> String {
        page.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }.joined(separator: "\n")
    }
}
