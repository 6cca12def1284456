/// XXH64 (Yann Collet's xxHash, 64-bit): a fast, well-distributed, non-cryptographic digest. It names
/// cached charts by their DOT text, fingerprints the inputs and records every output file in the
/// manifest; eight bytes a step, so verifying a 30 MB site takes milliseconds. Stable across runs
/// and machines (little-endian reads).
enum ContentHash {
    private static let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let p3: UInt64 = 0x1656_67B1_9E37_79F9, p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func hex(_ s: String) -> String {
        var s = s
        return s.withUTF8 { hex(UnsafeRawBufferPointer($0)) }
    }

    static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        let v = digest(bytes)
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    @inline(__always) private static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        (acc &+ input &* p2).rotl(31) &* p1
    }

    @inline(__always) private static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 {
        (acc ^ round(0, v)) &* p1 &+ p4
    }

    static func digest(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let n = bytes.count
        var i = 0
        var h: UInt64
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        if n >= 32 {
            var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
            while i + 32 <= n {
                v1 = round(v1, word(i)); v2 = round(v2, word(i + 8)); v3 = round(v3, word(i + 16)); v4 = round(v4, word(i + 24))
                i += 32
            }
            h = v1.rotl(1) &+ v2.rotl(7) &+ v3.rotl(12) &+ v4.rotl(18)
            h = merge(merge(merge(merge(h, v1), v2), v3), v4)
        } else {
            h = seed &+ p5
        }
        h &+= UInt64(n)
        while i + 8 <= n { h = (h ^ round(0, word(i))).rotl(27) &* p1 &+ p4; i += 8 }
        if i + 4 <= n {
            let w = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt32.self)))
            h = (h ^ (w &* p1)).rotl(23) &* p2 &+ p3
            i += 4
        }
        while i < n { h = (h ^ (UInt64(bytes[i]) &* p5)).rotl(11) &* p1; i += 1 }
        h ^= h >> 33; h &*= p2; h ^= h >> 29; h &*= p3; h ^= h >> 32
        return h
    }
}

/// Several pieces (file names and contents) hashed into one digest: each piece's own digest, in order.
struct HashAccumulator {
    private var digests: [UInt64] = []
    mutating func add(_ bytes: UnsafeRawBufferPointer) { digests.append(ContentHash.digest(bytes)) }
    mutating func add(_ s: String) { var s = s; s.withUTF8 { add(UnsafeRawBufferPointer($0)) } }
    var hex: String { digests.withUnsafeBytes { ContentHash.hex($0) } }
}

private extension UInt64 {
    @inline(__always) func rotl(_ n: UInt64) -> UInt64 { (self << n) | (self >> (64 - n)) }
}
