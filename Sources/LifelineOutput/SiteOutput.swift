import Foundation
import LifelineModel
import Synchronization

/// Where a build's files go: a folder on disk (what users get) or memory (what most tests use).
/// The pipeline reaches the output only through this: open it first, read what the previous build
/// left (its manifest and cached charts, verified), commit everything at the end.
package protocol SiteOutput: AnyObject {
    /// For messages: the folder as the user wrote it.
    var label: String { get }
    /// Checks that the destination may be written and takes it (the lock) before any work is done.
    /// Returns the manifest of the build that made it, if any.
    func open(inputs: [(what: String, path: String)], log: (String) -> Void) throws -> Manifest?
    /// Files that differ from `manifest` (missing or changed since that build wrote them).
    func damage(against manifest: Manifest) -> [String]
    /// A previous file's bytes, only if they are still exactly what `manifest` recorded.
    func verifiedFile(_ path: String, manifest: Manifest) -> Data?
    /// `verifiedFile` of each path, those that are: the charts of a cached build, read at once.
    func verifiedFiles(_ paths: [String], manifest: Manifest) -> [String: Data]
    /// Delivers the complete site. Returns warnings (things left behind).
    func commit(_ files: [String: Data], manifest: Manifest) throws -> [Diagnostic]
    /// The manifest entry of a file this output handed out (`verifiedFile`), when `data` is that very value.
    func knownEntry(_ path: String, _ data: Data) -> Manifest.Entry?
}

extension SiteOutput {
    package func knownEntry(_ path: String, _ data: Data) -> Manifest.Entry? { nil }

    package func verifiedFiles(_ paths: [String], manifest: Manifest) -> [String: Data] {
        var out: [String: Data] = [:]
        for path in paths { out[path] = verifiedFile(path, manifest: manifest) }
        return out
    }
}

/// An output folder on disk, owned and swapped as `OutputFolder` describes.
package final class DiskOutput: SiteOutput {
    package let label: String
    private var folder: OutputFolder?
    private var lock: FileLock?
    private var previous: Manifest?
    private var claimed: Directory.Identity?
    private let seam: @Sendable (OutputFolder.Moment) -> Void
    /// Files of the previous build read and verified during this one (`verifiedFile`), with their identity.
    private let verified = Mutex<[String: FileIdentity]>([:])

    /// `beforeSwap` runs when the new tree is complete, just before it is swapped in (a seam for tests).
    package convenience init(_ path: String, beforeSwap: @escaping @Sendable () -> Void = {}) {
        self.init(path, seam: { if $0 == .beforeSwap { beforeSwap() } })
    }

    /// `seam` runs at each moment of the commit (a seam for tests that play another program).
    init(_ path: String, seam: @escaping @Sendable (OutputFolder.Moment) -> Void) {
        label = path
        self.seam = seam
    }

    /// What is wrong with a folder lifeline built: files missing, changed, or not in its manifest
    /// (empty when it is exactly what the build wrote); nil when it has no manifest at all.
    package static func damage(in folder: String) -> [String]? {
        guard let manifest = Manifest.read(folder + "/" + Manifest.fileName) else { return nil }
        let extra = FileSystem.entries(under: folder).filter { $0.kind != .directory && $0.path != Manifest.fileName && manifest.files[$0.path] == nil }
        return manifest.damage(in: folder) + extra.map { "unlisted: " + $0.path }
    }

    /// Removes a folder a build made at `path` (and what a killed build left beside it), file by file
    /// from its manifest: anything else in it stays. Whether the folder is gone.
    package static func removeBuilt(_ path: String) -> Bool {
        let parent = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
        guard let home = try? Directory.at(parent) else { return false }
        let folder = OutputFolder(given: path, path: path, parent: parent, name: name)
        _ = try? folder.clearStaging(home)
        guard let tree = home.child(name), let manifest = tree.read(Manifest.fileName).flatMap(Manifest.decode) else {
            return home.kind(name) == .missing
        }
        _ = folder.removeOwnedTree(tree, manifest: manifest, at: name, in: home)
        return home.kind(name) == .missing
    }

    package func open(inputs: [(what: String, path: String)], log: (String) -> Void) throws -> Manifest? {
        let f = try OutputFolder.resolve(label, inputs: inputs)
        _ = try f.claim()                   // refuse before touching anything…
        guard access(f.parent, W_OK) == 0 else {   // …and say now, not after rendering, that it cannot be written
            throw Diagnostic(label, "cannot write into its folder \(f.parent) (\(FileSystem.reason()))")
        }
        lock = try f.lock(log: log)
        folder = f
        previous = try f.claim()            // …and again under the lock, where nobody else is writing
        claimed = f.identity()
        // What a killed build left beside the folder goes now, even if nothing is to be rebuilt.
        for warning in try f.clearStaging(try Directory.at(f.parent)) { log(warning.description) }
        return previous
    }

    package func damage(against manifest: Manifest) -> [String] {
        guard let folder else { return [] }
        return manifest.damage(in: folder.path)
    }

    /// Read, verified against the manifest, and remembered with its identity (unchanged from before the
    /// read to after it), so committing can link it without reading it a second time.
    package func verifiedFile(_ path: String, manifest: Manifest) -> Data? {
        guard let root = folder?.path, let file = Self.verified(path, in: root, manifest: manifest) else { return nil }
        verified.withLock { $0[path] = file.identity }
        return file.data
    }

    /// Read and hashed on every core (a cached build reads every chart it takes this way).
    package func verifiedFiles(_ paths: [String], manifest: Manifest) -> [String: Data] {
        guard let root = folder?.path else { return [:] }
        let read = Cores.map(paths) { Self.verified($0, in: root, manifest: manifest) }
        var out: [String: Data] = [:]
        verified.withLock { kept in
            for (path, file) in zip(paths, read) {
                guard let file else { continue }
                kept[path] = file.identity
                out[path] = file.data
            }
        }
        return out
    }

    /// A file's bytes if they are what `manifest` recorded, with its identity, unchanged from before the read to after it.
    private static func verified(_ path: String, in root: String, manifest: Manifest) -> (identity: FileIdentity, data: Data)? {
        guard let before = FileIdentity(root + "/" + path), let data = manifest.verifiedContents(of: path, in: root),
              FileIdentity(root + "/" + path) == before else { return nil }
        return (before, data)
    }

    package func commit(_ files: [String: Data], manifest: Manifest) throws -> [Diagnostic] {
        guard let folder else { throw InternalError("commit before open") }
        defer { lock = nil }
        return try folder.commit(files, manifest: manifest, previous: previous, claimed: claimed, verified: verified.withLock { $0 }, seam: seam)
    }
}

/// A site kept in memory: for tests, and for tools that want the files without a folder.
package final class MemoryOutput: SiteOutput {
    package let label: String
    package private(set) var files: [String: Data] = [:]
    package private(set) var manifest: Manifest?

    package init(label: String = "memory") { self.label = label }

    package func open(inputs: [(what: String, path: String)], log: (String) -> Void) throws -> Manifest? { manifest }

    package func damage(against manifest: Manifest) -> [String] {
        manifest.files.compactMap { path, entry in
            guard let data = files[path], entry.matches(data) else { return path }
            return nil
        }.sorted()
    }

    package func verifiedFile(_ path: String, manifest: Manifest) -> Data? {
        guard let data = files[path], let entry = manifest.files[path], entry.matches(data) else { return nil }
        return data
    }

    package func commit(_ files: [String: Data], manifest: Manifest) throws -> [Diagnostic] {
        self.files = files
        self.manifest = manifest
        return []
    }

    /// Changes a file as a user (or a broken disk) might, for tests of damage and cache verification.
    package func tamper(_ path: String, _ data: Data?) { files[path] = data }

    package func text(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}
