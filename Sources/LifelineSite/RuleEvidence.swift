import Foundation
import LifelineEngine
import LifelineModel
import LifelineOutput
import LifelineResources
import ScenarioFormat

/// The sources behind each rule, read from Evidence/rule-sources.yaml (content a writer edits, bundled
/// with the program like the catalogs). Its mistakes are file:line:column errors (exit 1).
package struct RuleEvidence: Sendable {
    package static let fileName = "rule-sources.yaml"
    package var sources: [RuleID: [Source]]
    /// A digest of the file, part of every page's inputs key: an edited citation renders the pages again.
    package var digest: String

    package func sources(_ id: RuleID) -> [Source] { sources[id] ?? [] }

    /// The catalog keys of every gloss the file uses (`source.gloss.<name>`).
    package var glosses: [String] { Set(sources.values.joined().compactMap(\.gloss)).sorted() }

    package static func load(_ path: String) throws -> RuleEvidence {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(path, "cannot read the rules' sources (\(FileSystem.reason()))")
        }
        let text = String(decoding: data, as: UTF8.self)
        let byID = try RuleSourcesFile.parse(text, file: path, rules: RuleID.allCases.map(\.rawValue))
        var sources: [RuleID: [Source]] = [:]
        for (id, list) in byID { if let r = RuleID(rawValue: id) { sources[r] = list } }
        return RuleEvidence(sources: sources, digest: digest(of: text))
    }

    static func digest(of text: String) -> String {
        var h = HashAccumulator()
        h.add(text)
        return h.hex
    }

    /// The program's own file, read once.
    package static func bundled() throws -> RuleEvidence { try cached.get() }
    private static let cached = Result { try load(Bundled.evidence) }

    /// The digest `bundled()` has, without parsing the file: a build that finds nothing changed does
    /// not need the sources (their YAML was 7 % of such a build's time).
    static func bundledDigest() -> String {
        guard let data = FileManager.default.contents(atPath: Bundled.evidence) else { return "no evidence" }
        return digest(of: String(decoding: data, as: UTF8.self))
    }
}
