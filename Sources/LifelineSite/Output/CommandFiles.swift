import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the commands print or save: every write checked, so a full disk or a closed pipe is an error
/// (exit 1, with the reason), never a silently short file.
public enum CommandFiles {
    /// Writes all of `text` to standard output.
    public static func printOut(_ text: String) throws {
        var failure: String?
        Array(text.utf8).withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = FileSystem.reason(); return
                }
                offset += n
            }
        }
        if let failure { throw UserError("error: cannot write to standard output (\(failure))") }
    }

    /// Replaces `path` with `data` in one step: written beside it, then renamed over it. On failure
    /// the old file is untouched and nothing is left behind.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard !name.isEmpty, FileSystem.kind(path) != .directory else {
            throw UserError("\(path): error: this is a folder; give a file name")
        }
        let temporary = (dir.isEmpty ? "" : dir + "/") + ".\(name).\(getpid()).partial"
        do {
            try FileSystem.writeNew(temporary, data)
        } catch let error as UserError {
            unlink(temporary)
            let reason = error.description.split(separator: "(").last.map { "(" + $0 } ?? ""
            throw UserError("\(path): error: cannot write the file \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let why = FileSystem.reason()
            unlink(temporary)
            throw UserError("\(path): error: cannot write the file (\(why))")
        }
    }
}
