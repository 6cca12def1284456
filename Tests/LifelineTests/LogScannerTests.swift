import Foundation
import LifelineModel
@testable import LifelineTraceCheck
import Testing

/// `LogScanner` replaces two regular expressions for speed: on every line the tests read, and on
/// random lines, it finds exactly what the expressions find.
@Suite(.tags(.fast)) struct LogScannerTests {
    // The expressions it replaces, kept here as its oracle.
    nonisolated(unsafe) static let word = #/(?:\d+(?:st|nd|rd|th)\b|[\p{L}_]\w*)(?:\.[\p{L}_]\w*)*(?:[\p{L}_]*:)*/#
    nonisolated(unsafe) static let call = #/([A-Za-z_]\w*)\(([^()]*)\)/#

    static let lines: [String] = [
        "A viewWillAppear", "A - viewDidAppear(true)", "B: viewDidLoad()", "ViewController - View Did Load",
        "FirstViewController viewDidAppear(animated: true)", "<MyApp.FirstViewController: 0x7fb1c2d0> viewWillDisappear",
        "-[FirstViewController viewDidDisappear:]", "2024-05-01 10:00:00.123456+0900 MyApp[123:4567] B deinit",
        "画面A viewDidLoad()", "Écran viewWillAppear(_:)", "Экран.viewWillDisappear(_:)", "deinit 画面B", "화면 viewDidAppear(_:)",
        "[A viewDidLoad()](14): loaded", "A.swift 14 viewWillAppear(_:) 40", "A prepare(for:sender:)", "B prepareForSegue:sender:",
        "DetailViewController.deinit", "1st viewDidLoad", "2nd viewDidLoad()", "Screen 3rd: viewWillAppear(_:)", "111B viewWillAppear",
        "11th 1stScreen 2x 21st_ 3rd.", "a(b(c)d) e() f(g, h: i) (x) _y(z)", "willMove(toParent: nav) didMove(toParent:)", "",
        "    indented  viewDidLoad  ", "MyApp.First.viewDidLoad()", "x:y:z: a.b.c. .d", "Ünïcödé_ñame9 naïve café", "🟢 A viewDidLoad",
        "e\u{301}cran viewDidLoad", "1 2 3 st nd 4th5th", "(((", ")))", "f(", "g)", "h()i()", "é(x)", "9(x) _9(y)",
    ]

    func check(_ line: String) {
        let text = Substring(line)
        #expect(LogScanner.words(text) == text.matches(of: Self.word).map(\.range), "words of \(line.debugDescription)")
        let scanned = LogScanner.calls(text).map { [String($0.name), String($0.inside), String(text[$0.range])] }
        let expected = text.matches(of: Self.call).map { [String($0.output.1), String($0.output.2), String(text[$0.range])] }
        #expect(scanned == expected, "calls of \(line.debugDescription)")
    }

    @Test func theLinesTheTestsReadScanAsTheExpressionsMatch() {
        for line in Self.lines { check(line) }
        for spelling in Callback.spellings.keys { check("A " + spelling + " B") }
    }

    /// Random lines over the characters that matter (letters of several scripts, digits, punctuation).
    @Test func randomLinesScanAsTheExpressionsMatch() {
        var rng = SplitMix64(seed: 34)
        let alphabet = Array("aZ_09st.:()[]<>- \t画Éé\u{301}한xnh٣")
        for _ in 0..<3_000 {
            let n = Int(rng.next() % 24)
            check(String((0..<n).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }))
        }
    }
}
