/// A JSON reader that only checks: well-formedness with the line and column of the first mistake, and
/// duplicate keys in an object (which JSON decoders silently merge, losing a translation).
enum JSONLint {
    struct Problem: Error, Equatable { var line: Int; var column: Int; var message: String }

    static func check(_ bytes: [UInt8]) throws(Problem) {
        var p = Parser(bytes: bytes)
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
            while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
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
            case UInt8(ascii: "\""): _ = try string()
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
                let key = try string()
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

        mutating func string() throws(Problem) -> String {
            let start = i
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
                if b < 0x20 { throw problem("a control character inside a string (escape it, e.g. \\n)") }
                if b == UInt8(ascii: "\\") {
                    i += 1
                    guard i < bytes.count, Array("\"\\/bfnrtu".utf8).contains(bytes[i]) else { throw problem("an unknown escape") }
                }
                out.append(bytes[i])
                i += 1
            }
            throw problem("a string is not closed", at: start)
        }

        mutating func scalar() throws(Problem) {
            let start = i
            while i < bytes.count, !Array(",]} \t\r\n".utf8).contains(bytes[i]) { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            if ["true", "false", "null"].contains(word) { return }
            if Double(word) != nil, word.first != "+", !word.hasPrefix("0") || word.count == 1 || word.hasPrefix("0.") || word.hasPrefix("-") { return }
            throw problem(word.isEmpty ? "expected a value" : "'\(word.prefix(20))' is not a JSON value", at: start)
        }
    }
}
