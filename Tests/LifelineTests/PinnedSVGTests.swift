import Foundation
import GraphvizRenderer
@testable import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineTestSupport
import Testing
@testable import LifelineCharts

/// lifeline draws its sequence and focus charts itself (`PinnedDrawing`); Graphviz, given the same
/// DOT with `-Knop`, is the oracle: every text, box and arrowhead must be where Graphviz puts it, with the
/// same ids and classes, in every language, with notes, marks and parts.
@Suite(.tags(.fast)) struct PinnedSVGTests {
    /// One drawn element: its group's id and class, its texts, the box around its shapes, an arrow's tip.
    struct Element: Equatable, CustomStringConvertible {
        var cls: String, texts: [String], text: (x: Double, y: Double)?, box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        var tip: (x: Double, y: Double)?
        var description: String { "\(cls) \(texts) text \(String(describing: text)) box \(String(describing: box)) tip \(String(describing: tip))" }
        static func == (a: Element, b: Element) -> Bool { a.cls == b.cls && a.texts == b.texts }
    }

    /// The elements of an SVG by id, with y down from the canvas's top (Graphviz's y grows upwards from a
    /// translated origin; where its canvas starts depends on its own estimate of the texts' widths, so a
    /// comparison moves one drawing onto the other by one element first).
    static func elements(_ svg: String, graphviz: Bool, shift: (x: Double, y: Double) = (0, 0)) -> [String: Element] {
        let height = graphviz ? svg.firstMatch(of: /translate\(0 ([0-9.]+)\)/).flatMap { Double($0.1) } ?? 0 : 0
        func point(_ x: Double, _ y: Double) -> (Double, Double) { (x - shift.x, height + y - shift.y) }
        var out: [String: Element] = [:]
        for group in svg.split(separator: "<g id=\"").dropFirst() {
            var id = String(group.prefix { $0 != "\"" })
            // Graphviz wraps a linked node's shapes in a group of their own (`a_<id>`).
            let wrapped = id.hasPrefix("a_") && out[String(id.dropFirst(2))] != nil
            if wrapped { id = String(id.dropFirst(2)) }
            guard let cls = wrapped ? out[id]?.cls : group.firstMatch(of: /class="([^"]*)"/).map({ String($0.1) }),
                  cls.hasPrefix("node") || cls.hasPrefix("edge") else { continue }
            var e = Element(cls: cls.replacingOccurrences(of: "&#45;", with: "-"), texts: [], text: nil, box: nil)
            for t in group.matches(of: /<text[^>]*x="(-?[0-9.]+)" y="(-?[0-9.]+)"[^>]*>([^<]*)<\/text>/) {
                e.texts.append(String(t.3).replacingOccurrences(of: "&#45;", with: "-"))
                if e.text == nil, let x = Double(t.1), let y = Double(t.2) { e.text = point(x, y) }
            }
            var xs: [Double] = [], ys: [Double] = []
            for shape in group.matches(of: /<(?:polygon|path)[^>]*(?:points|d)="([^"]*)"/) {
                let pairs = shape.1.matches(of: /(-?[0-9.]+),(-?[0-9.]+)/).compactMap { m in Double(m.1).flatMap { x in Double(m.2).map { point(x, $0) } } }
                if cls.hasPrefix("edge"), shape.0.hasPrefix("<polygon"), pairs.count > 1 { e.tip = pairs[1] }
                if cls.hasPrefix("node") { xs += pairs.map(\.0); ys += pairs.map(\.1) }
            }
            if let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() { e.box = (x0, y0, x1, y1) }
            out[id] = e
        }
        return out
    }

    func compare(_ chart: SequenceChart, _ what: String) throws {
        let ours = Self.elements(chart.drawing.svg(), graphviz: false)
        let graphviz = SVGAccessibility.wordTooltips(try Graphviz.svg(dot: chart.dot, engine: "nop"))
        // The first object's header (UIKit's) puts Graphviz's drawing onto ours.
        let anchor = try #require(ours.filter { $0.value.cls.hasPrefix("node actor") }.min { ($0.value.text?.x ?? 0) < ($1.value.text?.x ?? 0) })
        let unshifted = try #require(Self.elements(graphviz, graphviz: true)[anchor.key]?.text)
        let here = try #require(anchor.value.text)
        let theirs = Self.elements(graphviz, graphviz: true, shift: (unshifted.x - here.x, unshifted.y - here.y))
        // Graphviz writes a group for every node, invisible points too; those draw nothing.
        let drawn = theirs.filter { !$0.value.texts.isEmpty || $0.value.box != nil || $0.value.cls.hasPrefix("edge") }
        let odd = Set(ours.keys).symmetricDifference(drawn.keys).sorted().prefix(6)
        #expect(odd.isEmpty, "\(what): ids \(odd.map { "\($0): ours \(ours[$0].map(String.init(describing:)) ?? "none"), Graphviz's \(theirs[$0].map(String.init(describing:)) ?? "none")" })")
        var wrong: [String] = []
        for (id, a) in ours.sorted(by: { $0.key < $1.key }) {
            guard let b = drawn[id] else { continue }
            func near(_ p: (Double, Double)?, _ q: (Double, Double)?, _ slack: Double) -> Bool {
                guard let p, let q else { return p == nil && q == nil }
                return abs(p.0 - q.0) <= slack && abs(p.1 - q.1) <= slack
            }
            // Graphviz rounds a box to whole points, and stops an arrow up to a point short of the (invisible)
            // point it ends at, at the point's rim; texts it places exactly.
            let boxes = near(a.box.map { ($0.minX, $0.minY) }, b.box.map { ($0.minX, $0.minY) }, 1.1)
                && near(a.box.map { ($0.maxX, $0.maxY) }, b.box.map { ($0.maxX, $0.maxY) }, 1.1)
            // A note's left-justified lines start where Graphviz's own estimate of their width puts them.
            if a != b || !near(a.text, b.text, a.cls == "node note" ? 1 : 0.05) || !boxes || !near(a.tip, b.tip, 1) { wrong.append("\(id): ours \(a) — Graphviz's \(b)") }
        }
        #expect(wrong.isEmpty, "\(what): \(wrong.count) elements differ: \(wrong.prefix(3))")
    }

    @Test(arguments: canonicalIDs)
    func graphvizDrawsTheSameChart(_ id: String) throws {
        let s = try loadCanonical(id)
        let t = try Simulator.run(s)
        for strings in [english, korean] {
            try compare(SequenceChart.make(scenario: s, trace: t, strings: strings), "\(id) [\(strings.language)]")
        }
        var notes: [Int: String] = [:]
        for step in 1...s.steps.count where step % 2 == 1 { notes[step] = longNotes["fr"] }
        try compare(SequenceChart.make(scenario: s, trace: t, strings: french, notes: notes), "\(id) with notes")
        let marks = Dictionary(uniqueKeysWithValues: t.events.indices.filter { $0 % 3 > 0 }.map { ($0, $0 % 3 == 1 ? SequenceChart.Mark.unexpected : .missing) })
        try compare(SequenceChart.make(scenario: s, trace: t, strings: english, marks: marks), "\(id) compared with a log")
        for (step, chart) in SequenceChart.focusCharts(scenario: s, trace: t) { try compare(chart, "\(id) step \(step)") }
        let fold = SequenceChart.Fold(title: "The first screen", link: "../scenarios/launch.html")
        for part in SequenceChart.parts(scenario: s, trace: t, strings: english, fold: fold, maxRows: 20) { try compare(part, "\(id) \(part.id)") }
    }

    /// The comparison can fail: a label moved by a point, or a class lost, is found.
    @Test func aMovedOrRenamedElementIsFound() throws {
        let s = try loadCanonical("alert")
        let chart = SequenceChart.make(scenario: s, trace: try Simulator.run(s), strings: english)
        let ours = Self.elements(chart.drawing.svg(), graphviz: false)
        let label = try #require(ours.first { $0.key.hasSuffix("_l30") })
        let moved = Self.elements(chart.drawing.svg().replacingOccurrences(of: "x=\"\(SVGWriter.num(label.value.text?.x ?? 0))\"",
                                                                            with: "x=\"\(SVGWriter.num((label.value.text?.x ?? 0) + 1))\""), graphviz: false)
        #expect(moved[label.key]?.text?.x != label.value.text?.x)
        let renamed = Self.elements(chart.drawing.svg().replacingOccurrences(of: "class=\"node message-label\"", with: "class=\"node label\""), graphviz: false)
        #expect(renamed[label.key] != label.value)
    }

    @Test func numbersAreWrittenAsGraphvizWritesThem() {
        #expect(SVGWriter.num(61.364) == "61.36" && SVGWriter.num(-402.3) == "-402.3" && SVGWriter.num(16) == "16" && SVGWriter.num(0.05) == "0.05")
        #expect(SVGWriter.num(-0.004) == "0" && SVGWriter.num(1.999) == "2")
        #expect(SVGWriter.fixed2(12) == "12.00" && SVGWriter.fixed2(576.72) == "576.72" && SVGWriter.fixed2(10.5) == "10.50")
    }
}
