import Foundation
import LifelineModel
@testable import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The teaching order is content (issue #21): Scenarios/teaching-order.txt, read with file:line errors,
/// reordering the site without a code change.
@Suite struct TeachingOrderTests {
    static let known: Set<String> = ["launch", "tab-switch", "alert"]

    @Test func theShippedFileListsEveryCanonicalScenarioOnce() throws {
        let order = try TeachingOrder.read(folder: shipped + "/Scenarios", known: Set(canonicalIDs))
        #expect(Set(order.ids) == Set(canonicalIDs), "unlisted: \(Set(canonicalIDs).subtracting(order.ids).sorted())")
        #expect(order.ids.count == canonicalIDs.count)
    }

    @Test func commentsBlankLinesAndCRLFAreIgnored() throws {
        let order = try TeachingOrder.parse("# lessons\r\n\r\nalert   # first\r\n  launch\r\n", file: "t.txt", known: Self.known)
        #expect(order.ids == ["alert", "launch"])
    }

    @Test func anUnknownOrRepeatedIdIsAnErrorAtItsLine() throws {
        do {
            _ = try TeachingOrder.parse("launch\n\n  lanch\nlaunch\n", file: "Scenarios/teaching-order.txt", known: Self.known)
            Issue.record("accepted an unknown id")
        } catch {
            let text = "\(error)"
            #expect(text.contains("Scenarios/teaching-order.txt:3:3: error: no scenario 'lanch' in this folder; did you mean 'launch'?"), "\(text)")
            #expect(text.contains("Scenarios/teaching-order.txt:4:1: error: 'launch' is listed twice (first on line 1)"), "\(text)")
        }
    }

    @Test func unlistedScenariosFollowByIdWithinTheirTheme() throws {
        func scenario(_ id: String, _ theme: String) throws -> Scenario {
            var s = makeScenario(nav("A"), []); s.id = id; s.theme = theme; return s
        }
        let all = [try scenario("b", "basics"), try scenario("a", "basics"), try scenario("z", "basics"), try scenario("n", "navigation")]
        let sorted = TeachingOrder(ids: ["n", "z"]).sorted(all).map(\.id)
        #expect(sorted == ["z", "a", "b", "n"], "theme first, then the file's order, then by id")
    }

    /// A build reads the file: moving a line reorders the home page, and the site is that of a cold build.
    @Test func movingALineReordersTheSite() async throws {
        let dir = try temporaryDirectory("order")
        for f in ["Scenarios", "Locales", "Templates"] { try FileManager.default.copyItem(atPath: shipped + "/" + f, toPath: dir + "/" + f) }
        var o = siteOptions()
        o.scenarios = dir + "/Scenarios"; o.locales = dir + "/Locales"; o.templates = dir + "/Templates"
        func home(_ out: MemoryOutput) -> String { String(decoding: out.files["en/index.html"] ?? Data(), as: UTF8.self) }
        let out = MemoryOutput()
        _ = try await SiteBuild.run(o, into: out)
        let before = home(out)
        #expect(before.range(of: "scenarios/launch.html")!.lowerBound < before.range(of: "scenarios/view-hierarchy.html")!.lowerBound)
        // Each lesson says where it is on the path (fr review §4: « vous êtes ici »), and moves with the file.
        func label(_ id: String, _ lang: String = "en") -> String {
            String(decoding: out.files["\(lang)/scenarios/\(id).html"] ?? Data(), as: UTF8.self).components(separatedBy: "<p class=\"theme-label\">").dropFirst().first?
                .components(separatedBy: "</p>").first ?? ""
        }
        #expect(label("launch") == "Basics · lesson 1 of 4" && label("view-hierarchy") == "Basics · lesson 4 of 4", "\(label("launch"))")
        #expect(label("launch", "fr") == "Les bases · leçon 1 sur 4" || label("launch", "fr").hasSuffix(" · leçon 1 sur 4"), "\(label("launch", "fr"))")
        let path = o.scenarios + "/" + TeachingOrder.fileName
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\nlaunch\n", with: "\n").replacingOccurrences(of: "view-hierarchy\n", with: "view-hierarchy\nlaunch\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        _ = try await SiteBuild.run(o, into: out)
        let after = home(out)
        #expect(after.range(of: "scenarios/launch.html")!.lowerBound > after.range(of: "scenarios/view-hierarchy.html")!.lowerBound)
        #expect(label("launch") == "Basics · lesson 4 of 4", "\(label("launch"))")
        let cold = MemoryOutput()
        _ = try await SiteBuild.run(o, into: cold)
        #expect(out.files == cold.files, "the incremental build equals a cold one")
    }
}
