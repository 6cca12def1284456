import Foundation
import LifelineTestSupport
import Testing

/// Two processes give the same bytes. Swift seeds its hashing per process, so a dictionary iterated in
/// its own order shows up only here, never inside one test process.
@Suite struct DeterminismTests {
    /// Every file of a tree, by path relative to `root`.
    func tree(_ root: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let files = FileManager.default.enumerator(atPath: root)
        while let path = files?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDir), !isDir.boolValue {
                out[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
        }
        return out
    }

    func expectSame(_ a: [String: Data], _ b: [String: Data], _ what: String) {
        #expect(!a.isEmpty, "\(what): nothing was written")
        #expect(a.keys.sorted() == b.keys.sorted(), "\(what): the two runs wrote different files")
        let differing = a.keys.sorted().filter { a[$0] != b[$0] }
        #expect(differing.isEmpty, "\(what): \(differing.count) files differ between two processes, first \(differing.prefix(5))")
    }

    @Test func twoProcessesBuildTheSameSite() throws {
        let dir = try temporaryDirectory("two-processes")
        for name in ["a", "b"] {
            let run = try LifelineCommand.run(["build", "--quiet", "--lang", "en,ko", "--output", name], in: dir)
            #expect(run.status == 0, "\(run.output)")
        }
        expectSame(try tree(dir + "/a"), try tree(dir + "/b"), "lifeline build")
    }

    @Test func twoProcessesExportTheSameFiles() throws {
        let dir = try temporaryDirectory("two-exports")
        for name in ["a", "b"] {
            let run = try LifelineCommand.run(["export", "--lang", "fr,zh-Hans", "--output", name], in: dir)
            #expect(run.status == 0, "\(run.output)")
        }
        expectSame(try tree(dir + "/a"), try tree(dir + "/b"), "lifeline export")
    }
}
