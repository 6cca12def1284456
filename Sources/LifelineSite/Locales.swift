import LifelineDiagrams
import LifelineLocalization

/// Locales/: the String Catalogs every published word comes from.
public enum Locales {
    public static let defaultDirectory = "Locales"

    /// Keys the code asks for.
    public static var requiredKeys: [String] { DiagramStrings.requiredKeys }

    /// Every missing, extra or mismatched key, with language and file.
    public static func problems(directory: String) -> [String] {
        do {
            let table = try StringTable.load(directory: directory)
            return LocalizationCheck.problems(table, required: requiredKeys).map(\.description)
        } catch {
            return ["\(error)"]
        }
    }

    /// Loads the catalogs and refuses incomplete ones: a missing translation fails, it is never
    /// replaced by English.
    public static func load(directory: String) throws -> StringTable {
        let table: StringTable
        do { table = try StringTable.load(directory: directory) } catch { throw UserError("\(error)") }
        let problems = LocalizationCheck.problems(table, required: requiredKeys)
        if !problems.isEmpty {
            throw UserError(problems.map(\.description).joined(separator: "\n") + "\n\(problems.count) localization problem(s); run 'lifeline check'")
        }
        return table
    }
}
