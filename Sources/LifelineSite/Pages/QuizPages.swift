import LifelineLanguage
import LifelineModel

/// The exercises of every scenario page gathered by theme: `quiz/index.html` lists the themes,
/// `quiz/<theme>.html` holds their questions, each linking back to its scenario's steps and rules.
struct QuizIndexPage: Codable {
    struct Theme: Codable { var title: String; var href: String; var count: String; var ids: String }
    var intro: String
    var themes: [Theme]
}

struct QuizPage: Codable, Sendable {
    var theme: String
    var title: String
    var intro: String
    var exercises: [ExerciseView]
}

extension Pages {
    /// The themes that have questions, in teaching order, each with its questions worded in `lang`.
    /// Made once per language and build: the quiz index, the theme pages and the search index all read them.
    func quizThemes(_ lang: LocaleID, _ t: Words) -> [QuizPage] {
        state.memo.quizThemes(lang) { makeQuizThemes(lang, t) }
    }

    private func makeQuizThemes(_ lang: LocaleID, _ t: Words) -> [QuizPage] {
        SiteText.themes.compactMap { theme in
            let views = scenarios.filter { ($0.theme ?? SiteText.defaultTheme) == theme }.flatMap { s in
                exerciseViews(s, lang, t, page: "../scenarios/\(s.id).html",
                              scenario: PageLink(href: "../scenarios/\(s.id).html", title: t(.scenarioTitle(s.id))))
            }
            guard !views.isEmpty else { return nil }
            return QuizPage(theme: theme, title: t(.theme(theme)), intro: t(.ui("quiz.intro")), exercises: views)
        }
    }

    func quizIndexPage(_ lang: LocaleID, _ t: Words) -> QuizIndexPage {
        QuizIndexPage(intro: t(.ui("quizzes.intro")), themes: quizThemes(lang, t).map { q in
            QuizIndexPage.Theme(title: q.title, href: "\(q.theme).html", count: t.count(.ui("quiz.count"), q.exercises.count),
                                ids: q.exercises.map(\.id).joined(separator: " "))
        })
    }

    /// One search entry per theme page: its title and its questions.
    func quizEntries(_ lang: LocaleID, _ t: Words) -> [SearchEntry] {
        quizThemes(lang, t).map { q in
            SearchEntry(t: t(.ui("nav.quiz")) + " · " + q.title, u: "quiz/\(q.theme).html", k: .quiz,
                        x: q.exercises.map(\.questionText).joined(separator: " "),
                        h: Array(Set(q.exercises.compactMap(\.scenario?.title))).sorted().joined(separator: " "))
        }
    }
}
