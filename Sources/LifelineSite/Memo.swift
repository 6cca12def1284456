import Synchronization

/// Values made once, by the first that needs them, then shared: by the pages of one build (`PageMemo`), or
/// kept with a scenario's run by `serve` (`QuestionMemo`). Two at once may both make a value; they make the same.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let made = Mutex<[Key: Value]>([:])

    init() {}

    func value(_ key: Key, _ make: () -> Value) -> Value {
        if let kept = made.withLock({ $0[key] }) { return kept }
        let value = make()
        made.withLock { $0[key] = value }
        return value
    }
}
