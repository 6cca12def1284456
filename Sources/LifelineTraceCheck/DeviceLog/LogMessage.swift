import LifelineLanguage
import LifelineModel

/// The app's own text on a log line: which callback it names (by full Swift signature, Objective-C
/// selector, words such as `View Did Load`, or a name only one callback has) and which object it names
/// (`-[First viewWillAppear:]`, `<MyApp.First: 0x7fb1>`, `First viewDidLoad`, `[First] viewDidLoad()`,
/// `dealloc First`).
enum LogMessage {
    enum Reading: Equatable {
        case nothing
        /// `address`: the object's address when the line prints it (`<MyApp.Page: 0x6000a1>`): two
        /// addresses are two objects of the same class.
        case callback(actor: String?, Callback, address: String? = nil)
        case ambiguous(LogReason)
    }

    enum Patterns {
        // The expressions, built once: a regex literal written inline is parsed again on every use.
        // A type's name may use any letters (`画面A`, `Écran`), as Swift identifiers do.
        nonisolated(unsafe) static let described = #/<([\p{L}_][\w.]*):\s*(0x[0-9a-fA-F]+)[^>]*>/#
        nonisolated(unsafe) static let bareAddress = #/\b(0x[0-9a-fA-F]{4,})\b/#
        nonisolated(unsafe) static let objc = #/[-+]\[([\p{L}_][\w.]*)(?:\([\w ]*\))?\s+([A-Za-z_][\w:]*)\]/#
        nonisolated(unsafe) static let labelList = #/(?:[A-Za-z_]\w*:)+/#
        nonisolated(unsafe) static let labeled = #/([A-Za-z_]\w*)\s*:/#
    }

    /// Words at least one callback spelling contains: a line with none of them is skipped at once.
    static let hints = ["view", "load", "appear", "init", "dealloc", "move", "layout", "application", "scene", "present",
                        "rotat", "transition", "trait", "memory", "segue", "unwind", "page", "subview", "window", "awake",
                        "adaptive", "deinit", "superview", "prepare", "perform", "select", "show", "dismiss", "update"]

    /// The hints as bytes, by their first byte: one pass over a line looks only at the hints that can
    /// start where it is.
    static let hintsByFirstByte = byFirstByte(hints.map { Array($0.utf8) })

    static func byFirstByte(_ words: [[UInt8]]) -> [[[UInt8]]] {
        words.reduce(into: Array(repeating: [], count: 256)) { table, word in
            if let first = word.first { table[Int(first)].append(word) }
        }
    }

    /// Whether the text holds one of the `hints`, ignoring ASCII case. Most lines of a real log are
    /// skipped here, so it works on the UTF-8 bytes (Foundation's `contains` cost 80% of a noisy log's time).
    static func mayNameACallback(_ text: Substring) -> Bool {
        contains(any: hintsByFirstByte, text)
    }

    /// Whether the text holds one of the app's own call names, ignoring ASCII case: the same byte search as
    /// the hints, on every line of a log checked against a scenario with unwind actions.
    static func mentions(_ text: Substring, _ known: Known) -> Bool {
        !known.calls.isEmpty && contains(any: known.callsByFirstByte, text)
    }

    /// Whether one of the words (lowercase bytes, filed by their first byte) is in the text, ignoring ASCII case.
    /// It reads the line's own UTF-8 storage in place: indexing a `Substring.UTF8View` byte by byte was most
    /// of a long log's time (issue #34).
    static func contains(any words: [[[UInt8]]], _ text: Substring) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ contains(any: words, bytes: $0) }) { return found }
        var copy = String(text)
        return copy.withUTF8 { contains(any: words, bytes: $0) }
    }

    static func contains(any words: [[[UInt8]]], bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            for word in words[Int(lower(bytes[i]))] where matches(word, bytes, at: i) { return true }
            i += 1
        }
        return false
    }

    static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// Whether `word` (lowercase) is at `i`, ignoring ASCII case.
    static func matches(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard bytes.count - i >= word.count else { return false }
        var j = i
        for w in word {
            guard lower(bytes[j]) == w else { return false }
            j += 1
        }
        return true
    }

    /// What a scenario tells the reader: the app's own names of calls it makes (its unwind actions:
    /// `unwindToPlants`, lowercased), read like the callbacks' spellings, and the names of its objects
    /// (controllers, their classes, delegates), preferred to any other word as the object of a line.
    struct Known: Sendable {
        var calls: [String: Callback] = [:] { didSet { callsByFirstByte = LogMessage.byFirstByte(calls.keys.sorted().map { Array($0.utf8) }) } }
        var names: Set<String> = []
        /// The call names' bytes filed by their first byte, for the quick filter.
        private(set) var callsByFirstByte: [[[UInt8]]] = LogMessage.byFirstByte([])
    }

    static func read(_ raw: Substring, known: Known = Known()) -> Reading {
        guard mayNameACallback(raw) || mentions(raw, known) else { return .nothing }
        var (text, bracketed) = undecorated(raw)
        if let objc = objectiveC(text, known: known.calls) { return objc }
        var actor: String?, address: String?
        if LogScanner.has(text, "<"), let described = text.firstMatch(of: Patterns.described) {
            actor = typeName(described.output.1)
            address = described.output.2.lowercased()
            text = Substring(String(text[..<described.range.lowerBound]) + " " + String(text[described.range.upperBound...]))
        }
        // An address printed bare (`Page 0x6000a1 viewDidLoad`, `\(Unmanaged.passUnretained(self).toOpaque())`) is no name.
        if LogScanner.has(text, "x"), let bare = text.firstMatch(of: Patterns.bareAddress) {
            address = address ?? bare.output.1.lowercased()
            text = Substring(String(text[..<bare.range.lowerBound]) + " " + String(text[bare.range.upperBound...]))
        }
        let found = callbacks(in: text, known: known.calls)
        let distinct = Set(found.map(\.callback))
        if distinct.count > 1 {
            return .ambiguous(.manyCallbacks(distinct.map(\.rawValue).sorted()))
        }
        guard let hit = found.first else {
            if let shared = words(text).first(where: { Callback.sharedBaseNames.contains($0.text.lowercased()) }) {
                return .ambiguous(.sharedName(String(shared.text)))
            }
            // `[A viewDidLoad()](14): loaded`: what looked like a tag was the call itself.
            if let inside = bracketed, case .callback(let a, let c, let at) = read(Substring(inside), known: known) { return .callback(actor: a, c, address: at) }
            return .nothing
        }
        actor = actor ?? knownName(in: text, except: hit.range, known.names) ?? name(before: hit.range, in: text) ?? name(after: hit.range, in: text)
            ?? bracketed.flatMap { isName($0) ? typeName(Substring($0)) : nil }
        return .callback(actor: actor, hit.callback, address: address)
    }

    /// The text without escape sequences and without the OSLog decorations before it: `(Library)`,
    /// `[subsystem:category]`, `[Category]`. A bracket holding a bare name may be the object itself
    /// (`[First] viewDidLoad()`): the last one is returned aside.
    static func undecorated(_ raw: Substring) -> (text: Substring, bracketed: String?) {
        var text = Substring(LogText.withoutEscapes(String(raw))).drop { $0 == " " || $0 == "\t" }
        var bracketed: String?
        while let open = text.first, open == "(" || open == "[", let close = text.firstIndex(of: open == "(" ? ")" : "]") {
            if open == "[" { bracketed = String(text[text.index(after: text.startIndex)..<close]) }
            text = text[text.index(after: close)...].drop { $0 == " " }
        }
        return (text, bracketed)
    }

    /// `-[Class selector:]` or `+[…]`, anywhere on the line (`111-[ViewController viewDidLoad]`).
    static func objectiveC(_ text: Substring, known: [String: Callback] = [:]) -> Reading? {
        guard LogScanner.has(text, "["), let m = text.firstMatch(of: Patterns.objc) else { return nil }
        let selector = m.output.2.lowercased()
        guard let callback = Callback.spellings[selector] ?? known[String(selector.prefix { $0 != ":" })] else { return .nothing }
        return .callback(actor: typeName(m.output.1), callback)
    }

    struct Hit { var callback: Callback; var range: Range<Substring.Index> }

    /// Every callback spelled on the line: Swift signatures and calls (`viewWillAppear(_:)`,
    /// `viewWillAppear(true)`, `willMove(toParent: nav)`), selectors (`viewWillAppear:`), single words
    /// (`viewDidLoad`, `dealloc`) and words in a row (`View Did Load`).
    static func callbacks(in text: Substring, known: [String: Callback] = [:]) -> [Hit] {
        var hits: [Hit] = []
        var covered: [Range<Substring.Index>] = []
        for m in LogScanner.has(text, "(") ? LogScanner.calls(text) : [] {
            covered.append(m.range)
            let signature = String(m.name) + "(" + labels(m.inside).map { $0 + ":" }.joined() + ")"
            if let c = Callback.spellings[signature.lowercased()] {
                hits.append(Hit(callback: c, range: m.range))
            } else if m.inside.contains(where: { !$0.isWhitespace }), !m.inside.hasSuffix(":"),
                      let c = Callback.spellings[(String(m.name) + "(" + String(repeating: "_:", count: m.inside.split(separator: ",").count) + ")").lowercased()] {
                // A call printed with a made-up label (`viewDidAppear(animated: true)`): its arity decides.
                hits.append(Hit(callback: c, range: m.range))
            } else if let c = Callback.spellings[m.name.lowercased()] ?? known[m.name.lowercased()] {
                // A signature written by hand (`viewWillAppear()`, `viewWillAppear(animated:)`): a base
                // name only one callback has decides.
                hits.append(Hit(callback: c, range: m.range))
            }
        }
        let list = words(text).filter { w in !covered.contains { $0.overlaps(w.range) } }
        for w in list {
            if let c = Callback.spellings[w.text.lowercased()] ?? known[String(w.text.lowercased().prefix { $0 != ":" })] {
                hits.append(Hit(callback: c, range: w.range))
            } else if let dot = w.text.lastIndex(of: "."), let c = Callback.spellings[w.text[w.text.index(after: dot)...].lowercased()] {
                // `DetailViewController.deinit`: the type, then the member.
                hits.append(Hit(callback: c, range: w.text.index(after: dot)..<w.range.upperBound))
            }
        }
        // Words in a row: "View Did Load" (each capitalised, as the Korean seed's log prints them).
        var i = 0
        while i < list.count {
            var j = i, joined = ""
            while j < list.count, j - i < 6, list[j].text.first?.isUppercase == true, list[j].text.allSatisfy(\.isLetter) {
                joined += list[j].text
                if j > i, let c = Callback.spellings[joined.lowercased()] {
                    hits.append(Hit(callback: c, range: list[i].range.lowerBound..<list[j].range.upperBound))
                }
                j += 1
            }
            i += 1
        }
        return hits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The argument labels of a signature or a call: `_:` → `_`; `to:with:` → `to`, `with`;
    /// `true` → `_`; `toParent: nav` → `toParent`; empty → none.
    static func labels(_ inside: Substring) -> [String] {
        let trimmed = inside.trimmingPrefix(while: \.isWhitespace)
        if trimmed.isEmpty { return [] }
        if trimmed.wholeMatch(of: Patterns.labelList) != nil { return trimmed.split(separator: ":").map(String.init) }
        return trimmed.split(separator: ",").map { part in
            let p = part.trimmingPrefix(while: \.isWhitespace)
            if let m = p.prefixMatch(of: Patterns.labeled) { return String(m.output.1) }
            return "_"
        }
    }

    struct Word { var text: Substring; var range: Range<Substring.Index> }

    /// Names on the line: identifiers, dotted (`MyApp.First`) and selectors (`viewWillAppear:`).
    static func words(_ text: Substring) -> [Word] {
        LogScanner.words(text).map { range in
            var t = text[range]
            if t.hasSuffix(":"), Callback.spellings[t.lowercased()] == nil { t = t.dropLast() }   // "First:" is a name, then a colon
            return Word(text: t, range: range)
        }
    }

    static let notNames: Set<String> = ["true", "false", "nil", "animated", "super", "override", "func", "self", "called", "call"]

    static func isName(_ s: String) -> Bool {
        guard let f = s.first, f.isLetter || f == "_" || f.isNumber else { return false }
        return !notNames.contains(s.lowercased()) && Callback.spellings[s.lowercased()] == nil
    }

    /// The one object of the scenario the line names (`HomeViewController: state viewDidLoad`), wherever
    /// it stands; nil if it names none, or several.
    static func knownName(in text: Substring, except hit: Range<Substring.Index>, _ names: Set<String>) -> String? {
        guard !names.isEmpty else { return nil }
        let named = Set(words(text).filter { !$0.range.overlaps(hit) }.map { typeName($0.text) }.filter(names.contains))
        return named.count == 1 ? named.first : nil
    }

    /// The nearest name before the callback (`First - View Did Load`, `MyApp.First.viewDidLoad()`).
    static func name(before range: Range<Substring.Index>, in text: Substring) -> String? {
        words(text[..<range.lowerBound]).last { isName(String($0.text)) }.map { typeName($0.text) }
    }

    /// The first name after it, for lines that print the callback first (`dealloc PlantEditor`).
    static func name(after range: Range<Substring.Index>, in text: Substring) -> String? {
        // A type's name starts with a capital, or with a letter that has no case (`画面`, `화면`).
        words(text[range.upperBound...]).first { w in
            isName(String(w.text)) && w.text.first.map { $0.isUppercase || !$0.isCased } == true
        }.map { typeName($0.text) }
    }

    /// `MyApp.FirstViewController` → `FirstViewController`; a source file's name (`#file`,
    /// `First.swift`, `First.m`) → its base name, the class it holds by convention.
    static func typeName(_ s: Substring) -> String {
        var parts = s.split(separator: ".")
        if parts.count > 1, let ext = parts.last, ["swift", "m", "mm"].contains(ext) { parts.removeLast() }
        return String(parts.last ?? s)
    }
}
