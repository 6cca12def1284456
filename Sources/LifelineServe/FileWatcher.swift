import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells `serve` when anything under its input folders changes: a scenario, a catalog, a template or
/// an asset saved, created, deleted or renamed into place (editors often save by renaming). On Linux
/// through inotify (a watch per folder, new folders added as they appear); elsewhere by comparing the
/// folders' file list, sizes and dates twice a second. The stream yields once per burst of changes the
/// watcher reads at a time; `serve` waits a moment more before rebuilding.
final class FileWatcher: Sendable {
    private let folders: [String]
    /// Single files outside the folders (the project file), checked by their size and date twice a
    /// second: watching their folder would take in everything beside them.
    private let files: [String]
    private let stopped = Atomic<Bool>(false)
    let changes: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init(folders: [String], files: [String] = []) {
        self.folders = folders
        self.files = files
        (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    func start() throws {
        #if os(Linux)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { throw WatchError("inotify_init1 failed: \(String(cString: strerror(errno)))") }
        watchTree(fd)
        Thread.detachNewThread { [self] in inotifyLoop(fd) }
        #else
        Thread.detachNewThread { [self] in pollLoop() }
        #endif
        if !files.isEmpty { Thread.detachNewThread { [self] in filesLoop() } }
    }

    private func filesLoop() {
        func stamp() -> [[Int]] {
            files.map { f in
                let a = try? FileManager.default.attributesOfItem(atPath: f)
                return [(a?[.size] as? Int) ?? -1, Int(((a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) * 1000)]
            }
        }
        var last = stamp()
        while !stopped.load(ordering: .relaxed) {
            Thread.sleep(forTimeInterval: 0.5)
            let now = stamp()
            if now != last { last = now; continuation.yield() }
        }
    }

    /// Milliseconds without an event that end a burst.
    static let quiet: Int32 = 25

    func stop() { stopped.store(true, ordering: .relaxed); continuation.finish() }

    /// Every folder under the watched ones (themselves included).
    private func allFolders() -> [String] {
        var out: [String] = []
        for root in folders {
            out.append(root)
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            while let rel = walker.nextObject() as? String {
                var isDir: ObjCBool = false
                if FileManager.default.fileExists(atPath: root + "/" + rel, isDirectory: &isDir), isDir.boolValue { out.append(root + "/" + rel) }
            }
        }
        return out
    }

    #if os(Linux)
    private func watchTree(_ fd: Int32) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        for folder in allFolders() { _ = inotify_add_watch(fd, folder, mask) }
    }

    private func inotifyLoop(_ fd: Int32) {
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.load(ordering: .relaxed) {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 250) > 0 else { continue }
            guard drain(fd, &buffer) > 0 else { continue }
            // An editor's save is several events (write a copy, rename it over, set its mode), a few
            // milliseconds apart: read on until the folder has been quiet for 25 ms, then report one
            // change. A later event is another change (one more rebuild, never a lost one).
            while poll(&p, 1, Self.quiet) > 0, drain(fd, &buffer) > 0 {}
            continuation.yield()
            // A folder created since: watched too, once the rebuild is on its way (adding a watch twice is
            // harmless; a file saved into it meanwhile is seen by the rebuild, which reads the folders anew).
            watchTree(fd)
        }
    }
    private func drain(_ fd: Int32, _ buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }
    #else
    private func pollLoop() {
        var last = fingerprint()
        while !stopped.load(ordering: .relaxed) {
            Thread.sleep(forTimeInterval: 0.5)
            let now = fingerprint()
            if now != last { last = now; continuation.yield() }
        }
    }

    private func fingerprint() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for folder in allFolders() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let a = try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)
                let date = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                out[folder + "/" + name] = [(a?[.size] as? Int) ?? -1, Int(date * 1000)]
            }
        }
        return out
    }
    #endif
}

struct WatchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
