import COpenSSL
import Foundation

/// SHA-256, from Debian's libcrypto (OpenSSL), for the one place that needs a digest other tools
/// recompute: `manifest.json` of `lifeline export`, which CI scripts check with `sha256sum`. Only the
/// one-shot `SHA256()` is used (not deprecated in OpenSSL 3). Everything lifeline checks itself uses
/// the faster XXH64 (`ContentHash`).
package enum SHA256 {
    /// The digest of `data` in lower-case hexadecimal, as `sha256sum` prints it.
    package static func hex(_ data: Data) -> String {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes { raw in _ = COpenSSL.SHA256(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &digest) }
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for byte in digest { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
