import Foundation
import LifelineLanguage
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The Chinese glossary's order without building ICU's transliterator: `Pinyin`'s readings are ICU's,
/// every shipped term is read from them, and a character they lack is read by ICU.
@Suite(.tags(.fast)) struct PinyinTests {
    static let listed = Pinyin.readings.keys.sorted()

    @Test func eachReadingIsICUsReadingOfItsCharacter() {
        for c in Self.listed {
            let read = String(c).applyingTransform(.mandarinToLatin, reverse: false)
            #expect(Pinyin.readings[c] == read, "\(c): listed \(Pinyin.readings[c] ?? "-"), ICU \(read ?? "-")")
        }
    }

    /// Otherwise a build would call ICU after all: a term added to the glossary needs its characters here.
    @Test func everyShippedChineseTermIsReadFromTheList() {
        let terms = TextKey.glossaryIDs(in: locales.keys).map { locales.string("glossary.\($0).term", language: "zh-Hans") ?? "" }
        #expect(terms.count >= 30)
        for term in terms { #expect(Pinyin.reading(Pinyin.headword(term)) != nil, "\(term) has a character Pinyin does not list") }
    }

    @Test func aCharacterNotListedIsReadByICU() {
        #expect(Pinyin.reading("鱼") == nil)
        #expect(SiteText.sortKeys(["鱼", "阿"], language: "zh-Hans") == ["yu", "a"])
        // A term with a line break is read on its own (joined, the terms were split apart by line).
        #expect(SiteText.sortKeys(["鱼\n虾", "阿"], language: "zh-Hans") == ["yu\nxia", "a"])
    }

    /// Read from the list or by ICU, a term gets the same key (spacing aside, which orders nothing here).
    @Test func theListedReadingsGiveICUsKeys() {
        let terms = ["视图控制器", "导航栈", "回调", "RunLoop 轮次", "模态、全屏", "深色模式"]
        let listed = terms.map { SiteText.sortKey($0, language: "zh-Hans") }
        let icu = Pinyin.transliterated(terms).map { SiteText.stripDiacritics($0).lowercased() }
        #expect(listed == icu)
    }

    @Test func theHeadwordLeavesTheGlossOut() {
        #expect(Pinyin.headword("scene（场景）") == "scene")
        #expect(Pinyin.headword("代理（delegate）") == "代理")
        #expect(Pinyin.headword("（only a gloss）") == "（only a gloss）")
    }
}
