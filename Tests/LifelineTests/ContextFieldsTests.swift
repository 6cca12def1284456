@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The context types that list their own fields (`ContextFields`, for speed) list exactly the
/// fields Mirror sees — the names the templates use — and a nil optional becomes `Absent`.
@Suite(.tags(.fast)) struct ContextFieldsTests {
    static func samples() -> [any ContextFields] { [
        Frame(lang: "en", root: "../", ui: CatalogWords(["a": "b"]), value: CatalogWords([:]), pageTitle: "T", home: nil, hasNav: true, nav: [],
              switcher: [], alternates: [], brand: "B", logo: nil, accent: "#123456", canonical: nil, base: nil),
        Link(href: "h", label: "l"),
        LanguageLink(code: "fr", name: "Français", href: "h", current: false),
        Alternate(code: "ko", href: "h"),
        PageLink(href: "h", title: "t"),
        ScenarioPage.Rule(id: "R1", text: HTML(markup: "<b>x</b>"), confidence: "high", sources: ["s"], disputed: nil),
        ScenarioPage.VersionStep(heading: "h", lines: []),
        ScenarioPage.VersionLine(only: "o", who: "w", call: "c", side: "first"),
        CallbacksPage.Item(name: "n", href: "h", count: "1", unused: false),
        CallbackPage.Occurrence(title: "t", href: "h", count: "2", steps: [Link(href: "h", label: "l")]),
        Exercise.Item(key: "e1", who: "A", call: "viewDidLoad()", rule: "R1"),
    ] }

    @Test(arguments: 0..<11) func eachListsItsFieldsByName(_ i: Int) {
        #expect(Self.samples().count == 11)
        let value = Self.samples()[i]
        let mirrored = Set(Mirror(reflecting: value).children.compactMap(\.label))
        #expect(Set(value.contextFields.keys) == mirrored, "\(type(of: value))")
    }

    @Test func theTreeIsWhatMirrorWouldMake() {
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
}
