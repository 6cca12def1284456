import Foundation
import LifelineModel
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

    var stagingName: String { "." + name + ".building" }
    var staging: String { parent + "/" + stagingName }
    /// Written first into a new tree and removed just before the swap: a tree holding it is an unfinished build.
    static let buildingMarker = ".lifeline-building"

    /// Resolves `given` and refuses what must never be replaced. Touches nothing.
    static func resolve(_ given: String, inputs: [(what: String, path: String)]) throws -> OutputFolder {
        guard !given.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Diagnostic(nil, "the output folder is empty; give a folder such as --output output")
        }
        let cwd = FileSystem.currentDirectory()
        var absolute = given.hasPrefix("/") ? given : cwd + "/" + given
        while absolute.count > 1, absolute.hasSuffix("/") { absolute.removeLast() }
        let real: String
        switch FileSystem.kind(absolute) {
        case .symlink:
            throw Diagnostic(given, "the output folder is a symbolic link; give the folder it points to, or a new folder")
        case .missing:
            let dir = (absolute as NSString).deletingLastPathComponent, last = (absolute as NSString).lastPathComponent
            guard let parentReal = FileSystem.realPath(dir), FileSystem.kind(parentReal) == .directory else {
                throw Diagnostic(given, "its parent folder \(dir) does not exist; create it first")
            }
            real = parentReal == "/" ? "/" + last : parentReal + "/" + last
        default:
            guard let r = FileSystem.realPath(absolute) else { throw Diagnostic(given, "cannot resolve the path (\(FileSystem.reason()))") }
            real = r
        }
        let folder = OutputFolder(given: given, path: real, parent: (real as NSString).deletingLastPathComponent,
                                  name: (real as NSString).lastPathComponent)
        try folder.refuseDangerousPlaces(cwd: cwd, inputs: inputs)
        return folder
    }

    private func refuseDangerousPlaces(cwd: String, inputs: [(what: String, path: String)]) throws {
        let advice = "lifeline replaces its output folder whole; give it a folder of its own, such as --output output"
        if path == "/" || name.isEmpty { throw Diagnostic(given, "the root folder cannot be an output folder; \(advice)") }
        if cwd == path || cwd.hasPrefix(path + "/") {
            throw Diagnostic(given, "this is the current folder (or holds it); \(advice)")
        }
        for input in inputs {
            guard let real = FileSystem.realPath(input.path) else { continue }
            if real == path { throw Diagnostic(given, "this is the \(input.what) folder; \(advice)") }
            if real.hasPrefix(path + "/") { throw Diagnostic(given, "this folder holds the \(input.what) folder \(input.path); \(advice)") }
            if path.hasPrefix(real + "/") { throw Diagnostic(given, "this folder is inside the \(input.what) folder \(input.path); \(advice)") }
        }
        let kind = FileSystem.kind(path)
        if kind != .missing && kind != .directory {
            throw Diagnostic(given, "this is a file, not a folder; \(advice)")
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
            throw Diagnostic(given, "this folder holds files lifeline did not write (\(Self.list(entries.filter { !$0.path.contains("/") }))); "
                            + "lifeline builds only into an empty folder or one it built before: choose another folder, or move these files away")
        }
        let foreign = entries.filter { e in
            e.path != Manifest.fileName && (e.kind == .directory ? !manifest.files.keys.contains { $0.hasPrefix(e.path + "/") } : manifest.files[e.path] == nil)
        }
        if !foreign.isEmpty {
            throw Diagnostic(given, "files were added to this folder after lifeline built it (\(Self.list(foreign))); "
                            + "lifeline never deletes a file it did not write: move them away, or choose another folder")
        }
        return manifest
    }

    static func list(_ entries: [(path: String, kind: FileSystem.Kind)]) -> String {
        let names = entries.prefix(5).map { $0.kind == .directory ? $0.path + "/" : $0.path }
        return names.joined(separator: ", ") + (entries.count > 5 ? ", and \(entries.count - 5) more" : "")
    }

    /// Moments of a commit where a test can play another program (a seam, not a sleep).
    enum Moment: Sendable { case writing, beforeSwap, afterSwap }

    /// Which folder stands at the output path now (not through a link), to be held to at the swap.
    func identity() -> Directory.Identity? {
        guard let dir = try? Directory.at(parent), let e = dir.entry(name), e.kind == .directory else { return nil }
        return e.identity
    }

    /// Writes `files` as the new output: a complete tree beside the folder, then one atomic swap,
    /// then the old tree removed. Returns warnings about anything it had to leave behind.
    /// Everything goes through descriptors of the parent, the new tree and the old one (`Directory`):
    /// if another program swaps a link in for either folder, the build stops with an error and neither
    /// writes nor deletes anything through it. `claimed`: the folder the claim looked at; another one
    /// at the path now is refused. `verified`: files of the previous tree already read and verified
    /// during this build, with the identity they had then; such a file is linked without being read again.
    func commit(_ files: [String: Data], manifest: Manifest, previous: Manifest?, claimed: Directory.Identity?,
                verified: [String: FileIdentity] = [:], seam: (Moment) -> Void = { _ in }) throws -> [Diagnostic] {
        let home = try Directory.at(parent)
        let old = try openOld(home, claimed: claimed)
        let cleared = try clearStaging(home)
        try home.makeDirectory(stagingName, exclusive: true)
        guard let stage = home.child(stagingName) else { throw replaced(staging) }
        let ours = Manifest(fingerprint: "", files: files)
        let linked: [String: FileIdentity]
        do {
            linked = try writeTree(files, into: stage, manifest: manifest, previous: previous, old: old, verified: verified, seam: seam)
            seam(.beforeSwap)
            guard home.entry(stagingName)?.identity == stage.identity else { throw replaced(staging) }
        } catch {
            // A failed write (a full disk) must not leave the staging tree behind to keep the disk full;
            // only the files this build wrote go, through the descriptor of the folder it made.
            _ = removeOwnedTree(stage, manifest: ours, at: stagingName, in: home)
            throw error
        }
        guard let old else {
            try AtomicSwap.rename(home, stagingName, to: name, label: path)
            return cleared
        }
        guard home.entry(name)?.identity == old.identity else {
            _ = removeOwnedTree(stage, manifest: ours, at: stagingName, in: home)
            throw replaced(path)
        }
        // What the old tree holds beyond `previous` arrived while this build ran (the claim checked it
        // before): it is the user's, never deleted. An empty folder had no manifest: nothing in it is ours.
        let owned = previous ?? Manifest(fingerprint: "", files: [:])
        if try !AtomicSwap.exchange(home, stagingName, name, label: path) {
            // No atomic exchange on this file system: two renames, with a moment where the path is missing.
            let aside = "." + name + ".previous"
            try AtomicSwap.rename(home, name, to: aside, label: path)
            try AtomicSwap.rename(home, stagingName, to: name, label: path)
            return cleared + rewriteEdited(linked, files, in: stage) + removeOwnedTree(old, manifest: owned, at: aside, in: home)
        }
        seam(.afterSwap)
        guard home.entry(name)?.identity == stage.identity, home.entry(stagingName)?.identity == old.identity else {
            throw Diagnostic(given, "another program moved folders here while lifeline swapped in the new output; "
                            + "lifeline deleted nothing: check \(path) and \(staging)")
        }
        return cleared + rewriteEdited(linked, files, in: stage) + removeOwnedTree(old, manifest: owned, at: stagingName, in: home)
    }

    func replaced(_ what: String) -> Diagnostic {
        Diagnostic(what, "another program replaced this folder while lifeline was writing it; lifeline swapped and deleted nothing there: build again")
    }

    /// The output folder as it stands, or nil when there is none; refused if it is not the one claimed.
    private func openOld(_ home: Directory, claimed: Directory.Identity?) throws -> Directory? {
        guard let e = home.entry(name) else {
            if claimed != nil { throw replaced(path) }
            return nil
        }
        guard e.kind == .directory, let old = home.child(name), claimed == nil || old.identity == claimed else { throw replaced(path) }
        return old
    }

    /// The complete new tree in the staging folder, marked unfinished until its last file is written.
    /// A file the last build wrote with the same bytes, still as it wrote it, is hard-linked instead of
    /// written again: an incremental build writes only what changed (the old tree goes after the swap,
    /// so the link is then the file's only name). Files are written on both cores: the kernel's copying
    /// is nearly all of a cold build's write step. The first failure in path order is the one reported.
    private func writeTree(_ files: [String: Data], into stage: Directory, manifest: Manifest, previous: Manifest?, old: Directory?,
                           verified: [String: FileIdentity], seam: (Moment) -> Void) throws -> [String: FileIdentity] {
        try stage.writeNew(Self.buildingMarker, Data())
        let sorted = files.sorted(by: { $0.key < $1.key })
        var folders: [String: Directory] = ["": stage]
        for (rel, _) in sorted {
            var dir = ""
            for part in rel.split(separator: "/").dropLast() {
                let up = dir
                dir += (dir.isEmpty ? "" : "/") + part
                guard folders[dir] == nil, let holder = folders[up] else { continue }
                try holder.makeDirectory(String(part), exclusive: true)
                guard let made = holder.child(String(part)) else { throw replaced(staging + "/" + dir) }
                folders[dir] = made
            }
        }
        seam(.writing)
        let made = folders
        let workers = 2
        let failures = Mutex<[(index: Int, error: any Error)]>([])
        let linked = Mutex<[String: FileIdentity]>([:])
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            for i in stride(from: w, to: sorted.count, by: workers) {
                let (rel, data) = sorted[i]
                let (dir, file) = Self.split(rel)
                guard let holder = made[dir] else {
                    failures.withLock { $0.append((i, InternalError("no folder was made for \(rel)"))) }
                    return
                }
                if let previous, let old, let entry = manifest.files[rel], previous.files[rel] == entry,
                   verified[rel].map({ FileIdentity(rel, in: old) == $0 }) ?? (previous.verifiedContents(of: rel, in: old) != nil),
                   holder.link(file, from: old, rel) {
                    if let now = FileIdentity(file, in: holder) { linked.withLock { $0[rel] = now } }
                    continue
                }
                do { try holder.writeNew(file, data) } catch {
                    failures.withLock { $0.append((i, error)) }
                    return
                }
            }
        }
        if let first = failures.withLock({ $0 }).min(by: { $0.index < $1.index }) { throw first.error }
        try stage.writeNew(Manifest.fileName, try manifest.encoded())
        guard stage.unlink(Self.buildingMarker) else {
            throw Diagnostic(staging, "cannot finish the new output (\(FileSystem.reason()))")
        }
        return linked.withLock { $0 }
    }

    /// A file the new tree shares with the old one (linked, not written) and that someone edited in
    /// place during the build has the edit under both names: the new tree gets the bytes it should
    /// have, as a file of its own, and the edited one is left to the old tree's removal, which keeps it
    /// (it no longer matches its digest). Returns a warning for a file it could not write.
    private func rewriteEdited(_ linked: [String: FileIdentity], _ files: [String: Data], in tree: Directory) -> [Diagnostic] {
        linked.sorted { $0.key < $1.key }.compactMap { rel, identity in
            guard FileIdentity(rel, in: tree) != identity, let data = files[rel] else { return nil }
            let (dir, file) = Self.split(rel)
            guard let holder = dir.isEmpty ? tree : Self.open(dir, in: tree), holder.unlink(file) || errno == ENOENT,
                  (try? holder.writeNew(file, data)) != nil else {
                return Diagnostic(nil, .warning, "\(given)/\(rel) was changed during the build and could not be written again (\(FileSystem.reason())); build again")
            }
            return nil
        }
    }

    /// The folder `rel` below `root`, each part opened without following links.
    static func open(_ rel: String, in root: Directory) -> Directory? {
        var dir: Directory? = root
        for part in rel.split(separator: "/") { dir = dir?.child(String(part)) }
        return dir
    }

    /// A relative path's folder and last name.
    static func split(_ rel: String) -> (folder: String, name: String) {
        guard let slash = rel.lastIndex(of: "/") else { return ("", rel) }
        return (String(rel[..<slash]), String(rel[rel.index(after: slash)...]))
    }

    /// Removes an unfinished build, or an old output left beside the folder by an interrupted build;
    /// anything else there (a link among them) is in the way, and is left as it is.
    func clearStaging(_ home: Directory) throws -> [Diagnostic] {
        guard let e = home.entry(stagingName) else { return [] }
        guard e.kind == .directory, let stage = home.child(stagingName),
              stage.kind(Self.buildingMarker) == .file || stage.read(Manifest.fileName).flatMap(Manifest.decode) != nil else {
            throw Diagnostic(staging, "this is in the way of the build and lifeline did not make it; move it away")
        }
        let unfinished = stage.kind(Self.buildingMarker) == .file
        let left = removeOwnedTree(stage, manifest: unfinished ? nil : stage.read(Manifest.fileName).flatMap(Manifest.decode),
                                   at: stagingName, in: home)
        if home.kind(stagingName) != .missing, let all = Diagnostic(all: left) { throw all }
        return left
    }
}
