import Foundation

/// How the glossary orders Chinese terms: by the pinyin of the headword, as a Chinese dictionary does,
/// the gloss in parentheses left out ("scene（场景）" sorts as "scene", before "scene 代理（SceneDelegate）").
///
/// The readings of the characters in the glossary's terms are listed here (each is ICU's Han-Latin
/// reading of that character: `PinyinTests`), because ICU builds its Han-Latin transliterator from its
/// rules on every call: 50 ms, more than the rest of the glossary page, in every build that renders it.
/// A character not listed is read by ICU after all, so a new term sorts right before its readings are added.
package enum Pinyin {
    package static let readings: [Character: String] = [
        "上": "shàng", "下": "xià", "代": "dài", "全": "quán", "其": "qí", "内": "nèi", "出": "chū", "别": "bié", "制": "zhì",
        "区": "qū", "协": "xié", "单": "dān", "卡": "kǎ", "原": "yuán", "及": "jí", "取": "qǔ", "变": "biàn", "合": "hé",
        "呈": "chéng", "器": "qì", "回": "huí", "因": "yīn", "图": "tú", "场": "chǎng", "域": "yù", "失": "shī", "子": "zǐ",
        "存": "cún", "安": "ān", "容": "róng", "寸": "cùn", "对": "duì", "导": "dǎo", "尺": "chǐ", "局": "jú", "屏": "píng",
        "属": "shǔ", "布": "bù", "应": "yīng", "座": "zuò", "式": "shì", "弹": "dàn", "征": "zhēng", "态": "tài", "性": "xìng",
        "或": "huò", "换": "huàn", "控": "kòng", "插": "chā", "放": "fàng", "文": "wén", "景": "jǐng", "栈": "zhàn",
        "样": "yàng", "根": "gēn", "框": "kuàng", "模": "mó", "次": "cì", "消": "xiāo", "深": "shēn", "片": "piàn", "特": "tè",
        "现": "xiàn", "理": "lǐ", "用": "yòng", "的": "de", "盖": "gài", "窗": "chuāng", "类": "lèi", "置": "zhì",
        "航": "háng", "色": "sè", "行": "xíng", "表": "biǎo", "被": "bèi", "覆": "fù", "视": "shì", "调": "diào", "距": "jù",
        "转": "zhuǎn", "轮": "lún", "边": "biān", "运": "yùn", "配": "pèi", "释": "shì", "量": "liàng", "集": "jí",
        "面": "miàn", "页": "yè",
    ]

    /// Characters whose reading in the glossary's terms is not the one ICU gives them alone: 弹 in 弹出框
    /// (popover) and 弹窗 (sheet) is tán, not dàn.
    static let polyphones: [Character: String] = ["弹": "tán"]

    /// The term without its glosses in parentheses (full-width or not); the term itself if nothing is left.
    package static func headword(_ term: String) -> String {
        var out = "", depth = 0
        for c in term {
            if c == "（" || c == "(" { depth += 1 } else if c == "）" || c == ")" { depth = max(0, depth - 1) } else if depth == 0 { out.append(c) }
        }
        let trimmed = out.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? term : trimmed
    }

    /// The pinyin of `text`, with tone marks, syllables apart from each other and from words; other
    /// characters as they are (、 as a comma, as ICU writes it). Nil if a Chinese character is not listed.
    package static func reading(_ text: String) -> String? {
        var out = ""
        var afterSyllable = false
        for c in text {
            guard isHan(c) else {
                if afterSyllable && (c.isLetter || c.isNumber) { out += " " }
                out.append(c == "、" ? "," : c); afterSyllable = false     // the enumeration comma as ICU writes it
                continue
            }
            guard let syllable = polyphones[c] ?? readings[c] else { return nil }
            if !out.isEmpty && !out.hasSuffix(" ") { out += " " }
            out += syllable; afterSyllable = true
        }
        return out
    }

    /// ICU's readings of several texts at once (one transliterator for all, unless a text holds a line
    /// break, which joins them), polyphones read as listed.
    package static func transliterated(_ texts: [String]) -> [String] {
        let prepared = texts.map { text in
            polyphones.reduce(text) { $0.replacingOccurrences(of: String($1.key), with: $1.value + " ") }
        }
        func icu(_ s: String) -> String { s.applyingTransform(.mandarinToLatin, reverse: false) ?? s }
        guard !prepared.contains(where: { $0.contains("\n") }) else { return prepared.map(icu) }
        let read = icu(prepared.joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return read.count == texts.count ? read : prepared.map(icu)
    }

    static func isHan(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x3400...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }
}
