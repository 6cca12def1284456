extension String {
    /// Every occurrence of `target` replaced (Foundation-free, so the pure targets can use it). Matched on
    /// UTF-8 bytes: UTF-8 is self-synchronizing, so a match always starts and ends on a scalar boundary;
    /// a byte scan is many times faster than the standard library's search by `Character`, and this runs
    /// on every chart label, escaped text and formatted string.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var source = self
        source.makeContiguousUTF8()
        let needle = Array(target.utf8), insert = Array(replacement.utf8)
        let replaced: String? = source.utf8.withContiguousStorageIfAvailable { text in
            let n = text.count, m = needle.count, first = needle[0]
            var out: [UInt8] = []
            var i = 0, copied = 0
            while i + m <= n {
                if text[i] == first && (m == 1 || needle.indices.allSatisfy { text[i + $0] == needle[$0] }) {
                    if out.isEmpty { out.reserveCapacity(n + insert.count) }
                    out.append(contentsOf: text[copied..<i])
                    out.append(contentsOf: insert)
                    i += m
                    copied = i
                } else {
                    i += 1
                }
            }
            guard copied > 0 else { return source }
            out.append(contentsOf: text[copied..<n])
            return String(decoding: out, as: UTF8.self)
        }
        return replaced ?? source
    }

    /// A catalog string's placeholders filled: `%1$@`, `%2$@`, … by that argument, each `%@` by the
    /// next one, in one pass over the bytes (text an argument brings is never read as a placeholder);
    /// a placeholder without an argument stays as it is.
    public func substitutingArguments(_ args: [String]) -> String {
        guard utf8.contains(0x25) else { return self }      // no "%"
        let bytes = Array(utf8)
        var out = "", start = 0, i = 0, next = 0
        while i < bytes.count {
            guard bytes[i] == 0x25 else { i += 1; continue }
            var j = i + 1, n = 0
            while j < bytes.count, (0x30...0x39).contains(bytes[j]) { n = n * 10 + Int(bytes[j] - 0x30); j += 1 }
            let positional = j > i + 1 && j + 1 < bytes.count && bytes[j] == 0x24 && bytes[j + 1] == 0x40   // %N$@
            let sequential = j == i + 1 && j < bytes.count && bytes[j] == 0x40                               // %@
            let arg: String? = positional ? (n >= 1 && n <= args.count ? args[n - 1] : nil) : sequential ? (next < args.count ? args[next] : nil) : nil
            if sequential { next += 1 }
            guard let arg else { i += 1; continue }
            out += String(decoding: bytes[start..<i], as: UTF8.self) + arg
            i = positional ? j + 2 : j + 1
            start = i
        }
        return out + String(decoding: bytes[start...], as: UTF8.self)
    }
}
