import LifelineModel

/// One form of log line, as a tool or an app prints it (SwiftGen's sub-parsers are the model): the
/// trace contract's JSON, exported OSLog entries, the consoles' prefixes. `LogForms.all` is the
/// priority list `--log-format auto` tries on each line; a new form is one value there.
package protocol LogForm: Sendable {
    /// The name `--log-format` takes.
    var name: String { get }
    /// A line of this form, for messages and the README.
    var example: String { get }
    /// What the line holds when it is of this form, or nil.
    func read(_ line: Substring) -> LogRead?
}

/// What a form found on a line.
package enum LogRead: Sendable {
    /// Free text after the form's prefix, where the message reader looks for a callback.
    case message(Substring)
    /// A callback given field by field (the trace contract).
    case event(actor: String, callback: Callback, instance: Int?, args: [String: ArgValue])
    /// A line of this form that is broken (JSON that does not decode).
    case malformed(String)
}

/// A console form: a prefix (a regular expression) before the app's own text.
package struct PrefixForm: LogForm, @unchecked Sendable {
    // @unchecked: the Regex is built once and only read.
    package let name: String
    package let example: String
    /// A cheap test on the line's start before the expression runs (most lines of a log fail it).
    let startsWith: (Substring) -> Bool
    let prefix: Regex<AnyRegexOutput>

    init(_ name: String, example: String, startsWith: @escaping @Sendable (Substring) -> Bool, _ pattern: String) {
        self.name = name
        self.example = example
        self.startsWith = startsWith
        // The patterns are constants of `LogForms.all`, never user input; LogFormTests reads every one.
        self.prefix = (try? Regex(pattern)).guaranteed("the patterns of LogForms.all compile (LogFormTests reads each)")
    }

    package func read(_ line: Substring) -> LogRead? {
        guard startsWith(line), let match = line.prefixMatch(of: prefix) else { return nil }
        return .message(line[match.range.upperBound...])
    }
}
