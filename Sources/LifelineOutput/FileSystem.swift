import Foundation
import LifelineModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the output code needs, with errors that name the path and say what failed.
package enum FileSystem {
    package enum Kind { case missing, file, directory, symlink, other }

    package static func kind(_ path: String) -> Kind {
        var st = stat()
        guard lstat(path, &st) == 0 else { return .missing }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// What `path` is with its links followed (`kind` does not follow them).
    package static func kind(following path: String) -> Kind {
        var st = stat()
        return stat(path, &st) == 0 ? Kind(mode: st.st_mode) : .missing
    }

    /// Everything left to read from `fd`, retrying interrupted reads; nil if a read fails.
    package static func readAll(_ fd: Int32) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { raw in raw.baseAddress.map { posixRead(fd, $0, raw.count) } ?? 0 }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return n == 0 ? data : nil }
            data.append(contentsOf: buffer[0..<n])
        }
    }


    /// The absolute path with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    static func currentDirectory() -> String { realPath(".") ?? FileManager.default.currentDirectoryPath }

    package static func reason() -> String { String(cString: strerror(errno)) }

    /// Writes a new file (it must not exist), checking every write: a full disk is an error, not a short file.
    package static func writeNew(_ path: String, _ data: Data) throws {
        if let failure = createAndWrite(path, data) {
            throw Diagnostic(path, "cannot \(failure.step) the file (\(failure.reason))")
        }
    }

    /// Creates `path` (it must not exist) and writes all of `data` to it; the step that failed
    /// ("create" or "write") and why, or nil.
    static func createAndWrite(_ path: String, _ data: Data) -> (step: String, reason: String)? {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return ("create", reason()) }
        var failure = writeAll(data, to: fd)
        if close(fd) != 0, failure == nil { failure = reason() }
        return failure.map { ("write", $0) }
    }

    /// Writes every byte to `fd`, retrying short and interrupted writes; why it failed, or nil.
    static func writeAll(_ data: Data, to fd: Int32) -> String? {
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let n = write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = reason(); return
                }
                offset += n
            }
        }
        return failure
    }

    package static func makeDirectory(_ path: String) throws {
        if mkdir(path, 0o755) != 0, errno != EEXIST { throw Diagnostic(path, "cannot create the folder (\(reason()))") }
    }

    /// Every entry below `root` (files, links and folders), relative, sorted; links are not followed.
    package static func entries(under root: String) -> [(path: String, kind: Kind)] {
        var out: [(String, Kind)] = []
        func walk(_ rel: String) {
            for (name, known) in listing(rel.isEmpty ? root : root + "/" + rel).sorted(by: { $0.name < $1.name }) {
                let r = rel.isEmpty ? name : rel + "/" + name
                let k = known ?? kind(root + "/" + r)
                out.append((r, k))
                if k == .directory { walk(r) }
            }
        }
        walk("")
        return out
    }

    /// A folder's names with the kind the folder itself records for each (`d_type`: no `lstat` per entry, the
    /// most of listing an output of 1,500 files); nil where it records none, for the caller to `lstat`.
    static func listing(_ dir: String) -> [(name: String, kind: Kind?)] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var out: [(name: String, kind: Kind?)] = []
        while let e = readdir(d) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            switch Int32(e.pointee.d_type) {
            case Int32(DT_REG): out.append((name, .file))
            case Int32(DT_DIR): out.append((name, .directory))
            case Int32(DT_LNK): out.append((name, .symlink))
            case Int32(DT_UNKNOWN): out.append((name, nil))
            default: out.append((name, .other))
            }
        }
        return out
    }

    /// Makes a folder writable by its owner, so files lifeline wrote in it can be removed.
    static func makeWritable(_ dir: String) {
        var st = stat()
        if stat(dir, &st) == 0, st.st_mode & S_IWUSR == 0 { _ = chmod(dir, st.st_mode | S_IWUSR | S_IXUSR) }
    }
}

/// Swaps two paths in one step (Linux `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`),
/// so the output path is never missing: readers see the old folder or the new one.
enum AtomicSwap {
    #if canImport(Glibc)
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// glibc declares renameat2 only under _GNU_SOURCE, which Swift's Glibc module does not set.
    static let renameat2: RenameAt2? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
    #endif

    /// Exchanges the names `a` and `b` of the folder `home` (both must exist). Returns false when the
    /// file system cannot do it atomically.
    static func exchange(_ home: Directory, _ a: String, _ b: String, label: String) throws -> Bool {
        #if canImport(Glibc)
        guard let call = renameat2 else { return false }
        if call(home.fd, a, home.fd, b, 2 /* RENAME_EXCHANGE */) == 0 { return true }
        #elseif canImport(Darwin)
        if renameatx_np(home.fd, a, home.fd, b, UInt32(RENAME_SWAP)) == 0 { return true }
        #endif
        if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return false }
        throw Diagnostic(label, "cannot swap in the new output (\(FileSystem.reason()))")
    }

    /// Renames `from` to `to` in the folder `home`; a `to` that appeared meanwhile (a link, say) is an
    /// error, never replaced.
    static func rename(_ home: Directory, _ from: String, to: String, label: String) throws {
        let failed = { Diagnostic(label, "cannot move the new output into place (\(FileSystem.reason()))") }
        #if canImport(Glibc)
        if let call = renameat2 {
            if call(home.fd, from, home.fd, to, 1 /* RENAME_NOREPLACE */) == 0 { return }
            if errno != EINVAL && errno != ENOSYS && errno != ENOTSUP { throw failed() }
        }
        #endif
        if home.kind(to) != .missing { errno = EEXIST; throw failed() }
        guard renameat(home.fd, from, home.fd, to) == 0 else { throw failed() }
    }
}

/// An advisory lock (flock) held for the life of the value: one build at a time per output folder.
/// It locks the folder that holds the output (not a lock file), so a build leaves nothing behind
/// beside the output; two builds into different folders of the same parent also take turns.
final class FileLock {
    private let fd: Int32

    /// Takes the lock on the folder `path`; waits, saying so, while another process holds it.
    init(folder path: String, log: (String) -> Void) throws {
        fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw Diagnostic(path, "cannot open the folder to lock it (\(FileSystem.reason()))") }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return }
        guard errno == EWOULDBLOCK else {
            let why = FileSystem.reason()
            close(fd)
            throw Diagnostic(path, "cannot lock (\(why))")
        }
        log("another lifeline build is writing into \(path)/; waiting…")
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let why = FileSystem.reason()
                close(fd)
                throw Diagnostic(path, "cannot lock (\(why))")
            }
        }
    }

    deinit { close(fd) }
}

/// POSIX `read`, for types that have a `read` of their own.
func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

/// What stat says about a file that changes whenever its bytes can have: device, inode, size, and the
/// modification and status-change times to the nanosecond (writing changes both; resetting the
/// modification time changes the status-change time). A file read and verified once keeps its
/// identity until someone touches it: the build links it into the new tree without reading it again.
package struct FileIdentity: Equatable, Sendable {
    package let device: UInt64, inode: UInt64, size: Int64
    let modified: Int, modifiedNanos: Int, changed: Int, changedNanos: Int

    /// The regular file at `path` (not followed if a symbolic link), or nil.
    package init?(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        self.init(st)
    }

    init?(_ st: stat) {
        guard st.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(st.st_dev); inode = UInt64(st.st_ino); size = Int64(st.st_size)
        modified = st.st_mtim.tv_sec; modifiedNanos = st.st_mtim.tv_nsec
        changed = st.st_ctim.tv_sec; changedNanos = st.st_ctim.tv_nsec
    }
}
