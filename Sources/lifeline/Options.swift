import ArgumentParser
import LifelineCharts
import LifelineCommands
import LifelineModel
import LifelineResources
import LifelineTraceCheck

extension Profile: ExpressibleByArgument {}
extension Device: ExpressibleByArgument {}
extension Charts.Kind: ExpressibleByArgument {}
extension ProjectScaffold.Source: ExpressibleByArgument {}
extension LocaleID: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { LocaleID.all.map(\.rawValue) }
}

/// `--scenarios`, shared by every command that reads scenarios.
struct ScenarioFolderOption: ParsableArguments {
    @Option(help: "The scenario folder, where scenario ids are looked up too. (default: the one lifeline.yaml names, in a project's folder; else the scenarios lifeline comes with)")
    var scenarios: String?
    /// The flag's folder, else the project's (lifeline.yaml in the current folder), else lifeline's own.
    func folder() throws -> String { try scenarios ?? ProjectInputs.current()?.scenarios ?? Bundled.scenarios }
}

/// `--locales`, shared by every command that words something.
struct LocalesOption: ParsableArguments {
    @Option(help: "A String Catalog folder (*.xcstrings) whose keys are merged over lifeline's own. (default: the one lifeline.yaml names, in a project's folder)")
    var locales: String?
    /// The flag's folder, else the project's, else lifeline's own catalogs.
    func folder() throws -> String { try locales ?? ProjectInputs.current()?.locales ?? Bundled.locales }
}

/// `--lang` for one language.
struct LanguageOption: ParsableArguments {
    @Option(help: "The language of the words: en (default), fr, zh-Hans, ko.") var lang: LocaleID?
}

/// `--lang` for a site's languages.
struct LanguagesOption: ParsableArguments {
    @Option(help: "Languages, comma-separated (default: en,fr,zh-Hans,ko).", transform: argument(LocaleID.list)) var lang: [LocaleID]?
}

/// The inputs of a site build, shared by `build` and `serve`.
struct SiteInputOptions: ParsableArguments {
    @Option(help: "The project file. (default: lifeline.yaml in the current folder, if there is one)") var config: String?
    @OptionGroup var scenarioFolder: ScenarioFolderOption
    @OptionGroup var catalogs: LocalesOption
    @Option(help: "The Mustache template folder (with assets/). (default: lifeline's own)") var templates: String?
    @OptionGroup var languages: LanguagesOption
    @Flag(help: "A language a scenario file's own text lacks is an error, not English marked as not yet translated.") var strict = false
    @Flag(help: "Print only the result (and errors): no step lines.") var quiet = false

    var project: ProjectInputs {
        ProjectInputs(config: config, scenarios: scenarioFolder.scenarios, locales: catalogs.locales, templates: templates,
                      languages: languages.lang, strict: strict, quiet: quiet)
    }
}

/// A reader of an option's value for ArgumentParser's `transform:`: the reader's diagnostic, said as
/// ArgumentParser says a bad value (it prints `Error:` and the option itself).
func argument<T>(_ read: @escaping (String) throws -> T) -> (String) throws -> T {
    { text in
        do { return try read(text) } catch let problem as Diagnostic {
            throw ValidationError(problem.message + (problem.suggestion.map { "; \($0)" } ?? ""))
        }
    }
}
