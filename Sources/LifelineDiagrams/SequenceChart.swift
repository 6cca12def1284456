import LifelineLanguage
import LifelineModel

/// A sequence chart whose geometry is computed here and pinned in DOT (render with engine "nop"):
/// one lifeline per object in order of first appearance, from its creation to a cross at deinit;
/// one row per callback in trace order; run-loop turns as labelled dividers; the user's action for
/// each step as a heading row; optional notes beside the steps.
package struct SequenceChart: Sendable {
    package var id: String
    /// The DOT's lines before its sections (the graph and its attributes).
    var head: [String]
    /// The chart as DOT (`lifeline export`, `run --format dot`), written when asked for: the site draws from `drawing`.
    package var dot: String { (head + drawing.sections.lines + ["}"]).joined(separator: "\n") + "\n" }
    package var width: Double
    package var height: Double
    package var title: String
    package var summary: String
    /// The same chart as values, drawn by `PinnedDrawing.svg()`.
    package var drawing: PinnedDrawing

    // Geometry, in points.
    static let margin = 16.0, messageSize = 11.0, headerSize = 12.0, headingSize = 12.0, noteSize = 11.0, dividerSize = 10.5
    static let rowHeight = 24.0, creationRowHeight = 48.0, headingHeight = 30.0, dividerHeight = 22.0
    static let headerHeight = 26.0, minGap = 36.0, noteWidth = 250.0, activation = 8.0
    /// A focus chart's row and activation bar heights: a label 14 pt above its arrow clears the bar below it.
    static let focusRowHeight = 30.0, focusActivation = 12.0
    /// Graphviz's margin around a text node's label (0.04 inch on each side).
    static let textMargin = 0.04 * 72

    /// The width of an object's header box, in points.
    static func headerBox(_ name: String) -> Double { DOTSections.Kind.actors.text?.boxWidth(name) ?? 0 }

    /// Rows (callbacks) per part when a long trace is drawn in parts.
    package static let rowsPerPart = 150

    /// The whole trace as one chart.
    /// How a device log's callback compares with the model (`lifeline trace check --format svg`).
    package enum Mark: Sendable { case unexpected, missing }

    package static func make(scenario: Scenario, trace: Trace, strings: Words, notes: [Int: String] = [:],
                            marks: [Int: Mark] = [:]) -> SequenceChart {
        var b = Builder(scenario: scenario, trace: trace, strings: strings, notes: notes, window: trace.events.indices,
                        objects: TraceObjects(trace), part: nil)
        b.marks = marks
        return b.build()
    }

    /// The trace as numbered parts of at most `maxRows` callbacks each (a step is never split unless it
    /// alone is longer), each part with the headers of every object alive in it at its top. A trace
    /// that fits is one part, identical to `make`.
    package static func parts(scenario: Scenario, trace: Trace, strings: Words, maxRows: Int = rowsPerPart) -> [SequenceChart] {
        let ranges = partRanges(trace, maxRows: maxRows)
        guard ranges.count > 1 else { return [make(scenario: scenario, trace: trace, strings: strings)] }
        let objects = TraceObjects(trace)
        return ranges.enumerated().map { k, range in
            var b = Builder(scenario: scenario, trace: trace, strings: strings, notes: [:], window: range, objects: objects,
                            part: (k + 1, ranges.count))
            return b.build()
        }
    }

    struct Builder {
        let scenario: Scenario
        let trace: Trace
        let strings: Words
        let notes: [Int: String]
        /// The events this chart draws (all of them, or one part's).
        let window: Range<Int>
        /// Objects and callers of the whole trace, so a part knows who called and who already exists.
        let objects: TraceObjects
        /// (number, count) when the chart is one part of several.
        let part: (number: Int, of: Int)?
        /// Each object's first event and its deinit, over the whole trace (`TraceObjects`, made once per chart).
        var first: [ActorRef: Int] { objects.first }
        var deinits: [ActorRef: Int] { objects.deinits }
        var lines: [String] = []
        var dot = DOTSections()
        var marks: [Int: Mark] = [:]
        /// The step a focus chart draws (`FocusChart.swift`): no heading row, unlabelled turn dividers,
        /// only the objects that act.
        var focus: Int?
        /// The launch drawn as one row that links to the launch scenario (`FoldedLaunch.swift`).
        var fold: Fold?
        var counter = 0
        /// The graph's id: each callback's arrow and label get `<gid>_e<seq>` and `<gid>_l<seq>`, so a
        /// page can point at the callback it is explaining.
        var gid = ""

        init(scenario: Scenario, trace: Trace, strings: Words, notes: [Int: String], window: Range<Int>,
             objects: TraceObjects, part: (Int, Int)?) {
            self.scenario = scenario; self.trace = trace; self.strings = strings; self.notes = notes
            self.window = window; self.objects = objects; self.part = part
        }

        /// The objects this chart shows: those with a callback in the window, and those alive across it.
        var shownObjects: [ActorRef] {
            if focus != nil { return actingObjects }
            // With the launch folded, the app's and scene's delegates are drawn only if they act later.
            if fold != nil { return objects.order.filter { alive($0) && (!trace.isDelegate($0) || actingObjects.contains($0)) } }
            return objects.order.filter(alive)
        }

        /// Whether an object is in the window: made in it, or made before and not yet gone.
        func alive(_ k: ActorRef) -> Bool {
            let f = first[k].guaranteed("every drawn actor has a first event")
            if window.contains(f) { return true }
            return f < window.lowerBound && (deinits[k] ?? Int.max) >= window.lowerBound
        }

        /// Whether event `i` is the first of its object in the whole trace (its creation row).
        func isCreation(_ i: Int) -> Bool { first[trace.events[i].actorRef] == i }

        mutating func name() -> String { counter += 1; return "n\(counter)" }

        mutating func build() -> SequenceChart {
            var labels: [Int: String] = [:]
            for i in window { labels[i] = CallLabel.short(CallLabel.text(trace.events[i])) }
            let hasApp = window.contains { objects.callers[$0] == .app }
            var columns = Columns(order: shownObjects, hasApp: hasApp, strings: strings, objects: objects)
            columns.xs = xPositions(columns, labels: labels)
            let noteX = (columns.xs.last ?? 0) + (columns.headerWidths.last ?? 0) / 2 + 24
            var rows = rowLayout(noteX: noteX)
            if focus != nil { rows.width = max(rows.width, labelsRight(columns, labels) + SequenceChart.margin) }
            var title = strings("sequence.title", scenario.title ?? scenario.id)
            // A focus chart's ids name its step only (one per step on a page), so the same step in two
            // scenarios — the launch most of them open with — is the same DOT, drawn once.
            gid = focus.map { "step\($0)" } ?? DOT.ident(scenario.id) + "_seq"
            if let part {
                title = strings("sequence.part", title, String(part.number), String(part.of))
                if part.number > 1 { gid += "_\(part.number)" }
            }
            lines.append("digraph \(DOT.quote(gid)) {")
            lines.append("  graph [id=\(DOT.quote(gid)), class=\"sequence\", splines=line, outputorder=edgesfirst, bgcolor=\"white\", pad=\"0\", fontname=\"Helvetica\"];")
            // Canvas corners, so the drawing has the size computed here.
            dot.add(.points, .node(.init(name: "c0", x: 0, y: rows.height, height: rows.height)),
                    .node(.init(name: "c1", x: rows.width, y: 0, height: rows.height)))
            drawLifelines(columns, rows)
            for r in rows.rows {
                switch r.kind {
                case .heading(let step): drawHeading(step, y: r.y, noteX: noteX, height: rows.height)
                case .folded: drawFolded(y: r.y, height: rows.height)
                case .divider(let turn): drawDivider(turn, y: r.y, rows)
                case .message(let i, let creation): drawMessage(i, creation: creation, y: r.y, columns, label: labels[i].guaranteed("every message has a label"), height: rows.height)
                }
            }
            let summary = describe(names: shownObjects.map(\.description))
            let id = scenario.id + (part.map { $0.number > 1 ? "-\($0.number)" : "" } ?? "")
            return SequenceChart(id: id, head: lines, width: rows.width, height: rows.height,
                                 title: title, summary: summary, drawing: PinnedDrawing(gid: gid, width: rows.width, height: rows.height, sections: dot))
        }

        /// Column centres: gaps between neighbouring columns leave room for the headers and for every message label.
        func xPositions(_ columns: Columns, labels: [Int: String]) -> [Double] {
            let headerWidths = columns.headerWidths
            var gaps: [Double] = []
            for c in 0..<max(columns.count - 1, 0) {
                let room: Double = headerWidths[c] / 2 + headerWidths[c + 1] / 2 + 20
                gaps.append(max(SequenceChart.minGap, room))
            }
            var spans: [(lo: Int, hi: Int, need: Double)] = []
            // A focus chart's labels start at their arrow's left end and may run over the lanes beyond it
            // (`labelX`): only the headers set its gaps, so a step's chart stays narrow enough for a phone.
            for i in window where focus == nil {
                let e = trace.events[i]
                let from = columns.callerColumn(objects.callers[i]), to = columns.column[e.actorRef].guaranteed("every actor has a column")
                // A creation's label must clear the new object's box (the row under a box is lower, `rowLayout`).
                let extra: Double = isCreation(i) ? headerWidths[to] / 2 : 0
                let labelWidth = TextWidth.width(labels[i].guaranteed("every message has a label"), size: SequenceChart.messageSize, face: .mono)
                let need: Double = labelWidth + 24 + extra
                spans.append((lo: min(from, to), hi: max(from, to), need: need))
            }
            for s in spans.sorted(by: { ($0.hi - $0.lo) < ($1.hi - $1.lo) }) where s.hi > s.lo {
                let have = gaps[s.lo..<s.hi].reduce(0, +)
                if have < s.need {
                    let add = (s.need - have) / Double(s.hi - s.lo)
                    for g in s.lo..<s.hi { gaps[g] += add }
                }
            }
            var xs = [SequenceChart.margin + (focus == nil ? max(headerWidths[0], 90) : headerWidths[0]) / 2]
            for g in gaps { xs.append((xs.last ?? 0) + g) }
            return xs
        }

        /// The rows top-down, where each event's row is, and the canvas they need.
        struct Rows {
            var rows: [(kind: Row, y: Double)] = []
            /// The y of each event's row, by event index.
            var messageY: [Int: Double] = [:]
            var topHeaderY = 0.0, bottom = 0.0, width = 0.0, height = 0.0
            /// Graphviz's y grows upwards.
            func gy(_ top: Double) -> Double { height - top }
        }

        func rowLayout(noteX: Double) -> Rows {
            var out = Rows()
            var y = SequenceChart.margin
            out.topHeaderY = y + SequenceChart.headerHeight / 2
            y += SequenceChart.headerHeight + 10
            if fold != nil { out.rows.append((.folded, y + SequenceChart.headingHeight / 2)); y += SequenceChart.headingHeight }
            var lastStep = 0, lastTurn = -1
            var noteBottom = 0.0
            for i in window {
                let e = trace.events[i]
                if e.step != lastStep, focus == nil {
                    y = max(y, noteBottom)
                    out.rows.append((.heading(e.step), y + SequenceChart.headingHeight / 2))
                    if let note = notes[e.step] {
                        let lineCount = Double(TextWidth.wrap(note, size: SequenceChart.noteSize, maxWidth: SequenceChart.noteWidth - 24).count)
                        noteBottom = y + SequenceChart.headingHeight + lineCount * SequenceChart.noteSize * 1.3 + 24
                    }
                    y += SequenceChart.headingHeight
                    lastStep = e.step
                }
                if e.turn != lastTurn {
                    out.rows.append((.divider(e.turn), y + SequenceChart.dividerHeight / 2))
                    y += SequenceChart.dividerHeight
                    lastTurn = e.turn
                }
                let creation = isCreation(i)
                // The row just under a new object's box is lower, so its label clears the box whatever its width.
                let underBox = i > window.lowerBound && isCreation(i - 1)
                // A focus chart's rows are taller: its labels run over the lanes past their arrow's head (`labelX`),
                // above that lane's (shorter) activation bar.
                let plain = focus == nil ? SequenceChart.rowHeight : SequenceChart.focusRowHeight
                let h = creation ? SequenceChart.creationRowHeight : plain + (underBox ? 6 : 0)
                out.rows.append((.message(i, creation), y + h - 8))
                out.messageY[i] = y + h - 8
                y += h
            }
            out.bottom = max(y, noteBottom) + 14
            out.height = out.bottom + SequenceChart.margin
            var contentRight = noteX + (notes.isEmpty ? -24 : SequenceChart.noteWidth + 40)
            // Heading labels sit at the left margin and may widen the canvas.
            for r in out.rows {
                let text: String
                switch r.kind {
                case .heading(let s): text = strings.stepHeading(scenario, s)
                case .folded: text = foldedText
                default: continue
                }
                contentRight = max(contentRight, SequenceChart.margin + TextWidth.width(text, size: SequenceChart.headingSize, face: .sansBold) + 2 * SequenceChart.textMargin + 12)
            }
            out.width = contentRight + SequenceChart.margin
            return out
        }

        /// Pseudo-lifelines for UIKit and App code from the top; for each object, a box where it first
        /// appears and a line down to its end (a cross at deinit).
        mutating func drawLifelines(_ columns: Columns, _ rows: Rows) {
            let xs = columns.xs, height = rows.height
            for c in 0..<columns.firstObject {
                let head = textNode(columns.titles[c], x: xs[c], y: rows.topHeaderY, height: height, .systemActors)
                let foot = name()
                dot.add(.points, .node(.init(name: foot, x: xs[c], y: rows.bottom, height: height)))
                dot.add(.systemLifelines, .edge(.init(from: head, to: foot)))
            }
            for k in shownObjects {
                let c = columns.column[k].guaranteed("every shown object has a column")
                let kind = trace.actorKinds[k.name]?.rawValue ?? "object"
                // An object made in an earlier part has its header at the top, like UIKit's.
                let headY = rows.messageY[first[k].guaranteed("every drawn actor has a first event")] ?? rows.topHeaderY
                let head = textNode(k.description, x: xs[c], y: headY, height: height, .actors, cls: "actor \(kind)")
                let end = name()
                if let d = deinits[k], let dy = rows.messageY[d] {
                    dot.add(.destroys, .node(.init(name: end, x: xs[c], y: dy, height: height, label: ["×"])))
                } else {
                    dot.add(.points, .node(.init(name: end, x: xs[c], y: rows.bottom, height: height)))
                }
                dot.add(.lifelines, .edge(.init(from: head, to: end)))
            }
        }

        /// A step's heading row, and its note beside it.
        mutating func drawHeading(_ s: Int, y: Double, noteX: Double, height: Double) {
            let text = strings.stepHeading(scenario, s)
            _ = textNode(text, x: SequenceChart.margin + TextWidth.width(text, size: SequenceChart.headingSize, face: .sansBold) / 2 + SequenceChart.textMargin + 4, y: y,
                         height: height, .steps)
            guard let note = notes[s] else { return }
            let wrapped = TextWidth.wrap(note, size: SequenceChart.noteSize, maxWidth: SequenceChart.noteWidth - 24)
            let w = wrapped.map { TextWidth.width($0, size: SequenceChart.noteSize) }.max() ?? 0
            let h = Double(wrapped.count) * SequenceChart.noteSize * 1.3
            let n = name()
            // Below the heading row, right of the last lifeline: it meets neither headings nor messages.
            let cx = noteX + w / 2 + 6, cy = y + SequenceChart.headingHeight / 2 + 4 + h / 2 + 4
            dot.add(.notes, .node(.init(name: n, x: cx, y: cy, height: height, label: wrapped, left: true)))
        }

        /// A run-loop turn's divider across the chart. Readers count turns from 1 (the trace's `turn` is 0-based).
        mutating func drawDivider(_ t: Int, y: Double, _ rows: Rows) {
            let a = name(), z = name()
            dot.add(.points, .node(.init(name: a, x: SequenceChart.margin, y: y, height: rows.height)),
                    .node(.init(name: z, x: rows.width - SequenceChart.margin, y: y, height: rows.height)))
            dot.add(.dividers, .edge(.init(from: a, to: z)))
            guard focus == nil else { return }
            let text = strings("turn", String(t + 1))
            _ = textNode(text, x: SequenceChart.margin + TextWidth.width(text, size: SequenceChart.dividerSize) / 2 + 30, y: y, height: rows.height, .dividerLabels)
        }

        /// One callback: an arrow from its caller, an activation bar, its label.
        mutating func drawMessage(_ i: Int, creation: Bool, y: Double, _ columns: Columns, label: String, height: Double) {
            let e = trace.events[i], xs = columns.xs
            let to = columns.column[e.actorRef].guaranteed("every actor has a column"), from = columns.callerColumn(objects.callers[i])
            let tx = arrowEnd(i, columns)
            let a = name(), z = name()
            dot.add(.points, .node(.init(name: a, x: xs[from], y: y, height: height)), .node(.init(name: z, x: tx, y: y, height: height)))
            let app = objects.callers[i] == .app
            let (edge, text): (DOTSections.Kind, DOTSections.Kind) = switch marks[i] {
            case .unexpected: (.unexpectedMessages, .unexpectedLabels)
            case .missing: (.missingMessages, .missingLabels)
            case nil: app ? (.appMessages, .appLabels) : (.messages, .labels)
            }
            let tip = tooltip(i, columns)
            // A full chart's layout callbacks carry the class `layout` (the page folds them, `chart-tools.js`).
            let layout = e.callback.isLayout && marks[i] == nil && focus == nil
            dot.add(edge, .edge(.init(from: a, to: z, cls: layout ? "message layout" : nil, id: "\(gid)_e\(e.seq)", tooltip: tip)))
            if !creation && e.callback != .deinit {
                dot.add(.activations, .node(.init(name: name(), x: xs[to], y: y, height: height, cls: layout ? "activation layout" : nil,
                                                  barHeight: focus == nil ? nil : SequenceChart.focusActivation)))
            }
            let labelY = creation ? y - SequenceChart.headerHeight / 2 - 10 : y - (focus == nil ? 10 : 14)
            _ = textNode(label, x: labelX(label, from: xs[from], to: tx), y: labelY, height: height, text,
                         cls: layout ? "message-label layout" : nil, id: "\(gid)_l\(e.seq)", tooltip: tip)
        }

        /// Where a callback's label sits: over the middle of its arrow; in a focus chart, just behind its head
        /// when it fits on the arrow (head and label read together), else from the arrow's left end rightwards,
        /// over the lanes beyond the head, so a narrow chart has room for it.
        func labelX(_ label: String, from: Double, to: Double) -> Double {
            guard focus != nil else { return (from + to) / 2 }
            let half = (DOTSections.Kind.labels.text?.boxWidth(label) ?? 0) / 2
            let lo = min(from, to) + half + 6, hi = max(from, to) - half - 10
            guard lo <= hi else { return lo }
            return from < to ? hi : lo
        }

        /// Where event `i`'s arrow ends: at the new object's box for a creation, else at the activation bar.
        func arrowEnd(_ i: Int, _ columns: Columns) -> Double {
            let e = trace.events[i]
            let to = columns.column[e.actorRef] ?? 0, from = columns.callerColumn(objects.callers[i])
            let half = isCreation(i) ? SequenceChart.headerBox(e.actorRef.description) / 2 : SequenceChart.activation / 2
            return columns.xs[to] + (from < to ? -half : half)
        }

        /// How far right a focus chart's labels reach.
        func labelsRight(_ columns: Columns, _ labels: [Int: String]) -> Double {
            window.map { i in
                let label = labels[i] ?? ""
                let x = labelX(label, from: columns.xs[columns.callerColumn(objects.callers[i])], to: arrowEnd(i, columns))
                return x + (DOTSections.Kind.labels.text?.boxWidth(label) ?? 0) / 2
            }.max() ?? 0
        }

        /// What a reader hovering a callback sees: who calls what on whom, and by which rule, in the chart's
        /// language; a focus chart's, like its other text, is the same in every language.
        func tooltip(_ i: Int, _ columns: Columns) -> String {
            let e = trace.events[i], caller = columns.name(of: objects.callers[i])
            if focus != nil { return SequenceChart.focusCall(e, caller: objects.callers[i]) + (e.rule.map { " · \($0.rawValue)" } ?? "") }
            let call = CallLabel.text(e)
            guard let rule = e.rule else { return strings("tooltip.callRead", caller, call, e.actorRef.description) }
            return strings("tooltip.call", caller, call, e.actorRef.description, rule.rawValue)
        }

        enum Row { case heading(Int), divider(Int), message(Int, Bool), folded }

        /// A pinned text node, its box sized here from the fonts' metrics (`TextWidth`); the overlap test checks
        /// the layout, the browser test the text inside. ("Helvetica-Bold" is measured in Liberation Sans Bold and
        /// written to SVG as Helvetica, bold.)
        mutating func textNode(_ text: String, x: Double, y: Double, height: Double, _ kind: DOTSections.Kind, cls: String? = nil, id: String? = nil,
                               href: String? = nil, tooltip: String? = nil) -> String {
            let n = name()
            // The box is the text's as drawn in the SVG's fonts, not Graphviz's estimate.
            dot.add(kind, .node(.init(name: n, x: x, y: y, height: height, label: [text], labelWidth: kind.text?.boxWidth(text), cls: cls, id: id,
                                      href: href, tooltip: tooltip)))
            return n
        }

        func describe(names: [String]) -> String {
            let events = trace.events[window]
            let created = events.filter { $0.callback == .initCoder || $0.callback == .initNib }.map(\.actorRef.description)
            let released = events.filter { $0.callback == .deinit }.map(\.actorRef.description)
            let turns = Set(events.map(\.turn)).count
            let none = strings("desc.none"), comma = strings("list.separator")
            return [
                strings("desc.sequence", scenario.title ?? scenario.id, strings.count(.chart("count.objects"), names.count), names.joined(separator: comma),
                        strings.count(.chart("count.callbacks"), events.count), strings.count(.chart("count.turns"), turns),
                        strings.count(.chart("count.steps"), part == nil ? scenario.steps.count : Set(events.map(\.step)).count)),
                strings("desc.created", created.isEmpty ? none : created.joined(separator: comma)),
                strings("desc.released", released.isEmpty ? none : released.joined(separator: comma)),
            ].joined(separator: " ")
        }
    }
}
