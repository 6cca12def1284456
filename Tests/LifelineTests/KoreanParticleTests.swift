import Foundation
@testable import LifelineLanguage
import LifelineModel
import LifelineSite
import LifelineTestSupport
import Testing

/// Korean particles follow the last sound of the name put in (issue #13), written by hand from how
/// each name is read: 플랜츠 (Plants), 에이 (A), 탭 (Tab), 내브 (Nav), 패널 (Panel), 편집기, 홈.
@Suite(.tags(.fast)) struct KoreanParticleTests {
    @Test func particlesFollowTheLastSound() {
        #expect(KoreanParticles.resolve("Plants이(가) 나타납니다") == "Plants가 나타납니다")
        #expect(KoreanParticles.resolve("A을(를) 푸시") == "A를 푸시")
        #expect(KoreanParticles.resolve("M을(를) 푸시") == "M을 푸시")
        #expect(KoreanParticles.resolve("Tab(으)로 돌아갑니다") == "Tab으로 돌아갑니다")
        #expect(KoreanParticles.resolve("Nav(으)로 돌아갑니다") == "Nav로 돌아갑니다")
        #expect(KoreanParticles.resolve("Panel(으)로 언와인드") == "Panel로 언와인드")
        #expect(KoreanParticles.resolve("편집기이(가) 닫힙니다") == "편집기가 닫힙니다")
        #expect(KoreanParticles.resolve("홈이(가) 보입니다, 홈와(과) 목록") == "홈이 보입니다, 홈과 목록")
        #expect(KoreanParticles.resolve("서울(으)로") == "서울로")          // ㄹ takes 로
        #expect(KoreanParticles.resolve("`Home`(으)로") == "`Home`으로")    // code spans are read by their word
        #expect(KoreanParticles.resolve("3번 탭(으)로, 2(으)로") == "3번 탭으로, 2로")
        // A final t, p or k: 호스트, 차트, 시트, 루트, 데스크, 헬프 end in a vowel; 맵, 백, 캣, 앱 in a 받침.
        #expect(KoreanParticles.resolve("Host이(가) 표시") == "Host가 표시")
        #expect(KoreanParticles.resolve("Chart이(가) 거친 전이") == "Chart가 거친 전이")
        #expect(KoreanParticles.resolve("Sheet을(를), Root은(는), Desk와(과), Help(으)로")
                == "Sheet를, Root는, Desk와, Help로")
        #expect(KoreanParticles.resolve("Map을(를), Back이(가), Cat은(는), App(으)로") == "Map을, Back이, Cat은, App으로")
    }

    /// A "(" from a method name is not a marker: the text comes back as it is, without a search; a
    /// marker right after a method name is still resolved.
    @Test func aMethodNameIsNotAMarker() {
        let text = "`viewDidLoad()`가 호출됩니다 (한 번)"
        #expect(KoreanParticles.resolve(text) == text)
        #expect(KoreanParticles.resolve("`viewDidLoad()`이(가) 호출됩니다") == "`viewDidLoad()`가 호출됩니다")
        #expect(KoreanParticles.resolve("Home(으)로") == "Home으로")
    }

    @Test func generatedChartLabelsUseThem() {
        let ko = chartStrings("ko")
        #expect(ko("action.unwind", "Plants") == "Plants로 언와인드")
        #expect(ko("action.rotate", "landscape").hasSuffix("로 회전") || ko("action.rotate", "landscape").hasSuffix("으로 회전"))
        #expect(ko("action.transition", "Host", "Feed", "Profile").hasPrefix("Host가 "))
    }

    /// Tabs are numbered for people in every language (issue #13): `selectTab: 1` is the second tab.
    @Test func tabsAreCountedFromOne() throws {
        let s = try loadCanonical("tab-switch")
        let step = s.steps.firstIndex { if case .selectTab(1, _) = $0.action { return true } else { return false } }.map { $0 + 1 }
        let n = try #require(step)
        #expect(chartStrings("en").stepHeading(s, n).hasSuffix("select tab 2"))
        #expect(chartStrings("zh-Hans").stepHeading(s, n).hasSuffix("切换到第 2 个标签"))
        #expect(chartStrings("ko").stepHeading(s, n).hasSuffix("2번 탭 선택"))
    }
}

/// French elides `de` and `que` before a name that starts with a vowel (issue #13: « d’Editor »).
@Suite(.tags(.fast)) struct FrenchElisionTests {
    @Test func deAndQueElideBeforeAVowel() {
        #expect(FrenchElision.resolve("segue unwind de Editor vers Plants") == "segue unwind d’Editor vers Plants")
        #expect(FrenchElision.resolve("présentation de A (pageSheet), de A#2, que A") == "présentation de A (pageSheet), de A#2, que A")
        #expect(FrenchElision.resolve("plus tôt que Inbox") == "plus tôt qu’Inbox")
        #expect(FrenchElision.resolve("vue de Plants, de Home, de B") == "vue de Plants, de Home, de B")
        #expect(FrenchElision.resolve("une pile de navigation") == "une pile de navigation")
        #expect(FrenchElision.resolve("le monde entier") == "le monde entier")   // « de » inside a word is not « de »
        #expect(FrenchElision.resolve("vue de Écran") == "vue d’Écran", "a vowel that is not ASCII")
        #expect(FrenchElision.resolve("sans rien à élider") == "sans rien à élider")
    }

    @Test func frenchChartLabelsUseIt() {
        let fr = chartStrings("fr")
        #expect(fr("action.segue", "show", "Editor", "Plants") == "segue show d’Editor vers Plants")
        // Never before a name of one letter (fr review §3: the prose writes « de A »).
        #expect(fr("action.present", "A", "pageSheet").hasPrefix("présentation de A"))
    }

    /// A particle after a code span does not wrap to a line of its own (zh/ko review, section 7): a word
    /// joiner ties it to the code; other text after code keeps its break.
    @Test func aParticleStaysWithItsCode() {
        #expect(SiteText.inline("`animated`를 봅니다").contains("</code>\u{2060}를"))
        #expect(!SiteText.inline("`animated` is read").contains("\u{2060}"))
    }

    /// ko review 2026-11-27 item 11: a particle after code follows the word a Korean reader says — a signature
    /// by its last label (`init(coder:)` 코더가, `dismiss(animated:completion:)` 컴플리션으로, `willMove(toWindow: nil)`
    /// 닐로), a name by itself (`.automatic` 오토매틱은, `modalPresentationStyle` 스타일을, `.pageSheet` 시트를).
    @Test func particlesAfterCodeFollowTheWordSaid() throws {
        #expect(spoken("init(coder:)") == "coder" && spoken("viewDidLoad()") == "viewDidLoad" && spoken("willMove(toWindow: nil)") == "nil")
        #expect(spoken("window?.windowScene") == "window?.windowScene" && spoken("dismiss(animated:completion:)") == "completion")
        #expect(KoreanParticles.resolve("Checkout이(가), Select을(를), Magic은(는), Sync은(는), weak이(가)") == "Checkout이, Select를, Magic은, Sync는, weak가")
        let pattern = try Regex(#"`([^`]+)`\x{2060}?(이나|으로|이|가|을|를|은|는|와|과|로|나)(?=[\s,.)·:;!?]|$)"#)
        let pairs: [String: (vowel: String, consonant: String, rieul: String)] = [
            "이": ("가", "이", "이"), "가": ("가", "이", "이"), "을": ("를", "을", "을"), "를": ("를", "을", "을"),
            "은": ("는", "은", "은"), "는": ("는", "은", "은"), "와": ("와", "과", "과"), "과": ("와", "과", "과"),
            "으로": ("로", "으로", "로"), "로": ("로", "으로", "로"), "이나": ("나", "이나", "이나"), "나": ("나", "이나", "이나"),
        ]
        var checked = 0
        for key in locales.keys.sorted() {
            for match in (locales.string(key, language: "ko") ?? "").matches(of: pattern) {
                guard let code = match.output[1].substring, let particle = match.output[2].substring, let forms = pairs[String(particle)] else { continue }
                let expected: String
                switch KoreanParticles.ending(of: Substring(spoken(String(code)))) {
                case .vowel: expected = forms.vowel
                case .consonant: expected = forms.consonant
                case .rieul: expected = forms.rieul
                }
                checked += 1
                #expect(particle == expected, "[ko] \(key): `\(code)`\(particle) (read as \(spoken(String(code))): \(expected))")
            }
        }
        #expect(checked > 500, "the pattern still finds the catalog's code-and-particle pairs: \(checked)")
    }

    /// The word a reader says for a code span: a call by its last argument label or value, else its name.
    func spoken(_ code: String) -> String {
        guard code.hasSuffix(")"), let open = code.firstIndex(of: "(") else { return code }
        let labels = code[code.index(after: open)..<code.index(before: code.endIndex)].split(separator: ":")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "_" }
        return labels.last ?? String(code[..<open])
    }
}
