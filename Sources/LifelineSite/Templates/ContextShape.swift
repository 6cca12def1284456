import LifelineLanguage

/// What a template may find under each name of a page's context, derived from the context's Swift
/// type — no instance and no list of names kept by hand. The types are `Decodable` only for this:
/// `ContextShape.of` runs the compiler's `init(from:)` against `ShapeReader`, which answers every
/// field with an empty value and writes down its name and kind. So `TemplateSet` can check every name
/// of every template, in every section, when the templates load — before anything is simulated.
indirect enum ContextShape: Equatable, Sendable {
    case text, html, flag, number
    /// A value that may be missing (an optional): its section does not render.
    case optional(ContextShape)
    case list(ContextShape)
    case record([String: ContextShape])
    /// The language's words (`ui.…`, `value.…`): their names are the catalogs' keys.
    case catalog

    static func of(_ type: any Decodable.Type) -> ContextShape {
        let reader = ShapeReader()
        _ = try? type.init(from: reader)
        return reader.shape
    }

    /// The value inside optionals.
    var present: ContextShape {
        if case .optional(let inner) = self { return inner.present }
        return self
    }

    /// The fields a name can be looked up in, when this shape is on the context stack.
    var fields: [String: ContextShape]? {
        if case .record(let fields) = present { return fields }
        return nil
    }
}

/// A language's `ui.*` and `value.*` strings, nested as the templates read them (`Words.interfaceTree`).
/// Unchecked: two trees of strings, never changed once made.
struct InterfaceWords: @unchecked Sendable {
    let ui: CatalogWords
    let value: CatalogWords
    init(_ words: Words) {
        let tree = words.interfaceTree
        (ui, value) = (CatalogWords(tree.ui), CatalogWords(tree.value))
    }
}

/// The catalog words a frame carries (`Frame.ui`, `Frame.value`): nested dictionaries made from the
/// catalogs, looked up by the catalogs' keys, so their shape is `.catalog`.
/// `ContextTree` takes the tree as it is; any other encoder gets nothing (the words are the catalogs').
struct CatalogWords: Codable {
    let tree: [String: Any]
    init(_ tree: [String: Any]) { self.tree = tree }
    init(from decoder: any Decoder) throws { tree = [:] }
    func encode(to encoder: any Encoder) throws {}
}

/// `ContextTree` keeps an `HTML` as it is (a template inserts it raw); another encoder gets its markup.
extension HTML: Codable {
    init(from decoder: any Decoder) throws { self.init(markup: "") }
    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(markup)
    }
}

/// A `Decoder` that decodes nothing: it hands every field an empty value and records what was asked
/// for, so a type's decoding `init` reveals its shape.
final class ShapeReader: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]
    /// What the value being read turned out to be.
    var shape: ContextShape = .record([:])
    var fields: [String: ContextShape] = [:]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(reader: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(reader: self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(reader: self) }

    /// Reads a value of `type`: a shape of its own for the kinds a template tells apart, else what its
    /// `init(from:)` asks for.
    static func read<T: Decodable>(_ type: T.Type) throws -> (T, ContextShape) {
        if type == HTML.self { return (try T(from: ShapeReader()), .html) }
        if type == CatalogWords.self { return (try T(from: ShapeReader()), .catalog) }
        let reader = ShapeReader()
        let value = try T(from: reader)
        return (value, reader.shape)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: ShapeReader
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func note(_ key: Key, _ shape: ContextShape) {
            reader.fields[key.stringValue] = shape
            reader.shape = .record(reader.fields)
        }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { note(key, .flag); return false }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { note(key, .text); return "" }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { note(key, .number); return 0 }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { note(key, .number); return 0 }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let (value, shape) = try ShapeReader.read(type)
            note(key, shape)
            return value
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            let value = try decode(type, forKey: key)
            note(key, .optional(reader.fields[key.stringValue] ?? .text))
            return value
        }

        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { note(key, .optional(.text)); return "" }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { note(key, .optional(.flag)); return false }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { note(key, .optional(.number)); return 0 }

        func nestedContainer<N: CodingKey>(keyedBy type: N.Type, forKey key: Key) throws -> KeyedDecodingContainer<N> {
            throw DecodingError.dataCorrupted(.init(codingPath: [key], debugDescription: "page contexts are plain fields"))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw DecodingError.dataCorrupted(.init(codingPath: [key], debugDescription: "page contexts are plain fields"))
        }

        func superDecoder() throws -> any Decoder { reader }
        func superDecoder(forKey key: Key) throws -> any Decoder { reader }
    }

    /// An array: one element is read, for its shape.
    struct Unkeyed: UnkeyedDecodingContainer {
        let reader: ShapeReader
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex > 0 }

        mutating func decodeNil() throws -> Bool { false }
        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, shape) = try ShapeReader.read(type)
            reader.shape = .list(shape)
            currentIndex += 1
            return value
        }

        mutating func decode(_ type: String.Type) throws -> String { reader.shape = .list(.text); currentIndex += 1; return "" }

        mutating func nestedContainer<N: CodingKey>(keyedBy type: N.Type) throws -> KeyedDecodingContainer<N> {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "page contexts are plain fields"))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "page contexts are plain fields"))
        }

        mutating func superDecoder() throws -> any Decoder { reader }
    }

    /// A single value: a string, a flag or a number read on its own.
    struct Single: SingleValueDecodingContainer {
        let reader: ShapeReader
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool { reader.shape = .flag; return false }
        func decode(_ type: String.Type) throws -> String { reader.shape = .text; return "" }
        func decode(_ type: Double.Type) throws -> Double { reader.shape = .number; return 0 }
        func decode(_ type: Int.Type) throws -> Int { reader.shape = .number; return 0 }
        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, shape) = try ShapeReader.read(type)
            reader.shape = shape
            return value
        }
    }
}
