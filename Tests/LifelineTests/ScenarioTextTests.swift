import Foundation
@testable import LifelineCommands
import LifelineModel
@testable import LifelineOutput
import LifelineSite
import ScenarioFormat
import Testing

/// Issue #11: a scenario file carries its own title, summary, theme and step notes, so a user's folder
/// builds a site without touching the catalogs; a missing language shows English, marked, or fails
/// with --strict.
@Suite struct ScenarioTextTests {
    static let yaml = """
    id: settings
    title: Opening the settings
    summary: {en: "The list pushes `Settings`.", fr: "La liste empile `Settings`."}
    window:
      navigation: [List]
    steps:
      - launch
      - push: Settings
        note: {en: "Settings loads first.", ko: "Settings가 먼저 로드됩니다."}
      - pop
    """

    func userFolder(_ text: String = yaml, name: String = "settings") throws -> String {
        let dir = try temporaryDirectory("mine")
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(name).yaml"))
        return dir
    }

    func options(_ folder: String, _ langs: String, strict: Bool = false) throws -> SiteBuild.Options {
        var o = siteOptions()
        o.scenarios = folder
        o.languages = try LocaleID.list(langs)
        o.strict = strict
        return o
    }

    @Test func theFileCarriesItsTextsByLanguage() throws {
        let s = try ScenarioParser.parse(yaml: Self.yaml, file: "settings.yaml")
        #expect(s.title == "Opening the settings")
        #expect(s.texts.summary?.byLanguage == ["en": "The list pushes `Settings`.", "fr": "La liste empile `Settings`."])
        #expect(s.texts.notes[2]?.byLanguage["ko"] == "Settings가 먼저 로드됩니다.")
        #expect(s.texts.notes[1] == nil && s.texts.notes[3] == nil)
        #expect(s.texts.summary?.location.line == 3)
    }

    @Test func textMistakesAreLocated() {
        let head = "id: t\nwindow: A\nsteps: [launch]\n"
        #expect(scenarioFailure(head + "title: {en: Hi, de: Hallo}\n") == "s.yaml:4:17: error: unknown language 'de' in 'title'; a language must be one of en, fr, zh-Hans, ko")
        #expect(scenarioFailure(head + "title: {fr: Salut}\n") == "s.yaml:4:8: error: 'title' has no English text; add en: …; English is shown where a language is missing")
        #expect(scenarioFailure("id: t\nwindow: A\nsteps:\n  - launch: {note: [a, b]}\n") == "s.yaml:4:20: error: 'note' is a text, or a map by language such as {en: …, fr: …}")
    }

    @Test func aUserFolderBuildsInEnglishAlone() async throws {
        let out = MemoryOutput()
        try await memoryBuild(try options(try userFolder(), "en"), into: out)
        let page = String(decoding: out.files["en/scenarios/settings.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains("<h1>Opening the settings</h1>"))
        #expect(page.contains("Settings loads first."), "the step's note explains the step")
        let home = String(decoding: out.files["en/index.html"] ?? Data(), as: UTF8.self)
        #expect(home.contains("Your scenarios"), "a file without a theme lands in the user's own group")
        #expect(out.files["fr/index.html"] == nil)
    }

    @Test func aMissingLanguageShowsEnglishMarked() async throws {
        let out = MemoryOutput()
        let summary = try await memoryBuild(try options(try userFolder(), "en,fr,ko"), into: out)
        let fr = String(decoding: out.files["fr/scenarios/settings.html"] ?? Data(), as: UTF8.self)
        #expect(fr.contains("<h1>Opening the settings (pas encore traduit)</h1>"))
        #expect(fr.contains("La liste empile <code>Settings</code>"), "the French summary the file gives is used")
        let ko = String(decoding: out.files["ko/scenarios/settings.html"] ?? Data(), as: UTF8.self)
        #expect(ko.contains("Settings가 먼저 로드됩니다."))
        #expect(summary.warnings.contains { $0.description.hasSuffix("the title has no fr text; the fr pages show the English one, marked as not yet translated") })
    }

    @Test func strictRefusesEnglishInPlaceOfATranslation() async throws {
        let folder = try userFolder()
        await #expect(throws: (any Error).self) { try await memoryBuild(try options(folder, "en,fr", strict: true), into: MemoryOutput()) }
        do {
            try await memoryBuild(try options(folder, "en,fr", strict: true), into: MemoryOutput())
        } catch {
            #expect("\(error)".contains("settings.yaml:2:8: error: the title has no fr text; add fr: …"))
            #expect(ExitStatus.code(for: error) == 1)
        }
    }

    @Test func anUnknownThemeListsTheThemes() async throws {
        let folder = try userFolder(Self.yaml.replacingOccurrences(of: "id: settings\n", with: "id: settings\ntheme: modals\n"))
        do {
            try await memoryBuild(try options(folder, "en"), into: MemoryOutput())
            Issue.record("an unknown theme was accepted")
        } catch {
            #expect("\(error)".contains("unknown theme 'modals'; theme must be one of basics, navigation, tabs, presentation, containment, system, custom"))
        }
    }

    @Test func checkingAUserFolderReportsNothingAboutTheShippedScenarios() throws {
        let folder = try userFolder()
        let scenarios = try Catalog.load(directory: folder).scenarios
        let result = Locales.check(directory: shipped + "/Locales", scenarios: scenarios, languages: [.english], shipped: false)
        #expect(result.problems == [])
        #expect(result.warnings == [])
        let all = Locales.check(directory: shipped + "/Locales", scenarios: scenarios, shipped: false)
        #expect(all.problems == [])
        #expect(all.warnings.count == 7, "title ×3, summary ×2 (zh-Hans, ko), note ×2 (fr, zh-Hans)")
    }

    @Test func everyMistakeOfAFileIsReportedInOnePassSortedByLine() {
        let yaml = """
        id: three
        steps:
          - launch
          - psuh: B
          - present: C
            style: sheet
        profile: ios99
        window:
          navigation: [A]
        """
        #expect(scenarioFailure(yaml) == """
        s.yaml:4:5: error: unknown action 'psuh'; did you mean 'push'?
        s.yaml:6:12: error: unknown style 'sheet'; style must be one of fullScreen, pageSheet, formSheet, automatic, overFullScreen, overCurrentContext, currentContext, popover, alert, actionSheet
        s.yaml:7:10: error: unknown profile 'ios99'; profile must be one of ios5, ios12, ios13, ios17, ios18, ios26; ios26 is the newest; ios17 and ios18 differ from it only where the rules say so
        """)
    }

    /// Hints look at what is on screen (issue #11): a covered tab bar, a presented controller without a navigation controller.
    @Test func hintsConsiderWhatIsOnScreen() {
        #expect(scenarioFailure("id: t\nwindow: {tabs: [A, B]}\nsteps:\n  - launch\n  - present: C\n  - selectTab: 1\n")
                == "s.yaml:6:5: error: selectTab needs a tab bar controller on screen, and Tab is covered by C, presented above it; dismiss C first (- dismiss)")
        #expect(scenarioFailure("id: t\nwindow: {navigation: [A]}\nsteps:\n  - launch\n  - present: C\n  - push: D\n")
                == "s.yaml:6:5: error: push needs a navigation controller on screen, and C, presented on top, is not in one (Nav is below it); "
                + "present C inside a navigation controller (embedIn: navigation on the step that presents it), or push on Nav below it with 'in: Nav'")
        // With the hint followed, the push works.
        #expect(scenarioFailure("id: t\nwindow: {navigation: [A]}\nsteps:\n  - launch\n  - present: C\n    embedIn: navigation\n  - push: D\n") == nil)
        #expect(scenarioFailure("id: t\nwindow: A\nsteps:\n  - launch\n  - push: D\n")
                == "s.yaml:5:5: error: push needs a navigation controller on screen; put the screen in a navigation controller (window: {navigation: [A]})")
    }
}
