import CXXHash
import Foundation

/// XXH64 (Yann Collet's xxHash, 64-bit), from Debian's libxxhash-dev: a fast, well-distributed,
/// non-cryptographic digest. It names cached charts by their DOT text, fingerprints the inputs and
/// records every output file in the manifest, so verifying a 30 MB site takes milliseconds. The same
/// bytes give the same digest on every run and machine (xxHash's canonical little-endian reading).
package enum ContentHash {
    package static func hex(_ s: String) -> String {
        var s = s
        return s.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    /// XXH64 of a string's UTF-8 bytes.
    package static func digest(_ s: String) -> UInt64 {
        var s = s
        return s.withUTF8 { digest(UnsafeRawBufferPointer($0)) }
    }

    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let v = digest(bytes)
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// XXH64 of `bytes` with `seed`, from Debian's libxxhash.
    package static func digest(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        XXH64(bytes.baseAddress, bytes.count, seed)
    }
}

/// Several pieces (file names and contents) hashed into one digest: each piece's own digest, in order.
package struct HashAccumulator {
    package init() {}
    private var digests: [UInt64] = []
    package mutating func add(_ bytes: UnsafeRawBufferPointer) { digests.append(ContentHash.digest(bytes)) }
    package mutating func add(_ s: String) { digests.append(ContentHash.digest(s)) }
    package var hex: String { digests.withUnsafeBytes { ContentHash.hex($0) } }
}

extension Data {
    /// Whether two values hold the same bytes, answered at once when they share one buffer — a page or
    /// chart taken from the last build is the very value that build kept — and by comparing them otherwise.
    package func sameBytes(as other: Data) -> Bool { sharesBuffer(with: other) || self == other }

    /// Whether both values are views of one buffer of the same length (so, the same bytes), without reading them.
    package func sharesBuffer(with other: Data) -> Bool {
        count == other.count && withUnsafeBytes { a in other.withUnsafeBytes { b in a.baseAddress == b.baseAddress } }
    }
}
