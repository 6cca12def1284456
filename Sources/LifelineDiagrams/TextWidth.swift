/// How wide a label is, in points, as a browser draws it: the advance widths of the fonts the SVG names
/// (`FontMetrics.swift`, made once from the font files by `scripts/font-metrics.py`), so a chart is
/// measured the same on every machine and Graphviz's own estimates (narrower than Liberation Sans Bold,
/// blind to CJK) never size a box. Kerning and ligatures only narrow a line, so the sum of advances,
/// plus 2 %, holds it.
package enum TextWidth {
    /// The faces a chart's SVG names: "Helvetica" (Liberation Sans), "Courier" (Liberation Mono), bold or not.
    package enum Face: Int, Sendable, CaseIterable { case sans, sansBold, mono, monoBold }

    /// Advance widths in 1/1000 em by scalar: one table per face, then DejaVu Sans's symbols and Noto Sans CJK.
    static let tables: [[UInt32: Int]] = [FontMetrics.sans, FontMetrics.sansBold, FontMetrics.mono, FontMetrics.monoBold].map(parse)
    static let symbols = parse(FontMetrics.symbols)
    static let cjk = parse(FontMetrics.cjk)

    /// Reads "start(hex):w w w;…" runs.
    static func parse(_ lines: [String]) -> [UInt32: Int] {
        var out: [UInt32: Int] = [:]
        for run in lines.joined().split(separator: ";") {
            let parts = run.split(separator: ":")
            guard parts.count == 2, let start = UInt32(parts[0], radix: 16) else { continue }
            for (k, w) in parts[1].split(separator: " ").enumerated() { out[start + UInt32(k)] = Int(w) ?? 1000 }
        }
        return out
    }

    package static func isWide(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return true
        default: return false
        }
    }

    /// One scalar's advance in em: the face's own glyph, else the fallback a browser takes (DejaVu Sans for
    /// symbols, Noto Sans CJK for CJK), else a full em, which no glyph we draw exceeds.
    package static func em(_ u: Unicode.Scalar, _ face: Face = .sans) -> Double {
        let v = u.value
        if let w = tables[face.rawValue][v] ?? symbols[v] { return Double(w) / 1000 }
        if let w = cjk[v] ?? FontMetrics.cjkBlocks.first(where: { $0.0.contains(v) })?.1 { return snapped(w) }
        return 1.0
    }

    /// A CJK advance as a renderer that puts each glyph on whole pixels draws it at 16 px (12 pt): Pango,
    /// with hinting, sets a 0.92-em Hangul syllable 15 px wide (0.9375 em). Its Latin is within the 2 % kept.
    static func snapped(_ w: Int) -> Double { (Double(w) * 16 / 1000).rounded(.up) / 16 }

    /// Width in points of one line of text at `size` points in `face`, with 2 % to spare.
    package static func width(_ text: String, size: Double, face: Face = .sans) -> Double {
        var w = 0.0
        for u in text.unicodeScalars { w += em(u, face) }
        return w * size * 1.02
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
