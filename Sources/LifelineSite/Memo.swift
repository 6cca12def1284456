import Synchronization

/// Values made once, by the first that needs them, then shared: by the pages of one build (`PageMemo`), or
/// kept with a scenario's run by `serve` (`QuestionMemo`). Made once indeed: the pages of a language render
/// in slices on both cores, which reach a shared value at about the same time; the second waits for the
/// first's (each key has its own lock, so other keys are not held up).
final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[Key: Slot]>([:])

    init() {}

    func value(_ key: Key, _ make: () -> Value) -> Value {
        let slot = slots.withLock { all in
            if let kept = all[key] { return kept }
            let new = Slot()
            all[key] = new
            return new
        }
        return slot.value.withLock { kept in
            if let kept { return kept }
            let made = make()
            kept = made
            return made
        }
    }
}
