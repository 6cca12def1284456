/// The DOT of a sequence chart, written kind by kind: each kind of node or edge has one `node [...]`
/// or `edge [...]` line with everything its elements share, and each element then carries only what
/// is its own (position, label, sometimes its class). Graphviz parses a third of the text it used to,
/// and nodes are drawn kind by kind (labels last, over the activation bars).
///
/// Every defaults line sets every attribute any kind uses, so no kind inherits another's value.
struct DOTSections {
    enum Kind: Int, CaseIterable {
        // Nodes first: an edge that named a node not yet declared would create it with the wrong defaults.
        case points, activations, systemActors, actors, destroys, steps, notes, dividerLabels, labels, appLabels
        case unexpectedLabels, missingLabels
        case systemLifelines, lifelines, dividers, messages, appMessages, unexpectedMessages, missingMessages

        /// How the kind's elements look: one place for the DOT's defaults line and for `PinnedSVG`.
        var look: Look {
            switch self {
            case .points: .node(shape: "point", style: "invis", fill: "black", line: "black", cls: "", size: 11, box: "0.01", margin: "0")
            case .activations: .node(shape: "box", style: "filled", fill: "#d7e3f7", line: "#5b7db1", cls: "activation", margin: "0")
            case .systemActors: .node(shape: "box", style: "rounded,filled", fill: "#e8e8e8", line: "#888888", cls: "actor system")
            case .actors: .node(shape: "box", style: "rounded,filled", fill: "#eef3fb", line: "#5b7db1", cls: "actor")
            case .destroys: .node(shape: "plaintext", style: "solid", fill: "white", line: "black", cls: "destroy", size: 16, margin: "0", text: "#b3261e")
            case .steps: .node(shape: "box", style: "filled", fill: "#fff4d6", line: "#e0b84a", cls: "step")
            case .notes: .node(shape: "note", style: "filled", fill: "#fffbe6", line: "#c9b458", cls: "note")
            case .dividerLabels: .node(shape: "plaintext", style: "filled", fill: "white", line: "black", cls: "divider-label", text: "#4a4f57")
            case .labels: .node(shape: "plaintext", style: "filled", fill: "white", line: "black", cls: "message-label")
            case .appLabels: .node(shape: "plaintext", style: "filled", fill: "white", line: "black", cls: "message-label app")
            // A device log compared with the model: a callback the model does not make here, and a ghost
            // of one the log lacks where the model makes it.
            case .unexpectedLabels: .node(shape: "plaintext", style: "filled", fill: "white", line: "black", cls: "message-label unexpected", text: "#b3261e")
            case .missingLabels: .node(shape: "plaintext", style: "filled", fill: "white", line: "black", cls: "message-label missing", text: "#8a8f98")
            case .unexpectedMessages: .edge(style: "bold", color: "#b3261e", cls: "message unexpected", head: "normal", size: 0.7)
            case .missingMessages: .edge(style: "dashed", color: "#8a8f98", cls: "message missing", head: "empty", size: 0.7)
            case .systemLifelines: .edge(style: "dashed", color: "#999999", cls: "lifeline")
            case .lifelines: .edge(style: "dashed", color: "#5b7db1", cls: "lifeline")
            case .dividers: .edge(style: "dotted", color: "#b0b0b0", cls: "divider")
            case .messages: .edge(style: "solid", color: "#222222", cls: "message", head: "normal", size: 0.6)
            case .appMessages: .edge(style: "solid", color: "#8a5a00", cls: "message app", head: "normal", size: 0.6)
            }
        }

        enum Look {
            case node(shape: String, style: String, fill: String, line: String, cls: String, size: Double = 11, box: String? = "0", margin: String? = nil,
                      text: String = "black")
            case edge(style: String, color: String, cls: String, head: String = "none", size: Double = 1)

            var cls: String {
                switch self {
                case .node(_, _, _, _, let cls, _, _, _, _), .edge(_, _, let cls, _, _): cls
                }
            }
        }

        /// The size of an activation bar, in points (a focus chart's are shorter: `Pinned.Node.barHeight`).
        static let barWidth = SequenceChart.activation, barHeight = 16.0

        var defaults: String {
            switch look {
            case let .node(shape, style, fill, line, cls, size, box, margin, color):
                let fixed = self == .activations
                    ? "width=\(DOT.num(Self.barWidth / 72)), height=\(DOT.num(Self.barHeight / 72)), fixedsize=true" : nil
                return node(shape, style, fill: fill, line: line, cls: cls, size: size, box: box, margin: margin, fixed: fixed, text: color)
            case let .edge(style, color, cls, head, size):
                return edge(style, color, cls, head: head, size: DOT.num(size))
            }
        }

        /// How a kind that draws text in a box sets it: face, size, and margins (inches, Graphviz's unit)
        /// — one place for the DOT's defaults and for the widths the chart gives Graphviz (`textNode`).
        struct TextStyle {
            var face: TextWidth.Face, size: Double, marginX = 0.04, marginY = 0.02
            /// The box a line of text needs across, in points.
            func boxWidth(_ text: String) -> Double { TextWidth.width(text, size: size, face: face) + 2 * marginX * 72 }
            /// The box's height for `lines` lines, in points (Graphviz sets lines 1.2 × the size apart).
            func boxHeight(lines: Int = 1) -> Double { Double(lines) * size * 1.2 + 2 * marginY * 72 }
            /// The node's size, set by the chart: its shape is exactly this box, whatever Graphviz's own estimate of
            /// the text (no Pango when drawing: its built-in table guesses CJK and bold Latin wrong).
            /// (A one-line box's height and `fixedsize=shape` are the kind's defaults: Graphviz parses them once.)
            func size(width w: Double, lines: Int) -> String {
                "width=\(DOT.inches(w)), " + (lines > 1 ? "height=\(DOT.inches(boxHeight(lines: lines))), " : "")
            }
        }

        var text: TextStyle? {
            switch self {
            case .systemActors, .actors: TextStyle(face: .sans, size: SequenceChart.headerSize)
            case .steps: TextStyle(face: .sansBold, size: SequenceChart.headingSize)
            case .notes: TextStyle(face: .sans, size: SequenceChart.noteSize, marginX: 0.06, marginY: 0.04)
            case .dividerLabels: TextStyle(face: .sans, size: SequenceChart.dividerSize)
            case .labels, .appLabels, .missingLabels: TextStyle(face: .mono, size: SequenceChart.messageSize)
            case .unexpectedLabels: TextStyle(face: .monoBold, size: SequenceChart.messageSize)
            default: nil
            }
        }

        private static let fontNames: [TextWidth.Face: String] = [.sans: "Helvetica", .sansBold: "Helvetica-Bold", .mono: "Courier", .monoBold: "Courier-Bold"]

        private func node(_ shape: String, _ style: String, fill: String, line: String, cls: String, size: Double = 11, box: String? = "0",
                          margin: String? = nil, fixed: String? = nil, text color: String = "black") -> String {
            let geometry = fixed ?? text.map { "width=0, height=\(DOT.inches($0.boxHeight())), fixedsize=shape" }
                ?? "width=\(box ?? "0"), height=\(box ?? "0"), fixedsize=false"
            let font = text.map { Self.fontNames[$0.face] ?? "Helvetica" } ?? "Helvetica"
            let margin = margin ?? text.map { "\(DOT.num($0.marginX)),\(DOT.num($0.marginY))" } ?? "0.04,0.02"
            return "  node [shape=\(shape), style=\(DOT.quote(style)), fillcolor=\(DOT.quote(fill)), color=\(DOT.quote(line)), "
                + "fontcolor=\(DOT.quote(color)), class=\(DOT.quote(cls)), fontname=\(DOT.quote(font)), fontsize=\(DOT.num(text?.size ?? size)), "
                + "\(geometry), margin=\(DOT.quote(margin)), label=\"\"];"
        }

        private func edge(_ style: String, _ color: String, _ cls: String, head: String = "none", size: String = "1") -> String {
            "  edge [style=\(style), color=\(DOT.quote(color)), class=\(DOT.quote(cls)), arrowhead=\(head), arrowsize=\(size)];"
        }
    }

    private(set) var sections = Array(repeating: [[Pinned]](), count: Kind.allCases.count)

    /// One line of a section: a node or edge, or a few written on the same line.
    mutating func add(_ kind: Kind, _ line: Pinned...) { sections[kind.rawValue].append(line) }

    /// The sections in order, each after its defaults line; empty sections are left out.
    var lines: [String] {
        var out: [String] = []
        for kind in Kind.allCases where !sections[kind.rawValue].isEmpty {
            out.append(kind.defaults)
            for line in sections[kind.rawValue] { out.append("  " + line.map { $0.dot(kind) }.joined(separator: " ")) }
        }
        return out
    }
}

/// A node pinned where the chart put it, or an edge between two of them: what the chart draws, as values.
/// `DOTSections` writes them as DOT for Graphviz (`lifeline export`, `run --format dot`); `PinnedSVG` draws
/// them itself. `y` grows downwards from the chart's top; DOT's grows upwards from its bottom (`height`).
enum Pinned: Sendable {
    case node(Node)
    case edge(Edge)

    struct Node: Sendable {
        var name: String
        var x: Double, y: Double
        /// The canvas height, to write DOT's y.
        var height: Double
        var label: [String] = []
        /// The widest line's box, in points, measured once (`TextStyle.boxWidth`) for the DOT and the SVG.
        var labelWidth: Double?
        /// Left-justified lines (a note), else one centred line.
        var left = false
        var cls: String?, id: String?, href: String?, tooltip: String?
        /// An activation bar's own height, in points (the kind's otherwise).
        var barHeight: Double?

        /// The widest line's box in `kind`'s text style.
        func boxWidth(_ kind: DOTSections.Kind) -> Double {
            labelWidth ?? label.map { kind.text?.boxWidth($0) ?? 0 }.max() ?? 0
        }
    }

    struct Edge: Sendable {
        var from: String, to: String
        var cls: String?, id: String?, tooltip: String?
    }

    func dot(_ kind: DOTSections.Kind) -> String {
        switch self {
        case .node(let n):
            var attributes = ""
            if let cls = n.cls { attributes += "class=\(DOT.quote(cls)), " }
            if let h = n.barHeight { attributes += "height=\(DOT.num(h / 72)), " }
            if let id = n.id { attributes += "id=\(DOT.quote(id)), " }
            if let href = n.href { attributes += "href=\(DOT.quote(href)), " }
            if let tip = n.tooltip { attributes += "tooltip=\(DOT.quote(tip)), " }
            if !n.label.isEmpty {
                attributes += kind.text.map { $0.size(width: n.boxWidth(kind), lines: n.label.count) } ?? ""
                attributes += "label=" + (n.left ? DOT.leftLines(n.label) : DOT.quote(n.label[0])) + ", "
            }
            return "\(n.name) [\(attributes)pos=\"\(DOT.num(n.x)),\(DOT.num(n.height - n.y))!\"];"
        case .edge(let e):
            var attributes: [String] = []
            if let cls = e.cls { attributes.append("class=\(DOT.quote(cls))") }
            if let id = e.id { attributes.append("id=\(DOT.quote(id))") }
            if let tip = e.tooltip { attributes.append("tooltip=\(DOT.quote(tip))") }
            return "\(e.from) -> \(e.to)" + (attributes.isEmpty ? ";" : " [\(attributes.joined(separator: ", "))];")
        }
    }
}
