import Foundation
@testable import LifelineOutput
@testable import LifelineSite
import LifelineTestSupport
import Testing

/// The manifest's fast reader (issue #39) is a fast path, never a second idea of JSON: on what lifeline
/// writes it gives what JSONSerialization gives; on anything it does not take, `Manifest.decode` falls
/// back to JSONSerialization; on what is not a manifest, both give nothing.
@Suite struct ManifestReaderTests {
    /// `Manifest.decode` the way it read manifests before the fast reader: JSONSerialization only.
    static func slow(_ data: Data) -> Manifest? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], object["generator"] as? String == "lifeline",
              let fingerprint = object["fingerprint"] as? String, let format = object["format"] as? Int,
              let list = object["files"] as? [String: [String: Any]] else { return nil }
        var m = Manifest(fingerprint: fingerprint, files: [:])
        m.format = format
        for (path, e) in list {
            guard let size = e["size"] as? Int, let digest = e["xxh64"] as? String else { return nil }
            m.files[path] = .init(size: size, xxh64: digest)
        }
        m.pages = object["pages"] as? [String: String] ?? [:]
        return m
    }

    @Test func whatLifelineWritesReadsBackAsJSONSerializationReadsIt() async throws {
        // Names in any script, with what JSON must escape: quotes, backslashes, control characters, an emoji.
        let odd = ["en/a.html", "fr/été.html", "zh-Hans/场景.html", "ko/장면.html", "x/\"quoted\".svg", "x/back\\slash.txt",
                   "x/tab\there.txt", "x/bell\u{07}.txt", "x/line\nbreak.txt", "x/smile 😀.txt", "x/slash/in/path.js", ""]
        var m = Manifest(fingerprint: "0123456789abcdef", files: Dictionary(uniqueKeysWithValues: odd.enumerated().map { ($1, Data(repeating: UInt8($0), count: $0 * 1000)) }))
        m.pages = Dictionary(uniqueKeysWithValues: odd.map { ($0, "key of \($0)") })
        let data = try m.encoded()
        #expect(ManifestReader.value(data) != nil, "the fast reader takes what lifeline writes")
        #expect(Manifest.decode(data) == m)
        #expect(Self.slow(data) == m)

        // A real build's manifest.
        let out = try temporaryDirectory("manifest-reader")
        var o = siteOptions()
        o.languages = [.english]
        o.output = out + "/site"
        _ = try await SiteBuild.run(o)
        let real = try Data(contentsOf: URL(fileURLWithPath: out + "/site/" + Manifest.fileName))
        #expect(ManifestReader.value(real) != nil)
        let read = try #require(Manifest.decode(real))
        #expect(read == Self.slow(real) && read.files.count > 100 && !read.pages.isEmpty)
    }

    @Test func jsonItDoesNotTakeIsReadByJSONSerialization() throws {
        let m = Manifest(fingerprint: "f", files: ["a.html": Data("a".utf8)])
        let written = String(decoding: try m.encoded(), as: UTF8.self)
        // Other JSON spellings of a manifest: a fraction or an array beside it, an escaped slash, compact.
        let spellings = [
            written.replacingOccurrences(of: "\"format\"", with: "\"note\" : 2.5,\n  \"format\""),
            written.replacingOccurrences(of: "\"generator\"", with: "\"extra\" : [1, true, null],\n  \"generator\""),
            written.replacingOccurrences(of: "a.html", with: "a\\/b.html").replacingOccurrences(of: "\"f\"", with: "\"f\""),
            written.filter { $0 != "\n" && $0 != " " },
        ]
        for text in spellings {
            let data = Data(text.utf8)
            #expect(Manifest.decode(data) == Self.slow(data), "\(text.prefix(80))")
            #expect(Manifest.decode(data) != nil, "\(text.prefix(80))")
        }
        // Not a manifest: nothing, from both.
        for text in ["", "{", "[]", "{\"generator\" : \"other\"}", String(written.dropLast(3)), written + "x", "{\"a\" : \"\\ud800\"}",
                     written.replacingOccurrences(of: "\"size\" : 1", with: "\"size\" : \"1\"")] {
            #expect(Manifest.decode(Data(text.utf8)) == nil, "\(text.prefix(80))")
            #expect(Self.slow(Data(text.utf8)) == nil, "\(text.prefix(80))")
        }
    }
}
