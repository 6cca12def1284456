/// French typography, applied when the pages and the charts are rendered so that translators type ordinary spaces:
/// a narrow no-break space (U+202F) before « ; ! ? », a no-break space (U+00A0) before « : » and inside
/// guillemets. Code spans (between backticks) are left exactly as written.
package enum FrenchTypography {
    package static func apply(_ text: String) -> String {
        guard mayChange(text.utf8) else { return text }   // most strings: returned as they are, not rebuilt
        var out = String.UnicodeScalarView()
        var inCode = false
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "`" { inCode.toggle() }
            if !inCode, previous == " ", let space = spaceBefore(scalar) {
                out.removeLast()
                out.append(space)
            }
            if !inCode, previous == "«", scalar == " " { out.append("\u{00A0}"); previous = "\u{00A0}"; continue }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    static func spaceBefore(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar {
        case ";", "!", "?": return "\u{202F}"
        case ":", "»": return "\u{00A0}"
        default: return nil
        }
    }

    /// Whether a space comes before `;` `!` `?` `:` or a two-byte character (» is C2 BB), or after «
    /// (C2 AB), on UTF-8 bytes: a cheap, conservative test; `apply` does the real work when it says yes.
    static func mayChange(_ bytes: String.UTF8View) -> Bool {
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        for byte in bytes {
            if last == 0x20, byte == 0x3B || byte == 0x21 || byte == 0x3F || byte == 0x3A || byte == 0xC2 { return true }
            if beforeLast == 0xC2, last == 0xAB, byte == 0x20 { return true }
            beforeLast = last
            last = byte
        }
        return false
    }
}
