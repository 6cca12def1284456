import Foundation
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// Issue #31, item 3: every name of every template is checked against its page's context type when the
/// templates load, in every section and partial, before anything is simulated: a misspelt name in a
/// section that no page renders used to pass the build (the review's reproduction, §5).
@Suite struct TemplateLoadCheckTests {
    /// The review's reproduction: `base` is set only on 404.html with a baseURL, so no page of this build
    /// renders the section. The name is still an error, at load time, with the file and the line.
    @Test func aMisspeltNameInASectionNoPageRendersFailsAtLoad() async throws {
        let message = try await templateFailure("layout") { $0.replacingOccurrences(of: "</head>", with: "{{#base}}{{typoNameNobodyHas}}{{/base}}</head>") }
        #expect(message.hasPrefix("error in step 'load templates': "), "before anything is simulated: \(message)")
        #expect(message.contains("Templates/layout.mustache:") && message.contains("error: 'typoNameNobodyHas' is not in the page's context"), "\(message)")
    }

    /// A name of a list's element, misspelt inside the list's section, and a field of an optional value.
    @Test func namesInsideSectionsAreCheckedAgainstTheElement() async throws {
        let step = try await templateFailure("scenario") { $0.replacingOccurrences(of: "{{#steps}}", with: "{{#steps}}{{headng}}") }
        #expect(step.contains("Templates/scenario.mustache:") && step.contains("'headng' is not in the page's context"), "\(step)")
        let versions = try await templateFailure("scenario") { $0.replacingOccurrences(of: "{{#versions}}", with: "{{#versions}}{{{intro}}}{{titel}}") }
        #expect(versions.contains("'titel' is not in the page's context") && !versions.contains("'intro'"), "\(versions)")
    }

    /// `ui.…` names are the catalogs' keys.
    @Test func aCatalogNameThatIsNoKeyFailsAtLoad() async throws {
        let message = try await templateFailure("glossary") { $0 + "{{ui.glossary.intor}}\n" }
        #expect(message.contains("glossary.mustache:") && message.contains("'ui.glossary.intor' is not a key of the String Catalogs"), "\(message)")
    }

    /// A page's template cannot use another kind's fields, nor the layout a page's own.
    @Test func eachTemplateSeesOnlyItsOwnContext() async throws {
        let other = try await templateFailure("glossary") { $0 + "{{#steps}}{{/steps}}\n" }
        #expect(other.contains("glossary.mustache:") && other.contains("'steps' is not in the page's context"), "\(other)")
        let layout = try await templateFailure("layout") { $0 + "{{entries}}\n" }
        #expect(layout.contains("layout.mustache:") && layout.contains("'entries' is not in the page's context"), "\(layout)")
    }

    /// The shapes come from the context types themselves.
    @Test func shapesComeFromTheTypes() throws {
        let page = try #require(ContextShape.of(ScenarioPage.self).fields)
        #expect(page["title"] == .text && page["hasParts"] == .flag && page["summary"] == .html)
        #expect(page["states"] == .optional(.html))
        guard case .list(let step)? = page["steps"] else { Issue.record("steps is a list: \(String(describing: page["steps"]))"); return }
        #expect(step.fields?["number"] == .number && step.fields?["explanation"] == .html)
        let frame = try #require(ContextShape.of(Frame.self).fields)
        #expect(frame["ui"] == .catalog && frame["home"] == .optional(.text) && frame["nav"] == .list(.record(["href": .text, "label": .text])))
    }
}
