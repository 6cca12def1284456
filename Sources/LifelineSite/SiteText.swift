import Foundation
import LifelineDiagrams
import LifelineEngine
import LifelineLanguage
import LifelineModel
import LifelineOutput

/// Interface strings of the site, and the small text helpers the pages use.
package enum SiteText {
    package static let themes = ["basics", "navigation", "tabs", "presentation", "containment", "system", "custom"]
    /// The theme of a scenario file that names none (a user's own scenarios). The order within a theme
    /// is content: teaching-order.txt beside the scenarios (`TeachingOrder`).
    package static let defaultTheme = "custom"

    /// The interface strings the templates and pages use.
    package static let uiKeys: [TextKey] = [
        "site.title", "site.tagline", "lang.name", "lang.choose", "nav.home", "nav.states",
        "nav.callbacks", "nav.glossary", "nav.languages", "home.intro", "home.lessons",
        "scenario.setup", "scenario.setupLine", "scenario.window", "scenario.windowKey",
        "scenario.key.navigation", "scenario.key.tabs", "scenario.key.split", "scenario.key.container", "scenario.key.pages", "scenario.steps", "scenario.sequence", "scenario.stepChart",
        "scenario.states", "scenario.statePath", "scenario.trace", "scenario.download", "scenario.evidence", "scenario.disputed",
        "scenario.previous", "scenario.next", "scenario.callbacksOfStep", "scenario.parts", "scenario.part",
        "trace.seq", "trace.turn", "trace.actor", "trace.callback", "trace.args", "trace.state", "trace.rule",
        "confidence", "sources", "nav.skip", "callbacks.intro", "callback.count", "callback.where", "callback.none", "callback.notOrdered", "callback.objc", "callback.moreSteps",
        "callback.about", "callback.advice", "callback.step", "callback.declaration", "callback.declaredIn", "callback.super", "callback.namedInTraces",
        "callback.title.delegate", "callback.title.completion", "callback.title.warning", "callback.title.unwindAction", "callback.title.traitChangeHandler",
        "callback.example", "callback.mistakes", "callback.versions", "callback.scenarios",
        "states.intro", "states.transition", "states.coveredBy", "states.uncovered", "states.allCovered",
        "glossary.intro", "footer", "scenario.versions", "scenario.versionsIntro", "scenario.onlyOn", "scenario.movedOn", "callback.aboutOwn",
        "callback.seeAlso", "scenario.sameAs", "scenario.launchRef", "scenario.foldedChart", "scenario.versionPair", "scenario.versionsBefore",
        "scenario.routine.viewIsAppearing", "scenario.routine.updateProperties", "scenario.themePosition", "states.diagram", "nav.search", "nav.lifecycle",
        "home.overview", "lifecycle.contents", "search.intro", "search.label", "search.none", "search.noscript", "search.box",
        "player.title", "player.help", "player.prevStep", "player.prev", "player.next", "player.nextStep", "player.position",
        "player.states", "player.screen", "player.unborn", "player.gone", "player.window", "player.presented", "player.covered",
        "player.background",
        "exercise.title", "exercise.intro", "exercise.order", "exercise.helpOrder", "exercise.check",
        "exercise.reset", "exercise.answer", "exercise.right", "exercise.incomplete", "exercise.wrongAt",
        "exercise.choose", "exercise.why", "exercise.seeStep", "exercise.done",
        "nav.quiz", "quizzes.intro", "quiz.intro", "quiz.count", "quiz.progress", "states.seenCount",
        "chart.fit", "chart.actual", "chart.zoomIn", "chart.zoomOut", "chart.full", "chart.focus", "chart.all", "chart.layout", "notFound",
        "callbacks.inScenarios", "callbacks.inNoScenario", "callbacks.notOrdered",
        "overview.seeIn", "overview.pushPrints", "principles.title", "callback.principle", "principles.more",
        "states.what",
    ].map(TextKey.ui) + PageKind.all.flatMap(\.keys) + ExerciseView.keys
        + AppearanceState.allCases.map { TextKey.ui("states.about.\($0.rawValue)") } + CallbackPhase.allCases.map { TextKey.ui("phase.\($0.rawValue)") }
        + ["storyboard", "code", "high", "medium", "low"].map(TextKey.siteValue) + [TextKey.ui("untranslated")] + themes.map(TextKey.theme)

    /// A rule's source as readers see it: its kind in their language, then its citation as published,
    /// with what it holds (its gloss) in their language.
    package static func source(_ s: Source, _ t: Words) -> String {
        let gloss = s.gloss.map { t(.sourceGloss($0)) }
        let citation = switch (s.citation.isEmpty, gloss) {
        case (_, nil): s.citation
        case (true, let gloss?): gloss
        case (false, let gloss?): t(.sourceGlossed, s.citation, gloss)
        }
        let text = t(.sourceFormat, t(.sourceKind(s.kind.rawValue)), citation)
        return t.language == "fr" ? FrenchTypography.apply(text) : text   // a French title's « » too
    }

    /// How a glossary term sorts for readers of `language`: Chinese by the pinyin of its headword
    /// (`Pinyin`: the way a Chinese dictionary is ordered), every language without accents or case
    /// (é with e, Ä with a).
    package static func sortKey(_ term: String, language: String) -> String {
        sortKeys([term], language: language)[0]
    }

    /// ICU's Any-StripDiacritics ("NFD; [:Nonspacing Mark:] Remove; NFC"), without building an ICU
    /// transliterator for each call, which cost more than all the glossary's text.
    static func stripDiacritics(_ s: String) -> String {
        guard !s.utf8.allSatisfy({ $0 < 0x80 }) else { return s }
        var kept = String.UnicodeScalarView()
        for scalar in s.decomposedStringWithCanonicalMapping.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    /// The sort keys of several terms (each term's own key, as `sortKey` makes it); the Chinese
    /// characters `Pinyin` does not list are read by one ICU transliteration for all the terms.
    package static func sortKeys(_ terms: [String], language: String) -> [String] {
        guard language == "zh-Hans" else { return terms.map { stripDiacritics($0).lowercased() } }
        let heads = terms.map(Pinyin.headword)
        var read = heads.map(Pinyin.reading)
        let unread = read.indices.filter { read[$0] == nil }
        if !unread.isEmpty {
            for (i, r) in zip(unread, Pinyin.transliterated(unread.map { heads[$0] })) { read[i] = r }
        }
        return zip(read, heads).map { stripDiacritics($0 ?? $1).lowercased() }
    }

    /// A file-safe name for a callback: `willMove(toParent:)` → `willMove-toParent`. Made once per
    /// callback (pages ask for them thousands of times, for every link to a callback's page).
    package static func slug(_ c: Callback) -> String { slugs[c] ?? makeSlug(c) }

    private static let slugs = Dictionary(uniqueKeysWithValues: Callback.allCases.map { ($0, makeSlug($0)) })

    private static func makeSlug(_ c: Callback) -> String {
        var out = ""
        for ch in c.rawValue {
            if ch.isLetter || ch.isNumber { out.append(ch) } else if ch == "(" || ch == ":" || ch == "_" { if out.last != "-" { out.append("-") } }
        }
        while out.last == "-" { out.removeLast() }
        return out
    }

    /// HTML for a catalog text: escaped, with `code spans` for method names and blank lines as paragraphs.
    package static func rich(_ text: String, links: CodeLinks? = nil) -> String {
        // Most texts are one paragraph: no search for "\n\n" (a generic substring search, slow).
        guard text.utf8.contains(0x0A) else { return "<p>" + inline(text, links: links) + "</p>" }
        return text.split(separator: "\n\n", omittingEmptySubsequences: false).map { "<p>" + inline(String($0), links: links) + "</p>" }.joined(separator: "\n")
    }

    /// Swift code as HTML, with keywords, comments, strings and attributes marked for the stylesheet.
    package static func swiftHTML(_ code: String) -> String { SwiftMarkup.html(code) }

    /// One line of catalog text as HTML: escaped, with `code spans` (for titles and headings).
    /// With `links`, a code span that names a callback links to that callback's page.
    package static func inline(_ text: String, links: CodeLinks? = nil) -> String {
        guard text.utf8.contains(0x60) else { return escape(text) }     // no code span
        var out = ""
        for (i, piece) in codeSpanPieces(text).enumerated() {
            let part = String(piece)
            if i % 2 == 0 {
                // A Korean particle right after a code span stays on its line: a word joiner (U+2060)
                // removes the break the code's box would otherwise allow (`animate(…)`|로).
                if i > 0, let first = part.unicodeScalars.first, (0xAC00...0xD7A3).contains(first.value) { out += "\u{2060}" }
                out += escape(part); continue
            }
            let span = "<code>" + code(part) + "</code>"
            if let href = links?.href(for: part) { out += "<a href=\"" + escape(href) + "\">" + span + "</a>" } else { out += span }
        }
        return out
    }

    /// The text between backticks, and the code spans (every other piece): split by the bytes, as the
    /// backtick is one byte in UTF-8 (splitting by `Character` was a twentieth of a cached build).
    static func codeSpanPieces(_ text: String) -> [Substring] {
        var pieces: [Substring] = [], start = text.utf8.startIndex
        for i in text.utf8.indices where text.utf8[i] == 0x60 {
            pieces.append(text[start..<i])
            start = text.utf8.index(after: i)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Where the callbacks' pages are from the page being written, and the callback it is about (never linked to itself).
    package struct CodeLinks: Sendable {
        package var prefix: String
        package var except: Callback?
        package init(prefix: String, except: Callback? = nil) { self.prefix = prefix; self.except = except }

        /// The page of the callback a code span names (`viewWillAppear`, `viewWillAppear(_:)`, `dealloc`), or nil.
        func href(for span: String) -> String? {
            let key = span.lowercased()
            guard let c = Callback.spellings[key] ?? Self.documented[key], c != except else { return nil }
            return prefix + SiteText.slug(c) + ".html"
        }

        /// The callbacks documented without being ordered have no spelling a log is read by (`Callback.spellings`),
        /// but the prose names them as Swift does: `viewSafeAreaInsetsDidChange()`, `sceneDidDisconnect(_:)`.
        private static let documented: [String: Callback] = {
            var out: [String: Callback] = [:]
            for c in Callback.documentedOnly {
                let base = c.rawValue.prefix { $0 != "(" }.lowercased()
                for spelling in [c.rawValue.lowercased(), base, base + "()"] { out[spelling] = c }
            }
            return out
        }()
    }

    /// A code span's text as HTML: escaped; a long identifier gets line-break opportunities (`<wbr>`)
    /// where a reader would split it — before each word of its camel case and after `:` `(` `.` — so a
    /// narrow screen wraps `presentationController<wbr>Did<wbr>Dismiss`, never `presentationControll|erDidDismiss`.
    package static func code(_ text: String) -> String {
        // ASCII without anything to escape, nearly every identifier: the same rule on bytes, without
        // Unicode property lookups.
        guard text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 }) else { return codeByCharacter(text) }
        guard text.utf8.count > 18 else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 32)
        var previous: UInt8 = 0x20
        for b in text.utf8 {
            if ((0x41...0x5A).contains(b) && (0x61...0x7A).contains(previous)) || ((previous == 0x3A || previous == 0x28 || previous == 0x2E) && b != 0x29) {
                out += Self.wbr
            }
            out.append(b)
            previous = b
        }
        return String(decoding: out, as: UTF8.self)
    }

    static let wbr = Array("<wbr>".utf8)

    static func codeByCharacter(_ text: String) -> String {
        guard text.count > 18 else { return escape(text) }
        var out = ""
        var previous: Character = " "
        for ch in text {
            if (ch.isUppercase && previous.isLowercase) || ":(.".contains(previous) && ch != ")" { out += "<wbr>" }
            out += escape(String(ch))
            previous = ch
        }
        return out
    }

    /// Text made safe for HTML and XML content and quoted attributes (`Markup.escape`).
    package static func escape(_ text: String, apostrophe: Bool = false) -> String { Markup.escape(text, apostrophe: apostrophe) }

    /// The kinds of container in a tree, in the order `describe` first writes their signs, so a page can
    /// explain only the signs it shows (`ui.scenario.key.<kind>`).
    package static func notations(_ node: ControllerNode) -> [String] {
        var seen: [String] = []
        func visit(_ n: ControllerNode) {
            let (kind, kids): (String?, [ControllerNode]) = switch n {
            case .controller: (nil, [])
            case .navigation(_, let stack): ("navigation", stack)
            case .tabs(_, let tabs, _): ("tabs", tabs)
            case .split(_, let p, let s): ("split", [p, s])
            case .container(_, let kids, _): ("container", kids)
            case .pages(_, let pages, _, _): ("pages", pages)
            }
            if let kind, !seen.contains(kind) { seen.append(kind) }
            kids.forEach(visit)
        }
        visit(node)
        return seen
    }

    /// The window's tree written compactly, as in a scenario file.
    package static func describe(_ node: ControllerNode) -> String {
        switch node {
        case .controller(let n): return n
        case .navigation(let n, let stack): return "\(n) [\(stack.map(describe).joined(separator: ", "))]"
        case .tabs(let n, let tabs, _): return "\(n) {\(tabs.map(describe).joined(separator: " | "))}"
        case .split(let n, let p, let s): return "\(n) (\(describe(p)) ‖ \(describe(s)))"
        case .container(let n, let kids, _): return "\(n) ⟨\(kids.map(describe).joined(separator: ", "))⟩"
        case .pages(let n, let pages, _, _): return "\(n) ‹\(pages.map(describe).joined(separator: " · "))›"
        }
    }
}
