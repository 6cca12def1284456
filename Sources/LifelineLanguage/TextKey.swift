import Foundation
import LifelineModel

/// A key of the String Catalogs. The whole key scheme is written here and only here: code asks for
/// `.scenarioTitle("launch")`, never for `"scenario.launch.title"`, and each key knows its catalog,
/// so a missing key is reported against the right file.
package struct TextKey: Hashable, Sendable, CustomStringConvertible {
    package enum Catalog: String, Sendable { case charts = "Charts", site = "Site", content = "Content" }

    package let raw: String
    package let catalog: Catalog

    package init(_ raw: String, _ catalog: Catalog) { self.raw = raw; self.catalog = catalog }
    package var description: String { raw }

    // MARK: Content: scenarios, callbacks, rules, glossary, lessons

    package static func scenarioTitle(_ id: String) -> TextKey { .init("scenario.\(id).title", .content) }
    package static func scenarioSummary(_ id: String) -> TextKey { .init("scenario.\(id).summary", .content) }
    /// The explanation of one step (1-based) written for this scenario; optional.
    package static func scenarioStep(_ id: String, _ step: Int) -> TextKey { .init("scenario.\(id).step.\(step)", .content) }
    // The generic explanation of an action (`explain.<keyword>`) is named by its entry in the model's
    // ActionTable (`explainKey`), like its chart heading (`headingKey`).
    /// The parts of a callback page, each a key `callback.<slug>.<part>`.
    package enum CallbackPart: String, CaseIterable, Sendable {
        /// When UIKit calls it; what belongs there; whether to call `super`.
        case about, advice, `super`
        /// A short Swift example: code, with comments in the page's language.
        case example
        /// Common mistakes, one per line; version notes.
        case mistakes, versions
    }
    package static func callback(_ slug: String, _ part: CallbackPart) -> TextKey { .init("callback.\(slug).\(part.rawValue)", .content) }
    package static func rule(_ id: String) -> TextKey { .init("rule.\(id)", .content) }
    package static func ruleDisputed(_ id: String) -> TextKey { .init("rule.\(id).disputed", .content) }
    /// What kind of source a rule cites ("Apple documentation", "a console log published by a Korean developer").
    package static func sourceKind(_ kind: String) -> TextKey { .init("source.\(kind)", .content) }
    /// How a source reads: `%1$@` its kind, `%2$@` its citation.
    package static let sourceFormat = TextKey("source.format", .content)
    /// What a source holds, in the reader's language ("a launch log"); see `Source.gloss`.
    package static func sourceGloss(_ name: String) -> TextKey { .init("source.gloss.\(name)", .content) }
    /// A citation and its gloss: `%1$@` the citation, `%2$@` the gloss.
    package static let sourceGlossed = TextKey("source.glossed", .content)
    package static func glossaryTerm(_ id: String) -> TextKey { .init("glossary.\(id).term", .content) }
    package static func glossaryDefinition(_ id: String) -> TextKey { .init("glossary.\(id).definition", .content) }
    /// The lifecycle overview page: `title`, `intro`, and its sections `<n>.title`, `<n>.text`.
    package static func overview(_ path: String) -> TextKey { .init("overview.\(path)", .content) }
    package static let overviewSections = 1...7
    /// The overview's section with Swift code (the same in every language) and what a push prints.
    package static let overviewTrySection = 7
    package static var overviewKeys: [TextKey] {
        [overview("title"), overview("intro")] + overviewSections.flatMap { [overview("\($0).title"), overview("\($0).text")] }
            + [overview("\(overviewTrySection).code")]
    }
    package static func lessonTitle(_ n: Int) -> TextKey { .init("lesson.\(n).title", .content) }
    package static func lessonText(_ n: Int) -> TextKey { .init("lesson.\(n).text", .content) }
    package static func principleTitle(_ p: Principle) -> TextKey { .init("principle.\(p.rawValue).title", .content) }
    package static func principleText(_ p: Principle) -> TextKey { .init("principle.\(p.rawValue).text", .content) }

    /// Keys that may exist without code asking for each one by name: per-step texts, glossary, lessons.
    package static func isOptionalContent(_ raw: String) -> Bool {
        raw.hasPrefix("glossary.") || raw.hasPrefix("lesson.")
    }

    /// The ids of the glossary entries present in a table.
    package static func glossaryIDs(in keys: [String]) -> [String] {
        Array(Set(keys.filter { $0.hasPrefix("glossary.") }.compactMap { $0.split(separator: ".").dropFirst().first.map(String.init) })).sorted()
    }

    // MARK: Site: the interface

    /// An interface string, by its path under `ui.` (`ui("nav.home")`).
    package static func ui(_ path: String) -> TextKey { .init("ui.\(path)", .site) }
    package static func theme(_ name: String) -> TextKey { .init("ui.theme.\(name)", .site) }
    /// A value shown on pages (confidence levels, origins).
    package static func siteValue(_ value: String) -> TextKey { .init("value.\(value)", .site) }

    // MARK: Charts: words drawn in the charts

    package static func chart(_ raw: String) -> TextKey { .init(raw, .charts) }
    package static func state(_ name: String) -> TextKey { .init("state.\(name)", .charts) }
}
