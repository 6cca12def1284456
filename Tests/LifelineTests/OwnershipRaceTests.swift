import Foundation
@testable import LifelineCommands
@testable import LifelineOutput
import LifelineSite
import Testing

/// Issue #18: a file a user saves into the output folder while lifeline writes it is never deleted,
/// never hidden in lifeline's staging folder, and never blocks the next build. The file is written
/// from the build's own seam (`DiskOutput`'s `beforeSwap`, just before the exchange), not after a sleep.
@Suite struct OwnershipRaceTests {
    /// Builds English into `out` with `save` run just before the swap; the build's warnings.
    func build(_ out: String, saving save: @escaping @Sendable () -> Void) async throws -> [String] {
        var o = siteOptions(output: out)
        o.languages = [.english]
        return try await SiteBuild.run(o, into: DiskOutput(out, beforeSwap: save)).warnings.map(\.description)
    }

    func write(_ text: String, _ path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    @Test func aFileSavedIntoAnEmptyFolderDuringABuildIsKept() async throws {
        let dir = try temporaryDirectory("race-empty")
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let warnings = try await build(out) { self.write("my thesis", out + "/notes.txt") }
        #expect(FileManager.default.contents(atPath: dir + "/out.kept/notes.txt") == Data("my thesis".utf8), "the file is kept")
        #expect(warnings.contains { $0.contains("notes.txt") && $0.contains(dir + "/out.kept/notes.txt") }, "and reported: \(warnings)")
        #expect(isCompleteSite(out))
        #expect(!FileManager.default.fileExists(atPath: dir + "/.out.building"), "nothing hidden in the staging folder")
        // The next build is not blocked by a file lifeline moved.
        var o = siteOptions(output: out)
        o.languages = [.english, .init(rawValue: "fr")!]
        _ = try await SiteBuild.run(o)
        #expect(isCompleteSite(out))
    }

    @Test func aFileSavedIntoABuiltFolderDuringARebuildIsKept() async throws {
        let dir = try temporaryDirectory("race-built")
        let out = dir + "/out"
        _ = try await build(out) {}
        var o = siteOptions(output: out)
        o.languages = [.english, .init(rawValue: "ko")!]   // something changed: the folder is rebuilt
        let warnings = try await SiteBuild.run(o, into: DiskOutput(out) {
            self.write("draft", out + "/en/draft.txt")
            self.write("photo", out + "/photos/a.jpg")
        }).warnings.map(\.description)
        #expect(FileManager.default.contents(atPath: dir + "/out.kept/en/draft.txt") == Data("draft".utf8))
        #expect(FileManager.default.contents(atPath: dir + "/out.kept/photos/a.jpg") == Data("photo".utf8))
        #expect(warnings.filter { $0.contains("out.kept") }.count == 2, "\(warnings)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.out.building"))
        #expect(isCompleteSite(out))
        _ = try await build(out) {}
        // A second race keeps its files beside the first ones, in a folder of its own.
        o.languages = [.english, .init(rawValue: "fr")!]
        _ = try await SiteBuild.run(o, into: DiskOutput(out) { self.write("again", out + "/notes.txt") })
        #expect(FileManager.default.contents(atPath: dir + "/out.kept-2/notes.txt") == Data("again".utf8))
    }

    @Test func aFileSavedIntoAnExportDuringTheExportIsKept() throws {
        let dir = try temporaryDirectory("race-export")
        let out = dir + "/charts"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var o = Export.Options()
        o.scenarios = shipped + "/Scenarios"
        o.locales = shipped + "/Locales"
        o.formats = [.mermaid]
        o.languages = [.english]
        let result = try Export.run(o, into: DiskOutput(out) { self.write("mine", out + "/mine.txt") })
        #expect(FileManager.default.contents(atPath: dir + "/charts.kept/mine.txt") == Data("mine".utf8))
        #expect(result.warnings.count == 1 && result.warnings[0].description.contains("mine.txt"), "\(result.warnings)")
        #expect(FileManager.default.fileExists(atPath: out + "/manifest.json"))
    }

    /// A symbolic link a user put where lifeline's file was is the user's: kept, never deleted.
    @Test func aLinkInPlaceOfAnOutputFileIsKept() async throws {
        let dir = try temporaryDirectory("race-link")
        let out = dir + "/out"
        _ = try await build(out) {}
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/mine.html"))
        try FileManager.default.removeItem(atPath: out + "/en/glossary.html")
        try FileManager.default.createSymbolicLink(atPath: out + "/en/glossary.html", withDestinationPath: dir + "/mine.html")
        var o = siteOptions(output: out)
        o.languages = [.english, .init(rawValue: "fr")!]
        let warnings = try await SiteBuild.run(o).warnings
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/out.kept/en/glossary.html") == dir + "/mine.html", "\(warnings)")
        #expect(FileManager.default.contents(atPath: dir + "/mine.html") == Data("mine".utf8))
        #expect(isCompleteSite(out))
    }

    /// Issue #32, B16: a generated file an editor saves (or edits in place) while the next build runs
    /// is the user's: kept beside the output with a warning, not deleted with the old tree.
    @Test func aGeneratedFileEditedDuringARebuildIsKept() async throws {
        let dir = try temporaryDirectory("race-edit")
        let out = dir + "/out"
        try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        var o = siteOptions(output: out)
        o.templates = dir + "/Templates"
        o.languages = [.english]
        _ = try await SiteBuild.run(o)
        // A template changes: every page is rendered again, so the old files go with the old tree.
        try ("{{! a note }}\n" + String(contentsOfFile: dir + "/Templates/glossary.mustache", encoding: .utf8))
            .write(toFile: dir + "/Templates/glossary.mustache", atomically: true, encoding: .utf8)
        let warnings = try await SiteBuild.run(o, into: DiskOutput(out) {
            // An editor's save: a new file renamed over the old one; and an edit in place.
            try? Data("my glossary".utf8).write(to: URL(fileURLWithPath: out + "/en/glossary.html"), options: .atomic)
            if let h = FileHandle(forWritingAtPath: out + "/en/index.html") { h.write(Data("X".utf8)); try? h.close() }
        }).warnings.map(\.description)
        #expect(FileManager.default.contents(atPath: dir + "/out.kept/en/glossary.html") == Data("my glossary".utf8), "\(warnings)")
        #expect(FileManager.default.contents(atPath: dir + "/out.kept/en/index.html")?.first == UInt8(ascii: "X"), "\(warnings)")
        #expect(warnings.filter { $0.contains("out.kept") }.count == 2, "\(warnings)")
        #expect(isCompleteSite(out))
    }
}
