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

        var defaults: String {
            switch self {
            case .points: node("point", "invis", fill: "black", line: "black", cls: "", size: 11, box: "0.01", margin: "0")
            case .activations:
                node("box", "filled", fill: "#d7e3f7", line: "#5b7db1", cls: "activation", size: 11,
                     box: nil, margin: "0", fixed: "width=\(DOT.num(SequenceChart.activation / 72)), height=\(DOT.num(16.0 / 72)), fixedsize=true")
            case .systemActors: node("box", "rounded,filled", fill: "#e8e8e8", line: "#888888", cls: "actor system")
            case .actors: node("box", "rounded,filled", fill: "#eef3fb", line: "#5b7db1", cls: "actor")
            case .destroys: node("plaintext", "solid", fill: "white", line: "black", cls: "destroy", size: 16, margin: "0", text: "#b3261e")
            case .steps: node("box", "filled", fill: "#fff4d6", line: "#e0b84a", cls: "step")
            case .notes: node("note", "filled", fill: "#fffbe6", line: "#c9b458", cls: "note")
            case .dividerLabels: node("plaintext", "filled", fill: "white", line: "black", cls: "divider-label", text: "#4a4f57")
            case .labels: node("plaintext", "filled", fill: "white", line: "black", cls: "message-label")
            case .appLabels: node("plaintext", "filled", fill: "white", line: "black", cls: "message-label app")
            // A device log compared with the model: a callback the model does not make here, and a ghost
            // of one the log lacks where the model makes it.
            case .unexpectedLabels: node("plaintext", "filled", fill: "white", line: "black", cls: "message-label unexpected", text: "#b3261e")
            case .missingLabels: node("plaintext", "filled", fill: "white", line: "black", cls: "message-label missing", text: "#8a8f98")
            case .unexpectedMessages: edge("bold", "#b3261e", "message unexpected", head: "normal", size: "0.7")
            case .missingMessages: edge("dashed", "#8a8f98", "message missing", head: "empty", size: "0.7")
            case .systemLifelines: edge("dashed", "#999999", "lifeline")
            case .lifelines: edge("dashed", "#5b7db1", "lifeline")
            case .dividers: edge("dotted", "#b0b0b0", "divider")
            case .messages: edge("solid", "#222222", "message", head: "normal", size: "0.6")
            case .appMessages: edge("solid", "#8a5a00", "message app", head: "normal", size: "0.6")
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
            func size(_ lines: [String]) -> String {
                let w = lines.map(boxWidth).max() ?? 0
                return "width=\(DOT.inches(w)), " + (lines.count > 1 ? "height=\(DOT.inches(boxHeight(lines: lines.count))), " : "")
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

    private var sections = Array(repeating: [String](), count: Kind.allCases.count)

    mutating func add(_ kind: Kind, _ line: String) { sections[kind.rawValue].append(line) }

    /// The sections in order, each after its defaults line; empty sections are left out.
    var lines: [String] {
        var out: [String] = []
        for kind in Kind.allCases where !sections[kind.rawValue].isEmpty {
            out.append(kind.defaults)
            out += sections[kind.rawValue]
        }
        return out
    }
}
