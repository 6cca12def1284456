import Foundation
import LifelineModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder opened once, and worked on through its descriptor: every create, link, unlink and rename
/// is relative to it (`openat`, `unlinkat`, `renameat`), and every folder below it is opened with
/// `O_NOFOLLOW`. Whoever renames the folder, or swaps a symbolic link in for it, while lifeline works
/// cannot send a write or a removal anywhere else: the descriptor still names the folder lifeline
/// opened. (Foundation's FileManager works on path strings and follows links; there is no package for
/// this on Linux, so these few calls are written here.)
final class Directory: @unchecked Sendable {
    /// Which folder this is, whatever its name is now.
    struct Identity: Equatable { let device: UInt64, inode: UInt64 }

    let fd: Int32
    /// For messages: the path it was opened at.
    let label: String

    private init(fd: Int32, label: String) {
        self.fd = fd
        self.label = label
    }

    deinit { close(fd) }

    static let openFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC

    /// Opens the folder at `path`; a symbolic link there is refused (`ELOOP`), not followed.
    static func at(_ path: String) throws -> Directory {
        let fd = open(path, openFlags)
        guard fd >= 0 else { throw Diagnostic(path, "cannot open the folder (\(FileSystem.reason()))") }
        return Directory(fd: fd, label: path)
    }

    /// The folder `name` inside this one, or nil when it is missing, a link or not a folder.
    func child(_ name: String) -> Directory? {
        let fd = openat(self.fd, name, Self.openFlags)
        return fd >= 0 ? Directory(fd: fd, label: label + "/" + name) : nil
    }

    var identity: Identity {
        var st = stat()
        fstat(fd, &st)
        return Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }

    /// What `name` in this folder is now (links not followed), and which file or folder.
    func entry(_ name: String) -> (kind: FileSystem.Kind, identity: Identity)? {
        var st = stat()
        guard fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (FileSystem.Kind(mode: st.st_mode), Identity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino)))
    }

    func kind(_ name: String) -> FileSystem.Kind { entry(name)?.kind ?? .missing }

    /// Creates the folder `name`; with `exclusive`, one that is already there is an error too.
    func makeDirectory(_ name: String, exclusive: Bool = false) throws {
        if mkdirat(fd, name, 0o755) != 0, exclusive || errno != EEXIST {
            throw Diagnostic("\(label)/\(name)", "cannot create the folder (\(FileSystem.reason()))")
        }
    }

    /// Creates the file `name` (it must not exist; a link there is not followed) and writes all of `data`.
    func writeNew(_ name: String, _ data: Data) throws {
        let fd = openat(self.fd, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Diagnostic("\(label)/\(name)", "cannot create the file (\(FileSystem.reason()))") }
        var failure = FileSystem.writeAll(data, to: fd)
        if close(fd) != 0, failure == nil { failure = FileSystem.reason() }
        if let failure { throw Diagnostic("\(label)/\(name)", "cannot write the file (\(failure))") }
    }

    /// The bytes of the regular file `name`, not through a link.
    func read(_ name: String) -> Data? {
        let fd = openat(self.fd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileSystem.readAll(fd)
    }

    /// Removes the file or link `name` (never what a link points to).
    func unlink(_ name: String) -> Bool { unlinkat(fd, name, 0) == 0 }

    /// Removes the folder `name` if it is empty (a link is not a folder: refused).
    func removeDirectory(_ name: String) -> Bool { unlinkat(fd, name, AT_REMOVEDIR) == 0 }

    /// Gives the file `name` of `from` a second name here (the link itself if it is one).
    func link(_ name: String, from: Directory, _ fromName: String) -> Bool { linkat(from.fd, fromName, fd, name, 0) == 0 }

    /// Moves `name` of this folder to `to`'s `toName`, which must not exist.
    func move(_ name: String, to: Directory, _ toName: String) -> Bool {
        if to.kind(toName) != .missing { errno = EEXIST; return false }
        return renameat(fd, name, to.fd, toName) == 0
    }

    /// Lets its owner remove what it holds.
    func makeWritable() {
        var st = stat()
        if fstat(fd, &st) == 0, st.st_mode & S_IWUSR == 0 { _ = fchmod(fd, st.st_mode | S_IWUSR | S_IXUSR) }
    }

    /// The names in this folder, sorted (without `.` and `..`).
    func names() -> [String] {
        let copy = dup(fd)
        guard copy >= 0, let dir = fdopendir(copy) else { if copy >= 0 { close(copy) }; return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let e = readdir(dir) {
            let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { out.append(name) }
        }
        return out.sorted()
    }

    /// One entry of a walk: its path below the walked folder, what it is, and the folder that holds it.
    struct Walked {
        let path: String, name: String, kind: FileSystem.Kind
        let parent: Directory
    }

    /// Every entry below this folder, parents before children, sorted by path; folders are entered
    /// through `openat(O_NOFOLLOW)`, so a link is listed, never followed.
    func walk() -> [Walked] {
        var out: [Walked] = []
        func visit(_ dir: Directory, _ prefix: String) {
            for name in dir.names() {
                let path = prefix.isEmpty ? name : prefix + "/" + name
                let kind = dir.kind(name)
                out.append(Walked(path: path, name: name, kind: kind, parent: dir))
                if kind == .directory, let sub = dir.child(name) { visit(sub, path) }
            }
        }
        visit(self, "")
        return out
    }
}

extension FileSystem.Kind {
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symlink
        default: self = .other
        }
    }
}
