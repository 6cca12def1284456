import Foundation
import Synchronization

/// The folder `lifeline build` (and `export`) writes, and the rules that keep a user's files safe:
///
/// - it must be missing, empty, or a folder lifeline built before (it holds lifeline's manifest and
///   nothing the manifest does not list); the current folder, an input folder, a folder that holds
///   one, a file and a symbolic link are refused before anything is touched;
/// - one build at a time: an advisory lock (flock) on the folder that holds it;
/// - the new tree is written beside it (`.<name>.building`) and swapped in with one atomic exchange,
///   so the path always holds a complete site; the old tree is then removed, file by file, from the
///   list its manifest gives — lifeline never deletes a file it did not write.
struct OutputFolder {
    /// As the user wrote it, for messages.
    let given: String
    /// Absolute, with the parent's symbolic links resolved.
    let path: String
    let parent: String
    let name: String

    var staging: String { parent + "/." + name + ".building" }
    /// Written first into a new tree and removed just before the swap: a tree holding it is an unfinished build.
    static let buildingMarker = ".lifeline-building"

    /// Resolves `given` and refuses what must never be replaced. Touches nothing.
    static func resolve(_ given: String, inputs: [(what: String, path: String)]) throws -> OutputFolder {
        guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UserError("error: the output folder is empty; give a folder such as --output output")
        }
        let cwd = FileSystem.currentDirectory()
        var absolute = given.hasPrefix("/") ? given : cwd + "/" + given
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        let real: String
        switch FileSystem.kind(absolute) {
        case .symlink:
            throw UserError("\(given): error: the output folder is a symbolic link; give the folder it points to, or a new folder")
        case .missing:
            let dir = (absolute as NSString).deletingLastPathComponent, last = (absolute as NSString).lastPathComponent
            guard let parentReal = FileSystem.realPath(dir), FileSystem.kind(parentReal) == .directory else {
                throw UserError("\(given): error: its parent folder \(dir) does not exist; create it first")
            }
            real = parentReal == "/" ? "/" + last : parentReal + "/" + last
        default:
            guard let r = FileSystem.realPath(absolute) else { throw UserError("\(given): error: cannot resolve the path (\(FileSystem.reason()))") }
            real = r
        }
        let folder = OutputFolder(given: given, path: real, parent: (real as NSString).deletingLastPathComponent,
                                  name: (real as NSString).lastPathComponent)
        try folder.refuseDangerousPlaces(cwd: cwd, inputs: inputs)
        return folder
    }

    private func refuseDangerousPlaces(cwd: String, inputs: [(what: String, path: String)]) throws {
        let advice = "lifeline replaces its output folder whole; give it a folder of its own, such as --output output"
        if path == "/" || name.isEmpty { throw UserError("\(given): error: the root folder cannot be an output folder; \(advice)") }
        if cwd == path || cwd.hasPrefix(path + "/") {
            throw UserError("\(given): error: this is the current folder (or holds it); \(advice)")
        }
        for input in inputs {
            guard let real = FileSystem.realPath(input.path) else { continue }
            if real == path { throw UserError("\(given): error: this is the \(input.what) folder; \(advice)") }
            if real.hasPrefix(path + "/") { throw UserError("\(given): error: this folder holds the \(input.what) folder \(input.path); \(advice)") }
            if path.hasPrefix(real + "/") { throw UserError("\(given): error: this folder is inside the \(input.what) folder \(input.path); \(advice)") }
        }
        let kind = FileSystem.kind(path)
        if kind != .missing && kind != .directory {
            throw UserError("\(given): error: this is a file, not a folder; \(advice)")
        }
    }

    /// Takes the lock for this output folder (waiting while another build holds it).
    func lock(log: (String) -> Void) throws -> FileLock {
        try FileLock(folder: parent, log: log)
    }

    /// Checks, under the lock, that the folder is lifeline's; returns the manifest of the build that made it.
    func claim() throws -> Manifest? {
        let entries = FileSystem.entries(under: path)
        if entries.isEmpty { return nil }
        guard let manifest = Manifest.read(path + "/" + Manifest.fileName) else {
            throw UserError("\(given): error: this folder holds files lifeline did not write (\(Self.list(entries.filter { !$0.path.contains("/") }))); "
                            + "lifeline builds only into an empty folder or one it built before: choose another folder, or move these files away")
        }
        let foreign = entries.filter { e in
            e.path != Manifest.fileName && (e.kind == .directory ? !manifest.files.keys.contains { $0.hasPrefix(e.path + "/") } : manifest.files[e.path] == nil)
        }
        if !foreign.isEmpty {
            throw UserError("\(given): error: files were added to this folder after lifeline built it (\(Self.list(foreign))); "
                            + "lifeline never deletes a file it did not write: move them away, or choose another folder")
        }
        return manifest
    }

    static func list(_ entries: [(path: String, kind: FileSystem.Kind)]) -> String {
        let names = entries.prefix(5).map { $0.kind == .directory ? $0.path + "/" : $0.path }
        return names.joined(separator: ", ") + (entries.count > 5 ? ", and \(entries.count - 5) more" : "")
    }

    /// Writes `files` as the new output: a complete tree beside the folder, then one atomic swap,
    /// then the old tree removed. Returns warnings about anything it had to leave behind.
    /// `beforeSwap` runs just before the exchange (tests use it to play a user saving a file then).
    /// `verified`: files of the previous tree already read and verified during this build, with the
    /// identity they had then; such a file is linked without being read again if it still has it.
    func commit(_ files: [String: Data], manifest: Manifest, previous: Manifest?, verified: [String: FileIdentity] = [:],
                beforeSwap: () -> Void = {}) throws -> [String] {
        let cleared = try clearStaging()
        do {
            try writeTree(files, manifest: manifest, previous: previous, verified: verified)
        } catch {
            // A failed write (a full disk) must not leave the staging tree behind to keep the disk full.
            _ = removeOwnedTree(staging, manifest: nil)
            throw error
        }
        beforeSwap()
        if FileSystem.kind(path) == .missing {
            try AtomicSwap.rename(staging, path)
            return cleared
        }
        // What the old tree holds beyond `previous` arrived while this build ran (the claim checked it
        // before): it is the user's, never deleted. An empty folder had no manifest: nothing in it is ours.
        let owned = previous ?? Manifest(fingerprint: "", files: [:])
        if try !AtomicSwap.exchange(staging, path) {
            // No atomic exchange on this file system: two renames, with a moment where the path is missing.
            let aside = parent + "/." + name + ".previous"
            try AtomicSwap.rename(path, aside)
            try AtomicSwap.rename(staging, path)
            return cleared + removeOwnedTree(aside, manifest: owned)
        }
        return cleared + removeOwnedTree(staging, manifest: owned)
    }

    /// The complete new tree in the staging folder, marked unfinished until its last file is written.
    /// A file the last build wrote with the same bytes, still as it wrote it, is hard-linked instead of
    /// written again: an incremental build writes only what changed (the old tree goes after the swap,
    /// so the link is then the file's only name). Files are written on both cores: the kernel's copying
    /// is nearly all of a cold build's write step. The first failure in path order is the one reported.
    private func writeTree(_ files: [String: Data], manifest: Manifest, previous: Manifest?, verified: [String: FileIdentity]) throws {
        try FileSystem.makeDirectory(staging)
        try FileSystem.writeNew(staging + "/" + Self.buildingMarker, Data())
        let sorted = files.sorted(by: { $0.key < $1.key })
        var made: Set<String> = []
        for (rel, _) in sorted {
            var dir = ""
            for part in rel.split(separator: "/").dropLast() {
                dir += (dir.isEmpty ? "" : "/") + part
                if made.insert(dir).inserted { try FileSystem.makeDirectory(staging + "/" + dir) }
            }
        }
        let workers = 2
        let failures = Mutex<[(index: Int, error: any Error)]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            for i in stride(from: w, to: sorted.count, by: workers) {
                let (rel, data) = sorted[i]
                if let previous, let entry = manifest.files[rel], previous.files[rel] == entry,
                   verified[rel].map({ FileIdentity(path + "/" + rel) == $0 }) ?? (previous.verifiedContents(of: rel, in: path) != nil),
                   link(path + "/" + rel, staging + "/" + rel) == 0 {
                    continue
                }
                do { try FileSystem.writeNew(staging + "/" + rel, data) } catch {
                    failures.withLock { $0.append((i, error)) }
                    return
                }
            }
        }
        if let first = failures.withLock({ $0 }).min(by: { $0.index < $1.index }) { throw first.error }
        try FileSystem.writeNew(staging + "/" + Manifest.fileName, try manifest.encoded())
        guard unlink(staging + "/" + Self.buildingMarker) == 0 else {
            throw UserError("\(staging): error: cannot finish the new output (\(FileSystem.reason()))")
        }
    }

    /// Removes an unfinished build, or an old output left beside the folder by an interrupted build.
    private func clearStaging() throws -> [String] {
        guard FileSystem.kind(staging) != .missing else { return [] }
        let unfinished = FileSystem.kind(staging + "/" + Self.buildingMarker) == .file
        let oldOutput = Manifest.read(staging + "/" + Manifest.fileName)
        guard FileSystem.kind(staging) == .directory, unfinished || oldOutput != nil else {
            throw UserError("\(staging): error: this is in the way of the build and lifeline did not make it; move it away")
        }
        let left = removeOwnedTree(staging, manifest: unfinished ? nil : oldOutput)
        if FileSystem.kind(staging) != .missing { throw UserError(left.joined(separator: "\n")) }
        return left
    }

    /// Deletes a tree lifeline wrote: with a manifest, only the files it lists (plus the manifest and the
    /// building marker); without one (an unfinished build), everything. Folders left empty go too.
    /// Anything else (a file saved there while the build ran) is moved, with its path, into a visible
    /// folder beside the output (`<name>.kept`), so it is neither lost nor in the way of the next build.
    /// Returns a warning for each file kept and for whatever could not be removed.
    func removeOwnedTree(_ root: String, manifest: Manifest?) -> [String] {
        let entries = FileSystem.entries(under: root)
        FileSystem.makeWritable(root)
        for e in entries where e.kind == .directory { FileSystem.makeWritable(root + "/" + e.path) }
        var foreign: [String] = [], stuck: [String] = []
        for e in entries.reversed() {
            let full = root + "/" + e.path
            if e.kind == .directory {
                if rmdir(full) != 0, errno != ENOTEMPTY, errno != EEXIST { stuck.append(e.path + "/") }
                continue
            }
            // lifeline writes regular files only: a link found where its file was is the user's.
            let listed = manifest.map { $0.files[e.path] != nil } ?? true || e.path == Manifest.fileName || e.path == Self.buildingMarker
            let ours = listed && e.kind == .file
            if !ours { foreign.append(e.path); continue }
            if unlink(full) != 0 { stuck.append(e.path) }
        }
        var warnings = keep(foreign.sorted(), from: root)
        for e in entries.reversed() where e.kind == .directory { rmdir(root + "/" + e.path) }
        if rmdir(root) != 0, FileSystem.kind(root) != .missing {
            warnings.append("warning: left \(root) in place: lifeline could not remove \((stuck.isEmpty ? ["files"] : stuck).prefix(5).joined(separator: ", "))")
        }
        return warnings
    }

    /// Moves files lifeline did not write out of one of its trees into `<parent>/<name>.kept/`, keeping their paths.
    private func keep(_ paths: [String], from root: String) -> [String] {
        guard !paths.isEmpty else { return [] }
        var kept = parent + "/" + name + ".kept"
        var n = 2
        while FileSystem.kind(kept) != .missing { kept = parent + "/" + name + ".kept-\(n)"; n += 1 }
        return paths.map { rel in
            let target = kept + "/" + rel
            try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard Foundation.rename(root + "/" + rel, target) == 0 else {
                return "warning: \(root)/\(rel) was not written by lifeline and could not be moved (\(FileSystem.reason())); it is still there"
            }
            return "warning: \(given)/\(rel) was saved while lifeline was writing this folder; lifeline did not write it, so it is kept in \(target)"
        }
    }
}
