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
            case .systemActors: node("box", "rounded,filled", fill: "#e8e8e8", line: "#888888", cls: "actor system", size: SequenceChart.headerSize)
            case .actors: node("box", "rounded,filled", fill: "#eef3fb", line: "#5b7db1", cls: "actor", size: SequenceChart.headerSize)
            case .destroys: node("plaintext", "solid", fill: "white", line: "black", cls: "destroy", size: 16, margin: "0", text: "#b3261e")
            case .steps:
                node("box", "filled", fill: "#fff4d6", line: "#e0b84a", cls: "step", size: SequenceChart.headingSize, font: "Helvetica-Bold")
            case .notes: node("note", "filled", fill: "#fffbe6", line: "#c9b458", cls: "note", size: SequenceChart.noteSize, margin: "0.06,0.04")
            case .dividerLabels: node("plaintext", "filled", fill: "white", line: "black", cls: "divider-label", size: SequenceChart.dividerSize, text: "#4a4f57")
            case .labels: node("plaintext", "filled", fill: "white", line: "black", cls: "message-label", size: SequenceChart.messageSize, font: "Courier")
            case .appLabels:
                node("plaintext", "filled", fill: "white", line: "black", cls: "message-label app", size: SequenceChart.messageSize, font: "Courier")
            // A device log compared with the model: a callback the model does not make here, and a ghost
            // of one the log lacks where the model makes it.
            case .unexpectedLabels:
                node("plaintext", "filled", fill: "white", line: "black", cls: "message-label unexpected", size: SequenceChart.messageSize,
                     text: "#b3261e", font: "Courier-Bold")
            case .missingLabels:
                node("plaintext", "filled", fill: "white", line: "black", cls: "message-label missing", size: SequenceChart.messageSize,
                     text: "#8a8f98", font: "Courier")
            case .unexpectedMessages: edge("bold", "#b3261e", "message unexpected", head: "normal", size: "0.7")
            case .missingMessages: edge("dashed", "#8a8f98", "message missing", head: "empty", size: "0.7")
            case .systemLifelines: edge("dashed", "#999999", "lifeline")
            case .lifelines: edge("dashed", "#5b7db1", "lifeline")
            case .dividers: edge("dotted", "#b0b0b0", "divider")
            case .messages: edge("solid", "#222222", "message", head: "normal", size: "0.6")
            case .appMessages: edge("solid", "#8a5a00", "message app", head: "normal", size: "0.6")
            }
        }

        private func node(_ shape: String, _ style: String, fill: String, line: String, cls: String, size: Double, box: String? = "0",
                          margin: String = "0.04,0.02", fixed: String? = nil, text: String = "black", font: String = "Helvetica") -> String {
            let geometry = fixed ?? "width=\(box ?? "0"), height=\(box ?? "0"), fixedsize=false"
            return "  node [shape=\(shape), style=\(DOT.quote(style)), fillcolor=\(DOT.quote(fill)), color=\(DOT.quote(line)), "
                + "fontcolor=\(DOT.quote(text)), class=\(DOT.quote(cls)), fontname=\(DOT.quote(font)), fontsize=\(DOT.num(size)), "
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
