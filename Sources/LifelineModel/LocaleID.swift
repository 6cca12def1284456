/// A language Lifeline publishes in. Built only from a known code, so an unknown one is refused at the edge.
public struct LocaleID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The shipped languages, in the site's canonical order (English is the source language).
    public static let all: [LocaleID] = ["en", "fr", "zh-Hans", "ko"].map { LocaleID(known: $0) }
    public static let english = LocaleID(known: "en")

    private init(known: String) { rawValue = known }

    public init?(rawValue: String) {
        guard let l = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = l
    }

    public var description: String { rawValue }

    /// Position in the canonical order, so that the same set of languages always gives the same bytes.
    public static func < (a: LocaleID, b: LocaleID) -> Bool {
        (all.firstIndex(of: a) ?? all.count) < (all.firstIndex(of: b) ?? all.count)
    }

    /// Parses a comma-separated list (`en,ko`): every code known, none empty, duplicates removed,
    /// canonical order. The error says what is wrong and lists the languages.
    public static func list(_ text: String) throws(Diagnostic) -> [LocaleID] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        var out: [LocaleID] = []
        for p in parts {
            guard !p.isEmpty else { throw problem("an empty language in '\(text)'") }
            guard let l = LocaleID(rawValue: p) else {
                throw problem("unknown language '\(p)'" + (Suggest.didYouMean(p, among: all.map(\.rawValue)).map { "; \($0)" } ?? ""))
            }
            if !out.contains(l) { out.append(l) }
        }
        return out.sorted()
    }
}

extension LocaleID {
    /// A mistake in a list of languages (from the command line: no file).
    static func problem(_ message: String) -> Diagnostic {
        Diagnostic(nil, message, suggestion: "languages are \(LocaleID.all.map(\.rawValue).joined(separator: ", ")), comma-separated")
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
