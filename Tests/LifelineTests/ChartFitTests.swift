import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineModel
import LifelineTestSupport
import Testing

/// Issue #33, items 2 and 3: full charts that fit a page, and boxes as wide as the text a browser draws.
/// The browser half (no text outside its box on any page, 37 of 41 charts within 1280 px) is in
/// `Tests/Browser/charts.py`; these are the rules it rests on.
@Suite struct ChartFitTests {
    /// The widths come from the font files the SVG names, not from a guess: `scripts/font-metrics.py --check`
    /// reads Liberation Sans and Mono, DejaVu Sans and Noto Sans CJK again and compares.
    @Test(.needs("python3", files: ["/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
                                    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"]))
    func theMetricsTableIsTheFontFiles() throws {
        let python = try Tools.require("python3")
        let run = try runProcess(python, [packageRoot + "/scripts/font-metrics.py", "--check"], timeout: 120)
        #expect(run.status == 0, "\(run.output)")
    }

    /// Published advance widths: Courier-compatible Liberation Mono is 0.6 em for every ASCII glyph (1229
    /// of 2048 units); Liberation Sans matches Helvetica (`i` 0.222 em, `W` 0.944 em; bold `W` 0.944, bold
    /// `i` 0.278); Noto Sans CJK sets Hangul syllables at 0.92 em and ideographs at 1 em — counted as whole
    /// pixels at 16 px, as Pango draws them: 15 px, 0.9375 em.
    @Test(.tags(.fast)) func widthsAreTheFontsAdvances() {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= b * 0.003 }
        #expect(close(TextWidth.width("viewDidLoad()", size: 11, face: .mono), 13 * 0.6 * 11 * 1.02))
        #expect(close(TextWidth.width("Wi", size: 10, face: .sans), (0.944 + 0.222) * 10 * 1.02))
        #expect(close(TextWidth.width("Wi", size: 10, face: .sansBold), (0.944 + 0.278) * 10 * 1.02))
        #expect(close(TextWidth.width("화면", size: 12), 2 * 0.9375 * 12 * 1.02))
        #expect(close(TextWidth.width("画面", size: 12, face: .mono), 2 * 1.0 * 12 * 1.02))
        // A French heading in bold is wider than in regular, as drawn; an unknown glyph counts a full em.
        #expect(TextWidth.width("Étape 4 · présentation", size: 12, face: .sansBold) > TextWidth.width("Étape 4 · présentation", size: 12))
        #expect(close(TextWidth.width("\u{1F600}", size: 10), 10 * 1.02))
    }

    /// A label over 50 characters is cut where an argument ends (a call) or after a word (a warning), never
    /// inside a name; the hover text keeps the whole call.
    @Test(.tags(.fast)) func longLabelsAreCutAtAnArgumentOrAWord() {
        #expect(CallLabel.short("pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)")
                == "pageViewController(_:didFinishAnimating:…)")
        #expect(CallLabel.short("canPerformUnwindSegueAction(unwindToPlants, from:, sender:)") == "canPerformUnwindSegueAction(unwindToPlants, …)")
        #expect(CallLabel.short("navigationController(_:willShow: Library, animated: true)") == "navigationController(_:willShow: Library, …)")
        #expect(CallLabel.short("⚠︎ Attempt to present Compose on Inbox whose view is not in the window hierarchy.")
                == "⚠︎ Attempt to present Compose on Inbox whose view…")
        let short = "application(_:configurationForConnecting:options:)"
        #expect(CallLabel.short(short) == short, "50 characters fit")
        for label in ["pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)", String(repeating: "x", count: 80)] {
            #expect(CallLabel.short(label).count <= CallLabel.longest)
        }
    }

    /// The header boxes of a chart: name → x.
    func headers(_ dot: String) -> [String: Double] {
        var out: [String: Double] = [:]
        for line in dot.split(separator: "\n") where line.contains("class=\"actor ") && !line.hasPrefix("  node [") {
            guard let l = line.range(of: "label=\""), let p = line.range(of: "pos=\"") else { continue }
            let name = String(line[l.upperBound...].prefix { $0 != "\"" })
            out[name] = Double(line[p.upperBound...].prefix { $0 != "," })
        }
        return out
    }

    /// A screen made again after its predecessor was released (the modal navigation controller and its
    /// root, presented, dismissed and presented again) takes its predecessor's column; one made while
    /// the first still lives (a "back" segue that stacks new copies) gets a column of its own.
    @Test(.tags(.fast)) func aScreenMadeAgainTakesTheColumnItsPredecessorLeft() throws {
        let again = try loadCanonical("modal-segue-delegate-dismiss")
        let x = headers(SequenceChart.make(scenario: again, trace: try Simulator.run(again), strings: english).dot)
        #expect(x["Nav2"] != nil && x["Nav2#2"] == x["Nav2"], "\(x)")
        #expect(x["PlantEditor"] != nil && x["PlantEditor#2"] == x["PlantEditor"], "\(x)")
        #expect(Set(x.values).count == x.count - 2, "only the two made-again screens share: \(x)")
        let stacked = try loadCanonical("segue-back-mistake")
        let y = headers(SequenceChart.make(scenario: stacked, trace: try Simulator.run(stacked), strings: english).dot)
        #expect(y["Nav#2"] != nil && y["Nav#2"] != y["Nav"], "Nav is never released, so Nav#2 has its own column: \(y)")
        #expect(Set(y.values).count == y.count, "\(y)")
    }

    /// A step's chart lets a label run past its arrow's head, over the lanes beyond: no label may then meet
    /// another label or a box, in any step of any scenario, and every one stays on the canvas.
    @Test(.tags(.fast), arguments: canonicalIDs)
    func aStepChartsLabelsMeetNothing(_ id: String) throws {
        let s = try loadCanonical(id)
        for (step, chart) in SequenceChart.focusCharts(scenario: s, trace: try Simulator.run(s)) {
            let boxes = try measuredTextBoxes(dot: chart.dot)
            for b in boxes {
                #expect(b.minX >= -0.5 && b.maxX <= chart.width + 0.5, "\(id) step \(step): '\(b.text)' leaves the canvas")
            }
            for i in boxes.indices {
                for j in boxes.indices where j > i && boxes[i].intersects(boxes[j]) {
                    Issue.record("\(id) step \(step): '\(boxes[i].text)' meets '\(boxes[j].text)'")
                }
            }
        }
    }

    /// Every text box is given at least the width its text takes in the SVG's fonts (Graphviz's built-in
    /// estimate of Helvetica Bold was narrower: 105 English step headings spilled out of their boxes).
    @Test(.tags(.fast)) func everyTextBoxIsAsWideAsItsText() throws {
        let s = try loadCanonical("dismiss-stack")
        let dot = SequenceChart.make(scenario: s, trace: try Simulator.run(s), strings: french).dot
        var checked = 0
        var bold = false
        for line in dot.split(separator: "\n") {
            if line.hasPrefix("  node [") { bold = line.contains("fontname=\"Helvetica-Bold\""); continue }
            guard bold, let w = line.range(of: "width="), let l = line.range(of: "label=\"") else { continue }
            let width = Double(line[w.upperBound...].prefix { $0 != "," }) ?? 0
            let text = String(line[l.upperBound...].prefix { $0 != "\"" })
            #expect(width * 72 >= TextWidth.width(text, size: 12, face: .sansBold), "\(text): \(width) in")
            checked += 1
        }
        #expect(checked == s.steps.count, "every step heading is a bold box with a width")
    }
}

/// Issue #33, item 4: on a phone the state diagram's path is read as a list. In "push a screen, then go
/// back", A is loaded and shown at launch (R7.launch), hidden by the push of B (R3.push: A's disappearance
/// ends with the transition) and shown again by the pop (R3.pop): seven transitions, numbered as the
/// diagram numbers them, each with its callback's page and its step.
@Suite struct StatePathTests {
    @Test func theScenarioPageListsThePathTheDiagramNumbers() async throws {
        let out = try await SiteFixture.shared.output()
        let page = try String(contentsOfFile: out + "/en/scenarios/navigation-push-pop.html", encoding: .utf8)
        let list = try #require(page.components(separatedBy: "<ol class=\"state-path\">").dropFirst().first?.components(separatedBy: "</ol>").first)
        let items = list.components(separatedBy: "<li ").dropFirst().map { String($0) }
        let expected: [(Int, String, String, String, Int)] = [
            (1, "view not loaded", "view loaded", "viewDidLoad", 1), (2, "view loaded", "appearing", "viewWillAppear", 1),
            (3, "appearing", "appeared", "viewDidAppear", 1), (4, "appeared", "disappearing", "viewWillDisappear", 2),
            (5, "disappearing", "disappeared", "viewDidDisappear", 2), (6, "disappeared", "appearing", "viewWillAppear", 3),
            (7, "appearing", "appeared", "viewDidAppear", 3),
        ]
        #expect(items.count == expected.count, "\(items)")
        for (item, (n, from, to, callback, step)) in zip(items, expected) {
            #expect(item.hasPrefix("value=\"\(n)\">\(from) → \(to) · "), "\(item)")
            #expect(item.contains("href=\"../callbacks/\(callback).html\"><code>\(callback)</code>"), "\(item)")
            #expect(item.contains("href=\"#step-\(step)\">step \(step)</a>"), "\(item)")
        }
        #expect(page.contains("The path A took, numbered as in the diagram:"))
    }
}

/// Issue #33, item 5: chart descriptions count with the languages' plural rules (CLDR: English and French
/// have "one" — French for 0 and 1 too —, Chinese and Korean do not inflect) and name the final state as a
/// state, not as a bare adjective ("ended appeared" read wrong in the English review).
@Suite(.tags(.fast)) struct ChartWordingTests {
    @Test func countsFollowEachLanguagesPluralRules() throws {
        let s = try loadCanonical("launch")
        let t = try Simulator.run(s)
        let en = SequenceChart.make(scenario: s, trace: t, strings: english).summary
        #expect(en.contains("in 1 step.") && !en.contains("1 steps"), "\(en)")
        #expect(en.contains("callbacks over 2 run-loop turns"), "\(en)")
        let fr = SequenceChart.make(scenario: s, trace: t, strings: french).summary
        #expect(fr.contains("et 1 étape.") && !fr.contains("1 étapes"), "\(fr)")
        #expect(french.count(.chart("count.steps"), 0) == "0 étape" && english.count(.chart("count.steps"), 0) == "0 steps")
        #expect(korean.count(.chart("count.objects"), 1) == "객체 1개" && chinese.count(.chart("count.steps"), 1) == "1 步")
    }

    @Test func theFinalStateIsNamedAsAState() throws {
        let s = try loadCanonical("navigation-push-pop")
        let t = try Simulator.run(s)
        let d = StateDiagram.make(scenario: s, trace: t, actor: "A", strings: english)
        #expect(d.summary.contains("it took 7 transitions and ended in the “appeared” state."), "\(d.summary)")
        let one = StateDiagram.make(scenario: s, trace: Trace(scenarioID: s.id, profile: s.profile, device: s.device, events: Array(t.events.prefix { $0.callback != .viewWillAppear })),
                                    actor: "A", strings: english)
        #expect(one.summary.contains("it took 1 transition and"), "\(one.summary)")
    }
}
