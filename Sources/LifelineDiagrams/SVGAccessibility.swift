/// Gives a rendered SVG a `<title>` and a `<desc>` (with `role="img"` and `aria-labelledby`), so
/// screen readers and search get the chart's text summary.
package enum SVGAccessibility {
    package static func decorate(_ svg: String, id: String, title: String, description: String) -> String {
        guard let open = svg.firstRange(of: "<svg") else { return svg }
        guard let close = svg[open.upperBound...].firstIndex(of: ">") else { return svg }
        let tid = escape(id) + "-title", did = escape(id) + "-desc"
        var out = String(svg[..<close])
        out += " role=\"img\" aria-labelledby=\"\(tid) \(did)\">\n"
        out += "<title id=\"\(tid)\">\(escape(title))</title>\n<desc id=\"\(did)\">\(escape(description))</desc>"
        out += svg[svg.index(after: close)...]
        return out
    }

    static func escape(_ s: String) -> String {
        s.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;").replacingAll("\"", with: "&quot;")
    }
}
