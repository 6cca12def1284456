import LifelineModel
import Yams

/// `title`, `summary` and a step's `note`: one line of English, or a map by language.
extension ScenarioParser {
    func text(_ v: Value, key: String) throws(ScenarioError) -> ScenarioText {
        if v.node.scalar != nil {
            return ScenarioText(["en": try v.string(self)], at: loc(v.node))
        }
        guard let map = v.node.mapping else {
            throw ScenarioError("'\(key)' is a text, or a map by language such as {en: …, fr: …}", at: loc(v.node))
        }
        var out: [String: String] = [:]
        for (k, value) in map {
            let code = try Value(node: k).string(self)
            guard LocaleID(rawValue: code) != nil else {
                let codes = LocaleID.all.map(\.rawValue)
                throw ScenarioError("unknown language '\(code)' in '\(key)'", at: loc(k),
                                    suggestion: Suggest.didYouMean(code, among: codes) ?? Choices.valid(key: "a language", values: codes, note: nil))
            }
            let s = try Value(node: value).string(self)
            guard !s.allSatisfy(\.isWhitespace) else { throw ScenarioError("the \(code) text of '\(key)' is empty", at: loc(value)) }
            out[code] = s
        }
        guard out["en"] != nil else {
            throw ScenarioError("'\(key)' has no English text", at: loc(v.node), suggestion: "add en: …; English is shown where a language is missing")
        }
        return ScenarioText(out, at: loc(v.node))
    }

    /// `logs:` — the callbacks an app prints, by any spelling a log uses (`viewWillAppear`,
    /// `viewWillAppear(_:)`, `willMoveToParentViewController:`).
    /// `allowEmpty`: a controller's `logs: []` says it prints nothing (the whole log's cannot be empty).
    func callbackSet(_ v: Value, key: String, allowEmpty: Bool = false) throws(ScenarioError) -> Set<Callback> {
        guard let seq = v.node.sequence, !seq.isEmpty || allowEmpty else {
            throw ScenarioError("'\(key)' is a list of callbacks, such as [viewWillAppear, viewDidAppear]"
                                + (v.node.sequence != nil ? "; [] is for a controller that prints nothing, under its name in 'controllers'" : ""),
                                at: loc(v.node))
        }
        var out: Set<Callback> = []
        for n in seq {
            let name = try Value(node: n).string(self)
            guard let c = Callback.spellings[name.lowercased()] else {
                let names = Callback.allCases.compactMap(\.swiftSignature).map { String($0.prefix { $0 != "(" }) }
                throw ScenarioError("'\(name)' in '\(key)' is not a callback a log can show", at: loc(n),
                                    suggestion: Suggest.didYouMean(name, among: names) ?? "write it as in the log, such as viewWillAppear or willMove(toParent:)")
            }
            out.insert(c)
        }
        return out
    }

    /// `class:` of a controller: the name the log prints — a Swift type name, with its module if the log
    /// prints one (`MyApp.First`), or an ordinal such as `1st`.
    func appClassName(_ v: Value) throws(ScenarioError) -> String {
        let s = try v.string(self)
        let ok = !s.isEmpty && s.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            if part.wholeMatch(of: #/\d+(?:st|nd|rd|th)/#) != nil { return true }
            guard let f = part.first, f.isLetter || f == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard ok else {
            throw ScenarioError("class '\(s)' is not a Swift type name", at: loc(v.node),
                                suggestion: "write it as the app prints it, such as FirstViewController or MyApp.FirstViewController")
        }
        return s
    }

    /// Takes a step's `during: launch` out of its options; only a push is modelled inside the launch.
    func duringLaunch(from fields: inout Fields, keyword: String) throws(ScenarioError) -> Bool {
        guard let i = fields.pairs.firstIndex(where: { $0.key == "during" }) else { return false }
        let pair = fields.pairs.remove(at: i)
        let word = try Value(node: pair.value).string(self)
        guard word == "launch" else {
            throw ScenarioError("unknown during '\(word)'", at: loc(pair.value), suggestion: "during can only be launch")
        }
        guard keyword == "push" else {
            throw ScenarioError("'during: launch' is modelled for push only", at: loc(pair.keyNode),
                                suggestion: "push the screen a deep link opens during the launch, or do '\(keyword)' as a step of its own")
        }
        return true
    }

    /// Takes a step's `note:` out of its options.
    func note(from fields: inout Fields) throws(ScenarioError) -> ScenarioText? {
        guard let i = fields.pairs.firstIndex(where: { $0.key == "note" }) else { return nil }
        let pair = fields.pairs.remove(at: i)
        return try text(Value(node: pair.value), key: "note")
    }
}
