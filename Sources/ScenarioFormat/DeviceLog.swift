import Foundation
import LifelineModel

/// A trace read from a real device: JSON Lines in the trace contract (`seq`, `step`, `turn`, `state`
/// and `rule` may be absent) or a console log in the forms people print. Each event remembers the
/// log line it came from.
public struct DeviceLog: Sendable {
    public var trace: Trace
    /// The 1-based log line of each event, by position in `trace.events`.
    public var lines: [Int]
    /// Lines that named no controller callback (prints of the app's own).
    public var skipped: Int
    /// Lines that looked like a callback but could not be read with certainty.
    public var ambiguous: [(line: Int, text: String, why: String)]

    /// Reads `text`; `map` renames classes (`FirstViewController` → `First`), as `--map` does.
    public static func read(_ text: String, file: String, map: [String: String] = [:]) throws(LocatedError) -> DeviceLog {
        var reader = Reader(map: map)
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("{") { try reader.json(line, number: n + 1, file: file) } else { reader.console(line, number: n + 1) }
        }
        let trace = Trace(scenarioID: (file as NSString).lastPathComponent, profile: .ios17, device: .iphone, events: reader.events)
        return DeviceLog(trace: trace, lines: reader.lines, skipped: reader.skipped, ambiguous: reader.ambiguous)
    }

    /// Callback names as people print them, lowercased and without spaces: `viewWillAppear`,
    /// `View Will Appear`, `viewWillAppear:`, `dealloc` (Objective-C's deinit).
    static let callbacksByWord: [String: Callback] = {
        var out: [String: Callback] = [:]
        // App code (delegate methods, completion blocks, unwind actions) has no fixed name to find in a log.
        for c in Callback.allCases where ![.delegate, .completion, .unwindAction].contains(c) {
            let base = c.rawValue.prefix { $0 != "(" }
            out[base.lowercased()] = out[base.lowercased()] ?? c
        }
        out["dealloc"] = .deinit
        out["initwithcoder"] = .initCoder
        out["initwithnibname"] = .initNib
        return out
    }()

    struct Reader {
        let map: [String: String]
        var events: [TraceEvent] = []
        var lines: [Int] = []
        var skipped = 0
        var ambiguous: [(line: Int, text: String, why: String)] = []
        /// Instance numbers: a name seen again after its deinit is a new object.
        var instance: [String: Int] = [:]
        var dead: Set<String> = []

        mutating func json(_ line: String, number: Int, file: String) throws(LocatedError) {
            struct Loose: Decodable {
                var actor: String; var callback: Callback; var instance: Int?
                var args: [String: ArgValue]?; var step: Int?; var turn: Int?; var state: AppearanceState?; var rule: String?
            }
            let e: Loose
            do { e = try JSONDecoder().decode(Loose.self, from: Data(line.utf8)) } catch {
                throw LocatedError("not a trace event (it needs at least \"actor\" and \"callback\", a name from the trace contract)",
                                   at: SourceLocation(file: file, line: number, column: 1))
            }
            append(actor: map[e.actor] ?? e.actor, callback: e.callback, instance: e.instance, args: e.args ?? [:], line: number)
        }

        mutating func console(_ raw: String, number: Int) {
            let line = Self.withoutPrefix(raw)
            let (actor, words) = Self.split(line)
            let found = words.compactMap { w in DeviceLog.callbacksByWord[w.lowercased()] }
            let camel = DeviceLog.callbacksByWord[words.joined().lowercased()]   // "View Did Load"
            let callbacks = found.isEmpty ? (camel.map { [$0] } ?? []) : found
            guard !callbacks.isEmpty else { skipped += 1; return }
            if Set(callbacks).count > 1 {
                ambiguous.append((number, raw, "it names more than one callback (\(callbacks.map(\.rawValue).joined(separator: ", ")))"))
                return
            }
            guard let actor, !actor.isEmpty else {
                ambiguous.append((number, raw, "no controller or view name before the callback"))
                return
            }
            append(actor: map[actor] ?? actor, callback: callbacks[0], instance: nil, args: [:], line: number)
        }

        mutating func append(actor: String, callback: Callback, instance given: Int?, args: [String: ArgValue], line: Int) {
            if dead.contains(actor) || instance[actor] == nil { instance[actor, default: 0] += 1; dead.remove(actor) }
            let n = given ?? instance[actor]!
            if callback == .deinit { dead.insert(actor) }
            events.append(TraceEvent(seq: events.count + 1, step: 0, turn: 0, actor: actor, instance: n, callback: callback,
                                     args: args, state: nil, rule: ""))
            lines.append(line)
        }

        /// Drops an Xcode or os_log prefix: `2024-05-01 10:00:00.123456+0900 MyApp[123:4567] `.
        static func withoutPrefix(_ line: String) -> Substring {
            var s = Substring(line)
            if let first = s.first, first.isNumber, let bracket = s.range(of: "] ") {
                let head = s[..<bracket.lowerBound]
                if head.contains("["), head.contains(":") { s = s[bracket.upperBound...] }
            }
            return s
        }

        /// The actor (the first name on the line: `-[First viewWillAppear:]`, `<MyApp.First: 0x7fb1>`,
        /// `First -`, `First:`) and the words after it.
        static func split(_ line: Substring) -> (actor: String?, words: [String]) {
            var s = line
            for opener in ["-[", "+[", "<"] where s.hasPrefix(opener) { s = s.dropFirst(opener.count) }
            let tokens = s.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
            guard let first = tokens.first else { return (nil, []) }
            // `MyApp.FirstViewController` → `FirstViewController`; `0x7fb1…` is an address, not a word.
            let actor = first.split(separator: ".").last.map(String.init)
            let words = tokens.dropFirst().filter { !$0.hasPrefix("0x") && Double($0) == nil }.map { String($0.split(separator: ".").last ?? "") }
            if let a = actor, DeviceLog.callbacksByWord[a.lowercased()] != nil { return (nil, [a] + words) }
            return (actor, words)
        }
    }
}
