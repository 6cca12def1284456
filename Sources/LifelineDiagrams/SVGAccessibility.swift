import LifelineLanguage

/// Gives a rendered SVG a `<title>` and a `<desc>` (with `role="img"` and `aria-labelledby`), so
/// screen readers and search get the chart's text summary.
package enum SVGAccessibility {
    package static func decorate(_ svg: String, id: String, title: String, description: String) -> String {
        guard let open = svg.firstRange(of: "<svg") else { return svg }
        guard let close = svg[open.upperBound...].firstIndex(of: ">") else { return svg }
        let tid = Markup.escape(id) + "-title", did = Markup.escape(id) + "-desc"
        var out = String(svg[..<close])
        out += " role=\"img\" aria-labelledby=\"\(tid) \(did)\">\n"
        out += "<title id=\"\(tid)\">\(Markup.escape(title))</title>\n<desc id=\"\(did)\">\(Markup.escape(description))</desc>"
        out += svg[svg.index(after: close)...]
        return out
    }

    /// Graphviz's hover text made words: each element's `<title>` holds its DOT name (`n17->n18`), which
    /// browsers show as a tooltip. An element given a `tooltip` in the DOT (a callback's arrow and label)
    /// gets that sentence as its title instead, and loses the link wrapper Graphviz put around it for
    /// the tooltip; every other element's title and every `<!-- name -->` comment goes. One pass over
    /// the lines Graphviz writes, one element per line.
    package static func wordTooltips(_ svg: String) -> String { wordTooltips(bytes: Array(svg.utf8)) }

    package static func wordTooltips(bytes: [UInt8]) -> String {
        var lines: [Range<Int>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A { lines.append(start..<i); start = i + 1 }
        lines.append(start..<bytes.count)
        func starts(_ r: Range<Int>, _ p: [UInt8]) -> Bool { r.count >= p.count && bytes[r.lowerBound..<r.lowerBound + p.count].elementsEqual(p) }
        func ends(_ r: Range<Int>, _ p: [UInt8]) -> Bool { r.count >= p.count && bytes[r.upperBound - p.count..<r.upperBound].elementsEqual(p) }
        func equals(_ r: Range<Int>, _ p: [UInt8]) -> Bool { r.count == p.count && starts(r, p) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var unwrap = 0, dropGroupClose = false, first = true, i = 0
        func emit(_ r: Range<Int>) { if !first { out.append(0x0A) }; first = false; out += bytes[r] }
        while i < lines.count {
            let line = lines[i]
            if starts(line, Tag.comment), ends(line, Tag.commentEnd) { i += 1; continue }
            if starts(line, Tag.title), i > 0, starts(lines[i - 1], Tag.group) {
                let next = i + 1 < lines.count ? lines[i + 1] : 0..<0
                if starts(next, Tag.wrapper), ends(next, Tag.wrapperEnd), let at = find(Tag.link, in: bytes, next) {
                    if !first { out.append(0x0A) }
                    first = false
                    out += Tag.title
                    out += bytes[at..<next.upperBound - Tag.wrapperEnd.count]
                    out += Tag.titleEnd
                    unwrap += 1
                    i += 2
                    continue
                }
                i += 1
                continue
            }
            if unwrap > 0, equals(line, Tag.linkEnd) { unwrap -= 1; dropGroupClose = true; i += 1; continue }
            if dropGroupClose, equals(line, Tag.groupEnd) { dropGroupClose = false; i += 1; continue }
            emit(line)
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The pieces of Graphviz's SVG lines `wordTooltips` looks for.
    private enum Tag {
        static let comment = Array("<!--".utf8), commentEnd = Array("-->".utf8)
        static let title = Array("<title>".utf8), titleEnd = Array("</title>".utf8)
        static let group = Array("<g id=".utf8), groupEnd = Array("</g>".utf8)
        static let wrapper = Array("<g id=\"a_".utf8), wrapperEnd = Array("\">".utf8)
        static let link = Array("<a xlink:title=\"".utf8), linkEnd = Array("</a>".utf8)
    }

    /// Where the text after `needle` starts inside `range` of `bytes`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        var k = range.lowerBound
        while k + needle.count <= range.upperBound {
            if bytes[k] == needle[0], bytes[k..<k + needle.count].elementsEqual(needle) { return k + needle.count }
            k += 1
        }
        return nil
    }

}
