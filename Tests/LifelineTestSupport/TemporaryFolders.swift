import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every temporary folder of one test run lives in `<tmp>/lifeline-tests/<pid>/`, removed when the
/// run ends; a run also removes what earlier runs that were killed (their process is gone) left.
enum TestRunFolder {
    static let base = FileManager.default.temporaryDirectory.path + "/lifeline-tests"

    static let root: String = {
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            guard let pid = Int32(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            removeTree(base + "/" + name)
        }
        let dir = base + "/\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        atexit { removeTree(TestRunFolder.base + "/\(getpid())") }
        return dir
    }()
}

/// A new, empty folder for one test, removed when the test run ends.
public func temporaryDirectory(_ name: String) throws -> String {
    let dir = TestRunFolder.root + "/\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
}

/// Removes a folder and everything in it, read-only folders included (some tests make them so).
public func removeTree(_ path: String) {
    var st = stat()
    guard lstat(path, &st) == 0 else { return }
    if (st.st_mode & S_IFMT) == S_IFDIR {
        chmod(path, 0o755)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { removeTree(path + "/" + name) }
        rmdir(path)
    } else {
        unlink(path)
    }
}
