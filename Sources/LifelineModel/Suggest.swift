/// "Did you mean …?" suggestions for misspelt names.
public enum Suggest {
    public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        closest(word, among: candidates).map { "did you mean '\($0)'?" }
    }

    public static func closest(_ word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)?
        for c in candidates where !differsOnlyInNumber(word, c) {
            let d = distance(w, Array(c.lowercased()))
            if d <= max(1, min(3, c.count / 3)), best.map { d < $0.1 } ?? true { best = (c, d) }
        }
        return best?.0
    }

    /// `ios18` is not a misspelling of `ios12`: the same letters with another number is another value.
    static func differsOnlyInNumber(_ a: String, _ b: String) -> Bool {
        let letters = { (s: String) in s.lowercased().filter { !$0.isNumber } }
        return a != b && letters(a) == letters(b) && a.contains(where: \.isNumber) && b.contains(where: \.isNumber)
    }

    /// Edit distance where swapping two neighbouring letters counts as one edit (optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
