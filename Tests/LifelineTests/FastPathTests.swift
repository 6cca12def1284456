import Foundation
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The byte-level fast paths give what the general code they replaced gives.
@Suite(.tags(.fast)) struct FastPathTests {
    /// Written as ICU's StripDiacritics transform writes it, for every script the catalogs use.
    @Test(arguments: ["contrôleur de vue", "Écran déroulé", "pile de navigation", "naïve façade", "Zürich",
                      "dàn chū kuàng", "Tiếng Việt", "뷰 컨트롤러", "내비게이션 스택", "视图控制器", "plain ascii", "", "e\u{301}"])
    func diacriticsGoAsICUWouldTakeThem(_ text: String) {
        #expect(SiteText.stripDiacritics(text) == (text.applyingTransform(.stripDiacritics, reverse: false) ?? text))
    }

    @Test func scriptDataCannotEndItsScript() {
        let json = "{\"a\":\"</script><b>&amp; \u{2028}x\u{2029} é ✓\"}"
        #expect(PlayerData.scriptSafe(Array(json.utf8))
                == "{\"a\":\"\\u003c/script\\u003e\\u003cb\\u003e\\u0026amp; \\u2028x\\u2029 é ✓\"}")
        #expect(PlayerData.scriptSafe([]) == "")
        // At either end, alone, and a lead byte of a separator cut short (not one, so kept as it is).
        #expect(PlayerData.scriptSafe(Array("\u{2028}a&".utf8)) == "\\u2028a\\u0026")
        #expect(PlayerData.scriptSafe(Array("<".utf8)) == "\\u003c")
        #expect(PlayerData.scriptSafe([0x61, 0xE2, 0x80]) == String(decoding: [0x61, 0xE2, 0x80], as: UTF8.self))
        #expect(PlayerData.scriptSafe(Array("\u{2027}\u{202A}".utf8)) == "\u{2027}\u{202A}", "neighbours of the separators stay")
    }

    /// A chart inlined in a page: from `<svg`, its prologue left out; one without a prologue is itself.
    @Test func inlineChartsStartAtTheirSVGElement() {
        #expect(HTML.svg("<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<svg width=\"1\">é</svg>\n").markup == "<svg width=\"1\">é</svg>\n")
        #expect(HTML.svg("<svg/>").markup == "<svg/>")
        #expect(HTML.svg("not a chart").markup == "not a chart")
        #expect(HTML.svg("<!-- 图 --><svg/>").markup == "<svg/>")
    }

    @Test func mustacheEscapingIsTheFiveCharacters() {
        #expect(SiteText.escape("a < b > c & \"d\" 'e' — 뷰", apostrophe: true) == "a &lt; b &gt; c &amp; &quot;d&quot; &#39;e&#39; — 뷰")
        let plain = "nothing to escape, 视图控制器"
        #expect(SiteText.escape(plain, apostrophe: true) == plain)
    }

    /// A code span's line breaks: the byte path for ASCII is the Character rule's result.
    @Test(arguments: ["presentationControllerDidDismiss(_:)", "viewWillTransition(to:with:)", "UIViewController.viewDidLoad",
                      "short()", "a<b>&\"quoted\"AndLongerThanEighteen", "tableView(_:didSelectRowAt:)", "URLSessionDelegate.urlSession(_:)"])
    func codeBreaksAsTheCharacterRuleDoes(_ name: String) {
        #expect(SiteText.code(name) == SiteText.codeByCharacter(name))
    }

    @Test func richTextWithAndWithoutParagraphsAndCode() {
        #expect(SiteText.rich("one <line>") == "<p>one &lt;line&gt;</p>")
        #expect(SiteText.rich("first\n\nsecond `viewDidLoad()`") == "<p>first</p>\n<p>second <code>viewDidLoad()</code></p>")
        #expect(SiteText.inline("no code & more") == "no code &amp; more")
        #expect(SiteText.code("presentationControllerDidDismiss(_:)") == "presentation<wbr>Controller<wbr>Did<wbr>Dismiss(<wbr>_:)")   // never before ")"
    }
}
