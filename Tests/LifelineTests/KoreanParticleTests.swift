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
        #expect(FrenchElision.resolve("présentation de A (pageSheet)") == "présentation d’A (pageSheet)")
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
        #expect(fr("action.present", "A", "pageSheet").hasPrefix("présentation d’A"))
    }

    /// A particle after a code span does not wrap to a line of its own (zh/ko review, section 7): a word
    /// joiner ties it to the code; other text after code keeps its break.
    @Test func aParticleStaysWithItsCode() {
        #expect(SiteText.inline("`animated`를 봅니다").contains("</code>\u{2060}를"))
        #expect(!SiteText.inline("`animated` is read").contains("\u{2060}"))
    }
}
