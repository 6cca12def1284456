extension String {
    /// Every occurrence of `target` replaced (Foundation-free, so the pure targets can use it).
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = self[...]
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        return out + rest
    }
}
