import LifelineModel
import LifelineTestSupport
import Testing

/// `replacingAll` matches UTF-8 bytes (#24: it runs on every escaped text and formatted string).
@Suite(.tags(.fast)) struct StringReplacingTests {
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

    @Test func placeholdersAreFilledInOnePass() {
        #expect("%1$@ pushes %2$@; %1$@ stays".substitutingArguments(["A", "B"]) == "A pushes B; A stays")
        #expect("%@ → %@".substitutingArguments(["뷰", "视图"]) == "뷰 → 视图")
        #expect("%2$@ before %1$@".substitutingArguments(["x", "y"]) == "y before x")
        #expect("%@ and %@ and %@".substitutingArguments(["one"]) == "one and %@ and %@", "no argument: kept")
        #expect("%3$@".substitutingArguments(["a"]) == "%3$@")
        #expect("100% sure, %lld".substitutingArguments(["a"]) == "100% sure, %lld", "not a placeholder")
        #expect("%1$@".substitutingArguments(["%2$@", "no"]) == "%2$@", "an argument's text is not read again")
        #expect("no placeholder".substitutingArguments(["a"]) == "no placeholder")
        #expect("ends with %".substitutingArguments(["a"]) == "ends with %")
    }
}
