import Foundation
import LifelineModel
import LifelineOutput
import Synchronization

/// Every internal link of a built site, checked before anything is written (issue #38): each `href` and
/// `src` of every page must name a file the build makes, and each `#fragment` an `id` of that page. A
/// broken one stops the build naming the page and the target, so a published site never has one.
/// The pages are lifeline's own HTML or a project's templates: a scan of the attributes, not an HTML parser.
enum LinkCheck {
    struct Broken: Sendable, Equatable, Comparable {
        var page: String
        var target: String
        static func < (a: Self, b: Self) -> Bool { (a.page, a.target) < (b.page, b.target) }
    }

    /// One page's links (each value once) and anchors, read on every core; once checked, the pages its
    /// links name and the fragments named in each.
    struct Scan: Sendable {
        var links: [String]
        /// The page's `id`s by their XXH64 digests: a scenario page has thousands (its inline charts) and few
        /// are ever linked to, so none is made a `String` (that was a third of the scan). Two different ids
        /// share a digest with a chance of one in 2⁶⁴ per pair.
        var ids: Set<UInt64>
        var rootRelative: Bool
        /// Whether the page has an element with this `id`.
        func has(id: String) -> Bool { ids.contains(ContentHash.digest(id)) }
        /// Once checked: each file its links name → fragment ("" for none) → the link as written.
        var targets: [String: [String: String]] = [:]
    }

    /// A page's bytes and what was read of them.
    typealias Read = (page: Data, scan: Scan)

    /// What `serve` keeps of a build whose links were all good: each page's bytes and scan, and the site's
    /// paths. A page whose bytes are the same can only have lost a target (a file no longer made) or an
    /// anchor (in a page that changed): only those links of it are checked again.
    struct Kept: Sendable {
        var pages: [String: Read] = [:]
        var paths: Set<String> = []
    }

    /// `read`: pages already read (by the tasks that rendered them), taken when their bytes are those read.
    static func scan(_ pages: [String], _ files: [String: Data], kept: [String: Read] = [:], read: [String: Read] = [:]) -> [String: Scan] {
        let scans = Cores.map(pages) { page in
            let data = files[page] ?? Data()
            return [kept[page], read[page]].lazy.compactMap({ $0 }).first(where: { $0.page.sameBytes(as: data) })?.scan ?? scan(data)
        }
        return Dictionary(uniqueKeysWithValues: zip(pages, scans))
    }

    /// One page's links and anchors.
    static func scan(_ data: Data) -> Scan {
        var links: [String] = [], seen: Set<String> = [], ids: Set<UInt64> = []
        attributes(data) { name, value in
            if name == .id { ids.insert(ContentHash.digest(UnsafeRawBufferPointer(value))); return }
            let link = String(decoding: value, as: UTF8.self)
            if seen.insert(link).inserted { links.append(link) }
        }
        // 404.html is served at any depth: its <base> (in the head) points at the site's root.
        return Scan(links: links, ids: ids, rootRelative: hasBase(data))
    }

    /// Whether the page's head has a `<base …>` element (its first 4 KB).
    static func hasBase(_ data: Data) -> Bool {
        let needle = Array("<base ".utf8)
        return data.withUnsafeBytes { raw in
            let head = raw.prefix(4096)
            guard head.count >= needle.count else { return false }
            return (head.startIndex...(head.endIndex - needle.count)).contains { i in
                head[i] == needle[0] && (1..<needle.count).allSatisfy { head[i + $0] == needle[$0] }
            }
        }
    }

    /// `kept`: what the last build left (`serve`); `checked`, when there is one to keep this build's, is
    /// told it if no link is broken (without one, the targets are not recorded).
    /// `read`: pages whose links were read as they were rendered (a page's scan is used only for the very bytes read).
    static func broken(in files: [String: Data], kept: Kept = Kept(), read: [String: Read] = [:],
                       checked: ((Kept) -> Void)? = nil) -> [Broken] {
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        var scans = scan(pages, files, kept: kept.pages, read: read)
        let removed = kept.paths.filter { files[$0] == nil }
        let changed = Set(pages.filter { page in kept.pages[page].map { !$0.page.sameBytes(as: files[page] ?? Data()) } ?? true })
        // Pages are checked on every core, each worker with its own memory of the links it read.
        let halves = (0..<Cores.workers).map { w in stride(from: w, to: pages.count, by: Cores.workers).map { pages[$0] } }
        let recording = checked != nil
        let done = Cores.map(halves) { [scans] half in
            var memo = Memo(), out: [Broken] = [], found: [String: Scan] = [:]
            for page in half {
                guard let scan = scans[page] else { continue }
                let (broken, checkedScan) = check(page, scan, files: files, scans: scans, changed: changed, removed: removed, memo: &memo, recording: recording)
                out += broken
                found[page] = checkedScan
            }
            return (out, found)
        }
        let out = done.flatMap(\.0)
        if out.isEmpty, let checked {
            for (_, found) in done { scans.merge(found) { _, new in new } }
            checked(Kept(pages: scans.reduce(into: [:]) { $0[$1.key] = (files[$1.key] ?? Data(), $1.value) }, paths: Set(files.keys)))
        }
        return out.sorted()
    }

    /// A link's value as read: the path inside the site ("" for the page itself) and the fragment.
    struct Target { var path: String; var fragment: String? }

    /// What one worker read already: most links repeat from page to page, so each value is read once and
    /// each path resolved once per folder.
    struct Memo {
        var targets: [String: Target?] = [:]
        var resolved: [String: [String: String]] = [:]
    }

    /// One page's broken links, and its scan with the targets its links name (when `recording`).
    static func check(_ page: String, _ scan: Scan, files: [String: Data], scans: [String: Scan], changed: Set<String>, removed: Set<String>,
                      memo: inout Memo, recording: Bool) -> ([Broken], Scan) {
        var out: [Broken] = [], found = scan
        if !changed.contains(page) {
            // Its links were good: only a removed file or an anchor in a changed page can break one.
            for (target, fragments) in found.targets where removed.contains(target) || changed.contains(target) {
                for (f, link) in fragments where removed.contains(target) || (!f.isEmpty && scans[target]?.has(id: f) != true) {
                    out.append(Broken(page: page, target: link))
                }
            }
            return (out, found)
        }
        found.targets = [:]
        let folder = found.rootRelative ? "" : (page.lastIndex(of: "/").map { String(page[..<$0]) } ?? "")
        for link in found.links {
            let read = memo.targets[link] ?? internalTarget(link)
            memo.targets[link] = read
            guard let read else { continue }
            let path = read.path
            let target = path.isEmpty ? page : (memo.resolved[folder]?[path] ?? resolve(path, from: folder) ?? "")
            if !path.isEmpty { memo.resolved[folder, default: [:]][path] = target }
            guard !target.isEmpty, files[target] != nil else { out.append(Broken(page: page, target: link)); continue }
            let fragment = target.hasSuffix(".html") ? read.fragment ?? "" : ""
            if recording { found.targets[target, default: [:]][fragment] = link }
            if !fragment.isEmpty, scans[target]?.has(id: fragment) != true { out.append(Broken(page: page, target: link)) }
        }
        return (out, found)
    }

    /// The build's error: every broken link (the first 20 written out), page by page.
    static func refuse(_ broken: [Broken]) throws {
        guard !broken.isEmpty else { return }
        let lines = broken.prefix(20).map { Diagnostic($0.page, "links to \($0.target), which the site does not contain") }
        var all = Diagnostic(all: lines).guaranteed("broken is not empty")
        all.notes = ["\(broken.count) broken link(s) in \(Set(broken.map(\.page)).count) page(s)"
                     + (broken.count > 20 ? "; the first 20 are listed" : "")]
        throw all
    }

    /// A link's path and fragment when it points inside the site: nil for another scheme (https:, mailto:,
    /// data:), a link to another host (`//…`), or a link with nothing in it.
    static func internalTarget(_ raw: String) -> Target? {
        let value = raw.contains("&") ? raw.replacingOccurrences(of: "&amp;", with: "&") : raw
        if value.isEmpty || value.hasPrefix("//") { return nil }
        if let colon = value.firstIndex(of: ":"), !value[..<colon].contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return nil }
        let hash = value.firstIndex(of: "#")
        let beforeHash = hash.map { String(value[..<$0]) } ?? value
        let path = beforeHash.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let fragment = hash.map { String(value[value.index(after: $0)...]) }
        guard value.contains("%") else { return Target(path: path, fragment: fragment) }
        return Target(path: path.removingPercentEncoding ?? path, fragment: fragment?.removingPercentEncoding ?? fragment)
    }

    /// A path's segments between slashes, empty ones left out: split by the bytes (by `Character` it was
    /// most of the resolving).
    static func segments(_ s: String) -> [Substring] {
        var out: [Substring] = [], start = s.utf8.startIndex
        for i in s.utf8.indices where s.utf8[i] == 0x2F {
            if i > start { out.append(s[start..<i]) }
            start = s.utf8.index(after: i)
        }
        if start < s.utf8.endIndex { out.append(s[start...]) }
        return out
    }

    /// `path` relative to `folder`, inside the site: nil when it climbs out of it.
    static func resolve(_ path: String, from folder: String) -> String? {
        var parts = path.hasPrefix("/") ? [] : segments(folder).map(String.init)
        for part in segments(path) {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(String(part))
            }
        }
        let joined = parts.joined(separator: "/")
        return path.hasSuffix("/") || joined.isEmpty ? (joined.isEmpty ? "index.html" : joined + "/index.html") : joined
    }

    enum Name: Sendable { case href, src, id }

    /// The `href="…"`, `src="…"` and `id="…"` attributes of a page, in order (double quotes, as every page
    /// lifeline renders writes them): each one's name and the bytes of its value, not made a `String`.
    static func attributes(_ data: Data, _ body: (Name, UnsafeBufferPointer<UInt8>) -> Void) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = bytes.count
            guard let base = raw.baseAddress else { return }
            while i + 1 < n {
                // memchr finds the next '=' far faster than a loop over the bytes (pages are ~40 MB in all).
                guard let eq = memchr(base + i, Int32(UInt8(ascii: "=")), n - i) else { break }
                i = base.distance(to: UnsafeRawPointer(eq))
                guard i + 1 < n, bytes[i + 1] == UInt8(ascii: "\"") else { i += 1; continue }
                let name: Name? = ends(bytes, at: i, with: " href") ? .href : ends(bytes, at: i, with: " src") ? .src
                    : ends(bytes, at: i, with: " id") ? .id : nil
                var j = i + 2
                while j < n, bytes[j] != UInt8(ascii: "\"") { j += 1 }
                if let name { body(name, UnsafeBufferPointer(rebasing: bytes[(i + 2)..<j])) }
                i = j + 1
            }
        }
    }

    /// Whether the bytes just before `end` are `word` (its leading space also matches a line break or a tab).
    private static func ends(_ bytes: UnsafeBufferPointer<UInt8>, at end: Int, with word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end >= count else { return false }
        return word.withUTF8Buffer { w in
            for k in 0..<count {
                let b = bytes[end - count + k]
                if k == 0 { guard b == 0x20 || b == 0x0A || b == 0x09 else { return false }; continue }
                if b != w[k] { return false }
            }
            return true
        }
    }
}
