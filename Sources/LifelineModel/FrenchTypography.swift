/// French typography, applied when the pages and the charts are rendered so that translators type ordinary spaces:
/// a narrow no-break space (U+202F) before « ; ! ? », a no-break space (U+00A0) before « : » and inside
/// guillemets. Code spans (between backticks) are left exactly as written.
public enum FrenchTypography {
    public static func apply(_ text: String) -> String {
        var out = ""
        var inCode = false
        var previous: Character?
        for ch in text {
            if ch == "`" { inCode.toggle() }
            if !inCode, previous == " ", let space = spaceBefore(ch) {
                out.removeLast()
                out.append(space)
            }
            if !inCode, previous == "«", ch == " " { out.append("\u{00A0}"); previous = "\u{00A0}"; continue }
            out.append(ch)
            previous = ch
        }
        return out
    }

    static func spaceBefore(_ ch: Character) -> Character? {
        switch ch {
        case ";", "!", "?": return "\u{202F}"
        case ":", "»": return "\u{00A0}"
        default: return nil
        }
    }
}
