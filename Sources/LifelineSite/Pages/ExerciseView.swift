import LifelineDiagrams
import LifelineLanguage
import LifelineModel

/// An exercise as a template shows it (`exercise.mustache`), in the page's language: its step's heading,
/// the question, the code or the calls so far, the options, the answer and why (the rule's sentence, or
/// what the trace did to the mistaken code), with a link to the step.
struct ExerciseView: Codable, Sendable {
    struct Option: Codable, Sendable { var key: String; var who: String?; var call: String?; var word: String? }
    var id: String
    var kind: String
    /// order, one or many (`Exercise.Mode`), for the script.
    var mode: String
    var isOrder: Bool
    var heading: String
    var question: HTML
    /// The question as plain text, for the search index.
    var questionText: String
    var code: HTML?
    var shown: [Option]
    var hasShown: Bool
    var help: String
    var items: [Option]
    var answerItems: [Option]
    /// The answer's keys, space-separated, for the script.
    var answerKeys: String
    var why: HTML
    /// The step on the scenario page that shows it (`#step-N` there, or that page's address from a quiz page).
    var stepLink: String
    var seeStep: String
    var step: Int
    /// On a quiz page: the scenario it comes from.
    var scenario: PageLink?

    init(_ e: Exercise, scenario s: Scenario, page: String, from: PageLink?, _ t: Words, chart words: Words) {
        id = e.id; kind = e.kind.rawValue; mode = e.mode.rawValue; isOrder = e.kind == .order; step = e.step; scenario = from
        heading = words.stepHeading(s, e.step)
        let text = Self.question(e, t)
        question = .inline(text); questionText = Pages.plain(text)
        if case .mistake(let m) = e.stem { code = .swift(m.code) }
        let option = { (i: Exercise.Item) in Self.option(i, t, words) }
        if case .next(let before) = e.stem { shown = before.map(option) } else { shown = [] }
        hasShown = !shown.isEmpty
        help = t(.ui(e.mode == .order ? "exercise.helpOrder" : e.mode == .many ? "exercise.helpMany" : "exercise.helpOne"))
        items = e.items.map(option); answerItems = e.answerItems.map(option)
        answerKeys = e.answer.joined(separator: " ")
        why = .inline(Self.why(e, t, words), links: SiteText.CodeLinks(prefix: "../callbacks/"))
        stepLink = page + "#step-\(e.step)"
        seeStep = t(.ui("exercise.seeStep"), String(e.step))
    }

    static func option(_ i: Exercise.Item, _ t: Words, _ words: Words) -> Option {
        let word = i.word.map { w in
            switch w {
            case .state(let s): words("state.\(s.rawValue)")
            case .none: t(.ui("exercise.none"))
            }
        }
        return Option(key: i.key, who: i.who.isEmpty ? nil : i.who, call: i.call.isEmpty ? nil : i.call, word: word)
    }

    static func question(_ e: Exercise, _ t: Words) -> String {
        switch e.stem {
        case .next(let shown): t(.ui(shown.isEmpty ? "exercise.first" : "exercise.next"))
        case .receivers(let c): t(.ui("exercise.receivers"), "`\(c.rawValue)`")
        case .order: t(.ui("exercise.order"))
        case .state(let who, _): t(.ui("exercise.state"), who)
        case .mistake(let m): t(.ui("exercise.mistake.\(m.template.rawValue)"), m.who)
        case .versions(let a, let b, let added):
            added ? t(.ui("exercise.versions.added"), b.displayName, a.displayName) : t(.ui("exercise.versions.removed"), a.displayName, b.displayName)
        }
    }

    /// The sentence that explains the answer: the rule's own, what the trace did to the mistaken code, or
    /// that the step left an object's state as it was.
    static func why(_ e: Exercise, _ t: Words, _ words: Words) -> String {
        if case .state(let who, true) = e.stem, let answer = e.answerItems.first {
            return t(.ui("exercise.stateKept"), who, option(answer, t, words).word ?? "")
        }
        if case .mistake(let m) = e.stem {
            let background = m.background.map { "`\($0.rawValue)`" } ?? ""
            return t(.ui("exercise.mistakeWhy.\(m.template.rawValue)"), m.who, String(m.template == .loadInWillAppear ? m.count : e.step), background)
        }
        return e.rule.isEmpty ? t(.ui("exercise.whyTrace")) : t(.ui("exercise.why"), t(.rule(e.rule)))
    }

    /// Every string the exercises show (`lifeline check` requires them in every language).
    static let keys: [TextKey] = (["exercise.first", "exercise.next", "exercise.soFar", "exercise.receivers", "exercise.state", "exercise.none",
                                   "exercise.versions.added", "exercise.versions.removed", "exercise.helpOne", "exercise.helpMany", "exercise.wrong",
                                   "exercise.whyTrace", "exercise.stateKept"]
        + Mistake.Template.allCases.flatMap { ["exercise.mistake.\($0.rawValue)", "exercise.mistakeWhy.\($0.rawValue)"] }).map(TextKey.ui)
}
