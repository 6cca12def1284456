import LifelineModel
import Testing

/// `replacingAll` matches UTF-8 bytes (#24: it runs on every escaped text and formatted string).
@Suite struct StringReplacingTests {
    @Test func replacesEveryOccurrenceAndKeepsTheRest() {
        #expect("a<b<<c".replacingAll("<", with: "&lt;") == "a&lt;b&lt;&lt;c")
        #expect("<start and end>".replacingAll("<", with: "[").replacingAll(">", with: "]") == "[start and end]")
        #expect("%1$@ and %1$@ of %2$@".replacingAll("%1$@", with: "뷰").replacingAll("%2$@", with: "B") == "뷰 and 뷰 of B")
        #expect("aaaa".replacingAll("aa", with: "b") == "bb", "matches do not overlap")
        #expect("x-y".replacingAll("-", with: "") == "xy")
        #expect("视图控制器的视图".replacingAll("视图", with: "view") == "view控制器的view")
        #expect("nothing here".replacingAll("zz", with: "!") == "nothing here")
        #expect("short".replacingAll("much longer target", with: "!") == "short")
        #expect("keep".replacingAll("", with: "!") == "keep")
    }
}
