/// Estimates how wide a label is, in points, in Liberation Sans (what Graphviz's "Helvetica" resolves
/// to) with CJK glyphs from Noto Sans CJK. It errs on the wide side: the overlap test measures the
/// real widths through Graphviz and fails if an estimate was too small.
package enum TextWidth {
    /// Helvetica advance widths (1/1000 em) for ASCII 32…126.
    static let ascii: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
    ]

    package static func isWide(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return true
        default: return false
        }
    }

    package static func em(_ u: Unicode.Scalar) -> Double {
        if u.value >= 32 && u.value <= 126 { return Double(ascii[Int(u.value) - 32]) / 1000 }
        if isWide(u) { return 1.0 }
        switch u.value {
        case 0x2014, 0x2026, 0x00D7: return 1.0          // em dash, ellipsis, multiplication sign
        case 0x2013, 0x00AB, 0x00BB: return 0.556        // en dash, guillemets
        case 0x2018, 0x2019, 0x00B7: return 0.28         // quotes, middle dot
        case 0x00A0, 0x202F: return 0.278                // no-break spaces
        case 0x00C0...0x024F: return 0.72                // accented Latin (capitals are wide)
        default: return 0.8
        }
    }

    /// Width in points of one line of text at `size` points, with an 8 % safety margin (bold glyphs are about 15 % wider, plus the margin).
    package static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var w = 0.0
        for u in text.unicodeScalars { w += em(u) }
        return w * size * (bold ? 1.25 : 1.08)
    }

    /// Breaks text into lines no wider than `maxWidth`: at spaces for alphabetic text, between any two
    /// CJK characters otherwise (Korean breaks at spaces when it can).
    package static func wrap(_ text: String, size: Double, maxWidth: Double) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0.0
        var word = ""
        func flushWord() {
            guard !word.isEmpty else { return }
            let w = width(word, size: size)
            if lineWidth + w > maxWidth, !line.isEmpty {
                lines.append(line.trimmedTrailingSpaces())
                line = ""; lineWidth = 0
                if word == " " { word = ""; return }
            }
            line += word; lineWidth += w; word = ""
        }
        for ch in text {
            let wide = ch.unicodeScalars.first.map { isWide($0) && !(0xAC00...0xD7AF).contains($0.value) } ?? false
            if ch == " " { flushWord(); word = " "; flushWord() }
            else if wide { flushWord(); word = String(ch); flushWord() }
            else { word.append(ch) }
        }
        flushWord()
        if !line.isEmpty { lines.append(line.trimmedTrailingSpaces()) }
        // A single word wider than the line is split by characters.
        return lines.flatMap { l -> [String] in
            guard width(l, size: size) > maxWidth * 1.01 else { return [l] }
            var parts: [String] = [], cur = ""
            for ch in l {
                if width(cur + String(ch), size: size) > maxWidth, !cur.isEmpty { parts.append(cur); cur = "" }
                cur.append(ch)
            }
            if !cur.isEmpty { parts.append(cur) }
            return parts
        }
    }
}

extension String {
    func trimmedTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        while s.first == " " { s.removeFirst() }
        return s
    }
}
