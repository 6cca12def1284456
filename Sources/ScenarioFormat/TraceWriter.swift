import Foundation
import LifelineModel

/// Writes traces as JSON lines (the contract of design.md) and as an aligned text table.
public enum TraceWriter {
    /// One JSON object per event, fields in contract order, `args` keys sorted.
    public static func jsonLines(_ trace: Trace) -> String {
        // Built as bytes: appending to a String scalar by scalar was most of `run --format jsonl`.
        var out: [UInt8] = []
        out.reserveCapacity(trace.events.count * 160)
        for e in trace.events {
            out += "{\"seq\":\(e.seq),\"step\":\(e.step),\"turn\":\(e.turn),\"actor\":".utf8
            appendJSON(e.actor, to: &out)
            out += ",\"instance\":\(e.instance),\"callback\":".utf8
            appendJSON(e.callback.rawValue, to: &out)
            out += ",\"args\":{".utf8
            for (n, key) in e.args.keys.sorted().enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                appendJSON(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if case .string(let v) = e.args[key]! { appendJSON(v, to: &out) } else { out += json(e.args[key]!).utf8 }
            }
            out += "},\"state\":".utf8
            if let state = e.state { appendJSON(state.rawValue, to: &out) } else { out += "null".utf8 }
            out += ",\"rule\":".utf8
            appendJSON(e.rule, to: &out)
            out += "}\n".utf8
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func appendJSON(_ s: String, to out: inout [UInt8]) {
        if needsNoEscaping(s) {
            out.append(UInt8(ascii: "\""))
            out += s.utf8
            out.append(UInt8(ascii: "\""))
        } else {
            out += json(s).utf8
        }
    }

    /// Names and rule ids rarely need escaping: they are copied whole.
    static func needsNoEscaping(_ s: String) -> Bool {
        s.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
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
        if needsNoEscaping(s) { return "\"" + s + "\"" }
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
             e.args.keys.sorted().map { "\($0): \(e.args[$0]!)" }.joined(separator: ", "),
             e.state?.rawValue ?? "", e.rule]
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
