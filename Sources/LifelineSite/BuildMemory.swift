import Foundation
import LifelineLanguage
import LifelineModel
import Synchronization

/// What `serve` keeps from one build to the next (`SiteBuild.Options.memory`), so that saving one
/// scenario reads, simulates and renders again only what that file changes: the catalogs and templates
/// as read (by the digest of their folder), each scenario's simulation (by the scenario itself, compared
/// whole), the cheat sheet's rows, each language's words (by its strings' digest), and each page's links
/// (by the page's bytes). The last build's files are the output's (serve's `ServedSite`). Every entry is kept with what it was made from and used only
/// when that is equal again; a build without memory (`lifeline build`) makes everything, so both give
/// the same bytes.
package final class BuildMemory: Sendable {
    private struct Entry: Sendable {
        var key: any Sendable
        var value: any Sendable
    }
    private let slots = Mutex<[String: Entry]>([:])
    private let kept = Mutex<LinkCheck.Kept?>(nil)

    /// The last build's pages and their links, if they were all good (`LinkCheck.broken`).
    var links: LinkCheck.Kept? {
        get { kept.withLock { $0 } }
        set { kept.withLock { $0 = newValue } }
    }

    package init() {}

    /// The value kept in `slot` when it was made from a `key` equal to this one; else `make()`'s, kept.
    func value<Key: Equatable & Sendable, Value: Sendable>(_ slot: String, key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let entry = slots.withLock({ $0[slot] }), let kept = entry.key as? Key, kept == key, let value = entry.value as? Value {
            return value
        }
        let value = try make()
        slots.withLock { $0[slot] = Entry(key: key, value: value) }
        return value
    }
}

extension SiteState {
    /// `make()`, or what the build memory kept for the same key (a build without memory always makes).
    func remembered<Key: Equatable & Sendable, Value: Sendable>(_ slot: String, key: Key, _ make: () throws -> Value) rethrows -> Value {
        guard let memory = options.memory else { return try make() }
        return try memory.value(slot, key: key, make)
    }
}

extension SiteState {
    /// Each language's words and English's (French typography applied to every string once), made on both
    /// cores, or kept by serve while that language's strings and English's are the same (`digestInputs`
    /// made their digests).
    func makeWords() async -> [String: Words] {
        let (table, digests, memory) = (sources.table, sources.stringsDigests, options.memory)
        return await withTaskGroup(of: (String, Words).self) { group in
            for language in Set(options.languages.map(\.rawValue) + ["en"]) {
                group.addTask {
                    let make = { Words(table, language: language) }
                    return (language, memory?.value("words:" + language, key: [digests[language], digests["en"]], make) ?? make())
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
    }

    /// One language's words for pages and charts: the build's (`makeWords`).
    func words(_ language: String) -> Words { sources.words[language] ?? Words(sources.table, language: language) }
}
