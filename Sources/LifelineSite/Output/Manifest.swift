import Foundation

/// What a build wrote: every file with its size and XXH64 digest, and the fingerprint of the inputs it
/// was built from. Written last into the output folder; its presence is how lifeline knows a folder
/// is its own, and the only list of files lifeline will ever delete.
public struct Manifest: Codable, Equatable, Sendable {
    public static let fileName = ".lifeline-manifest.json"

    public struct Entry: Codable, Equatable, Sendable {
        public var size: Int
        public var xxh64: String

        func matches(_ data: Data) -> Bool { data.count == size && data.withUnsafeBytes { ContentHash.hex($0) } == xxh64 }
    }

    public var generator = "lifeline"
    public var format = 1
    /// Hash of every input (scenarios, catalogs, templates, languages, the program): equal means nothing to rebuild.
    public var fingerprint: String
    public var files: [String: Entry]

    init(fingerprint: String, files: [String: Data]) {
        self.fingerprint = fingerprint
        self.files = files.mapValues { data in Entry(size: data.count, xxh64: data.withUnsafeBytes { ContentHash.hex($0) }) }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do { return try encoder.encode(self) + Data("\n".utf8) } catch { throw InternalError("cannot encode the manifest: \(error)") }
    }

    static func read(_ path: String) -> Manifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard let m = try? JSONDecoder().decode(Manifest.self, from: data), m.generator == "lifeline" else { return nil }
        return m
    }

    /// The files of `root` that differ from this manifest (missing, another size, another hash), sorted.
    func damage(in root: String) -> [String] {
        var bad: [String] = []
        for (path, entry) in files {
            let full = root + "/" + path
            guard FileSystem.kind(full) == .file, let data = FileManager.default.contents(atPath: full) else { bad.append(path); continue }
            if data.count != entry.size || !entry.matches(data) { bad.append(path) }
        }
        return bad.sorted()
    }

    /// The content of `path` in `root`, only if it is exactly what this manifest recorded.
    func verifiedContents(of path: String, in root: String) -> Data? {
        guard let entry = files[path], let data = FileManager.default.contents(atPath: root + "/" + path),
              entry.matches(data) else { return nil }
        return data
    }
}
