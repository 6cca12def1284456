import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GraphvizRenderer
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineSite
import LifelineTestSupport
import Testing
@testable import LifelineCharts

/// Long French, Chinese and Korean strings for every chart key, to stress the layout.
let longTables: [Words] = [
    Words(language: "fr", strings: locales.strings(language: "fr").mapValues { $0 + " — une phrase volontairement très longue, pour éprouver la mise en page" }),
    Words(language: "zh-Hans", strings: locales.strings(language: "zh-Hans").mapValues { $0 + "（这是一段为了检验排版而故意写得很长的中文说明文字）" }),
    Words(language: "ko", strings: locales.strings(language: "ko").mapValues { $0 + " (레이아웃을 시험하려고 일부러 아주 길게 쓴 한국어 설명 문장입니다)" }),
]

let longNotes: [String: String] = [
    "fr": "Le contrôleur de vue qui arrive charge sa vue avant que celui qui part ne reçoive viewWillDisappear : la pile de navigation change tout de suite, les rappels viennent au tour suivant.",
    "zh-Hans": "新的视图控制器先加载视图，然后离开的视图控制器才收到 viewWillDisappear：导航栈立刻改变，而回调要等到下一轮运行循环才发生。",
    "ko": "새로 들어오는 뷰 컨트롤러가 먼저 뷰를 로드하고, 떠나는 뷰 컨트롤러는 그다음에 viewWillDisappear를 받습니다. 내비게이션 스택은 바로 바뀌지만 콜백은 다음 런 루프 턴에 옵니다.",
]

@Suite(.tags(.fast)) struct DiagramTests {
    @Test(arguments: canonicalIDs)
    func dotGoldens(_ id: String) throws {
        let s = try loadCanonical(id)
        let t = try Simulator.run(s)
        assertGolden("\(id).sequence.dot", SequenceChart.make(scenario: s, trace: t, strings: english).dot)
        assertGolden("\(id).states.dot", try Charts.stateDiagram(scenario: s, trace: t, controller: nil, strings: english).dot)
    }

    @Test(arguments: canonicalIDs)
    func svgIsAccessibleXML(_ id: String) throws {
        let s = try loadCanonical(id)
        let t = try Simulator.run(s)
        for svg in [try Charts.sequenceSVG(scenario: s, trace: t, strings: korean),
                    try Charts.statesSVG(Charts.stateDiagram(scenario: s, trace: t, controller: nil, strings: french))] {
            let root = try XMLDocument(data: Data(svg.utf8), options: [.documentTidyXML]).rootElement()
            #expect(root?.name == "svg")
            let title = root?.elements(forName: "title").first?.stringValue ?? ""
            let desc = root?.elements(forName: "desc").first?.stringValue ?? ""
            #expect(!title.isEmpty && !desc.isEmpty)
            #expect(root?.attributes?.first { $0.name == "role" }?.stringValue == "img")
            #expect(!svg.contains("<!--"), "Graphviz's version comment must be stripped")
        }
        // CSS classes for the roles, so a page can restyle the charts.
        let seq = try Charts.sequenceSVG(scenario: s, trace: t, strings: english)
        for cls in ["lifeline", "message", "divider", "actor", "step"] { #expect(seq.contains("class=\"edge \(cls)") || seq.contains("class=\"node \(cls)"), "\(cls)") }
        let states = try Charts.statesSVG(Charts.stateDiagram(scenario: s, trace: t, controller: nil, strings: english))
        #expect(states.contains("transition taken") && states.contains("state visited"))
    }

    /// With long CJK and French strings and notes, no two text boxes overlap and none is outside the canvas.
    @Test(arguments: canonicalIDs)
    func noTextOverlapsInAnyLanguage(_ id: String) throws {
        let s = try loadCanonical(id)
        let t = try Simulator.run(s)
        for strings in longTables + [english] {
            var notes: [Int: String] = [:]
            if let n = longNotes[strings.language] { for step in 1...s.steps.count where step % 2 == 1 { notes[step] = n } }
            let chart = SequenceChart.make(scenario: s, trace: t, strings: strings, notes: notes)
            let boxes = try measuredTextBoxes(dot: chart.dot)
            #expect(boxes.count > t.events.count, "every message has a label")
            for b in boxes {
                #expect(b.minX >= -0.5 && b.minY >= -0.5 && b.maxX <= chart.width + 0.5 && b.maxY <= chart.height + 0.5,
                        "\(id) [\(strings.language)]: '\(b.text)' crosses the canvas edge: \(b) in \(chart.width)×\(chart.height)")
            }
            var overlaps: [String] = []
            for i in boxes.indices {
                for j in boxes.indices where j > i && boxes[i].intersects(boxes[j]) {
                    overlaps.append("'\(boxes[i].text)' × '\(boxes[j].text)'")
                }
            }
            #expect(overlaps.isEmpty, "\(id) [\(strings.language)]: \(overlaps.prefix(5))")
        }
    }

    @Test func invalidDOTReportsGraphvizMessageAndTheNextRenderWorks() throws {
        do {
            _ = try Graphviz.svg(dot: "digraph broken { a -> }", engine: "dot")
            Issue.record("invalid DOT must throw")
        } catch {
            #expect(error.stage == .parse)
            #expect(error.message.contains("syntax error"), "Graphviz's own message: \(error.message)")
        }
        do {
            _ = try Graphviz.svg(dot: "digraph g { a -> b }", engine: "nosuchengine")
            Issue.record("an unknown layout must throw")
        } catch {
            #expect(error.stage == .layout && error.message.contains("nosuchengine"))
        }
        let ok = try Graphviz.svg(dot: "digraph ok { a -> b }", engine: "dot")
        #expect(ok.contains("<svg"))
    }

    @Test func renderingTwiceIsByteIdentical() throws {
        let s = try loadCanonical("modal-segue-delegate-dismiss")
        let t = try Simulator.run(s)
        #expect(try Charts.sequenceSVG(scenario: s, trace: t, strings: chinese) == Charts.sequenceSVG(scenario: s, trace: t, strings: chinese))
        let d = try Charts.stateDiagram(scenario: s, trace: t, controller: nil, strings: korean)
        #expect(try Charts.statesSVG(d) == Charts.statesSVG(d))
    }

    @Test func textExportsFollowTheTrace() throws {
        let s = try loadCanonical("navigation-push-pop")
        let t = try Simulator.run(s)
        let mermaid = TextExports.mermaid(scenario: s, trace: t, strings: english)
        #expect(mermaid.hasPrefix("sequenceDiagram\n"))
        #expect(mermaid.components(separatedBy: "->>").count - 1 == t.events.count)
        #expect(!mermaid.contains(";"))
        let puml = TextExports.plantUML(scenario: s, trace: t, strings: english)
        #expect(puml.hasPrefix("@startuml\n") && puml.hasSuffix("@enduml\n"))
        #expect(puml.components(separatedBy: " -> ").count - 1 == t.events.count)
        #expect(puml.contains("create participant \"B\" as P5") && puml.contains("destroy P5"))   // B dies on pop (after UIKit, AppDelegate, Nav, A, SceneDelegate)
        // A second instance reads A#2 everywhere; Mermaid writes '#' as an entity code.
        let again = try loadCanonical("navigation-three-levels")
        let t2 = try Simulator.run(again)
        let m2 = TextExports.mermaid(scenario: again, trace: t2, strings: english)
        #expect(m2.contains("as SecondViewController#35;2\n") && !m2.contains("#35#59;"))
        #expect(TextExports.plantUML(scenario: again, trace: t2, strings: english).contains("create participant \"SecondViewController#2\""))
    }

    /// Every action of the table has its chart heading, and its words match its own case.
    @Test func theActionTableCoversEveryAction() {
        #expect(Action.keywords.count == Set(Action.keywords).count)
        for spec in ActionTable.all {
            #expect(Words.chartKeys.contains(spec.headingKey))
            #expect(english.has(TextKey(spec.headingKey, .charts)), "\(spec.headingKey) missing in English")
            #expect(ActionTable.spec(spec.keyword)?.keyword == spec.keyword)
        }
        #expect(Action.push("B", animated: false).summary == "push B (not animated)")
        #expect(Action.interactiveDismiss(.refuse).labelArguments == ["refuse"])
        #expect(ActionTable.spec("push")?.animates == true && ActionTable.spec("selectTab")?.animates == false)
    }
}

struct MeasuredBox {
    var text: String
    var minX, minY, maxX, maxY: Double
    func intersects(_ o: MeasuredBox) -> Bool {
        minX < o.maxX - 0.01 && o.minX < maxX - 0.01 && minY < o.maxY - 0.01 && o.minY < maxY - 0.01
    }
}

/// The box of every node that carries text, as the chart gives it to Graphviz: every text node's shape is
/// set by the chart (its `width`, its kind's one-line `height` and `fixedsize=shape`) from the fonts' advance widths, which
/// `ChartFitTests` checks against the font files and `Tests/Browser/charts.py` against the text Chromium
/// draws. A text node without its own size is a failure here: Graphviz's built-in estimate would size it.
func measuredTextBoxes(dot: String) throws -> [MeasuredBox] {
    var out: [MeasuredBox] = []
    var kindHeight = 0.0, kindFixed = false   // a kind's defaults: one-line height, fixedsize
    for line in dot.split(separator: "\n") {
        if line.hasPrefix("  node [") {
            kindFixed = line.contains("fixedsize=shape")
            kindHeight = line.range(of: "height=").flatMap { Double(line[$0.upperBound...].prefix { $0 != "," }) } ?? 0
            continue
        }
        guard line.contains("label=\"") else { continue }
        func number(_ key: String) -> Double? {
            guard let r = line.range(of: key + "=") else { return nil }
            return Double(line[r.upperBound...].prefix { $0 != "," && $0 != "]" })
        }
        guard let label = line.range(of: "label=\"").map({ String(line[$0.upperBound...].prefix { $0 != "\"" }) }),
              !label.isEmpty, label != "×", let p = line.range(of: "pos=\"") else { continue }
        let xy = line[p.upperBound...].prefix { $0 != "!" }.split(separator: ",").compactMap { Double($0) }
        guard xy.count == 2 else { continue }
        let w = try #require(number("width"), "'\(label)' has no width of its own: \(line)")
        let h = number("height") ?? kindHeight
        #expect(kindFixed, "'\(label)': its kind's defaults must say fixedsize=shape")
        out.append(MeasuredBox(text: label, minX: xy[0] - w * 36, minY: xy[1] - h * 36, maxX: xy[0] + w * 36, maxY: xy[1] + h * 36))
    }
    return out
}

@Suite(.tags(.fast)) struct ChartWordsTests {
    @Test func optionValuesAreTranslated() throws {
        #expect(korean.format("action.dismiss", [korean.option("delegate")]) == "닫기 (델리게이트 쪽에서)")
        #expect(korean.option("no-such-option") == "no-such-option")
        #expect(french("turn", "3") == "tour de boucle n° 3")
        // In a step heading, the option a scenario wrote reads in the language.
        let s = try loadCanonical("modal-segue-delegate-dismiss")
        let step = try #require(s.steps.firstIndex { $0.action.keyword == "dismiss" }) + 1
        #expect(korean.stepHeading(s, step).contains("델리게이트"), "\(korean.stepHeading(s, step))")
    }

    /// One finish, in one order, for pages and charts: French typography on the catalog's text, then elision.
    @Test func frenchIsFinishedTheSameWayForPagesAndCharts() {
        let words = Words(language: "fr", strings: ["k": "Voir : %1$@", "e": "l’écran de %1$@"])
        #expect(words("k", "A") == "Voir\u{202F}: A" || words("k", "A") == "Voir\u{00A0}: A", "\(words("k", "A").unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(words("e", "Accueil") == "l’écran d’Accueil")
        #expect(words.finish("Réglages : général") != "Réglages : général")
    }
}
