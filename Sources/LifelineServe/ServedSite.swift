import Foundation
import LifelineOutput
import LifelineModel
import Synchronization

/// `serve`'s output: each build's files kept in memory — the server answers from them, and the next
/// build takes an unchanged page or chart from them without reading and hashing it again — and written
/// to the output folder, as `lifeline build` writes it, once open pages have been told to reload
/// (`writeToDisk`, which claims and locks the folder as `build` does). The first build claims it before
/// anything is rendered, so a folder lifeline does not own is refused at once.
final class ServedSite: SiteOutput, Sendable {
    let label: String
    /// Unchecked: `DiskOutput` is not Sendable, and only one build at a time uses it (serve builds one
    /// after another); the mutex guards the references, the served files are read by any connection.
    private struct State: @unchecked Sendable {
        /// The build being made: its folder, taken when it started.
        var disk: DiskOutput?
        /// The last complete build, served.
        var files: [String: Data] = [:]
        var manifest: Manifest?
        /// Written to memory, not yet to the folder.
        var unwritten: (files: [String: Data], manifest: Manifest)?
        /// The build's input folders, which the output folder may not be inside.
        var inputs: [(what: String, path: String)] = []
        /// Pages the running build made first (`preview`), served over the last build until it ends.
        var preview: [String: Data] = [:]
        /// Whether the last build changed a file that pages load beside themselves (`loadsBeside`).
        var loadedFilesChanged = true
    }
    private let state = Mutex(State())

    init(_ path: String) { label = path }

    /// The file a request names: a page the running build made first, else the last complete build's.
    func file(_ path: String) -> Data? { state.withLock { $0.preview[path] ?? $0.files[path] } }

    /// Pages the running build has made before the rest (`SiteBuild.Options.preview`), served at once.
    func preview(_ pages: [String: Data]) { state.withLock { $0.preview.merge(pages) { _, new in new } } }

    /// Whether the last build changed a stylesheet, a script or another file pages load beside themselves.
    var loadedFilesChanged: Bool { state.withLock { $0.loadedFilesChanged } }

    /// Whether pages load `path` beside themselves: not a page, nor what no page loads (charts' own files,
    /// traces, the search index — loaded by the search page, whose own bytes do not change with it).
    static func loadsBeside(_ path: String) -> Bool {
        !path.hasSuffix(".html") && !path.hasPrefix(".") && !path.hasPrefix("traces/") && !path.contains("/diagrams/")
            && !path.hasSuffix("/search-index.js")
    }

    /// The first build claims the folder at once (one lifeline does not own is refused before anything is
    /// rendered) and starts from what it holds; the next ones start from memory, and `writeToDisk` claims
    /// the folder again when they are done.
    func open(inputs: [(what: String, path: String)], log: (String) -> Void) throws -> Manifest? {
        if let kept = state.withLock({ s in s.inputs = inputs; return s.manifest }) { return kept }
        let disk = DiskOutput(label)
        let onDisk = try disk.open(inputs: inputs, log: log)
        state.withLock { $0.disk = disk }
        return onDisk
    }

    /// What the served site lacks of `manifest`: nothing when memory holds that build; every file before
    /// the first build, when memory is empty — a folder left up to date is still built (its pages and
    /// charts copied from the folder), or there would be nothing to serve.
    func damage(against manifest: Manifest) -> [String] {
        let kept = state.withLock { $0.manifest }
        if kept == manifest { return [] }
        return manifest.files.keys.sorted()
    }

    func verifiedFile(_ path: String, manifest: Manifest) -> Data? {
        let (kept, data, disk) = state.withLock { ($0.manifest, $0.files[path], $0.disk) }
        if kept != nil, let data, let entry = manifest.files[path], kept?.files[path] == entry { return data }
        return kept == nil ? disk?.verifiedFile(path, manifest: manifest) : nil
    }

    /// A file of the served build, when `data` is that file's very value (a page or chart the build took from it).
    func knownEntry(_ path: String, _ data: Data) -> Manifest.Entry? {
        state.withLock { s in s.files[path].flatMap { $0.sharesBuffer(with: data) ? s.manifest?.files[path] : nil } }
    }

    /// The new site replaces the served one at once; the folder is written by `writeToDisk`.
    func commit(_ files: [String: Data], manifest: Manifest) throws -> [Diagnostic] {
        state.withLock { s in
            let old = s.files
            s.loadedFilesChanged = Set(files.keys.filter(Self.loadsBeside)) != Set(old.keys.filter(Self.loadsBeside))
                || files.contains { path, data in Self.loadsBeside(path) && old[path].map { !$0.sameBytes(as: data) } ?? true }
            s.files = files
            s.manifest = manifest
            s.unwritten = (files, manifest)
            s.preview = [:]
        }
        return []
    }

    /// Writes the last build into the folder (swapped in whole) and lets go of it; its warnings.
    func writeToDisk(log: (String) -> Void = { _ in }) throws -> [Diagnostic] {
        let (pending, opened, inputs) = state.withLock { s in
            defer { s.unwritten = nil; s.disk = nil }
            return (s.unwritten, s.disk, s.inputs)
        }
        guard let pending else { return [] }
        let disk = opened ?? DiskOutput(label)
        if opened == nil { _ = try disk.open(inputs: inputs, log: log) }
        return try disk.commit(pending.files, manifest: pending.manifest)
    }

    /// A build failed: the folder it took is let go (the served site stays the last complete one, and is
    /// still written if it was not yet: `FolderWriter`).
    func abandon() { state.withLock { $0.disk = nil; $0.preview = [:] } }
}
