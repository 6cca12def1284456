/// The shapes of a pinned chart's nodes and edges, as Graphviz draws each kind's DOT defaults
/// (`DOTSections.Kind.look`): boxes, rounded boxes, notes, text on a white ground, lines with arrowheads.
extension SVGWriter {
    mutating func node(_ n: Pinned.Node, kind: DOTSections.Kind, id: String) {
        guard case let .node(shape, style, fill, line, cls, size, _, _, color) = kind.look else { return }
        open(id, "node ", n.cls ?? cls, title: n.href == nil ? n.tooltip : nil)
        if let href = n.href {
            raw("<a xlink:href=\"")
            escaped(href)
            raw("\" xlink:title=\"")
            escaped(n.tooltip ?? "")
            raw("\">\n")
        }
        let bar = kind == .activations
        let w = bar ? DOTSections.Kind.barWidth : n.boxWidth(kind)
        let h = bar ? n.barHeight ?? DOTSections.Kind.barHeight : kind.text?.boxHeight(lines: n.label.count) ?? size * 1.2
        let (x1, y1, x2, y2) = (n.x - w / 2, n.y - h / 2, n.x + w / 2, n.y + h / 2)
        switch (shape, style) {
        case ("box", "rounded,filled"):
            let r = min(5.0, h / 3)
            raw("<path fill=\"" + fill + "\" stroke=\"" + line + "\" d=\"M")
            points([(x1 + r, y1)])
            // Each side, then its corner: a curve through the corner to the next side.
            for (to, corner, next) in [((x2 - r, y1), (x2, y1), (x2, y1 + r)), ((x2, y2 - r), (x2, y2), (x2 - r, y2)),
                                       ((x1 + r, y2), (x1, y2), (x1, y2 - r)), ((x1, y1 + r), (x1, y1), (x1 + r, y1))] {
                raw(" L")
                points([to])
                raw(" C")
                points([corner, corner, next])
            }
            raw(" Z\"/>\n")
        case ("box", _), ("plaintext", "filled"):
            raw("<polygon fill=\"" + fill + "\" stroke=\"" + (shape == "box" ? line : "transparent") + "\" points=\"")
            points([(x2, y1), (x1, y1), (x1, y2), (x2, y2), (x2, y1)])
            raw("\"/>\n")
        case ("note", _):
            let fold = min(6.0, h / 2)
            raw("<polygon fill=\"" + fill + "\" stroke=\"" + line + "\" points=\"")
            points([(x2 - fold, y1), (x1, y1), (x1, y2), (x2, y2), (x2, y1 + fold), (x2 - fold, y1)])
            raw("\"/>\n<polyline fill=\"none\" stroke=\"" + line + "\" points=\"")
            points([(x2 - fold, y1), (x2 - fold, y1 + fold), (x2, y1 + fold)])
            raw("\"/>\n")
        default: break
        }
        texts(n, kind: kind, size: kind.text?.size ?? size, color: color, width: w)
        if n.href != nil { raw("</a>\n") }
        raw("</g>\n")
    }

    /// The label's lines: centred on the node, or left-justified inside its margin (a note). A line's
    /// baseline sits 0.3 of the font size below its centre, lines 1.2 sizes apart (as Graphviz sets them).
    mutating func texts(_ n: Pinned.Node, kind: DOTSections.Kind, size: Double, color: String, width: Double) {
        guard !n.label.isEmpty else { return }
        let face = kind.text?.face ?? .sans
        let family = face == .mono || face == .monoBold ? "Courier,monospace" : "Helvetica,sans-Serif"
        let weight = face == .sansBold || face == .monoBold ? " font-weight=\"bold\"" : ""
        let fillText = color == "black" ? "" : " fill=\"" + color + "\""
        let x = n.left ? n.x - width / 2 + (kind.text?.marginX ?? 0) * 72 : n.x
        let count = Double(n.label.count)
        for (k, line) in n.label.enumerated() {
            raw(n.left ? "<text text-anchor=\"start\" x=\"" : "<text text-anchor=\"middle\" x=\"")
            num(x)
            raw("\" y=\"")
            num(n.y - count * 0.6 * size + 0.9 * size + Double(k) * 1.2 * size)
            raw("\" font-family=\"" + family + "\"" + weight + " font-size=\"")
            fixed2(size)
            raw("\"" + fillText + ">")
            escaped(line)
            raw("</text>\n")
        }
    }

    mutating func edge(_ e: Pinned.Edge, kind: DOTSections.Kind, from: (node: Pinned.Node, kind: DOTSections.Kind),
                       to: (node: Pinned.Node, kind: DOTSections.Kind), id: String) {
        guard case let .edge(style, color, cls, head, size) = kind.look else { return }
        open(id, "edge ", e.cls ?? cls, title: e.tooltip)
        var (x1, y1, x2, y2) = (from.node.x, from.node.y, to.node.x, to.node.y)
        // A lifeline leaves its object's box at the bottom and ends at the top of its cross.
        if x1 == x2 {
            y1 += Self.halfHeight(from.node, from.kind) * (y2 > y1 ? 1 : -1)
            y2 -= Self.halfHeight(to.node, to.kind) * (y2 > y1 ? 1 : -1)
        }
        let stroke = "stroke=\"" + color + "\"" + (style == "bold" ? " stroke-width=\"2\"" : "")
        let dash = style == "dashed" ? " stroke-dasharray=\"5,2\"" : style == "dotted" ? " stroke-dasharray=\"1,5\"" : ""
        let length = (head == "none" ? 0 : 10 * size), half = 3.5 * size
        let dx = x2 - x1, dy = y2 - y1, d = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (ux, uy) = (dx / d, dy / d)
        let (bx, by) = (x2 - ux * length, y2 - uy * length)
        raw("<path fill=\"none\" " + stroke + dash + " d=\"M")
        points([(x1, y1)])
        raw(" L")
        points([(bx, by)])
        raw("\"/>\n")
        if head != "none" {
            raw("<polygon fill=\"" + (head == "empty" ? "none" : color) + "\" " + stroke + " points=\"")
            points([(bx - uy * half, by + ux * half), (x2, y2), (bx + uy * half, by - ux * half), (bx - uy * half, by + ux * half)])
            raw("\"/>\n")
        }
        raw("</g>\n")
    }

    /// Half a node's height, where an edge meets it (a point's is nothing).
    static func halfHeight(_ n: Pinned.Node, _ kind: DOTSections.Kind) -> Double {
        guard case let .node(_, _, _, _, _, size, _, _, _) = kind.look, kind != .points else { return 0 }
        return (kind.text?.boxHeight(lines: max(n.label.count, 1)) ?? size * 1.2) / 2
    }
}
