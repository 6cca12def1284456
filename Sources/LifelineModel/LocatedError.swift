/// A mistake with where it was written: a scenario the parser cannot read, or an action UIKit would
/// refuse. Printed as `file:line:column: error: message; suggestion`.
public struct LocatedError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    public var suggestion: String?

    public init(_ message: String, at location: SourceLocation, suggestion: String? = nil) {
        self.message = message; self.location = location; self.suggestion = suggestion
    }

    public var description: String { "\(location): error: \(message)" + (suggestion.map { "; \($0)" } ?? "") }
}
