@testable import LifelineLanguage
import LifelineTestSupport
import Testing

/// The catalogs' JSON check: well-formed text passes, each mistake is named with its line and column,
/// and a key given twice fails even when one spelling escapes a character the other does not.
@Suite(.tags(.fast)) struct JSONLintTests {
    func problem(_ json: String) -> JSONLint.Problem? {
        do { try JSONLint.check(Array(json.utf8)); return nil } catch { return error }
    }

    @Test func wellFormedTextPasses() {
        #expect(problem(#"{"a": [1, -2.5, true, null, "x\n\"y\""], "b": {"c": "d"}, "é": "ü"}"#) == nil)
        #expect(problem("  [ ]  ") == nil)
    }

    @Test func eachMistakeHasItsPlace() {
        #expect(problem("{\"a\": 1,\n \"a\": 2}") == .init(line: 2, column: 2, message: "duplicate key \"a\" (first at line 1)"))
        #expect(problem(#"{"a\/b": 1, "a/b": 2}"#)?.message == "duplicate key \"a/b\" (first at line 1)")
        #expect(problem(#"{"a": "\q"}"#)?.message == "an unknown escape")
        #expect(problem("{\"a\": \"x\ty\"}")?.message.hasPrefix("a control character") == true)
        #expect(problem(#"{"a": tru}"#) == .init(line: 1, column: 7, message: "'tru' is not a JSON value"))
        #expect(problem(#"{"a": 01}"#)?.message == "'01' is not a JSON value")
        #expect(problem(#"{"a": "x}"#)?.message == "a string is not closed")
        #expect(problem(#"[1, 2"#)?.message == "a list is not closed")
        #expect(problem(#"{"a": 1} x"#)?.message == "unexpected text after the end of the document")
    }

    /// Issue #32, B17: a byte-order mark is named as one (it showed as an invisible character in
    /// "'{' is not a JSON value"), and NaN or infinity, which JSON has no words for, get a position.
    @Test func aBOMAndNaNAreNamed() {
        let bom = problem("\u{FEFF}{\"a\": 1}")
        #expect(bom?.line == 1 && bom?.message.contains("byte-order mark") == true, "\(String(describing: bom))")
        for word in ["NaN", "nan", "Infinity", "inf", "-nan"] {
            let p = problem("{\n  \"a\": \(word)\n}")
            #expect(p?.line == 2 && p?.column == 8, "\(word): \(String(describing: p))")
        }
        #expect(problem("{\"a\": -1.5e3}") == nil)
    }
}
