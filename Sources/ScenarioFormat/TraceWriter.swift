import Foundation
import LifelineModel

/// Writes traces as JSON lines (the contract of design.md) and as an aligned text table.
public enum TraceWriter {
    /// One JSON object per event, fields in contract order, `args` keys sorted.
    public static func jsonLines(_ trace: Trace) -> String {
        var out = ""
        out.reserveCapacity(trace.events.count * 160)
        for e in trace.events {
            out += "{\"seq\":\(e.seq),\"step\":\(e.step),\"turn\":\(e.turn),\"actor\":"
            out += json(e.actor)
            out += ",\"instance\":\(e.instance),\"callback\":"
            out += json(e.callback.rawValue)
            out += ",\"args\":{"
            out += e.args.keys.sorted().map { json($0) + ":" + json(e.args[$0]!) }.joined(separator: ",")
            out += "},\"state\":"
            out += e.state.map { json($0.rawValue) } ?? "null"
            out += ",\"rule\":"
            out += json(e.rule)
            out += "}\n"
        }
        return out
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
            [String(e.seq), String(e.turn), e.instance > 1 ? "\(e.actor)#\(e.instance)" : e.actor, e.callback.rawValue,
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
