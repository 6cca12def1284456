/// French elision where a name is put in at run time: the catalogs write `de %1$@` and `que %1$@`,
/// and a name that starts with a vowel sound takes the elided form a French writer uses — « segue
/// d’Editor vers Players », « présentation d’A », but « de Players ». Only `de` and `que` are
/// elided, and only before a vowel letter (an `h` may be aspirated, so it is left alone).
public enum FrenchElision {
    static let vowels: Set<Character> = ["A", "E", "I", "O", "U", "Y", "a", "e", "i", "o", "u", "y", "É", "È", "Ê", "é", "è", "ê", "Â", "â", "Î", "î", "Ô", "ô"]

    public static func resolve(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let r = rest.firstRange(of: "e ") {
            let word = wordEnding(at: r.lowerBound, in: text)
            let next = rest[r.upperBound...].first
            if let word, word == "d" || word == "D" || word == "qu" || word == "Qu", let next, vowels.contains(next) {
                out += rest[..<r.lowerBound] + "’"
            } else {
                out += rest[..<r.upperBound]
            }
            rest = rest[r.upperBound...]
        }
        return out + rest
    }

    /// The letters of the word that ends just before `index` (the `d` of `de`), if that word starts a word.
    private static func wordEnding(at index: String.Index, in text: String) -> Substring? {
        var start = index
        while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
        return text[start..<index]
    }
}
