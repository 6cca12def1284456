extension Optional {
    /// The value one of lifeline's own invariants guarantees is here: the top of a stack that is never
    /// empty, the record of a controller the model made, a column every actor has. It is never used on
    /// what a user wrote (the readers turn that into errors with file and line). If the value is ever
    /// missing, that is a bug in lifeline: the program stops, naming the invariant that broke, instead
    /// of going on with a wrong trace.
    @inlinable
    public func guaranteed(_ invariant: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Wrapped {
        if let value = self { return value }
        preconditionFailure("internal error: \(invariant()); this is a bug in lifeline, please report it", file: file, line: line)
    }
}
