/// The names and calls on a log line, found by walking its characters once. Written by hand, not with
/// Swift's `Regex`: the two expressions it replaces (`Patterns.word`, `Patterns.swiftCall`) took 90 % of
/// `trace check`'s time on a log of distinct lines (39 µs a line); no package we may use offers a faster
/// engine. `LogScannerTests` holds it to the expressions' own matches on every spelling the tests read.
enum LogScanner {
    /// A character of a name's rest (`\w`): a letter, a digit, a mark carried by its character, `_`.
    /// ASCII is answered from the byte (Unicode's property tables cost more than the rest of the scan).
    static func isWordChar(_ c: Character) -> Bool {
        if let a = c.asciiValue { return isASCIILetter(a) || (a >= 0x30 && a <= 0x39) || a == 0x5F }
        return c.isLetter || c.isNumber
    }

    /// A character a name may start with (`[\p{L}_]`).
    static func isNameStart(_ c: Character) -> Bool {
        if let a = c.asciiValue { return isASCIILetter(a) || a == 0x5F }
        return c.isLetter
    }

    static func isASCIILetter(_ a: UInt8) -> Bool { (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A }

    /// A decimal digit (`\d`: any script's, `٣` too).
    static func isDigit(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a >= 0x30 && a <= 0x39 }
        return c.unicodeScalars.count == 1 && c.unicodeScalars.first?.properties.generalCategory == .decimalNumber
    }

    /// Whether the text holds `byte` (an ASCII character): a byte search, not Foundation's string search.
    /// It reads the text's own storage when it can (a generic `contains` over the view was a tenth of a long log's check).
    static func has(_ text: Substring, _ byte: Unicode.Scalar) -> Bool {
        let b = UInt8(ascii: byte)
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(b) } ?? text.utf8.contains(b)
    }

    /// The words of the line, as `(?:\d+(?:st|nd|rd|th)\b|[\p{L}_]\w*)(?:\.[\p{L}_]\w*)*(?:[\p{L}_]*:)*`
    /// matches them, leftmost first, one after another.
    static func words(_ text: Substring) -> [Range<Substring.Index>] {
        var out: [Range<Substring.Index>] = []
        var i = text.startIndex
        while i < text.endIndex {
            if let end = wordEnd(text, from: i) {
                out.append(i..<end)
                i = end
            } else {
                i = text.index(after: i)
            }
        }
        return out
    }

    /// Where the word starting at `i` ends, or nil if none starts there.
    static func wordEnd(_ text: Substring, from i: Substring.Index) -> Substring.Index? {
        let end = text.endIndex
        var j = i
        if isDigit(text[j]) {
            // An ordinal: digits, then st, nd, rd or th, then no word character.
            while j < end, isDigit(text[j]) { j = text.index(after: j) }
            guard let k = text.index(j, offsetBy: 2, limitedBy: end), ["st", "nd", "rd", "th"].contains(text[j..<k]),
                  k == end || !isWordChar(text[k]) else { return nil }
            j = k
        } else if isNameStart(text[j]) {
            j = text.index(after: j)
            while j < end, isWordChar(text[j]) { j = text.index(after: j) }
        } else {
            return nil
        }
        // `.Member` parts: `MyApp.First`.
        while j < end, text[j] == ".", let k = text.index(j, offsetBy: 1, limitedBy: end), k < end, isNameStart(text[k]) {
            j = text.index(after: k)
            while j < end, isWordChar(text[j]) { j = text.index(after: j) }
        }
        // Selector parts: `viewWillAppear:`, `prepareForSegue:sender:`.
        while j < end {
            var k = j
            while k < end, isNameStart(text[k]) { k = text.index(after: k) }
            guard k < end, text[k] == ":" else { break }
            j = text.index(after: k)
        }
        return j
    }

    struct Call {
        var range: Range<Substring.Index>
        var name: Substring
        var inside: Substring
    }

    /// The calls on the line, as `([A-Za-z_]\w*)\(([^()]*)\)` matches them: a name starting with an
    /// ASCII letter or `_`, its parentheses holding no other parenthesis.
    static func calls(_ text: Substring) -> [Call] {
        var out: [Call] = []
        var cursor = text.startIndex
        var p = text.startIndex
        while let open = text[p...].firstIndex(of: "(") {
            p = text.index(after: open)
            // The name: the word characters right before `(`, from the leftmost ASCII letter or `_` after the cursor.
            var s = open
            while s > cursor, isWordChar(text[text.index(before: s)]) { s = text.index(before: s) }
            guard let start = text[s..<open].firstIndex(where: { $0.asciiValue.map { isASCIILetter($0) || $0 == 0x5F } ?? false }) else { continue }
            guard let close = text[p...].firstIndex(where: { $0 == "(" || $0 == ")" }), text[close] == ")" else { continue }
            let after = text.index(after: close)
            out.append(Call(range: start..<after, name: text[start..<open], inside: text[p..<close]))
            cursor = after
            p = after
        }
        return out
    }
}
