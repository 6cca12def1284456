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
        w.out.reserveCapacity(4096 + sections.sections.reduce(0) { $0 + $1.count } * 320)
        w.raw("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\"\n")
        w.raw(" \"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n<svg width=\"")
        w.raw(String(Int(width.rounded())) + "pt\" height=\"" + String(Int(height.rounded())) + "pt\"\n viewBox=\"0.00 0.00 ")
        w.fixed2(width)
        w.raw(" ")
        w.fixed2(height)
        w.raw("\" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n<g id=\"")
        w.escaped(gid)
        w.raw("\" class=\"graph sequence\">\n<polygon fill=\"white\" stroke=\"transparent\" points=\"")
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
        return String(decoding: w.out, as: UTF8.self)
    }
}

/// Appends SVG to one byte buffer: numbers are written digit by digit, text escaped as it is copied.
struct SVGWriter {
    var out: [UInt8] = []

    mutating func raw(_ s: String) {
        // A native string's bytes are contiguous: copied at once, not byte by byte through its UTF-8 view.
        if s.utf8.withContiguousStorageIfAvailable({ out.append(contentsOf: $0) }) == nil { out.append(contentsOf: s.utf8) }
    }

    /// Text or an attribute's value, escaped by the project's one escaper (it returns most texts as they are).
    mutating func escaped(_ s: String) { raw(Markup.escape(s)) }

    mutating func open(_ id: String, _ kindClass: String, _ cls: String?, title: String?) {
        raw("<g id=\"")
        escaped(id)
        raw("\" class=\"")
        raw(kindClass)
        escaped(cls ?? "")
        raw("\">\n")
        if let title { raw("<title>"); escaped(title); raw("</title>\n") }
    }

    mutating func points(_ ps: [(Double, Double)]) {
        for (k, p) in ps.enumerated() {
            if k > 0 { out.append(0x20) }
            point(p.0, p.1)
        }
    }

    mutating func point(_ x: Double, _ y: Double) {
        num(x)
        out.append(0x2C)
        num(y)
    }

    /// A coordinate to two decimals, without trailing zeros ("61.36", "402.3", "16").
    mutating func num(_ v: Double) {
        let c = Int((v * 100).rounded())
        if c < 0 { out.append(0x2D) }
        let a = c.magnitude
        digits(a / 100)
        let frac = a % 100
        guard frac != 0 else { return }
        out.append(0x2E)
        out.append(UInt8(0x30 + frac / 10))
        if frac % 10 != 0 { out.append(UInt8(0x30 + frac % 10)) }
    }

    /// Two decimals always ("12.00", "576.72").
    mutating func fixed2(_ v: Double) {
        let c = Int((v * 100).rounded())
        if c < 0 { out.append(0x2D) }
        let a = c.magnitude
        digits(a / 100)
        out.append(0x2E)
        out.append(UInt8(0x30 + a % 100 / 10))
        out.append(UInt8(0x30 + a % 10))
    }

    mutating func digits(_ n: UInt) {
        if n >= 10 { digits(n / 10) }
        out.append(UInt8(0x30 + n % 10))
    }

    static func num(_ v: Double) -> String { var w = SVGWriter(); w.num(v); return String(decoding: w.out, as: UTF8.self) }
    static func fixed2(_ v: Double) -> String { var w = SVGWriter(); w.fixed2(v); return String(decoding: w.out, as: UTF8.self) }
}
