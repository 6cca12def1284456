import Foundation
import LifelineModel
import Synchronization

/// What a build wrote: every file with its size and XXH64 digest, and the fingerprint of the inputs it
/// was built from. Written last into the output folder; its presence is how lifeline knows a folder
/// is its own, and the only list of files lifeline will ever delete.
package struct Manifest: Codable, Equatable, Sendable {
    package static let fileName = ".lifeline-manifest.json"

    package struct Entry: Codable, Equatable, Sendable {
        package var size: Int
        package var xxh64: String

        func matches(_ data: Data) -> Bool { data.count == size && data.withUnsafeBytes { ContentHash.hex($0) } == xxh64 }
    }

    package var generator = "lifeline"
    package var format = 1
    /// Hash of every input (scenarios, catalogs, templates, languages, the program): equal means nothing to rebuild.
    package var fingerprint: String
    package var files: [String: Entry]
    /// Each page's inputs digest (`PageInputs`): a page whose digest is unchanged is copied from the
    /// previous build instead of rendered again.
    package var pages: [String: String] = [:]
    /// `known`: the entry of a file whose bytes the output already recorded (`SiteOutput.knownEntry`); the
    /// others are hashed, on both cores.
    package init(fingerprint: String, files: [String: Data], known: (String, Data) -> Entry? = { _, _ in nil }) {
        self.fingerprint = fingerprint
        var entries: [String: Entry] = [:]
        var unknown: [(path: String, data: Data)] = []
        for (path, data) in files {
            if let entry = known(path, data) { entries[path] = entry } else { unknown.append((path, data)) }
        }
        let hashed = Cores.map(unknown) { Entry(size: $0.data.count, xxh64: $0.data.withUnsafeBytes { ContentHash.hex($0) }) }
        self.files = entries.merging(zip(unknown.map(\.path), hashed)) { a, _ in a }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do { return try encoder.encode(self) + Data("\n".utf8) } catch { throw InternalError("cannot encode the manifest: \(error)") }
    }

    /// The manifest at `path`, or nil if there is none or it is not one lifeline wrote.
    static func read(_ path: String) -> Manifest? {
        FileManager.default.contents(atPath: path).flatMap(decode)
    }

    /// A manifest's bytes read back, or nil if they are not one lifeline wrote: by `ManifestReader` (a no-op
    /// build waits for it), or, for JSON it does not take, JSONSerialization (several times faster than
    /// JSONDecoder here).
    static func decode(_ data: Data) -> Manifest? {
        (ManifestReader.value(data) ?? (try? JSONSerialization.jsonObject(with: data)).map(ManifestReader.Value.init(foundation:))).flatMap(manifest)
    }

    /// The manifest a value holds (read by `ManifestReader` or by JSONSerialization), or nil if it is not one.
    static func manifest(_ value: ManifestReader.Value) -> Manifest? {
        guard case .object(let object) = value, object["generator"] == .string("lifeline"), case .string(let fingerprint)? = object["fingerprint"],
              case .int(let format)? = object["format"], case .object(let list)? = object["files"] else { return nil }
        var files: [String: Entry] = [:]
        for (path, e) in list {
            guard case .object(let fields) = e, case .int(let size)? = fields["size"], case .string(let digest)? = fields["xxh64"] else { return nil }
            files[path] = Entry(size: size, xxh64: digest)
        }
        var m = Manifest(fingerprint: fingerprint, files: [:])
        m.format = format
        m.files = files
        if case .object(let pages)? = object["pages"] {
            var strings: [String: String] = [:]
            for (page, key) in pages { if case .string(let s) = key { strings[page] = s } else { strings = [:]; break } }
            m.pages = strings
        }
        return m
    }

    /// The files of `root` that differ from this manifest (missing, another size, another hash), sorted.
    /// The files are read with plain POSIX calls into one buffer per core and hashed in place: a no-op
    /// build checks every output file, so this is most of its time.
    func damage(in root: String) -> [String] {
        let entries = files.sorted { $0.key < $1.key }
        let workers = 2
        let bad = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            var mine: [String] = []
            for i in stride(from: w, to: entries.count, by: workers) {
                let (path, entry) = entries[i]
                if !Self.matches(root + "/" + path, entry, &buffer) { mine.append(path) }
            }
            bad.withLock { $0 += mine }
        }
        return bad.withLock { $0 }.sorted()
    }

    /// Whether the regular file at `path` has the entry's size and digest.
    static func matches(_ path: String, _ entry: Entry, _ buffer: inout [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) == entry.size else { return false }
        if buffer.count < entry.size { buffer = [UInt8](repeating: 0, count: entry.size) }
        return buffer.withUnsafeMutableBytes { raw -> Bool in
            var got = 0
            while got < entry.size {
                let n = posixRead(fd, raw.baseAddress?.advanced(by: got), entry.size - got)
                if n <= 0 { return false }
                got += n
            }
            return ContentHash.hex(UnsafeRawBufferPointer(rebasing: raw[0..<entry.size])) == entry.xxh64
        }
    }

    /// The content of `path` in `root`, only if it is exactly what this manifest recorded.
    func verifiedContents(of path: String, in root: Directory) -> Data? {
        guard let entry = files[path], let data = root.read(path), entry.matches(data) else { return nil }
        return data
    }

    /// The content of `path` in `root`, only if it is exactly what this manifest recorded.
    func verifiedContents(of path: String, in root: String) -> Data? {
        guard let entry = files[path], let data = FileManager.default.contents(atPath: root + "/" + path),
              entry.matches(data) else { return nil }
        return data
    }
}
