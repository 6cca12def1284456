/// Which object of a class a line is about. A name seen again after its deinit is a new object; an
/// address (`<MyApp.Page: 0x6000a1>`) names one object until its deinit (after which the memory may hold
/// another); a line without an address is about the object of that class seen last, and the first
/// address printed for an object seen without one is its address.
struct Instances {
    private var count: [String: Int] = [:]
    private var current: [String: Int] = [:]
    private var byAddress: [String: [String: Int]] = [:]
    /// The instances that have an address, by class (a set, so a log of many objects stays linear).
    private var addressed: [String: Set<Int>] = [:]
    private var released: Set<String> = []
    /// The object of the call before, unless it was a release: the same name and address again is that object,
    /// and nothing above changes (a log's lines come in runs about one object).
    private var last: (actor: String, address: String?, n: Int)?

    mutating func number(_ actor: String, address: String?, released isRelease: Bool) -> Int {
        if !isRelease, let last, last.actor == actor, last.address == address { return last.n }
        let n = counted(actor, address: address, released: isRelease)
        last = isRelease ? nil : (actor, address, n)
        return n
    }

    private mutating func counted(_ actor: String, address: String?, released isRelease: Bool) -> Int {
        let n: Int
        let alive = released.contains(actor) ? nil : current[actor]
        if let address, let known = byAddress[actor]?[address] {
            n = known
        } else if let alive, address == nil || !(addressed[actor]?.contains(alive) ?? false) {
            n = alive
        } else {
            n = count[actor, default: 0] + 1
            count[actor] = n
        }
        if let address, byAddress[actor]?[address] == nil {
            byAddress[actor, default: [:]][address] = n
            addressed[actor, default: []].insert(n)
        }
        current[actor] = n
        released.remove(actor)
        if isRelease {
            if let address { byAddress[actor]?[address] = nil; addressed[actor]?.remove(n) }
            released.insert(actor)
        }
        return n
    }
}
