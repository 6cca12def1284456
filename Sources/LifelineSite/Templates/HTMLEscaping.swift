import Mustache

/// How `{{name}}` escapes text in every template: the five characters Mustache's HTML type escapes
/// (`<` `>` `&` `"` `'`, written as it writes them), found by scanning UTF-8 bytes (`SiteText.escape`).
/// swift-mustache's own HTML type looks each Character up in a dictionary — grapheme breaking and
/// hashing per character, 8 % of a page build's time in a profile; text without any of the five, most
/// of it, is now returned as it is. The one difference is safer: a `<` carrying a combining mark is
/// escaped too.
struct HTMLEscaping: MustacheContentType {
    /// The pragma `TemplateSet` puts before every template, so partials and sections use it too.
    static let pragma = "{{% CONTENT_TYPE: \(name)}}"
    static let name = "LIFELINE_HTML"

    /// Registers the content type with swift-mustache (a locked global) once per process.
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)

    func escapeText(_ text: String) -> String { SiteText.escape(text, apostrophe: true) }
}
