import LifelineLanguage

/// A sequence chart as values: its canvas and the nodes and edges `SequenceChart` pinned on it.
///
/// Drawn here rather than by Graphviz: every coordinate of a sequence chart is computed in Swift (the
/// DOT pins each node with `pos=…!` for the `nop` engine), so libgvc only parsed the DOT, built a graph,
/// routed straight lines and wrote SVG — 46 M instructions a chart, 88 % of them parsing, graph
/// building and emitting, on one core at a time (libgvc is not thread-safe). Writing the boxes, lines
/// and texts needs none of that: a few hundred lines of SVG, on any thread. The DOT stays what
/// `lifeline export` and `run --format dot` give, drawn the same by `dot -Knop` (`DOTSections`); state
/// diagrams, whose layout is Graphviz's own, are still drawn by libgvc.
package struct PinnedDrawing: Sendable {
    /// The graph's id: the prefix of every element's id.
    let gid: String
    let width: Double, height: Double
    let sections: DOTSections

    /// The chart as a standalone SVG document, in the shape Graphviz gives it (`g.graph`, `g.node.<class>`,
    /// `g.edge.<class>`, a hover `<title>` first in an element that has one), so the palette, the page's
    /// scripts and `SVGAccessibility.decorate` read both alike. y grows downwards from the top.
    package func svg() -> String {
        var w = SVGWriter()
        w.out.reserveCapacity(4096 + sections.sections.reduce(0) { $0 + $1.count } * 400)
        w.raw("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\"\n")
        w.raw(" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n")
        w.raw("<svg width=\"\(Int(width.rounded()))pt\" height=\"\(Int(height.rounded()))pt\"\n viewBox=\"0.00 0.00 ")
        w.raw(SVGWriter.fixed2(width) + " " + SVGWriter.fixed2(height))
        w.raw("\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n")
        w.raw("<g id=\"\(gid)\" class=\"graph sequence\">\n<polygon fill=\"white\" stroke=\"transparent\" points=\"")
        w.points([(0, 0), (width, 0), (width, height), (0, height), (0, 0)])
        w.raw("\"/>\n")
        var nodes: [String: (node: Pinned.Node, kind: DOTSections.Kind)] = [:]
        var nodeCount = 0, edgeCount = 0
        for kind in DOTSections.Kind.allCases {
            for line in sections.sections[kind.rawValue] {
                for case .node(let n) in line { nodes[n.name] = (n, kind) }
            }
        }
        // Edges under the nodes (Graphviz's `outputorder=edgesfirst`), then nodes kind by kind: labels last.
        for kind in DOTSections.Kind.allCases {
            for line in sections.sections[kind.rawValue] {
                for case .edge(let e) in line {
                    edgeCount += 1
                    guard let from = nodes[e.from], let to = nodes[e.to] else { continue }
                    w.edge(e, kind: kind, from: from, to: to, id: e.id ?? "\(gid)_edge\(edgeCount)")
                }
            }
        }
        // Numbered as Graphviz numbers them (every node, invisible points too, in the order declared).
        for kind in DOTSections.Kind.allCases {
            for line in sections.sections[kind.rawValue] {
                for case .node(let n) in line {
                    nodeCount += 1
                    if kind != .points { w.node(n, kind: kind, id: n.id ?? "\(gid)_node\(nodeCount)") }
                }
            }
        }
        w.raw("</g>\n</svg>\n")
        return w.out
    }
}

/// Appends SVG elements to one string.
struct SVGWriter {
    var out = ""

    mutating func raw(_ s: String) { out += s }

    mutating func open(_ id: String, _ cls: String, title: String?) {
        out += "<g id=\"" + Markup.escape(id) + "\" class=\"" + Markup.escape(cls) + "\">\n"
        if let title { out += "<title>" + Markup.escape(title) + "</title>\n" }
    }

    mutating func points(_ ps: [(Double, Double)]) {
        for (k, p) in ps.enumerated() {
            if k > 0 { out += " " }
            out += Self.num(p.0) + "," + Self.num(p.1)
        }
    }

    mutating func node(_ n: Pinned.Node, kind: DOTSections.Kind, id: String) {
        guard case let .node(shape, style, fill, line, cls, size, _, _, color) = kind.look else { return }
        open(id, "node " + (n.cls ?? cls), title: n.href == nil ? n.tooltip : nil)
        if let href = n.href {
            out += "<a xlink:href=\"" + Markup.escape(href) + "\" xlink:title=\"" + Markup.escape(n.tooltip ?? "") + "\">\n"
        }
        let text = kind.text
        let w = kind == .activations ? DOTSections.Kind.barWidth : n.label.map { text?.boxWidth($0) ?? 0 }.max() ?? 0
        let h = kind == .activations ? n.barHeight ?? DOTSections.Kind.barHeight : text?.boxHeight(lines: n.label.count) ?? size * 1.2
        let (x1, y1, x2, y2) = (n.x - w / 2, n.y - h / 2, n.x + w / 2, n.y + h / 2)
        let paint = "fill=\"\(fill)\" stroke=\"\(line)\""
        switch (shape, style) {
        case ("box", "rounded,filled"):
            let r = min(5.0, h / 3)
            out += "<path \(paint) d=\"M" + Self.num(x1 + r) + "," + Self.num(y1) + " L" + Self.num(x2 - r) + "," + Self.num(y1) + " C"
            points([(x2, y1), (x2, y1), (x2, y1 + r)])
            out += " L" + Self.num(x2) + "," + Self.num(y2 - r) + " C"
            points([(x2, y2), (x2, y2), (x2 - r, y2)])
            out += " L" + Self.num(x1 + r) + "," + Self.num(y2) + " C"
            points([(x1, y2), (x1, y2), (x1, y2 - r)])
            out += " L" + Self.num(x1) + "," + Self.num(y1 + r) + " C"
            points([(x1, y1), (x1, y1), (x1 + r, y1)])
            out += " Z\"/>\n"
        case ("box", _):
            out += "<polygon \(paint) points=\""
            points([(x2, y1), (x1, y1), (x1, y2), (x2, y2), (x2, y1)])
            out += "\"/>\n"
        case ("note", _):
            let fold = min(6.0, h / 2)
            out += "<polygon \(paint) points=\""
            points([(x2 - fold, y1), (x1, y1), (x1, y2), (x2, y2), (x2, y1 + fold), (x2 - fold, y1)])
            out += "\"/>\n<polyline fill=\"none\" stroke=\"\(line)\" points=\""
            points([(x2 - fold, y1), (x2 - fold, y1 + fold), (x2, y1 + fold)])
            out += "\"/>\n"
        case ("plaintext", "filled"):
            out += "<polygon fill=\"\(fill)\" stroke=\"transparent\" points=\""
            points([(x2, y1), (x1, y1), (x1, y2), (x2, y2), (x2, y1)])
            out += "\"/>\n"
        default: break
        }
        texts(n, kind: kind, size: text?.size ?? size, color: color, width: w)
        if n.href != nil { out += "</a>\n" }
        out += "</g>\n"
    }

    /// The label's lines: centred on the node, or left-justified inside its margin (a note). A line's
    /// baseline sits 0.3 of the font size below its centre, lines 1.2 sizes apart (as Graphviz sets them).
    mutating func texts(_ n: Pinned.Node, kind: DOTSections.Kind, size: Double, color: String, width: Double) {
        guard !n.label.isEmpty else { return }
        let face = kind.text?.face ?? .sans
        let family = face == .mono || face == .monoBold ? "Courier,monospace" : "Helvetica,sans-Serif"
        let weight = face == .sansBold || face == .monoBold ? " font-weight=\"bold\"" : ""
        let fillText = color == "black" ? "" : " fill=\"\(color)\""
        let anchor = n.left ? "start" : "middle"
        let x = n.left ? n.x - width / 2 + (kind.text?.marginX ?? 0) * 72 : n.x
        let count = Double(n.label.count)
        for (k, line) in n.label.enumerated() {
            let y = n.y - count * 0.6 * size + 0.9 * size + Double(k) * 1.2 * size
            out += "<text text-anchor=\"\(anchor)\" x=\"" + Self.num(x) + "\" y=\"" + Self.num(y) + "\" font-family=\"\(family)\"\(weight) font-size=\""
            out += Self.fixed2(size) + "\"\(fillText)>" + Markup.escape(line) + "</text>\n"
        }
    }

    mutating func edge(_ e: Pinned.Edge, kind: DOTSections.Kind, from: (node: Pinned.Node, kind: DOTSections.Kind),
                       to: (node: Pinned.Node, kind: DOTSections.Kind), id: String) {
        guard case let .edge(style, color, cls, head, size) = kind.look else { return }
        open(id, "edge " + (e.cls ?? cls), title: e.tooltip)
        var (x1, y1, x2, y2) = (from.node.x, from.node.y, to.node.x, to.node.y)
        // A lifeline leaves its object's box at the bottom and ends at the top of its cross.
        if x1 == x2 {
            y1 += Self.halfHeight(from.node, from.kind) * (y2 > y1 ? 1 : -1)
            y2 -= Self.halfHeight(to.node, to.kind) * (y2 > y1 ? 1 : -1)
        }
        let stroke = "stroke=\"\(color)\"" + (style == "bold" ? " stroke-width=\"2\"" : "")
        let dash = style == "dashed" ? " stroke-dasharray=\"5,2\"" : style == "dotted" ? " stroke-dasharray=\"1,5\"" : ""
        let length = (head == "none" ? 0 : 10 * size), half = 3.5 * size
        let dx = x2 - x1, dy = y2 - y1, d = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / d, dy / d)
        let (bx, by) = (x2 - ux * length, y2 - uy * length)
        out += "<path fill=\"none\" \(stroke)\(dash) d=\"M" + Self.num(x1) + "," + Self.num(y1) + " L" + Self.num(bx) + "," + Self.num(by) + "\"/>\n"
        if head != "none" {
            let fill = head == "empty" ? "none" : color
            out += "<polygon fill=\"\(fill)\" \(stroke) points=\""
            points([(bx - uy * half, by + ux * half), (x2, y2), (bx + uy * half, by - ux * half), (bx - uy * half, by + ux * half)])
            out += "\"/>\n"
        }
        out += "</g>\n"
    }

    /// Half a node's height, where an edge meets it (a point's is nothing).
    static func halfHeight(_ n: Pinned.Node, _ kind: DOTSections.Kind) -> Double {
        guard case let .node(_, _, _, _, _, size, _, _, _) = kind.look, kind != .points else { return 0 }
        return (kind.text?.boxHeight(lines: max(n.label.count, 1)) ?? size * 1.2) / 2
    }

    /// A coordinate to two decimals, without trailing zeros ("61.36", "402.3", "16").
    static func num(_ v: Double) -> String {
        let c = Int((v * 100).rounded())
        let a = c.magnitude, whole = a / 100, frac = a % 100
        let sign = c < 0 ? "-" : ""
        if frac == 0 { return sign + String(whole) }
        if frac % 10 == 0 { return sign + String(whole) + "." + String(frac / 10) }
        return sign + String(whole) + (frac < 10 ? ".0" : ".") + String(frac)
    }

    /// Two decimals always ("12.00", "576.72").
    static func fixed2(_ v: Double) -> String {
        let c = Int((v * 100).rounded())
        let a = c.magnitude, frac = a % 100
        return (c < 0 ? "-" : "") + String(a / 100) + (frac < 10 ? ".0" : ".") + String(frac)
    }
}
