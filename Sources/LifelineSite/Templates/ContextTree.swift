import LifelineOutput

/// Typed page contexts as the dictionaries Mustache reads, made by the compiler's own `encode(to:)`:
/// a struct becomes `[String: Any]` by its field names, a nil optional `Absent` (so a section does
/// not fall through to an outer name), an array a list; `String`, `Int`, `Bool`, `Double` and `HTML`
/// stay as they are. The same synthesized conformance that `ContextShape` reads the templates' names
/// from writes the values, so the names the check allows and the names a page holds are one list, kept
/// by the compiler — no field list by hand and no reflection.
enum ContextTree {
    /// A value already in the form `make` gives, made once and shared by many pages (the language's
    /// interface strings, `Frame.ui`; a page body made for its digest).
    struct Ready { let value: Any }

    /// The tree of one value.
    static func make(_ value: Any) -> Any {
        switch value {
        case is String, is Int, is Bool, is Double, is Absent, is HTML: return value
        case let ready as Ready: return ready.value
        case let words as CatalogWords: return words.tree
        case let dict as [String: Any]: return dict.mapValues(make)
        case let encodable as any Encodable: return TreeEncoder.tree(encodable)
        default: return value
        }
    }

    /// The fields of a struct (a page body or the frame).
    static func fields(of value: Any) -> [String: Any] {
        make(value) as? [String: Any] ?? [:]
    }
}

/// The `Encoder` behind `ContextTree`. Its containers make each child's tree at once, so what a value
/// leaves behind is already plain: a dictionary, a list, or one value. It never fails.
final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    /// What the value wrote: a `Box` while containers fill it, then its plain contents.
    private var written: Any = Absent()

    private final class Box {
        var fields: [String: Any] = [:]
        var items: [Any] = []
        let keyed: Bool
        /// Whether a container was nested in this one by hand (the synthesized conformances never do):
        /// then its boxes are opened when the value is read.
        var nests = false
        init(keyed: Bool) { self.keyed = keyed }
        var value: Any {
            guard nests else { return keyed ? fields : items }
            let open = { (v: Any) -> Any in (v as? Box)?.value ?? v }
            return keyed ? fields.mapValues(open) : items.map(open)
        }
    }

    static func tree(_ value: any Encodable) -> Any {
        let encoder = TreeEncoder()
        do { try value.encode(to: encoder) } catch { return Absent() }   // the containers below never throw
        if let box = encoder.written as? Box { return box.value }
        return encoder.written
    }

    /// A leaf or a nested value, as `ContextTree.make` makes it. The leaves are told by their type, without
    /// the casts `make` tries on any value: most of a page's values are strings.
    fileprivate static func child<T: Encodable>(_ value: T) -> Any {
        if T.self == String.self || T.self == Int.self || T.self == Bool.self || T.self == Double.self || T.self == HTML.self { return value }
        // The one Encodable that `make` treats apart; any other (a struct, a list) is encoded here, without
        // the casts `make` would try first.
        if T.self == CatalogWords.self { return ContextTree.make(value) }
        return tree(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box = (written as? Box) ?? Box(keyed: true)
        written = box
        return KeyedEncodingContainer(Keyed<Key>(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box = (written as? Box) ?? Box(keyed: false)
        written = box
        return Unkeyed(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) { box.fields[key.stringValue] = Absent() }
        mutating func encode(_ value: String, forKey key: Key) { box.fields[key.stringValue] = value }
        mutating func encode(_ value: Bool, forKey key: Key) { box.fields[key.stringValue] = value }
        mutating func encode(_ value: Int, forKey key: Key) { box.fields[key.stringValue] = value }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { box.fields[key.stringValue] = TreeEncoder.child(value) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
            box.fields[key.stringValue] = value.map(TreeEncoder.child) ?? Absent()
        }
        // The standard library gives each of these a default that skips nil; a context needs `Absent`.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { box.fields[key.stringValue] = value ?? Absent() }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { box.fields[key.stringValue] = value ?? Absent() }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { box.fields[key.stringValue] = value ?? Absent() }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { box.fields[key.stringValue] = value ?? Absent() }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { box.fields[key.stringValue] = value.map { Double($0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { box.fields[key.stringValue] = value.map { Int(truncatingIfNeeded: $0) } ?? Absent() }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: Key) -> KeyedEncodingContainer<N> {
            let inner = Box(keyed: true)
            box.fields[key.stringValue] = inner
            box.nests = true
            return KeyedEncodingContainer(Keyed<N>(box: inner))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let inner = Box(keyed: false)
            box.fields[key.stringValue] = inner
            box.nests = true
            return Unkeyed(box: inner)
        }
        mutating func superEncoder() -> any Encoder { TreeEncoder() }
        mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder() }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.items.count }
        mutating func encodeNil() { box.items.append(Absent()) }
        mutating func encode(_ value: String) { box.items.append(value) }
        mutating func encode<T: Encodable>(_ value: T) { box.items.append(TreeEncoder.child(value)) }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> {
            let inner = Box(keyed: true)
            box.items.append(inner)
            box.nests = true
            return KeyedEncodingContainer(Keyed<N>(box: inner))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let inner = Box(keyed: false)
            box.items.append(inner)
            box.nests = true
            return Unkeyed(box: inner)
        }
        mutating func superEncoder() -> any Encoder { TreeEncoder() }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil() { encoder.written = Absent() }
        mutating func encode<T: Encodable>(_ value: T) { encoder.written = TreeEncoder.child(value) }
    }
}
