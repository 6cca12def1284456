import LifelineOutput
// The contexts the templates of Templates/ render. Each template's names are exactly these fields
// (plus the frame's, and `ui.*` / `value.*` from the catalogs); the strict check refuses any other.
// Fields of type `HTML` are markup lifeline made from escaped text, the only values a template may
// render with `{{{…}}}` (see HTML.swift). Optional fields are the only
// ones a template may find missing: their sections do not render.

/// What every page has, drawn by layout.mustache around the page's own template.
struct Frame: Codable {
    var lang: String
    /// `../` as many times as the page is deep, so links work from file://.
    var root: String
    /// The interface strings of the language, nested (`ui.nav.home`).
    var ui: CatalogWords
    var value: CatalogWords
    var pageTitle: String
    /// The language's home page; nil on the language chooser.
    var home: String?
    var hasNav: Bool
    var nav: [Link]
    var switcher: [LanguageLink]
    var alternates: [Alternate]
    /// The site's name in the header and the window title: the project's title, or the catalog's.
    var brand: String
    /// The project's logo (a path from the site's root), its accent colour, its published address of this page.
    var logo: String?
    var accent: String?
    var canonical: String?
    /// The language's search page, where the header's search box sends its query; nil on that page itself and the language chooser.
    var search: String? = nil
    /// 404.html only: where its relative links start.
    var base: String?
}

struct Link: Codable { var href: String; var label: String }
struct LanguageLink: Codable { var code: String; var name: String; var href: String; var current: Bool }
struct Alternate: Codable { var code: String; var href: String }
struct PageLink: Codable { var href: String; var title: String }

/// A page as one Mustache context: the body's fields, then the frame's, then (for the layout) the
/// rendered body as `content`. Both are turned into plain dictionaries once (`ContextTree`), so the
/// renderer and the strict check look names up in the same values, fast.
struct PageContext {
    let frame: [String: Any]
    let body: [String: Any]
    /// HTML of the page's own template, for layout.mustache.
    var content: HTML?

    init(frame: Frame, body: Any) {
        self.frame = ContextTree.fields(of: frame)
        self.body = ContextTree.fields(of: body)
    }

    func child(named name: String) -> Any? {
        if name == "content" { return content ?? Absent() }
        return body[name] ?? frame[name]
    }
}

extension ContextTree {
    /// A digest of a made tree (`make`'s values; keys in sorted order): equal trees, equal digests.
    static func digest(_ tree: [String: Any]) -> String {
        var h = HashAccumulator()
        add(tree, to: &h)
        return h.hex
    }

    private static func add(_ value: Any, to h: inout HashAccumulator) {
        switch value {
        case let s as String: h.add("s"); h.add(s)
        case let html as HTML: h.add("h"); h.add(html.markup)
        case let b as Bool: h.add(b ? "t" : "f")
        case let i as Int: h.add("i\(i)")
        case let d as Double: h.add("d\(d)")
        case is Absent: h.add("a")
        case let dict as [String: Any]:
            h.add("{\(dict.count)")
            for key in dict.keys.sorted() { h.add(key); add(dict[key] ?? Absent(), to: &h) }
        case let list as [Any]:
            h.add("[\(list.count)")
            for element in list { add(element, to: &h) }
        default: h.add("?\(type(of: value)):\(String(describing: value))")   // not made by `make`: never happens
        }
    }
}

struct RootPage: Codable {
    /// `notFound`: what 404.html says in that language.
    struct Choice: Codable { var code: String; var name: String; var choose: String; var tagline: String; var href: String; var notFound: String }
    var languages: [Choice]
}

struct HomePage: Codable {
    struct Card: Codable { var title: String; var summary: HTML; var href: String }
    struct Theme: Codable { var title: String; var scenarios: [Card] }
    struct Lesson: Codable { var title: HTML; var text: HTML }
    var intro: HTML
    /// The three rules (`Principle`), stated once in the catalogs and shown wherever they are taught.
    var principles: [PrincipleItem]
    /// The link to the lifecycle overview.
    var overview: HTML
    var themes: [Theme]
    var lessons: [Lesson]
    var hasLessons: Bool
}

struct ScenarioPage: Codable {
    struct Call: Codable { var who: String; var call: String }
    /// `calls`: the step's callbacks as list items (HTML, `EventMarkup`).
    struct KeyItem: Codable { var text: HTML }
    /// `focus`: the step's own chart (only the objects that act, its callbacks in order), when it has callbacks.
    /// `launchPage`: on a plain launch that is not what the page teaches, the launch scenario that shows each of its
    /// calls. `folded`: the step's chart is folded away — such a launch, or a step that repeats an earlier one (en
    /// review item 6: 26 launch callbacks on every page, ten round trips drawn ten times).
    struct Step: Codable {
        var number: Int; var heading: String; var explanation: HTML; var calls: HTML; var hasCalls: Bool; var anchor: String; var focus: HTML?
        var launchPage: PageLink? = nil
        var folded = false
    }
    struct Row: Codable {
        var seq: Int; var turn: Int; var actor: String; var callback: String; var href: String; var args: String; var hasArgs: Bool
        var state: String; var rule: String; var step: Int
    }
    struct Rule: Codable { var id: String; var text: HTML; var confidence: String; var sources: [HTML]; var disputed: HTML? }
    var id: String
    var title: String
    var summary: HTML
    var theme: String
    var setupLine: String
    var window: String
    /// What the window line's signs mean (`[ ]` a navigation stack, `{ | }` tabs…): only those it uses.
    var windowKey: [KeyItem]
    var hasWindowKey: Bool
    var steps: [Step]
    /// The trace table's rows (`EventMarkup`).
    var rows: HTML
    var rules: [Rule]
    /// The sequence chart: one part, or several for a long trace (each with the objects' headers at its top).
    var sequence: [ChartPart]
    /// Several parts: say so and link them.
    var hasParts: Bool
    var trace: String
    var states: HTML? // SVG
    var statesTitle: String?
    /// The diagram's numbered path as a list (what a phone reads, and the diagram's text alternative).
    var statesPathIntro: String?
    var statesPath: [PathStep]
    /// One transition of the path: its number in the diagram, the states, the callback and its step.
    struct PathStep: Codable { var number: Int; var from: String; var to: String; var callback: String; var href: String; var step: Int; var stepLabel: String }
    /// How the same steps run on iOS 12, 17 and 26, when they differ.
    var versions: Versions?
    var previous: PageLink?
    var next: PageLink?
    /// The step-through player's data (`PlayerData`), JSON for a `<script type="application/json">`.
    var player: HTML
    /// Self-check questions made from the trace (`Exercise`).
    var exercises: [ExerciseView]
    var hasExercises: Bool

    struct Versions: Codable { var title: String; var intro: HTML; var comparisons: [VersionComparison] }
    /// One pair of versions (iOS 12 → iOS 17, iOS 17 → iOS 26).
    /// `routine`: one sentence for each call the newer version makes in every scenario (`Pages.routineCalls`).
    struct VersionComparison: Codable { var heading: String; var routine: [HTML]; var steps: [VersionStep] }
    struct VersionStep: Codable { var heading: String; var lines: [VersionLine] }
    /// `side`: "first" (only the older profile), "second" (only the newer) or "moved" (both, elsewhere on the newer), a CSS class.
    struct VersionLine: Codable { var only: String; var who: String; var call: String; var side: String }
}

struct ChartPart: Codable {
    var svg: HTML   // SVG
    var anchor: String
    var label: String
}

struct CallbacksPage: Codable {
    /// `words`: what the name stands for, for the app's own code and UIKit's console that traces name like a callback.
    struct Item: Codable { var name: String; var href: String; var count: String; var unused: Bool; var words: String? }
    struct Group: Codable { var title: String; var anchor: String; var callbacks: [Item] }
    var intro: HTML
    var groups: [Group]
}

/// A callback's page: its declaration, when UIKit calls it (with the steps that show it), `super`,
/// what belongs there, an example, common mistakes and version notes.
/// One of the three rules, with the anchor of its place in the overview's list.
struct PrincipleItem: Codable { var anchor: String; var href: String; var title: HTML; var text: HTML }

struct CallbackPage: Codable {
    struct Occurrence: Codable { var title: String; var href: String; var count: String; var steps: [Link]; var more: String? }
    var name: HTML
    var declaration: HTML // highlighted Swift
    /// For the app's own code and UIKit's console (`Callback.isNamedByLifeline`): the page's title in words, and a
    /// line saying the name traces give it.
    var words: String?
    var namedInTraces: HTML?
    var declaredIn: HTML?
    /// The Objective-C selector (`Callback.declaredSelector`), for codebases still in Objective-C.
    var objc: HTML?
    /// "When UIKit calls it", or "When it runs" for what Swift or the app's own code runs (deinit, a delegate call).
    var aboutTitle: String
    var about: HTML
    var advice: HTML
    var callSuper: HTML
    /// A protocol method, a delegate call or app code has no `super` to call: one line under the
    /// declaration says so instead of a section of its own (en/fr review, section 5).
    var superIsNote: Bool
    var example: HTML // highlighted Swift
    var mistakes: [HTML] // one per item
    var versions: HTML
    /// Related callbacks, by meaning (`Callback.related`).
    var seeAlso: [Link]
    /// The rules this callback is part of (`Callback.principles`), each linked to the overview's list.
    var principles: [PrincipleItem]
    var hasPrinciples: Bool
    var occurrences: [Occurrence]
    var hasOccurrences: Bool
    /// Documented only (`Callback.isOrderedByModel` false): no scenario can show it, and the page says why.
    var notOrdered: Bool
    /// Short lists are shown open; a long one (`viewWillAppear` is in almost every scenario) is folded.
    var fewOccurrences: Bool
    var scenarioCount: String
}

struct StatesPage: Codable {
    /// The scenarios of one theme that take a transition.
    struct Group: Codable { var theme: String; var scenarios: [PageLink] }
    /// `anchor`: the row's id, where the diagram's transition links; a long list of scenarios is folded (`fold`).
    struct Row: Codable {
        var from: String; var to: String; var callback: String; var href: String; var cancel: Bool
        var anchor: String; var groups: [Group]; var seenCount: String; var fold: Bool; var uncovered: Bool
    }
    var intro: HTML
    /// The whole machine (inline SVG) and its title.
    var diagram: HTML
    var diagramTitle: String
    /// What each state means, in the machine's order.
    struct State: Codable { var anchor: String; var name: String; var about: HTML }
    var states: [State]
    var rows: [Row]
    var allCovered: Bool
}

struct GlossaryPage: Codable {
    /// `term`: the words alone (what a project's own template printed before); `termHTML`: with its code in code font.
    struct Entry: Codable { var term: String; var termHTML: HTML; var definition: HTML; var anchor: String }
    var intro: HTML
    var entries: [Entry]
}

/// The lifecycle overview: birth, life, death, with the machine's diagram and a table of contents.
struct OverviewPage: Codable {
    /// `scenarios`: where to watch it happen.
    /// `code` and `log`: the section that has the reader try it (a logging base class, and what a push prints).
    struct Section: Codable { var anchor: String; var title: HTML; var text: HTML; var scenarios: [PageLink]; var hasScenarios: Bool
                     var code: HTML? = nil; var log: String? = nil }
    var title: HTML
    var intro: HTML
    var diagram: HTML // SVG
    var diagramTitle: String
    var principles: [PrincipleItem]
    var sections: [Section]
}

