import LifelineModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the commands print or save: every write checked, so a full disk or a closed pipe is an error
/// (exit 1, with the reason), never a silently short file.
package enum CommandFiles {
    /// Writes all of `text` to standard output.
    package static func printOut(_ text: String) throws {
        if let failure = FileSystem.writeAll(Data(text.utf8), to: STDOUT_FILENO) {
            throw Diagnostic(nil, "cannot write to standard output (\(failure))")
        }
    }

    /// Writes `text` to standard error, with a line end (messages; a failure to write them is ignored).
    package static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes `data` to the file the user named with `--output`, never to one of the command's inputs.
    ///
    /// - A regular file (or a new one) is replaced in one step: written beside it, then renamed over it.
    ///   On failure the old file is untouched and nothing is left behind; a `.partial` file left by a
    ///   killed run (its process is gone) is removed by the next write to the same path.
    /// - A FIFO, a character device or a socket (`/dev/null`, `/dev/stdout`, a named pipe), and a path
    ///   that names an open descriptor (`/dev/stdout` redirected to a file, `/dev/fd/3`), is written
    ///   through, as a shell redirection would: never replaced by a file.
    /// - A symbolic link is followed: the file it points to is replaced and the link stays. A link to
    ///   nothing is refused.
    /// - An output that is the same file as an input (same device and inode, after links) is refused
    ///   with exit 1, naming both.
    package static func writeOutput(_ data: Data, to path: String, inputs: [(what: String, path: String)]) throws {
        var st = stat()
        guard stat(path, &st) == 0 else {   // nothing there yet (stat follows links: a link to nothing fails here too)
            if FileSystem.kind(path) == .symlink {
                throw Diagnostic(path, "this is a symbolic link to nothing; give a file name, or make the link point to a file")
            }
            return try writeAtomically(data, to: path, named: path)
        }
        for input in inputs {
            var other = stat()
            if stat(input.path, &other) == 0, other.st_dev == st.st_dev, other.st_ino == st.st_ino {
                throw Diagnostic(path, "this is the \(input.what) the command reads (\(input.path)); "
                                + "writing there would destroy it: give another output file")
            }
        }
        switch st.st_mode & S_IFMT {
        case S_IFDIR: throw Diagnostic(path, "this is a folder; give a file name")
        // Written through, never replaced: /dev/null, /dev/stdout (even a pipe behind it), a named pipe.
        case S_IFIFO, S_IFCHR, S_IFSOCK: return try writeThrough(data, to: path, named: path)
        // A descriptor path (`/dev/stdout` redirected to a file, `/dev/fd/3`) names an open file: written through.
        case S_IFREG where isDescriptorPath(path): return try writeThrough(data, to: path, named: path)
        case S_IFREG: return try writeAtomically(data, to: FileSystem.realPath(path) ?? path, named: path)
        default: throw Diagnostic(path, "this is a device lifeline does not write to; give a file name")
        }
    }

    /// A path that names an already open file: standard output or error, `/dev/fd/N`, `/proc/self/fd/N`
    /// (a regular file elsewhere under /dev, such as one in /dev/shm, is an ordinary file, replaced).
    static func isDescriptorPath(_ path: String) -> Bool {
        if ["/dev/stdout", "/dev/stderr", "/proc/self/fd/1", "/proc/self/fd/2"].contains(path) { return true }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            return !path.dropFirst(prefix.count).isEmpty && path.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }
        return false
    }

    /// The files a command reads, for `writeOutput`: the scenario (as given, or as an id in `folder`)
    /// and every String Catalog of `locales`.
    package static func inputs(scenario: String?, folder: String?, locales: String) -> [(what: String, path: String)] {
        var out: [(String, String)] = []
        if let scenario {
            out.append(("scenario file", scenario))
            if let folder { out.append(("scenario file", folder + "/" + scenario + ".yaml")) }
        }
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: locales)) ?? []).sorted() {
            out.append(("String Catalog", locales + "/" + name))
        }
        return out
    }

    private static func writeThrough(_ data: Data, to target: String, named path: String) throws {
        let fd = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)   // appending: `> file` and `>> file` behind /dev/stdout both stay right
        guard fd >= 0 else { throw Diagnostic(path, "cannot write the file (\(FileSystem.reason()))") }
        defer { close(fd) }
        if let failure = FileSystem.writeAll(data, to: fd) { throw Diagnostic(path, "cannot write the file (\(failure))") }
    }

    /// Replaces `target` with `data` in one step: written beside it, then renamed over it.
    static func writeAtomically(_ data: Data, to target: String, named path: String) throws {
        let dir = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        guard !name.isEmpty, FileSystem.kind(target) != .directory else {
            throw Diagnostic(path, "this is a folder; give a file name")
        }
        let folder = dir.isEmpty ? "." : dir
        removeStalePartials(of: name, in: folder)
        let temporary = folder + "/.\(name).\(getpid()).partial"
        if let failure = FileSystem.createAndWrite(temporary, data) {
            unlink(temporary)
            throw Diagnostic(path, "cannot write the file (\(failure.reason))")
        }
        guard rename(temporary, target) == 0 else {
            let why = FileSystem.reason()
            unlink(temporary)
            throw Diagnostic(path, "cannot write the file (\(why))")
        }
    }

    /// `.NAME.PID.partial` files whose process is gone: what a killed run of lifeline left.
    private static func removeStalePartials(of name: String, in folder: String) {
        let prefix = ".\(name).", suffix = ".partial"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix(prefix) && entry.hasSuffix(suffix) {
            let middle = entry.dropFirst(prefix.count).dropLast(suffix.count)
            guard let pid = Int32(middle), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + entry)
        }
    }
}
