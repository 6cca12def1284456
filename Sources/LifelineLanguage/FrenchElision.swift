/// French elision where a name is put in at run time: the catalogs write `de %1$@` and `que %1$@`,
/// and a name that starts with a vowel sound takes the elided form a French writer uses — « segue
/// d’Editor vers Plants », but « de Plants ». Only `de` and `que` are elided, only before a vowel
/// letter (an `h` may be aspirated, so it is left alone), and never before a name of one letter
/// (« présentation de A », as the prose writes it: fr review 2026-11-27, §3).
package enum FrenchElision {
    static let vowels: Set<Character> = ["A", "E", "I", "O", "U", "Y", "a", "e", "i", "o", "u", "y", "É", "È", "Ê", "é", "è", "ê", "Â", "â", "Î", "î", "Ô", "ô"]

    package static func resolve(_ text: String) -> String {
        // Nothing to elide without "de " or "que " (found on bytes): most texts return here.
        guard mayElide(text.utf8) else { return text }
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: "e ") {
            let word = wordEnding(at: r.lowerBound, in: text)
            let next = rest[r.upperBound...].first
            let oneLetter = !(rest[r.upperBound...].dropFirst().first?.isLetter ?? false)
            if let word, word == "d" || word == "D" || word == "qu" || word == "Qu", let next, vowels.contains(next), !oneLetter {
                out += rest[..<r.lowerBound] + "’"
            } else {
                out += rest[..<r.upperBound]
            }
            rest = rest[r.upperBound...]
        }
        return out + rest
    }

    /// Whether the bytes hold `de ` or `que ` (either case of the first letter) followed by a letter a
    /// vowel may start: an ASCII vowel, or any non-ASCII letter's first byte (é, È, Ô…).
    static func mayElide(_ utf8: String.UTF8View) -> Bool {
        var p2: UInt8 = 0, p1: UInt8 = 0, p0: UInt8 = 0   // the three bytes before the current one
        for b in utf8 {
            if p1 == 0x65, p0 == 0x20, p2 == 0x64 || p2 == 0x44 || p2 == 0x75,
               b >= 0x80 || "AEIOUYaeiouy".utf8.contains(b) { return true }
            (p2, p1, p0) = (p1, p0, b)
        }
        return false
    }

    /// The letters of the word that ends just before `index` (the `d` of `de`), if that word starts a word.
    private static func wordEnding(at index: String.Index, in text: String) -> Substring? {
        var start = index
        while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
        return text[start..<index]
    }
}
