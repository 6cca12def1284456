import Foundation
import LifelineModel

/// Writes traces as JSON lines (the contract of design.md) and as an aligned text table.
public enum TraceWriter {
    /// One JSON object per event, fields in contract order, `args` keys sorted.
    public static func jsonLines(_ trace: Trace) -> String {
        // Built as bytes from contiguous pieces: a String grown scalar by scalar, or an interpolated
        // String per event, was most of `run --format jsonl` on long traces.
        var out: [UInt8] = []
        out.reserveCapacity(trace.events.count * 160)
        for e in trace.events {
            put(#"{"seq":"#, &out); appendInt(e.seq, to: &out)
            put(#","step":"#, &out); appendInt(e.step, to: &out)
            put(#","turn":"#, &out); appendInt(e.turn, to: &out)
            put(#","actor":"#, &out); appendJSON(e.actor, to: &out)
            put(#","instance":"#, &out); appendInt(e.instance, to: &out)
            put(#","callback":"#, &out); appendJSON(e.callback.rawValue, to: &out)
            put(#","args":{"#, &out)
            if e.args.count == 1, let (key, value) = e.args.first {
                appendArg(key, value, to: &out)
            } else {
                for (n, arg) in e.args.sorted(by: { $0.key < $1.key }).enumerated() {
                    if n > 0 { out.append(UInt8(ascii: ",")) }
                    appendArg(arg.key, arg.value, to: &out)
                }
            }
            put(#"},"state":"#, &out)
            if let state = e.state { appendJSON(state.rawValue, to: &out) } else { put("null", &out) }
            put(#","rule":"#, &out); appendJSON(e.rule?.rawValue ?? "", to: &out)
            put("}\n", &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the string's UTF-8 bytes in one copy.
    static func put(_ s: String, _ out: inout [UInt8]) {
        var s = s
        s.withUTF8 { out.append(contentsOf: $0) }
    }

    static func appendArg(_ key: String, _ value: ArgValue, to out: inout [UInt8]) {
        appendJSON(key, to: &out)
        out.append(UInt8(ascii: ":"))
        if case .string(let v) = value { appendJSON(v, to: &out) } else { put(json(value), &out) }
    }

    static func appendInt(_ v: Int, to out: inout [UInt8]) {
        if v >= 0 && v < 10 { out.append(UInt8(ascii: "0") + UInt8(v)) } else { put(String(v), &out) }
    }

    /// A JSON string. Names and rule ids rarely need escaping: they are copied whole.
    static func appendJSON(_ s: String, to out: inout [UInt8]) {
        var s = s
        let copied: Bool = s.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else { return false }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { put(json(s), &out) }
    }

    static func json(_ v: ArgValue) -> String {
        switch v {
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return json(s)
        case .null: return "null"
        }
    }

    static func json(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    /// Reads JSON lines back; errors name the line.
    public static func readJSONLines(_ text: String, file: String) throws -> [TraceEvent] {
        let decoder = JSONDecoder()
        var events: [TraceEvent] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            do {
                events.append(try decoder.decode(TraceEvent.self, from: Data(line.utf8)))
            } catch {
                throw ScenarioError("not a trace event: \(error)", at: SourceLocation(file: file, line: n + 1, column: 1))
            }
        }
        return events
    }

    /// An aligned table, one row per callback, with a heading line per step.
    public static func text(_ trace: Trace, scenario: Scenario? = nil) -> String {
        let headers = ["seq", "turn", "actor", "callback", "args", "state", "rule"]
        let rows: [[String]] = trace.events.map { e in
            [String(e.seq), String(e.turn), e.actorRef.description, e.callback.rawValue,
             e.args.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "),
             e.state?.rawValue ?? "", e.rule?.rawValue ?? ""]
        }
        var widths = headers.map(\.count)
        for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, c in
                i < 2 ? String(repeating: " ", count: widths[i] - c.count) + c : c + String(repeating: " ", count: widths[i] - c.count)
            }.joined(separator: "  ").trimmingSuffix()
        }
        var out = line(headers) + "\n"
        var lastStep = 0
        for (e, r) in zip(trace.events, rows) {
            if e.step != lastStep {
                lastStep = e.step
                let what = scenario.flatMap { e.step <= $0.steps.count ? $0.steps[e.step - 1].action.summary : nil } ?? ""
                out += "-- step \(e.step)\(what.isEmpty ? "" : ": " + what)\n"
            }
            out += line(r) + "\n"
        }
        return out
    }
}
