@testable import LifelineSite
import LifelineTestSupport
import Testing

/// Page contexts become the trees templates read through their synthesized `Encodable` conformance:
/// every stored field by its name (the names `ContextShape` checks the templates against, read from
/// the same synthesized code), a nil optional `Absent`, `HTML` and the catalog words kept as they are.
@Suite(.tags(.fast)) struct ContextTreeTests {
    static func samples() -> [Any] { [
        Frame(lang: "en", root: "../", ui: CatalogWords(["a": "b"]), value: CatalogWords([:]), pageTitle: "T", home: nil, hasNav: true, nav: [],
              switcher: [], alternates: [], brand: "B", logo: nil, accent: "#123456", canonical: nil, base: nil),
        Link(href: "h", label: "l"),
        LanguageLink(code: "fr", name: "Français", href: "h", current: false),
        Alternate(code: "ko", href: "h"),
        PageLink(href: "h", title: "t"),
        ScenarioPage.Rule(id: "R1", text: HTML(markup: "<b>x</b>"), confidence: "high", sources: [HTML(markup: "s")], disputed: nil),
        ScenarioPage.VersionStep(heading: "h", lines: []),
        ScenarioPage.VersionLine(only: "o", who: "w", call: "c", side: "first"),
        CallbacksPage.Item(name: "n", href: "h", count: "1", unused: false),
        CallbackPage.Occurrence(title: "t", href: "h", count: "2", steps: [Link(href: "h", label: "l")]),
        ExerciseView.Option(key: "e1", who: "A", call: "viewDidLoad()", word: nil),
    ] }

    @Test(arguments: 0..<11) func eachHasEveryStoredFieldByName(_ i: Int) {
        #expect(Self.samples().count == 11)
        let value = Self.samples()[i]
        // Mirror, in the test only, lists the stored fields the tree must hold.
        let stored = Set(Mirror(reflecting: value).children.compactMap(\.label))
        #expect(Set(ContextTree.fields(of: value).keys) == stored, "\(type(of: value))")
    }

    @Test func theTreeHoldsValuesAsTemplatesReadThem() {
        let made = ContextTree.fields(of: Self.samples()[0])
        #expect(made["home"] is Absent && made["logo"] is Absent)
        #expect(made["accent"] as? String == "#123456")
        #expect((made["ui"] as? [String: Any])?["a"] as? String == "b")
        let occurrence = ContextTree.fields(of: Self.samples()[9])
        let steps = occurrence["steps"] as? [Any]
        #expect((steps?.first as? [String: Any])?["label"] as? String == "l")
        let rule = ContextTree.fields(of: Self.samples()[5])
        #expect(rule["disputed"] is Absent && rule["text"] is HTML)
    }

    @Test func aNilFieldHidesAnOuterNameAndNestedValuesArePlain() {
        let page = ScenarioPage.Rule(id: "R1", text: HTML(markup: "x"), confidence: "high", sources: [HTML(markup: "a"), HTML(markup: "b")], disputed: nil)
        let tree = ContextTree.fields(of: page)
        #expect(tree["disputed"] is Absent, "nil must be Absent, not missing: a missing name is looked up in the frame")
        #expect(tree["sources"] as? [Any] != nil && (tree["sources"] as? [Any])?.count == 2)
        #expect(((tree["sources"] as? [Any])?.first as? HTML)?.markup == "a")
    }
}
