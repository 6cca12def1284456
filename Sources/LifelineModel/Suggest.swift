/// "Did you mean …?" suggestions for misspelt names.
public enum Suggest {
    public static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        closest(word, among: candidates).map { "did you mean '\($0)'?" }
    }

    public static func closest(_ word: String, among candidates: [String]) -> String? {
        let w = Array(word.lowercased())
        var best: (String, Int)?
        for c in candidates {
            let d = distance(w, Array(c.lowercased()))
            if d <= max(1, min(3, c.count / 3)), best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }
}
