import LifelineModel

extension StringTable {
    /// Reads the catalogs of `directory`; what is wrong with them is the user's to fix (exit 1).
    package static func read(_ directory: String) throws -> StringTable {
        try StringTable.load(directory: directory)
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
