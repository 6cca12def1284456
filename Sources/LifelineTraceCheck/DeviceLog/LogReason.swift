/// Why a log line was not read: in English for `why`; `trace check` says it in every language
/// (`FindingWords`).
package enum LogReason: Sendable, Equatable {
    case manyCallbacks([String])
    case sharedName(String)
    case noName
    case notUTF8
    case tooLong(kilobytes: Int)

    package var english: String {
        switch self {
        case .manyCallbacks(let list): return "it names more than one callback (\(list.joined(separator: ", ")))"
        case .sharedName(let name): return "'\(name)' is the name of several callbacks; print the whole signature (#function)"
        case .noName: return "no controller or view name on the line; name it with --actor, or print the object (\\(self))"
        case .notUTF8: return "the line is not UTF-8 text"
        case .tooLong(let kb): return "the line is longer than \(kb) KB"
        }
    }
}

/// A line that looked like a callback, or could not be read at all.
package struct UnreadLine: Sendable, Equatable {
    package var line: Int
    /// The line, control characters made visible (empty when it could not be decoded).
    package var text: String
    package var reason: LogReason
    package var why: String { reason.english }
}
