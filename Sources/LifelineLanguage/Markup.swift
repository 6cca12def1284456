/// The one escaper for HTML and XML text lifeline writes: pages, charts' fragments, the sitemap, served pages.
package enum Markup {
    /// Text made safe for HTML and XML content and quoted attributes; with `apostrophe`, `'` too (as
    /// `&#39;`, the way Mustache's `{{name}}` writes it: `TemplateRenderer`).
    /// On UTF-8 bytes (the characters are ASCII, never part of another character's bytes); text
    /// without them, most of it, is returned as it is.
    package static func escape(_ text: String, apostrophe: Bool = false) -> String {
        var text = text
        // Native strings are contiguous UTF-8 (`makeContiguousUTF8` copies only a bridged one): one pass
        // over the bytes without a closure per byte finds the first that needs escaping, if any.
        text.makeContiguousUTF8()
        let first = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            for i in bytes.indices where needsEscape(bytes[i], apostrophe) { return i }
            return bytes.count
        } ?? 0
        guard first < text.utf8.count else { return text }
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

    @inline(__always) private static func needsEscape(_ b: UInt8, _ apostrophe: Bool) -> Bool {
        // Every byte to escape is below 0x3F: one comparison settles most bytes (letters, UTF-8 of other scripts).
        b < 0x3F && (b == 0x26 || b == 0x3C || b == 0x3E || b == 0x22 || (apostrophe && b == 0x27))
    }
    private static let amp = Array("&amp;".utf8), lt = Array("&lt;".utf8), gt = Array("&gt;".utf8), quot = Array("&quot;".utf8), apos = Array("&#39;".utf8)
}
