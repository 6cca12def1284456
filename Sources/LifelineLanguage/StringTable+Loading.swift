import Foundation
import LifelineModel
import LifelineResources

extension StringTable {
    /// The words of a build or command: lifeline's own catalogs, with the catalogs of `directory` merged
    /// over them when it is another folder. A project catalog holds only the keys a writer changes or
    /// adds; for a key both have, the project's languages replace lifeline's one by one (a project that
    /// copied every catalog whole gets exactly its copy). What is wrong with them is the user's to fix (exit 1).
    package static func read(_ directory: String) throws -> StringTable {
        let own = Bundled.locales
        guard !Self.sameFolder(directory, own) else { return try load(directory: own) }
        var table = try load(directory: own)
        try table.overlay(load(directory: directory))
        return table
    }

    /// Puts `project`'s keys over this table's: its files come first (a problem with a key it holds names
    /// its file), a language it gives replaces the same language here, a key it adds is added.
    package mutating func overlay(_ project: StringTable) throws {
        if project.sourceLanguage != sourceLanguage, let first = project.files.first {
            throw Diagnostic(first, "source language '\(project.sourceLanguage)' differs from lifeline's own catalogs ('\(sourceLanguage)')")
        }
        for (key, value) in project.entries {
            guard let base = entries[key]?.entry else { entries[key] = value; continue }
            var merged = value.entry
            merged.localizations = (base.localizations ?? [:]).merging(value.entry.localizations ?? [:]) { _, project in project }
            merged.comment = value.entry.comment ?? base.comment
            entries[key] = (value.file, merged)
        }
        files = project.files + files
        directory = project.directory
    }

    static func sameFolder(_ a: String, _ b: String) -> Bool {
        a == b || (FileManager.default.fileExists(atPath: a) && URL(fileURLWithPath: a).resolvingSymlinksInPath().path
                   == URL(fileURLWithPath: b).resolvingSymlinksInPath().path)
    }

    /// Fails with every problem listed, one per line.
    package static func refuse(_ found: [LocalizationProblem]) throws {
        if !found.isEmpty {
            var all = Diagnostic(all: found.map(\.diagnostic)).guaranteed("found is not empty")
            all.notes = ["\(found.count) localization problem(s)"]
            throw all
        }
    }
}
