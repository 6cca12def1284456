/// Korean particles that depend on the word before them: `이/가`, `을/를`, `은/는`, `와/과`, `으로/로`.
/// Strings with a name put in at run time write both forms — `%1$@이(가)`, `%1$@을(를)`, `%1$@은(는)`,
/// `%1$@와(과)`, `%1$@(으)로` — and `resolve` keeps the one the name's last sound takes, as a Korean
/// writer would. A Hangul name is read from its last syllable's final consonant (받침); a Latin name or
/// a number from how Koreans read it aloud: `A` 에이 takes 가, `M` 엠 takes 이, `Tab` 탭 takes 이, `Nav`
/// 내브 takes 가, `Home` 홈 takes 이, `Host` 호스트 takes 가, `L` 엘 and `Panel` 패널 take 로; a digit by its Sino-Korean name (1 일, 3 삼).
package enum KoreanParticles {
    enum Ending { case vowel, consonant, rieul }

    static let markers: [(marker: String, afterConsonant: String, afterVowel: String, rieulTakes: String?)] = [
        ("이(가)", "이", "가", nil), ("을(를)", "을", "를", nil), ("은(는)", "은", "는", nil),
        ("와(과)", "과", "와", nil), ("(으)로", "으로", "로", "로"),
    ]

    package static func resolve(_ text: String) -> String {
        guard mayHaveMarker(text) else { return text }
        // One pass over the bytes: at each marker (the first in `markers` order where two could start),
        // the particle the text before it takes, that text being resolved already.
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            for m in byteMarkers where bytes[i] == m.marker[0] && bytes.count - i >= m.marker.count
                && bytes[i..<i + m.marker.count].elementsEqual(m.marker) {
                let before = String(decoding: out, as: UTF8.self)
                switch ending(of: before[...]) {
                case .vowel: out += m.afterVowel
                case .consonant: out += m.afterConsonant
                case .rieul: out += m.rieulTakes
                }
                i += m.marker.count
                continue scan
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let byteMarkers: [(marker: [UInt8], afterConsonant: [UInt8], afterVowel: [UInt8], rieulTakes: [UInt8])] = markers.map {
        (Array($0.marker.utf8), Array($0.afterConsonant.utf8), Array($0.afterVowel.utf8), Array(($0.rieulTakes ?? $0.afterConsonant).utf8))
    }

    /// Whether a "(" is followed by a Hangul syllable (its UTF-8 lead byte is EA to ED), as in every
    /// marker: most texts with a "(" have it from a method name (`viewDidLoad()`), and need no search.
    static func mayHaveMarker(_ text: String) -> Bool {
        var afterParen = false
        for b in text.utf8 {
            if afterParen && (0xEA...0xED).contains(b) { return true }
            afterParen = b == 0x28
        }
        return false
    }

    static func ending(of text: Substring) -> Ending {
        let word = text.reversed().drop { "`'\"’”»)] ".contains($0) }
        guard let last = word.first, let scalar = last.unicodeScalars.first else { return .vowel }
        if (0xAC00...0xD7A3).contains(scalar.value) {
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
        }
        if let digit = last.wholeNumberValue {
            return [1, 7, 8].contains(digit) ? .rieul : [0, 3, 6].contains(digit) ? .consonant : .vowel
        }
        let letters = String(word.prefix { $0.isLetter }.reversed()).lowercased()
        guard let l = letters.last else { return .vowel }
        if letters.count == 1 { return "lr".contains(l) ? .rieul : "mn".contains(l) ? .consonant : .vowel }
        if l == "l" || letters.hasSuffix("le") { return .rieul }          // Panel 패널, Profile 프로필
        if letters.hasSuffix("me") || letters.hasSuffix("ne") { return .consonant }   // Home 홈, Scene 씬
        if letters.hasSuffix("ng") || "mnb".contains(l) { return .consonant }
        if l == "c" { return "aeiou".contains(letters.dropLast().last ?? "c") ? .consonant : .vowel }   // .automatic 오토매틱, Sync 싱크
        if "pkt".contains(l) { return stopEnding(letters) }
        return .vowel
    }

    /// A final p, k or t is a 받침 after one short vowel (`Map` 맵, `Back` 백, `App` 앱, `Cat` 캣) but its own
    /// syllable after another consonant or a long vowel (`Host` 호스트, `Chart` 차트, `Desk` 데스크,
    /// `Help` 헬프, `Sheet` 시트, `Root` 루트, `Select` 셀렉트), so it takes the vowel's particle there; `-out` keeps
    /// its 받침 (`Layout` 레이아웃).
    static func stopEnding(_ letters: String) -> Ending {
        if letters.hasSuffix("out") { return .consonant }                          // Layout 레이아웃, Checkout 체크아웃
        if letters.hasSuffix("eak") || letters.hasSuffix("eek") { return .vowel }  // weak 위크, week 위크
        let before = Array(letters.dropLast().suffix(2))
        guard let previous = before.last else { return .consonant }
        let vowels = "aeiouy"
        if !vowels.contains(previous) {                       // -ck, -pp, -tt: Back 백, App 앱; -ct: Select 셀렉트
            return (previous == "c" && letters.last == "k") || String(previous) == letters.suffix(1) ? .consonant : .vowel
        }
        if before.count == 2, vowels.contains(before[0]), letters.last == "t" { return .vowel }
        return .consonant
    }
}
