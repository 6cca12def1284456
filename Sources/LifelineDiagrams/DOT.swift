/// Small helpers for writing DOT text deterministically.
enum DOT {
    static func quote(_ s: String) -> String {
        // Most labels need no escape: one pass over the bytes instead of one over the characters.
        if !s.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    /// Left-justified multi-line label: each line ends with \l.
    static func leftLines(_ lines: [String]) -> String {
        "\"" + lines.map { quote($0).dropFirst().dropLast() + "\\l" }.joined() + "\""
    }

    /// A number to two decimals without trailing zeros ("61.36", "-402.3", "16"), written digit by digit
    /// (`String(Double)` was a tenth of building a chart).
    static func num(_ v: Double) -> String { SVGWriter.num(v) }

    /// A box's size in inches from points, rounded up to what `num` writes, so the box never falls short.
    static func inches(_ points: Double) -> String { num((points / 72 * 100).rounded(.up) / 100) }

    /// A safe DOT id and SVG id prefix.
    static func ident(_ s: String) -> String {
        String(s.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
