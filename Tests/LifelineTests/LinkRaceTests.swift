import Foundation
import LifelineModel
@testable import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// Issue #32, B1: another program that can write in the output's parent swaps a symbolic link in for
/// the staging folder or the output while lifeline builds. Lifeline must then stop with an error and
/// touch nothing the link points to. Each swap is played from the build's own seam (`DiskOutput`'s
/// moments of the commit), not after a sleep.
@Suite struct LinkRaceTests {
    /// A folder of someone's own files, beside the output.
    func victim(_ dir: String) throws -> String {
        let v = dir + "/victim"
        try FileManager.default.createDirectory(atPath: v + "/thesis", withIntermediateDirectories: true)
        for (name, text) in [("index.html", "my page"), ("notes.md", "my notes"), ("thesis/chapter1.txt", "chapter one"),
                             (".lifeline-manifest.json", "not lifeline's"), ("en/index.html", "mine too")] {
            try FileManager.default.createDirectory(atPath: (v + "/" + name as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: v + "/" + name))
        }
        return v
    }

    func untouched(_ v: String) -> Bool {
        ["index.html": "my page", "notes.md": "my notes", "thesis/chapter1.txt": "chapter one", "en/index.html": "mine too"].allSatisfy {
            FileManager.default.contents(atPath: v + "/" + $0.key) == Data($0.value.utf8)
        } && FileManager.default.subpaths(atPath: v)?.count == 7
    }

    /// Replaces `path` by a link to `target`, keeping what was there at `aside` (as `mv` then `ln -s` would).
    static func swapForLink(_ path: String, _ target: String, aside: String) {
        _ = rename(path, aside)
        _ = symlink(target, path)
    }

    /// Whether `body` fails with an error that says `words` (the build's own wording, in its step).
    func refusal(_ words: String, _ body: () async throws -> Void) async throws -> Bool {
        do { try await body() } catch { return "\(error)".contains(words) && "\(error)".contains("error:") }
        return false
    }

    func build(_ out: String, languages: [String] = ["en"], seam: @escaping @Sendable (OutputFolder.Moment) -> Void) async throws -> [String] {
        var o = siteOptions(output: out)
        o.languages = languages.compactMap(LocaleID.init(rawValue:))
        return try await SiteBuild.run(o, into: DiskOutput(out, seam: seam)).warnings.map(\.description)
    }

    @Test func theStagingFolderSwappedForALinkWhileFilesAreWrittenDeletesNothingThere() async throws {
        let dir = try temporaryDirectory("link-staging")
        let v = try victim(dir)
        let out = dir + "/out"
        #expect(try await refusal("another program") {
            _ = try await build(out) { if $0 == .writing { Self.swapForLink(dir + "/.out.building", v, aside: dir + "/moved") } }
        })
        #expect(untouched(v), "\(FileManager.default.subpaths(atPath: v) ?? [])")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing was swapped in")
        // The files the build wrote went into the folder it made, wherever it was moved, and were removed from there.
        #expect(FileManager.default.subpaths(atPath: dir + "/moved") == [])
    }

    @Test func theStagingFolderSwappedJustBeforeTheSwapIsNotSwappedIn() async throws {
        let dir = try temporaryDirectory("link-staging-late")
        let v = try victim(dir)
        let out = dir + "/out"
        _ = try await build(out) { _ in }
        let before = try String(contentsOfFile: out + "/en/index.html", encoding: .utf8)
        #expect(try await refusal("another program") {
            _ = try await build(out, languages: ["en", "fr"]) {
                if $0 == .beforeSwap { Self.swapForLink(dir + "/.out.building", v, aside: dir + "/moved") }
            }
        })
        #expect(untouched(v))
        #expect(try String(contentsOfFile: out + "/en/index.html", encoding: .utf8) == before, "the old site is as it was")
        #expect(isCompleteSite(out))
    }

    @Test func theOutputSwappedForALinkDuringTheBuildIsRefused() async throws {
        let dir = try temporaryDirectory("link-output")
        let v = try victim(dir)
        let out = dir + "/out"
        _ = try await build(out) { _ in }
        #expect(try await refusal("another program") {
            _ = try await build(out, languages: ["en", "fr"]) { if $0 == .writing { Self.swapForLink(out, v, aside: dir + "/out-moved") } }
        })
        #expect(untouched(v))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.kept"), "nothing of the victim's was moved")
        #expect(isCompleteSite(dir + "/out-moved"), "the old site, wherever it was moved, is whole")
    }

    /// Swapped right after the exchange, the old tree's name holds a link: lifeline deletes nothing through it.
    @Test func theOldTreeSwappedForALinkAfterTheExchangeIsNotDeletedThrough() async throws {
        let dir = try temporaryDirectory("link-after")
        let v = try victim(dir)
        let out = dir + "/out"
        _ = try await build(out) { _ in }
        #expect(try await refusal("another program") {
            _ = try await build(out, languages: ["en", "fr"]) {
                if $0 == .afterSwap { Self.swapForLink(dir + "/.out.building", v, aside: dir + "/old-moved") }
            }
        })
        #expect(untouched(v))
        #expect(isCompleteSite(out), "the new site is in place")
        #expect(isCompleteSite(dir + "/old-moved"), "the old one was left whole")
    }

    /// A leftover staging folder that is a link is in the way, refused, and not followed.
    @Test func aLinkAtTheStagingNameIsRefusedAndNotFollowed() async throws {
        let dir = try temporaryDirectory("link-leftover")
        let v = try victim(dir)
        try FileManager.default.createSymbolicLink(atPath: dir + "/.out.building", withDestinationPath: v)
        #expect(try await refusal("in the way") { _ = try await build(dir + "/out") { _ in } })
        #expect(untouched(v))
    }

    /// B14: a killed build's leftover is cleared by the next build even when nothing is to be rebuilt.
    @Test func aKilledBuildsLeftoverGoesEvenWhenUpToDate() async throws {
        let dir = try temporaryDirectory("leftover-uptodate")
        let out = dir + "/out"
        _ = try await build(out) { _ in }
        try FileManager.default.createDirectory(atPath: dir + "/.out.building/en", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: dir + "/.out.building/" + OutputFolder.buildingMarker))
        try Data("old page".utf8).write(to: URL(fileURLWithPath: dir + "/.out.building/en/index.html"))
        var o = siteOptions(output: out)
        o.languages = [.english]
        let s = try await SiteBuild.run(o)
        #expect(s.upToDate)
        #expect(!FileManager.default.fileExists(atPath: dir + "/.out.building"))
    }
}
