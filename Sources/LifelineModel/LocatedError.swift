/// A mistake with where it was written: a scenario the parser cannot read, or an action UIKit would
/// refuse. Printed as `file:line:column: error: message; suggestion`.
public struct LocatedError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var suggestion: String?
    /// Further mistakes found in the same pass (a file with several is reported whole, sorted by line).
    public var others: [LocatedError] = []

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        self.message = message; self.location = location; self.suggestion = suggestion
    }

    /// Several mistakes as one error: the first by position, the rest in `others`, in order.
    public init?(all: [LocatedError]) {
        let sorted = all.flatMap { [$0.single] + $0.others }.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        guard var first = sorted.first else { return nil }
        first.others = Array(sorted.dropFirst())
        self = first
    }

    /// This mistake alone, without the others found with it.
    public var single: LocatedError { var e = self; e.others = []; return e }

    /// The same, as the diagnostic every command prints.
    public var diagnostic: Diagnostic {
        var d = Diagnostic(location.file, line: location.line, column: location.column, message, suggestion: suggestion)
        d.others = others.map(\.diagnostic)
        return d
    }

    public var description: String { diagnostic.description }
}
