/// The forms `trace check` reads, in the order `--log-format auto` tries them on each line.
package enum LogForms {
    package static let all: [any LogForm] = [TraceContractForm(), OSLogJSONForm()] + consoles + [PlainForm()]

    package static func named(_ name: String) -> (any LogForm)? { all.first { $0.name == name } }

    /// ISO 8601 date and time as Apple's tools print them, with fraction and zone.
    static let date = #"\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:[+-]\d{2}:?\d{2}|Z)?"#
    static let digit: @Sendable (Substring) -> Bool = { $0.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
    /// A syslog line starts with a month (`May  1 10:00:00`).
    static let months: Set<Substring> = ["Jan ", "Feb ", "Mar ", "Apr ", "May ", "Jun ", "Jul ", "Aug ", "Sep ", "Oct ", "Nov ", "Dec "]

    static let consoles: [PrefixForm] = [
        PrefixForm("xcode", example: "2024-05-01 10:00:00.123456+0900 MyApp[1234:56789] A viewDidLoad",
                   startsWith: digit, "^" + date + #"\s+[^\[\]]+?\[\d+:[0-9A-Fa-fx]+\]\s*"#),
        PrefixForm("log-stream", example: "2024-05-01 10:00:00.123456+0900 0x2b9c1    Default     0x0   1234   0    MyApp: A viewDidLoad",
                   startsWith: digit, "^" + date + #"\s+0x[0-9a-f]+\s+\w+\s+0x[0-9a-f]+\s+\d+\s+\d+\s+[^:]+?:\s*"#),
        PrefixForm("log-compact", example: "2024-05-01 10:00:00.123 Df MyApp[1234:56789] [com.me.app:ui] A viewDidLoad",
                   startsWith: digit, "^" + date + #"\s+[A-Z][a-z]?\s+[^\[\]]+?\[\d+:[0-9A-Fa-fx]+\]\s*"#),
        PrefixForm("log-syslog", example: "2024-05-01 10:00:00.123456+0900  localhost MyApp[1234]: (MyApp) A viewDidLoad",
                   startsWith: digit, "^" + date + #"\s+\S+\s+[^\[\]]+?\[\d+\]:\s*"#),
        PrefixForm("syslog", example: "May  1 10:00:00 iPhone MyApp(UIKitCore)[123] <Notice>: A viewDidLoad",
                   startsWith: { months.contains($0.prefix(4)) }, #"^[A-Z][a-z]{2}\s+\d{1,2}\s+\d{2}:\d{2}:\d{2}(?:\.\d+)?\s+\S+\s+[^\[\]]+?\[\d+\](?:\s*<\w+>)?:\s*"#),
        PrefixForm("pid", example: "[7397:f803] -[FirstViewController viewDidLoad]",
                   startsWith: { $0.first == "[" }, #"^\[\d+:[0-9A-Fa-fx]+\]\s*"#),
        PrefixForm("time", example: "10:00:00.123 A viewDidLoad", startsWith: digit, #"^\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\s+"#),
        PrefixForm("clock", example: "  8185.71  T2 viewDidLoad", startsWith: digit, #"^\d+\.\d+\s+"#),
        PrefixForm("numbered", example: "5: A_ViewController viewWillAppear:", startsWith: digit, #"^\d+\s*[:.)]\s+"#),
    ]
}

/// Any other line: the app's own text, read as it is.
struct PlainForm: LogForm {
    let name = "plain"
    let example = "A viewDidLoad   ·   <MyApp.A: 0x7fb1> viewDidLoad()   ·   -[A viewWillAppear:]"
    func read(_ line: Substring) -> LogRead? { .message(line) }
}
