/// A pinned chart's values as bytes, for a cache key: equal bytes, an equal drawing (`PinnedDrawing.svg()`
/// is a function of these values and of the program). The site keys its sequence and focus charts by
/// them instead of by their DOT text, which it would otherwise write only to hash (a twentieth of a cold
/// build's time went to formatting it).
extension PinnedDrawing {
    package var identity: [UInt8] {
        var bytes = Identity()
        bytes.text(gid)
        bytes.number(width)
        bytes.number(height)
        for (k, section) in sections.sections.enumerated() where !section.isEmpty {
            bytes.count(k)
            bytes.count(section.count)
            for line in section {
                bytes.count(line.count)
                for item in line { bytes.add(item) }
            }
        }
        return bytes.out
    }
}

/// Each value tagged and each text length-prefixed, so no two different drawings write the same bytes.
private struct Identity {
    var out: [UInt8] = []

    mutating func count(_ n: Int) { withUnsafeBytes(of: UInt64(n).littleEndian) { out.append(contentsOf: $0) } }
    mutating func number(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { out.append(contentsOf: $0) } }
    mutating func text(_ s: String) { count(s.utf8.count); out.append(contentsOf: s.utf8) }
    mutating func optional(_ s: String?) { if let s { out.append(1); text(s) } else { out.append(0) } }
    mutating func optional(_ v: Double?) { if let v { out.append(1); number(v) } else { out.append(0) } }

    mutating func add(_ item: Pinned) {
        switch item {
        case .node(let n):
            out.append(0x4E)
            text(n.name)
            number(n.x); number(n.y); number(n.height)
            count(n.label.count)
            for line in n.label { text(line) }
            optional(n.labelWidth)
            out.append(n.left ? 1 : 0)
            optional(n.cls); optional(n.id); optional(n.href); optional(n.tooltip)
            optional(n.barHeight)
        case .edge(let e):
            out.append(0x45)
            text(e.from); text(e.to)
            optional(e.cls); optional(e.id); optional(e.tooltip)
        }
    }
}
