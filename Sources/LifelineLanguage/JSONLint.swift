/// A JSON reader that only checks: well-formedness with the line and column of the first mistake, and
/// duplicate keys in an object (which JSON decoders silently merge, losing a translation).
enum JSONLint {
    struct Problem: Error, Equatable { var line: Int; var column: Int; var message: String }

    static func check(_ bytes: [UInt8]) throws(Problem) {
        var p = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw p.problem("the file starts with an invisible byte-order mark (U+FEFF), which JSON does not allow; save it as UTF-8 without one")
        }
        p.skipSpace()
        try p.value(depth: 0)
        p.skipSpace()
        if p.i < bytes.count { throw p.problem("unexpected text after the end of the document") }
    }

    struct Parser {
        let bytes: [UInt8]
        var i = 0

        func problem(_ message: String, at index: Int? = nil) -> Problem {
            let end = min(index ?? i, bytes.count)
            var line = 1, column = 1
            var k = 0
            while k < end {
                if bytes[k] == 0x0A { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
                k += 1
            }
            return Problem(line: line, column: column, message: message)
        }

        mutating func skipSpace() {
            while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        }

        // Byte classes as switches: an array literal in these loops was built anew for every byte.
        static func isSpace(_ b: UInt8) -> Bool {
            switch b { case 0x20, 0x09, 0x0A, 0x0D: true; default: false }
        }

        static func endsScalar(_ b: UInt8) -> Bool {
            switch b { case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0D, 0x0A: true; default: false }
        }

        static func isEscape(_ b: UInt8) -> Bool {
            switch b {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                 UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"): true
            default: false
            }
        }

        mutating func expect(_ b: UInt8, _ what: String) throws(Problem) {
            skipSpace()
            guard i < bytes.count, bytes[i] == b else { throw problem("expected \(what)") }
            i += 1
        }

        mutating func value(depth: Int) throws(Problem) {
            guard depth < 64 else { throw problem("nested deeper than 64 levels") }
            skipSpace()
            guard i < bytes.count else { throw problem("the document ends too early") }
            switch bytes[i] {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["):
                i += 1; skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
                while true {
                    try value(depth: depth + 1)
                    skipSpace()
                    guard i < bytes.count else { throw problem("a list is not closed") }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return }
                    try expect(UInt8(ascii: ","), "',' or ']'")
                }
            case UInt8(ascii: "\""): _ = try string(keeping: false)
            default: try scalar()
            }
        }

        mutating func object(depth: Int) throws(Problem) {
            i += 1
            var keys: [String: Int] = [:]
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw problem("expected a key in quotes") }
                let at = i
                let key = try string(keeping: true)
                if let first = keys[key] {
                    throw problem("duplicate key \"\(key)\" (first at line \(problem("", at: first).line))", at: at)
                }
                keys[key] = at
                try expect(UInt8(ascii: ":"), "':' after a key")
                try value(depth: depth + 1)
                skipSpace()
                guard i < bytes.count else { throw problem("an object is not closed") }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return }
                try expect(UInt8(ascii: ","), "',' or '}'")
            }
        }

        /// Checks a string; when `keeping` (a key, for the duplicate check) returns it with each escape's
        /// backslash dropped, else "".
        mutating func string(keeping: Bool) throws(Problem) -> String {
            let start = i
            var escaped = false
            i += 1
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    guard keeping else { return "" }
                    let body = bytes[start + 1..<i - 1]
                    guard escaped else { return String(decoding: body, as: UTF8.self) }
                    var out: [UInt8] = [], k = body.startIndex
                    while k < body.endIndex { if body[k] == UInt8(ascii: "\\") { k += 1 }; out.append(body[k]); k += 1 }
                    return String(decoding: out, as: UTF8.self)
                }
                if b < 0x20 { throw problem("a control character inside a string (escape it, e.g. \\n)") }
                if b == UInt8(ascii: "\\") {
                    i += 1
                    escaped = true
                    guard i < bytes.count, Self.isEscape(bytes[i]) else { throw problem("an unknown escape") }
                }
                i += 1
            }
            throw problem("a string is not closed", at: start)
        }

        /// The bytes a JSON number is written with.
        static let numberBytes = Set("0123456789+-.eE".utf8)

        mutating func scalar() throws(Problem) {
            let start = i
            while i < bytes.count, !Self.endsScalar(bytes[i]) { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if ["true", "false", "null"].contains(word) { return }
            // Double() also reads "nan", "inf" and "infinity", which JSON has no words for.
            if Double(word) != nil, word.utf8.allSatisfy({ Self.numberBytes.contains($0) }), word.first != "+",
               !word.hasPrefix("0") || word.count == 1 || word.hasPrefix("0.") || word.hasPrefix("-") { return }
            throw problem(word.isEmpty ? "expected a value" : "'\(word.prefix(20))' is not a JSON value", at: start)
        }
    }
}
