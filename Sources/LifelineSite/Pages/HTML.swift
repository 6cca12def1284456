import LifelineLanguage
import LifelineModel

/// Markup that lifeline assembled in Swift from escaped parts: catalog text through `SiteText`
/// (escaped, with code spans), highlighted Swift, the rows of a trace, an SVG chart from the renderer.
/// It is the only kind of value a template may insert raw (`{{{…}}}`): `TemplateSet`'s check refuses
/// a raw tag on a plain string (catalog, scenario or log text), and an escaped tag on `HTML`, so a
/// translation can never put markup into a page, and a template cannot do so by accident.
struct HTML: Sendable, Equatable {
    let markup: String

    /// Markup built by lifeline's own code from escaped text. Never pass text a user or translator wrote.
    init(markup: String) { self.markup = markup }

    /// Paragraphs of catalog text, escaped, with `code spans`.
    static func rich(_ text: String, links: SiteText.CodeLinks? = nil) -> HTML { HTML(markup: SiteText.rich(text, links: links)) }
    /// One line of catalog text, escaped, with `code spans`.
    static func inline(_ text: String, links: SiteText.CodeLinks? = nil) -> HTML { HTML(markup: SiteText.inline(text, links: links)) }
    /// A rule's source as readers see it (`SiteText.source`), then, when it is on the web, a link named by its
    /// host (`developer.apple.com`), so a reader offline still sees where it is (en review, item 15).
    static func source(_ s: Source, _ t: Words) -> HTML {
        let text = SiteText.inline(SiteText.source(s, t))
        guard let url = s.url else { return HTML(markup: text) }
        let rest = url.drop { $0 != "/" }.dropFirst(2)
        let host = rest.prefix { $0 != "/" }
        return HTML(markup: text + " <a class=\"source-link\" href=\"" + Markup.escape(url) + "\">" + Markup.escape(String(host)) + "</a>")
    }
    /// A name in code font, escaped, with line-break opportunities.
    static func code(_ text: String) -> HTML { HTML(markup: SiteText.code(text)) }
    /// Swift source, escaped and highlighted.
    static func swift(_ code: String) -> HTML { HTML(markup: SwiftMarkup.html(code)) }
    /// An SVG file from the chart renderer (its text escaped there), without its XML prologue.
    /// The prologue is found by the bytes (by `Character` it was most of this), and a chart without one is not copied.
    static func svg(_ svg: String) -> HTML {
        guard let start = svg.utf8.firstRange(of: "<svg".utf8)?.lowerBound, start != svg.startIndex else { return HTML(markup: svg) }
        return HTML(markup: String(svg[start...]))
    }
}
