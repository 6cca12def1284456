import Foundation
import LifelineModel

/// JSON Lines in the trace contract (design.md): `actor` and `callback` at least; `seq`, `step`,
/// `turn`, `state` and `rule` may be absent.
struct TraceContractForm: LogForm {
    let name = "jsonl"
    let example = #"{"actor":"A","callback":"viewDidLoad"}"#

    func read(_ line: Substring) -> LogRead? {
        // Every other JSON object on a line is taken for a trace event, so a broken one is an error, not skipped.
        guard line.first == "{", !line.contains("\"eventMessage\"") else { return nil }
        struct Loose: Decodable {
            var actor: String; var callback: Callback; var instance: Int?; var args: [String: ArgValue]?
        }
        guard let e = try? JSONDecoder().decode(Loose.self, from: Data(line.utf8)) else {
            return .malformed("not a trace event (it needs at least \"actor\" and \"callback\", a name from the trace contract)")
        }
        // Documented, not ordered (`Callback.isOrderedByModel`): passed over, as a console line that prints it is.
        guard e.callback.isOrderedByModel else { return .message("") }
        return .event(actor: e.actor, callback: e.callback, instance: e.instance, args: e.args ?? [:])
    }
}

/// OSLog entries exported by `log show --style ndjson` (one object a line) or `--style json` (an
/// array; `DeviceLog` splits it into its objects first): the app's text is `eventMessage`.
struct OSLogJSONForm: LogForm {
    let name = "oslog-json"
    let example = #"{"timestamp":"2024-05-01 10:00:00.123456+0900","processImagePath":"/…/MyApp","eventMessage":"A viewDidLoad"}"#

    func read(_ line: Substring) -> LogRead? {
        guard line.first == "{", line.contains("\"eventMessage\"") else { return nil }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let message = object["eventMessage"] as? String else {
            return .malformed("an OSLog entry whose eventMessage is not a string")
        }
        return .message(Substring(message))
    }
}
