import LifelineModel

extension StringTable {
    /// Reads the catalogs of `directory`; what is wrong with them is the user's to fix (exit 1).
    public static func read(_ directory: String) throws -> StringTable {
        do { return try StringTable.load(directory: directory) } catch { throw UserError("\(error)") }
    }

    /// Fails with every problem listed, one per line.
    public static func refuse(_ found: [LocalizationProblem]) throws {
        if !found.isEmpty {
            throw UserError(found.map(\.description).joined(separator: "\n") + "\n\(found.count) localization problem(s)")
        }
    }
}
