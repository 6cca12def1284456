import Foundation

/// Reads the JSON that `Manifest.encoded` writes — objects, strings and integers, nothing else — straight
/// from its bytes. Every build starts by reading the last build's manifest (a no-op build does little
/// more), and JSONSerialization spent most of a no-op's time on it, building and casting `Any` values;
/// Foundation has nothing faster on Linux, and no package the project may use parses JSON. Anything this
/// reader does not take (an array, a number with a fraction, `true`, an unpaired surrogate) makes it
/// give up, and `Manifest.decode` reads the bytes with JSONSerialization instead: it is a fast path, never
/// a second idea of what JSON is. `ManifestReaderTests` hold it to JSONSerialization.
enum ManifestReader {
    indirect enum Value: Equatable {
        case string(String)
        case int(Int)
        case object([String: Value])
        /// Anything else JSON holds (only JSONSerialization's values come to this: the reader gives up on them).
        case other

        /// A value JSONSerialization read, in these terms (an integer as `as? Int` reads a number).
        init(foundation value: Any) {
            if let s = value as? String { self = .string(s) } else if let i = value as? Int { self = .int(i) } else if let o = value as? [String: Any] {
                self = .object(o.mapValues(Value.init(foundation:)))
            } else { self = .other }
        }
    }

    /// The value the bytes hold, or nil when they hold something else (or something more).
    static func value(_ data: Data) -> Value? {
        data.withUnsafeBytes { raw -> Value? in
            var scanner = Scanner(bytes: raw.bindMemory(to: UInt8.self))
            guard let v = scanner.value(depth: 0) else { return nil }
            scanner.skipSpace()
            return scanner.at == scanner.bytes.count ? v : nil
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x0A || bytes[at] == 0x0D || bytes[at] == 0x09 { at += 1 }
        }

        mutating func value(depth: Int) -> Value? {
            skipSpace()
            guard at < bytes.count, depth < 8 else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "\""): return string().map(Value.string)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return int().map(Value.int)
            default: return nil
            }
        }

        mutating func object(depth: Int) -> Value? {
            at += 1
            var out: [String: Value] = [:]
            skipSpace()
            if at < bytes.count, bytes[at] == UInt8(ascii: "}") { at += 1; return .object(out) }
            while true {
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
                at += 1
                guard let v = value(depth: depth + 1) else { return nil }
                out[key] = v
                skipSpace()
                guard at < bytes.count else { return nil }
                if bytes[at] == UInt8(ascii: ",") { at += 1; continue }
                guard bytes[at] == UInt8(ascii: "}") else { return nil }
                at += 1
                return .object(out)
            }
        }

        /// An integer without fraction or exponent, as JSONEncoder writes an `Int`.
        mutating func int() -> Int? {
            let start = at
            if bytes[at] == UInt8(ascii: "-") { at += 1 }
            while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at += 1 }
            if at < bytes.count, bytes[at] == UInt8(ascii: ".") || bytes[at] == UInt8(ascii: "e") || bytes[at] == UInt8(ascii: "E") { return nil }
            return Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self))
        }

        /// A string, the scanner on its opening quote: UTF-8 copied as it is, escapes resolved.
        mutating func string() -> String? {
            at += 1
            var out: [UInt8] = []
            while at < bytes.count {
                let b = bytes[at]
                if b == UInt8(ascii: "\"") { at += 1; return String(validating: out, as: UTF8.self) }
                if b < 0x20 { return nil }
                guard b == UInt8(ascii: "\\") else { out.append(b); at += 1; continue }
                guard at + 1 < bytes.count else { return nil }
                at += 2
                switch bytes[at - 1] {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    out.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            }
            return nil
        }

        /// `\uXXXX` (a surrogate pair as two), the scanner after the `u`.
        mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            guard (0xD800...0xDBFF).contains(high) else { return (0xDC00...0xDFFF).contains(high) ? nil : Unicode.Scalar(high) }
            guard at + 1 < bytes.count, bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "u") else { return nil }
            at += 2
            guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        mutating func hex4() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            var v: UInt32 = 0
            for _ in 0..<4 {
                guard let d = Character(Unicode.Scalar(bytes[at])).hexDigitValue else { return nil }
                v = v * 16 + UInt32(d)
                at += 1
            }
            return v
        }
    }
}
