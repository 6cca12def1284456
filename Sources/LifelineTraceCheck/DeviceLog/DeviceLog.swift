import Foundation
import LifelineModel

/// A trace read from a real device's log, in any of the forms of `LogForms.all` (JSON Lines in the
/// trace contract, exported OSLog entries, console lines with or without the tools' prefixes). Each
/// event remembers the log line it came from; what could not be read is counted and explained.
package struct DeviceLog: Sendable {
    package var trace: Trace
    /// The 1-based log line of each event, by position in `trace.events`.
    package var lines: [Int]
    /// Lines that named no callback (the app's own prints, or lines not of the chosen form).
    package var skipped: Int
    /// Lines that looked like a callback but could not be read with certainty (text made visible).
    package var ambiguous: [UnreadLine]
    /// The first skipped lines, when asked for (`Options.keepSkipped`).
    package var skippedLines: [UnreadLine] = []
    /// Lines with text on them, and the first few, for the message when nothing is read.
    package var lineCount = 0
    package var firstLines: [String] = []
    /// How many lines each form read.
    package var forms: [String: Int] = [:]

    package struct Options: Sendable {
        /// Log class names → scenario names (`FirstViewController` → `First`), as `--map` gives them.
        package var map: [String: String] = [:]
        /// One form for every line (`--log-format`); nil tries `LogForms.all` on each line.
        package var form: String?
        /// The object a controller callback printed without a name belongs to (`--actor`, or the only
        /// controller of the scenario).
        package var defaultActor: String?
        /// What the scenario tells the reader: its unwind actions' names and its objects' names.
        var known = LogMessage.Known()
        /// How many skipped lines to keep, to list them (`--verbose`).
        package var keepSkipped = 0
        package init() {}
    }

    /// Reads a log held in memory.
    package static func read(_ text: String, file: String, map: [String: String] = [:]) throws(LocatedError) -> DeviceLog {
        var o = Options()
        o.map = map
        return try read(bytes: Array(text.utf8), file: file, options: o)
    }

    package static func read(bytes: [UInt8], file: String, options: Options) throws(LocatedError) -> DeviceLog {
        var reader = try Reader(options, file: file)
        if let entries = OSLogArray.messages(bytes) {
            try reader.messages(entries)
        } else {
            try LogLines.each(in: bytes) { item throws(LocatedError) in try reader.take(item) }
        }
        return reader.result()
    }

    /// How a log is named in what is said about it: `-`, standard input, as `<stdin>`.
    package static func label(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads the file at `path` (a FIFO or `/dev/stdin` too; `-` is standard input) a chunk at a time,
    /// in one pass: a 1 GB log in bounded memory. Nil if it cannot be opened.
    package static func read(contentsOf path: String, options: Options) throws -> DeviceLog? {
        guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let path = label(path)
        var reader = try Reader(options, file: path)
        var chunk = try handle.read(upToCount: 1 << 20) ?? Data()
        // `log show --style json`: one array, read an entry at a time. Bytes that only begin like one
        // are read again as lines when the file can be read again (a FIFO cannot: its error stands).
        if OSLogArray.startsLikeOne(chunk) {
            var entries = OSLogArray.Splitter(), number = 0
            do {
                while !chunk.isEmpty {
                    try entries.feed(chunk) { bytes in
                        number += 1
                        try reader.message(try OSLogArray.message(of: bytes), number: number, form: "oslog-json")
                    }
                    chunk = try handle.read(upToCount: 1 << 20) ?? Data()
                }
                try entries.finish()
                return reader.result()
            } catch is OSLogArray.NotAnArray {
                guard (try? handle.seek(toOffset: 0)) != nil else {
                    throw LocatedError("this begins like a `log show --style json` export but entry \(number + 1) is not JSON",
                                       at: SourceLocation(file: path, line: number + 1, column: 1))
                }
                reader = try Reader(options, file: path)
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            }
        }
        var splitter = LogLines.Splitter()
        while !chunk.isEmpty {
            // As an array: iterating `Data` a byte at a time costs more than copying the chunk.
            try splitter.feed([UInt8](chunk)) { try reader.take($0) }
            chunk = try handle.read(upToCount: 1 << 20) ?? Data()
        }
        try splitter.finish { try reader.take($0) }
        return reader.result()
    }

    struct Reader {
        let options: Options
        let file: String
        let forms: [any LogForm]
        var log = DeviceLog(trace: Trace(scenarioID: "", profile: .ios17, device: .iphone, events: []), lines: [], skipped: 0, ambiguous: [])
        var instances = Instances()
        var readings: [String: LogMessage.Reading] = [:]
        var shapes: [String: Shape] = [:]
        /// The console line read last, while no other event came after it.
        var lastSaid: Said?

        struct Said {
            var actor: String, callback: Callback, address: String?, text: Substring
            func continues(_ next: Said) -> Bool {
                // Layout callbacks repeat for real, with other sizes printed: each line stays a call.
                next.actor == actor && next.callback == callback && next.address == address && next.text != text
                    && !TraceComparison.isRepeatable(callback)
            }
        }

        init(_ options: Options, file: String) throws(LocatedError) {
            self.options = options
            self.file = file
            if let name = options.form {
                guard let form = LogForms.named(name) else {
                    throw LocatedError("unknown log format '\(name)'; the formats are auto, " + LogForms.all.map(\.name).joined(separator: ", "),
                                       at: SourceLocation(file: file, line: 0, column: 0))
                }
                forms = [form]
            } else {
                forms = LogForms.all
            }
            log.trace.scenarioID = (file as NSString).lastPathComponent
        }

        mutating func take(_ item: LogLines.Item) throws(LocatedError) {
            switch item {
            case .unreadable(let number, let why):
                log.lineCount += 1
                log.ambiguous.append(UnreadLine(line: number, text: "", reason: why))
            case .line(let number, let raw):
                let line = raw.drop { $0 == " " || $0 == "\t" }
                guard !line.isEmpty else { return }
                log.lineCount += 1
                if log.firstLines.count < 3 { log.firstLines.append(LogText.visible(String(line.prefix(120)))) }
                guard let (form, read) = formOf(line) else { return skip(number, line) }
                switch read {
                case .malformed(let why): throw LocatedError(why, at: SourceLocation(file: file, line: number, column: 1))
                case .event(let actor, let callback, let given, let args):
                    append(actor: LogText.visible(actor), callback: callback, instance: given, args: args, line: number, form: form)
                case .message(let text): try message(text, number: number, form: form)
                }
            }
        }

        /// The first form that reads the line (a plain loop: this runs once per line of a long log).
        func firstForm(_ line: Substring) -> (Int, LogRead)? {
            for (k, f) in forms.enumerated() { if let read = f.read(line) { return (k, read) } }
            return nil
        }

        /// What lines of one shape share: whether they hold a callback word, and the form that reads them with
        /// the length of its prefix (nil inside: no form does; nil: not read yet).
        struct Shape {
            var namesCallback: Bool
            var form: (form: Int, prefix: Int)??
        }

        /// The form of a console line, remembered by its shape — the line with every digit made `0`: the
        /// consoles' prefixes differ only in their numbers (times, process ids), and no form's expression
        /// tells one digit from another, so lines of one shape have the same form and prefix length. No hint
        /// word holds a digit either, so the quick filter's answer is the shape's too: most lines of a real log
        /// are the app's other prints, skipped before any form's expression runs (the app's own call names may
        /// hold digits: they are looked for on every line). JSON lines (`{…}`) are decoded each time. At most
        /// `remembered` shapes are kept. Nil: the line is skipped.
        mutating func formOf(_ line: Substring) -> (String, LogRead)? {
            if line.utf8.first == UInt8(ascii: "{") { return firstForm(line).map { (forms[$0.0].name, $0.1) } }
            let key = Self.shape(of: line)
            let known = shapes[key]
            var shape = known ?? Shape(namesCallback: LogMessage.mayNameACallback(line))
            guard shape.namesCallback || LogMessage.mentions(line, options.known) else {
                if known == nil { remember(shape, key) }
                return nil
            }
            if let read = shape.form {
                guard let (k, prefix) = read else { return nil }
                return (forms[k].name, .message(line[line.utf8.index(line.startIndex, offsetBy: prefix)...]))
            }
            let found = firstForm(line)
            switch found {
            case (let k, .message(let rest))?: shape.form = .some((k, line.utf8.distance(from: line.startIndex, to: rest.startIndex)))
            case nil: shape.form = .some(nil)
            default: break
            }
            remember(shape, key)
            return found.map { (forms[$0.0].name, $0.1) }
        }

        mutating func remember(_ shape: Shape, _ key: String) {
            if shapes.count >= Self.remembered { shapes.removeAll(keepingCapacity: true) }
            shapes[key] = shape
        }

        /// The line with every ASCII digit made `0`, as a string (hashed in bulk, unlike an array of bytes), made in
        /// one pass over the line's own storage.
        static func shape(of line: Substring) -> String {
            func zeroed(_ src: UnsafeBufferPointer<UInt8>) -> String {
                String(unsafeUninitializedCapacity: src.count) { dst in
                    for i in 0..<src.count { dst[i] = src[i] >= 0x30 && src[i] <= 0x39 ? 0x30 : src[i] }
                    return src.count
                }
            }
            if let key = line.utf8.withContiguousStorageIfAvailable(zeroed) { return key }
            var copy = String(line)
            return copy.withUTF8(zeroed)
        }

        /// The entries of a `log show --style json` export, numbered from 1.
        mutating func messages(_ entries: [Substring]) throws(LocatedError) {
            for (i, m) in entries.enumerated() { try message(m, number: i + 1, form: "oslog-json") }
        }

        mutating func message(_ text: Substring, number: Int, form: String) throws(LocatedError) {
            if log.lineCount < number, form == "oslog-json" { log.lineCount += 1 }
            // The trace contract behind a log prefix (the probe writing through `Logger`).
            if LogScanner.has(text, "{"), case let inner = LogMessage.undecorated(text).text, inner.first == "{",
               case .event(let actor, let callback, let given, let args)? = TraceContractForm().read(inner) {
                return append(actor: LogText.visible(actor), callback: callback, instance: given, args: args, line: number, form: form)
            }
            switch reading(text) {
            case .nothing: skip(number, text)
            case .ambiguous(let why): log.ambiguous.append(UnreadLine(line: number, text: LogText.visible(String(text)), reason: why))
            case .callback(let actor, let callback, let address):
                guard let name = actor ?? Self.owner(of: callback) ?? options.defaultActor else {
                    log.ambiguous.append(UnreadLine(line: number, text: LogText.visible(String(text)), reason: .noName))
                    return
                }
                // Several prints from one call (`A viewWillAppear start`, `A viewWillAppear end`): a line right
                // after one about the same call, with other words, is that call again. The same line twice is two calls.
                let said = Said(actor: name, callback: callback, address: address, text: text)
                if let last = lastSaid, last.continues(said) { return skip(number, text) }
                append(actor: name, callback: callback, instance: nil, address: address, args: [:], line: number, form: form)
                lastSaid = said
            }
        }

        /// What a message says, remembered: an app prints the same few messages again and again (its
        /// controllers' callbacks), so most lines of a long log are read once. At most `Reader.remembered`
        /// messages are kept, then forgotten at once, so memory stays flat.
        mutating func reading(_ text: Substring) -> LogMessage.Reading {
            let key = String(text)
            if let known = readings[key] { return known }
            if readings.count >= Self.remembered { readings.removeAll(keepingCapacity: true) }
            let r = LogMessage.read(text, known: options.known)
            readings[key] = r
            return r
        }

        static let remembered = 4_096

        /// A line that names no call: counted, and kept (up to `Options.keepSkipped`) for `--verbose`.
        mutating func skip(_ number: Int, _ text: Substring) {
            log.skipped += 1
            if log.skippedLines.count < options.keepSkipped {
                log.skippedLines.append(UnreadLine(line: number, text: LogText.visible(String(text.prefix(200))), reason: .noName))
            }
        }

        /// App and scene delegate callbacks belong to the delegate when the line names nobody.
        static func owner(of callback: Callback) -> String? {
            switch callback.declaredIn {
            case "UIApplicationDelegate": return "AppDelegate"
            case "UISceneDelegate": return "SceneDelegate"
            default: return nil
            }
        }

        mutating func append(actor raw: String, callback: Callback, instance given: Int?, address: String? = nil, args: [String: ArgValue],
                             line: Int, form: String) {
            let actor = options.map[raw] ?? raw
            let n = given ?? instances.number(actor, address: address, released: callback == .deinit)
            lastSaid = nil
            log.trace.events.append(TraceEvent(seq: log.trace.events.count + 1, step: 0, turn: 0, actor: actor, instance: n,
                                               callback: callback, args: args, state: nil, rule: nil))
            log.lines.append(line)
            log.forms[form, default: 0] += 1
        }

        func result() -> DeviceLog { log }
    }
}

/// `log show --style json`: one JSON array of entries over many lines; each entry's `eventMessage`.
/// Read one entry at a time (`Splitter`), so an export of any size takes the memory of one entry.
enum OSLogArray {
    static func startsLikeOne(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "[")
    }

    /// Every entry's message, or nil when the bytes are not such an array.
    static func messages(_ bytes: [UInt8]) -> [Substring]? {
        guard startsLikeOne(bytes) else { return nil }
        var splitter = Splitter(), out: [Substring] = []
        do {
            try splitter.feed(bytes) { out.append(try message(of: $0)) }
            try splitter.finish()
        } catch { return nil }
        return out
    }

    struct NotAnArray: Error {}

    /// The `eventMessage` of one entry's JSON bytes (an entry without one has an empty message).
    static func message(of entry: [UInt8]) throws -> Substring {
        guard let object = try? JSONSerialization.jsonObject(with: Data(entry)) as? [String: Any] else { throw NotAnArray() }
        return Substring(object["eventMessage"] as? String ?? "")
    }

    /// Cuts a JSON array of objects into its objects' bytes as chunks arrive: it follows strings,
    /// escapes and nesting, and keeps only the object being read.
    struct Splitter {
        private var started = false, finished = false, inString = false, escaped = false
        private var depth = 0
        private var entry: [UInt8] = []
        /// One entry larger than this is not an OSLog entry.
        static let largestEntry = 64 << 20

        mutating func feed(_ chunk: some Sequence<UInt8>, _ each: ([UInt8]) throws -> Void) throws {
            for b in chunk {
                if depth >= 2 { try inEntry(b, each); continue }
                switch b {
                case 0x20, 0x0A, 0x0D, 0x09: continue
                case 0xEF where !started, 0xBB where !started, 0xBF where !started: continue   // a byte-order mark
                case UInt8(ascii: "[") where !started: started = true; depth = 1
                case UInt8(ascii: ",") where started && !finished: continue
                case UInt8(ascii: "]") where started && !finished: finished = true; depth = 0
                case UInt8(ascii: "{") where started && !finished: depth = 2; entry = [b]
                default: throw NotAnArray()
                }
            }
        }

        private mutating func inEntry(_ b: UInt8, _ each: ([UInt8]) throws -> Void) throws {
            entry.append(b)
            guard entry.count <= Self.largestEntry else { throw NotAnArray() }
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                return
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 1 { try each(entry); entry = [] }
            default: break
            }
        }

        /// The array must have ended.
        func finish() throws { if !finished { throw NotAnArray() } }
    }
}
