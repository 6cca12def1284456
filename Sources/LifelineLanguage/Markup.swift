/// The one escaper for HTML and XML text lifeline writes: pages, charts' fragments, the sitemap, served pages.
package enum Markup {
    /// Text made safe for HTML and XML content and quoted attributes; with `apostrophe`, `'` too (as
    /// `&#39;`, the way Mustache's `{{name}}` writes it: `TemplateRenderer`).
    /// On UTF-8 bytes (the characters are ASCII, never part of another character's bytes); text
    /// without them, most of it, is returned as it is.
    package static func escape(_ text: String, apostrophe: Bool = false) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || (apostrophe && $0 == 0x27) }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for b in text.utf8 {
            switch b {
            case 0x26: out.append(contentsOf: Self.amp)
            case 0x3C: out.append(contentsOf: Self.lt)
            case 0x3E: out.append(contentsOf: Self.gt)
            case 0x22: out.append(contentsOf: Self.quot)
            case 0x27 where apostrophe: out.append(contentsOf: Self.apos)
            default: out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8), quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)
}
