import LifelineModel

/// `PlayerData` as JSON, written directly: the bytes `JSONEncoder` with sorted keys and unescaped
/// slashes writes (`PlayerJSONTests` compares them for every shipped scenario in every language).
/// The encoder's Codable machinery was 6 % of a page build for these few plain fields.
struct PlayerJSON {
    private(set) var bytes: [UInt8] = []
    /// A value was just written: the next one needs a comma before it.
    private var needsComma = false

    init(_ data: PlayerData) {
        bytes.reserveCapacity(data.events.count * 120 + 2048)
        open(0x7B)
        key("controllers"); open(0x5B); for c in data.controllers { string(c) }; close(0x5D)
        key("events"); open(0x5B)
        for e in data.events {
            open(0x7B)
            key("actor"); string(e.actor); key("href"); string(e.href); key("label"); string(e.label); key("seq"); number(e.seq)
            if let state = e.state { key("state"); string(state) }
            key("step"); number(e.step); key("turn"); number(e.turn)
            close(0x7D)
        }
        close(0x5D)
        if let focus = data.focus { key("focus"); string(focus) }
        key("screens"); open(0x5B); for s in data.screens { screen(s) }; close(0x5D)
        key("stateNames"); open(0x7B)
        for (k, v) in data.stateNames.sorted(by: { $0.key < $1.key }) { key(k); string(v) }
        close(0x7D)
        key("steps"); open(0x5B)
        for s in data.steps { open(0x7B); key("anchor"); string(s.anchor); key("heading"); string(s.heading); key("number"); number(s.number); close(0x7D) }
        close(0x5D)
        close(0x7D)
    }

    private mutating func screen(_ s: Screen) {
        open(0x7B)
        key("foreground"); bool(s.foreground)
        key("levels"); open(0x5B)
        for level in s.levels {
            open(0x7B)
            key("covers"); bool(level.covers); key("root"); node(level.root)
            if let style = level.style { key("style"); string(style.rawValue) }
            close(0x7D)
        }
        close(0x5D)
        close(0x7D)
    }

    private mutating func node(_ n: Screen.Node) {
        open(0x7B)
        key("children"); open(0x5B); for c in n.children { node(c) }; close(0x5D)
        key("kind"); string(n.kind.rawValue); key("name"); string(n.name); key("shown"); bool(n.shown)
        close(0x7D)
    }

    // MARK: - JSON pieces

    private mutating func comma() { if needsComma { bytes.append(0x2C) } }
    /// `{` or `[`.
    private mutating func open(_ bracket: UInt8) { comma(); bytes.append(bracket); needsComma = false }
    /// `}` or `]`.
    private mutating func close(_ bracket: UInt8) { bytes.append(bracket); needsComma = true }
    private mutating func key(_ k: String) { string(k); bytes.append(0x3A); needsComma = false }
    private mutating func number(_ n: Int) { comma(); bytes += Array(String(n).utf8); needsComma = true }
    private mutating func bool(_ b: Bool) { comma(); bytes += Array((b ? "true" : "false").utf8); needsComma = true }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string as swift-foundation's writer escapes it: `"` and `\` with a backslash, the control
    /// characters with their short escapes or `\u00XX`; everything else (slashes, non-ASCII) as it is.
    private mutating func string(_ s: String) {
        comma()
        bytes.append(0x22)
        for b in s.utf8 {
            switch b {
            case 0x22: bytes += [0x5C, 0x22]
            case 0x5C: bytes += [0x5C, 0x5C]
            case 0x08: bytes += [0x5C, 0x62]
            case 0x0C: bytes += [0x5C, 0x66]
            case 0x0A: bytes += [0x5C, 0x6E]
            case 0x0D: bytes += [0x5C, 0x72]
            case 0x09: bytes += [0x5C, 0x74]
            case 0x00..<0x20: bytes += [0x5C, 0x75, 0x30, 0x30, Self.hex[Int(b >> 4)], Self.hex[Int(b & 0xF)]]
            default: bytes.append(b)
            }
        }
        bytes.append(0x22); needsComma = true
    }
}
