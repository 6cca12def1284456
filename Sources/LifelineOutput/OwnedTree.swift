import LifelineModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFolder {
    /// Deletes a tree lifeline wrote, through its descriptor: with a manifest, only the files it lists
    /// (plus the manifest and the building marker); without one (an unfinished build), every regular
    /// file. Folders left empty go too, and the tree's own folder — `name` in `home` — only while that
    /// name still holds this very folder. Anything else (a file saved there while the build ran, a
    /// link) is moved, with its path, into a visible folder beside the output (`<name>.kept`), so it is
    /// neither lost nor in the way of the next build. Returns a warning for each file kept and for
    /// whatever could not be removed.
    func removeOwnedTree(_ root: Directory, manifest: Manifest?, at treeName: String, in home: Directory) -> [Diagnostic] {
        let entries = root.walk()
        root.makeWritable()
        for e in entries where e.kind == .directory { e.parent.child(e.name)?.makeWritable() }
        var foreign: [Directory.Walked] = [], stuck: [String] = []
        for e in entries.reversed() {
            if e.kind == .directory {
                if !e.parent.removeDirectory(e.name), errno != ENOTEMPTY, errno != EEXIST { stuck.append(e.path + "/") }
                continue
            }
            // lifeline writes regular files only: a link found where its file was is the user's.
            let listed = manifest.map { $0.files[e.path] != nil } ?? true || e.path == Manifest.fileName || e.path == Self.buildingMarker
            if !listed || e.kind != .file { foreign.append(e); continue }
            // A listed file changed since it was written (an editor saved it during the build) is the
            // user's now: kept, not deleted.
            if let entry = manifest?.files[e.path], !Self.isAsWritten(e, entry) { foreign.append(e); continue }
            if !e.parent.unlink(e.name) { stuck.append(e.path) }
        }
        var warnings = keep(foreign.sorted { $0.path < $1.path }, from: root.label, home: home)
        for e in entries.reversed() where e.kind == .directory { _ = e.parent.removeDirectory(e.name) }
        let left = root.names()
        if left.isEmpty, home.entry(treeName)?.identity == root.identity, home.removeDirectory(treeName) { return warnings }
        let what = stuck.isEmpty ? (left.isEmpty ? ["the folder itself"] : left) : stuck
        warnings.append(Diagnostic(nil, .warning, "left \(root.label) in place: lifeline could not remove \(what.prefix(5).joined(separator: ", "))"))
        return warnings
    }

    /// Whether a file is as the manifest says lifeline wrote it: the very file the new tree links (the
    /// build verified it before linking), or one with the listed size and digest.
    static func isAsWritten(_ e: Directory.Walked, _ entry: Manifest.Entry) -> Bool {
        var st = stat()
        guard fstatat(e.parent.fd, e.name, &st, AT_SYMLINK_NOFOLLOW) == 0, st.st_mode & S_IFMT == S_IFREG else { return false }
        if st.st_nlink > 1 { return true }
        guard Int(st.st_size) == entry.size, let data = e.parent.read(e.name) else { return false }
        return entry.matches(data)
    }

    /// Moves files lifeline did not write out of one of its trees into `<parent>/<name>.kept/`, keeping their paths.
    private func keep(_ entries: [Directory.Walked], from root: String, home: Directory) -> [Diagnostic] {
        guard !entries.isEmpty else { return [] }
        var keptName = name + ".kept"
        var n = 2
        while home.kind(keptName) != .missing { keptName = name + ".kept-\(n)"; n += 1 }
        let kept = parent + "/" + keptName
        guard (try? home.makeDirectory(keptName, exclusive: true)) != nil, let keptDir = home.child(keptName) else {
            return entries.map { Diagnostic(nil, .warning, "\(root)/\($0.path) was not written by lifeline and could not be moved (\(FileSystem.reason())); it is still there") }
        }
        var folders: [String: Directory] = ["": keptDir]
        return entries.map { e in
            let target = kept + "/" + e.path
            let (dir, _) = Self.split(e.path)
            guard let holder = folder(dir, in: &folders), e.parent.move(e.name, to: holder, e.name) else {
                return Diagnostic(nil, .warning, "\(root)/\(e.path) was not written by lifeline and could not be moved (\(FileSystem.reason())); it is still there")
            }
            return Diagnostic(nil, .warning, "\(given)/\(e.path) was saved while lifeline was writing this folder; lifeline did not write it, so it is kept in \(target)")
        }
    }

    /// The folder `rel` below the kept folder, made as needed.
    private func folder(_ rel: String, in folders: inout [String: Directory]) -> Directory? {
        if let known = folders[rel] { return known }
        let (up, last) = Self.split(rel)
        guard let holder = folder(up, in: &folders) else { return nil }
        _ = try? holder.makeDirectory(last)
        let made = holder.child(last)
        folders[rel] = made
        return made
    }
}

extension FileIdentity {
    /// The regular file `rel` below `root` (not followed if a symbolic link), or nil.
    init?(_ rel: String, in root: Directory) {
        var st = stat()
        guard fstatat(root.fd, rel, &st, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.init(st)
    }
}
