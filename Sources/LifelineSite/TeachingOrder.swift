import Foundation
import LifelineModel

/// The order a site teaches its scenarios in, within each theme: `teaching-order.txt` in the scenarios
/// folder, one scenario id per line (blank lines and `#` comments ignored). Content, not code: a writer
/// reorders the lessons by editing the file. Scenarios it does not list follow those it does, by id; a
/// folder without the file is ordered by id. An id that names no scenario, or one listed twice, is an
/// error naming the file, line and column.
package struct TeachingOrder: Sendable, Equatable {
    package static let fileName = "teaching-order.txt"
    package var ids: [String]

    package init(ids: [String] = []) { self.ids = ids }

    /// Reads the file in `folder`, if there is one, checking its ids against the scenarios' `known` ids.
    package static func read(folder: String, known: Set<String>) throws(LocatedError) -> TeachingOrder {
        let path = folder + "/" + fileName
        guard FileManager.default.fileExists(atPath: path) else { return TeachingOrder() }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LocatedError("cannot read the teaching order", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path, known: known)
    }

    package static func parse(_ text: String, file: String, known: Set<String>) throws(LocatedError) -> TeachingOrder {
        var ids: [String] = [], seen: [String: Int] = [:], errors: [LocatedError] = []
        for (n, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.prefix { $0 != "#" }
            let id = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !id.isEmpty else { continue }
            let at = SourceLocation(file: file, line: n + 1, column: (line.firstIndex { !$0.isWhitespace }.map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1)
            if !known.contains(id) {
                errors.append(LocatedError("no scenario '\(id)' in this folder", at: at,
                                           suggestion: Suggest.didYouMean(id, among: known.sorted()) ?? "each line names a scenario by its file name without .yaml"))
            } else if let first = seen[id] {
                errors.append(LocatedError("'\(id)' is listed twice (first on line \(first))", at: at, suggestion: "keep one line per scenario"))
            } else {
                seen[id] = n + 1
                ids.append(id)
            }
        }
        if let all = LocatedError(all: errors) { throw all }
        return TeachingOrder(ids: ids)
    }

    /// Scenarios in site order: by theme (`SiteText.themes`), then this order, then id.
    package func sorted(_ scenarios: [Scenario]) -> [Scenario] {
        let position = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        func key(_ s: Scenario) -> (Int, Int, String) {
            (SiteText.themes.firstIndex(of: s.theme ?? "") ?? SiteText.themes.count, position[s.id] ?? ids.count, s.id)
        }
        return scenarios.sorted { key($0) < key($1) }
    }
}
