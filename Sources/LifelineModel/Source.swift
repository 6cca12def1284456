/// One piece of evidence behind a rule: what kind of source it is (described to readers in their
/// language, from the catalogs: `source.<kind>`) and its citation — a title, a site, an issue number —
/// kept as written, in the language it was published in. What the source holds, when the title does not
/// say it ("a launch log", "call stacks"), is a `gloss`: a catalog key (`source.gloss.<gloss>`), so
/// readers get it in their language, not in English beside a Chinese title.
public struct Source: Sendable, Equatable {
    public enum Kind: String, CaseIterable, Sendable {
        case appleDoc, appleDocCopy, appleHeader, appleForum, wwdc, bugReport, qa
        case realUIKitTests, reimplementation, reverseEngineered, openSource
        case consoleLog, consoleLogs, koreanLog, chineseLog, japaneseLog, crashStacks
        case koreanTutorial, chineseTutorial, tutorial, course, book, blog, learnerNotes
    }
    public let kind: Kind
    public let citation: String
    public let gloss: String?
    /// Where a reader finds it (an `https:` address), when it is on the web; pages link the citation there.
    public let url: String?
    public init(_ kind: Kind, _ citation: String, gloss: String? = nil, url: String? = nil) {
        self.kind = kind; self.citation = citation; self.gloss = gloss; self.url = url
    }
}
