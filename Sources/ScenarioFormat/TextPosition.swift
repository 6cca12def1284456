/// Line and column (from 1) of a place in a text, counted as editors count them: lines end at "\n"
/// (a "\r\n" is one end), columns are characters.
public enum TextPosition {
    /// Where the first of `needles` occurs in `text`, or nil.
    public static func first(of needles: Set<Character>, in text: String) -> (line: Int, column: Int)? {
        var line = 1, column = 1
        for c in text {
            if needles.contains(c) { return (line, column) }
            if c == "\n" || c == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        return nil
    }

    /// Where the first byte that is not UTF-8 is (its column counts the characters before it).
    public static func firstInvalidUTF8(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s):
                if s == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error: break loop
            }
        }
        return (line, column)
    }
}
