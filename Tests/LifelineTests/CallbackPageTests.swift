import Foundation
import LifelineLanguage
import LifelineModel
import LifelineSite
import Testing

/// Every callback page in depth (issue #13): a declaration, `super`, an example, mistakes and version
/// notes in four languages, with enough English prose to teach (about 120 words at least).
@Suite struct CallbackPageTests {
    static let languages = ["en", "fr", "zh-Hans", "ko"]
    func text(_ c: Callback, _ part: TextKey.CallbackPart, _ lang: String = "en") -> String {
        locales.string(TextKey.callback(SiteText.slug(c), part).raw, language: lang) ?? ""
    }

    /// Words a reader reads: a code span counts as one word.
    func words(_ s: String) -> Int {
        s.replacingOccurrences(of: #"`[^`]*`"#, with: "x", options: .regularExpression)
            .split { $0.isWhitespace }.filter { $0.contains { $0.isLetter || $0.isNumber } }.count
    }

    @Test(arguments: Callback.allCases) func everyPageTeachsEnough(_ c: Callback) {
        let prose: [TextKey.CallbackPart] = [.about, .advice, .super, .mistakes, .versions]
        let count = prose.map { words(text(c, $0)) }.reduce(0, +)
        #expect(count >= 120, "\(c): \(count) English words")
        for lang in Self.languages {
            #expect(text(c, .mistakes, lang).split(separator: "\n").count >= 2, "\(c) [\(lang)]: at least two mistakes")
            let lines = text(c, .example, lang).split(separator: "\n", omittingEmptySubsequences: false)
            #expect((3...10).contains(lines.count), "\(c) [\(lang)]: example of \(lines.count) lines")
        }
    }

    /// The example is code: the same in every language but for its comments.
    @Test(arguments: Callback.allCases) func exampleCodeIsTheSameInEveryLanguage(_ c: Callback) {
        func code(_ lang: String) -> [String] {
            text(c, .example, lang).split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0.replacingOccurrences(of: #"\s*//.*$"#, with: "", options: .regularExpression))
            }
        }
        for lang in Self.languages.dropFirst() { #expect(code(lang) == code("en"), "\(c) [\(lang)]") }
        #expect(!text(c, .example).contains("`"), "\(c): the example is plain Swift")
    }

    @Test func declarationsAreSwift() {
        for c in Callback.allCases {
            let d = c.declaration
            let base = c.rawValue.prefix { $0 != "(" }
            switch c {
            case .delegate, .completion, .unwindAction, .warning: continue
            case .initCoder, .initNib: #expect(d.contains("init(") || d.contains("init?("), "\(c)")
            case .deinit: #expect(d == "deinit")
            case .traitChangeHandler: #expect(d.hasPrefix("registerForTraitChanges(") && d.contains("UITraitCollection) in"), "\(d)")
            default: #expect(d.contains("func \(base)("), "\(c): \(d)")
            }
            // A UIKit class's method is overridden; a protocol's is implemented.
            if let owner = c.declaredIn, owner.hasPrefix("UIViewController") || owner == "UIView" {
                #expect(d.hasPrefix("override ") || c == .initCoder, "\(c)")
            }
            if let owner = c.declaredIn, owner.hasSuffix("Delegate") { #expect(d.hasPrefix("func "), "\(c)") }
        }
    }

    @Test func swiftMarkupColoursKeywordsCommentsAndStrings() {
        let html = SiteText.swiftHTML("override func viewDidLoad() { // <set up>\n    title = \"A & B\"\n}")
        #expect(html == "<span class=\"k\">override</span> <span class=\"k\">func</span> viewDidLoad() { <span class=\"c\">// &lt;set up&gt;</span>\n"
            + "    title = <span class=\"s\">&quot;A &amp; B&quot;</span>\n}")
        // An argument label that is spelled like a keyword stays plain; the keyword in a loop does not.
        #expect(SiteText.swiftHTML("prepare(for segue: S, sender: Any?)") == "prepare(for segue: S, sender: Any?)")
        #expect(SiteText.swiftHTML("super.prepare(for: segue)").hasSuffix("prepare(for: segue)"))
        #expect(SiteText.swiftHTML("for x in xs {}") == "<span class=\"k\">for</span> x <span class=\"k\">in</span> xs {}")
    }

    /// A long identifier wraps between its words on a phone, never inside one (issue #13).
    @Test func longCodeSpansBreakBetweenWords() {
        #expect(SiteText.code("presentationControllerDidDismiss") == "presentation<wbr>Controller<wbr>Did<wbr>Dismiss")
        #expect(SiteText.code("willMove(toParent:)") == "will<wbr>Move(<wbr>to<wbr>Parent:)")
        #expect(SiteText.code("viewWillAppear") == "viewWillAppear", "a short name is left alone")
        #expect(SiteText.inline("Call `super.viewWillAppear(animated)` & go") == "Call <code>super.<wbr>view<wbr>Will<wbr>Appear(<wbr>animated)</code> &amp; go")
        #expect(SiteText.inline("an `<unclosed span") == "an <code>&lt;unclosed span</code>", "an unclosed span ends with the text")
    }

    @Test func thePageShowsEverySection() async throws {
        let out = try await SiteFixture.shared.output()
        for lang in Self.languages {
            let page = try String(contentsOfFile: "\(out)/\(lang)/callbacks/viewWillAppear.html", encoding: .utf8)
            for id in ["declaration", "about", "where", "super", "advice", "example", "mistakes", "versions"] {
                #expect(page.contains("<section id=\"\(id)\""), "\(lang): section \(id)")
            }
            #expect(page.contains("<span class=\"k\">override</span> <span class=\"k\">func</span> viewWillAppear(_ animated: Bool)"))
            #expect(page.contains("<code>UIViewController</code>"), "\(lang): declared by")
            let mistakes = page.components(separatedBy: "<ul class=\"mistakes\">")[1].components(separatedBy: "</ul>")[0]
            #expect(mistakes.components(separatedBy: "<li>").count - 1 == text(.viewWillAppear, .mistakes, lang).split(separator: "\n").count)
            let deinitPage = try String(contentsOfFile: "\(out)/\(lang)/callbacks/deinit.html", encoding: .utf8)
            #expect(!deinitPage.contains("class=\"declared-in\""), "\(lang): deinit is Swift's, not declared by a UIKit type")
            // No super to call (a protocol method, deinit): one line under the declaration, not a section.
            let delegatePage = try String(contentsOfFile: "\(out)/\(lang)/callbacks/delegate.html", encoding: .utf8)
            #expect(delegatePage.contains("<div class=\"super-note\">") && !delegatePage.contains("<section id=\"super\""), "\(lang): delegate")
        }
    }

    /// zh review 2026-11-27, §4: the Objective-C selector beside each declaration UIKit makes (irregular ones as UIKit
    /// spells them), none for the app's own code or SwiftUI; the documented-only pages carry theirs and say why no
    /// scenario shows them.
    @Test func pagesGiveTheObjectiveCSelector() async throws {
        let expected: [Callback: String?] = [.viewWillAppear: "viewWillAppear:", .willMoveToParent: "willMoveToParentViewController:",
                                             .deinit: "dealloc", .prepareForSegue: "prepareForSegue:sender:", .sceneDidDisconnect: "sceneDidDisconnect:",
                                             .viewSafeAreaInsetsDidChange: "viewSafeAreaInsetsDidChange", .delegate: nil, .onAppear: nil, .traitChangeHandler: nil]
        for (c, sel) in expected { #expect(c.declaredSelector == sel, "\(c)") }
        let out = try await SiteFixture.shared.output()
        for lang in Self.languages {
            let page = try String(contentsOfFile: "\(out)/\(lang)/callbacks/willMove-toParent.html", encoding: .utf8)
            #expect(page.contains("<p class=\"objc-selector\">") && page.contains("-will<wbr>Move<wbr>To<wbr>Parent<wbr>View<wbr>Controller:"), "\(lang)")
            let own = try String(contentsOfFile: "\(out)/\(lang)/callbacks/delegate.html", encoding: .utf8)
            #expect(!own.contains("objc-selector"), "\(lang)")
            let margins = try String(contentsOfFile: "\(out)/\(lang)/callbacks/viewLayoutMarginsDidChange.html", encoding: .utf8)
            // The first words of each (French typography changes the spaces further on).
            #expect(margins.contains(Markup.escape(String(text(.viewLayoutMarginsDidChange, .about, lang).prefix(16)))), "\(lang)")
            #expect(margins.contains(Markup.escape(String((locales.string("ui.callback.notOrdered", language: lang) ?? "?").prefix(16)))), "\(lang)")
        }
    }

    /// fr review 2026-11-27 §3: a scenario's row under "Where you can watch it" links at most six steps and says how
    /// many more there are (ten round trips shows viewWillAppear in twenty steps).
    @Test func stepLinkRowsAreCapped() async throws {
        let out = try await SiteFixture.shared.output()
        let page = try String(contentsOfFile: "\(out)/en/callbacks/viewWillAppear.html", encoding: .utf8)
        let row = try #require(page.components(separatedBy: "<li><a href=\"../scenarios/did-load-vs-will-appear.html\">").dropFirst().first?
            .components(separatedBy: "</li>").first)
        #expect(row.components(separatedBy: "#step-").count - 1 == 6, "\(row)")
        #expect(row.contains("<span class=\"more\">and ") && row.contains(" more steps</span>"), "\(row)")
        let fr = try String(contentsOfFile: "\(out)/fr/callbacks/viewWillAppear.html", encoding: .utf8)
        #expect(fr.contains(" autres étapes</span>"))
    }

    /// fr review, item 14: SwiftUI runs onAppear and onDisappear, so their pages say when they run, not when
    /// UIKit calls them; the French heading has no pronoun to agree with (deinit is masculine, warning a « message »).
    @Test func swiftUIPagesSayWhenTheyRun() async throws {
        let out = try await SiteFixture.shared.output()
        for (lang, heading) in [("en", "When it runs"), ("fr", "Moment d’exécution")] {
            for page in ["onAppear", "onDisappear", "deinit"] {
                let html = try String(contentsOfFile: "\(out)/\(lang)/callbacks/\(page).html", encoding: .utf8)
                #expect(html.contains(">\(heading)</h2>"), "\(lang)/\(page)")
            }
        }
        // fr review, item 11: the states page names the troubleshooting entry and the page as the menu calls it.
        let states = try String(contentsOfFile: "\(out)/fr/states.html", encoding: .utf8)
        #expect(states.contains("la page «\u{00A0}Dépannage\u{00A0}»") && !states.contains("Pourquoi n’est-elle pas appelée"))
    }

    /// en review §3: the pages of the app's own code and UIKit's console, which traces name like callbacks, are titled
    /// in words (a page titled `delegate` looked like a UIKit symbol) and say the name traces give them.
    @Test func pagesOfWhatNoAPIDeclaresAreTitledInWords() async throws {
        let out = try await SiteFixture.shared.output()
        #expect(Set(Callback.allCases.filter(\.isNamedByLifeline)) == [.delegate, .completion, .warning, .unwindAction, .traitChangeHandler])
        for (lang, page, title) in [("en", "delegate", "Your delegate method"), ("fr", "completion", "Un bloc de complétion"),
                                    ("zh-Hans", "warning", "UIKit 在控制台打印的警告"), ("ko", "unwindAction", "직접 만든 언와인드 액션"),
                                    ("en", "traitChangeHandler", "Your trait-change handler")] {
            let html = try String(contentsOfFile: "\(out)/\(lang)/callbacks/\(page).html", encoding: .utf8)
            #expect(html.contains("<h1>\(title)</h1>") && html.contains("<p class=\"named-in-traces\">") && html.contains("<code>\(page)</code>"), "\(lang)/\(page)")
            let index = try String(contentsOfFile: "\(out)/\(lang)/callbacks/index.html", encoding: .utf8)
            #expect(index.contains("<code>\(page)</code> · \(title)</a>"), "\(lang) index")
        }
        let viewDidLoad = try String(contentsOfFile: "\(out)/en/callbacks/viewDidLoad.html", encoding: .utf8)
        #expect(viewDidLoad.contains("<h1><code>viewDidLoad</code></h1>") && !viewDidLoad.contains("named-in-traces"))
    }
}
