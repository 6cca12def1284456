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
}
