import CGraphviz
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A Graphviz failure, with Graphviz's own message when it gave one.
package struct GraphvizError: Error, Equatable, Sendable, CustomStringConvertible {
    package enum Stage: String, Sendable { case context, parse, layout, render }
    package var stage: Stage
    package var message: String
    package var description: String { "graphviz \(stage.rawValue) failed: \(message)" }

    package init(stage: Stage, message: String) {
        self.stage = stage
        self.message = message
    }
}

/// The only code that touches C: DOT text in, rendered bytes out, through libgvc in-process.
///
/// libgvc and cgraph are not thread-safe, not even with one context per thread (shared parser,
/// layout and plugin globals; two threads crashed every time in our spike). Every call therefore
/// goes through one process-wide lock, which also guards the one long-lived context (a context per
/// render leaks about 5 KiB each time) and the process-global error hook.
///
/// Two contexts, each made once: one with every plugin (text measured by Pango with the installed
/// fonts), for the layouts that size nodes by their text ("dot"); and, for "nop" — charts whose every
/// position Lifeline pinned — one with only the core and neato plugins, where Graphviz sizes text by
/// its built-in font metrics: no Pango, a fifth less time per sequence chart, and the same bytes on
/// every machine whatever fonts it has (`PinnedPlugins`).
package enum Graphviz {
    private static let state = Mutex<Contexts>(Contexts())

    struct Contexts {
        var full: OpaquePointer?
        var pinned: OpaquePointer?
    }

    /// Messages Graphviz reported through agerr during the current call (guarded by `state`'s lock).
    nonisolated(unsafe) static var captured: [String] = []

    /// Renders DOT with a layout engine ("dot" for state diagrams, "nop" for pinned positions)
    /// into a format ("svg", "json", ...). The graph must be named.
    package static func render(dot: String, engine: String = "dot", format: String = "svg") throws(GraphvizError) -> [UInt8] {
        let result: Result<[UInt8], GraphvizError> = state.withLock { contexts in
            captured = []
            switch context(&contexts, pinned: engine == "nop") {
            case .success(let gvc): return renderLocked(gvc, dot: dot, engine: engine, format: format)
            case .failure(let error): return .failure(error)
            }
        }
        return try result.get()
    }

    /// The context for a render, made on first use (the caller holds the lock).
    private static func context(_ contexts: inout Contexts, pinned: Bool) -> Result<OpaquePointer, GraphvizError> {
        if contexts.full == nil && contexts.pinned == nil {
            _ = agseterrf { message in
                if let message { Graphviz.captured.append(String(cString: message)) }
                return 0
            }
            _ = agseterr(AGWARN)
        }
        if pinned {
            if let gvc = contexts.pinned { return .success(gvc) }
            let made = PinnedPlugins.context()
            if case .success(let gvc) = made { contexts.pinned = gvc }
            return made
        }
        if let gvc = contexts.full { return .success(gvc) }
        guard let gvc = gvContext() else { return .failure(GraphvizError(stage: .context, message: "gvContext() returned NULL")) }
        contexts.full = gvc
        return .success(gvc)
    }

    private static func renderLocked(_ gvc: OpaquePointer, dot: String, engine: String, format: String) -> Result<[UInt8], GraphvizError> {
        func message(_ fallback: String) -> String {
            let text = captured.joined().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
            return text.isEmpty ? fallback : text
        }
        guard let graph = dot.withCString({ agmemread($0) }) else {
            return .failure(GraphvizError(stage: .parse, message: message("invalid DOT")))
        }
        defer { agclose(graph) }
        guard gvLayout(gvc, graph, engine) == 0 else {
            return .failure(GraphvizError(stage: .layout, message: message("layout '\(engine)' failed")))
        }
        defer { gvFreeLayout(gvc, graph) }
        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(gvc, graph, format, &data, &length) == 0, let data else {
            return .failure(GraphvizError(stage: .render, message: message("render to '\(format)' failed")))
        }
        defer { gvFreeRenderData(data) }
        return .success(Array(UnsafeRawBufferPointer(start: data, count: Int(length))))
    }

    /// SVG text without Graphviz's version and title comments, so output is identical everywhere.
    package static func svg(dot: String, engine: String = "dot") throws(GraphvizError) -> String {
        String(decoding: try svgBytes(dot: dot, engine: engine), as: UTF8.self)
    }

    /// The same SVG as bytes, for a caller that reads them again (the charts' hover texts) before it
    /// makes a string: the UTF-8 is then checked once.
    package static func svgBytes(dot: String, engine: String = "dot") throws(GraphvizError) -> [UInt8] {
        stripComments(try render(dot: dot, engine: engine, format: "svg"))
    }

    /// Removes every `<!-- … -->` comment (Graphviz writes its version and the graph's title there) and
    /// the line break after it, in one pass over the bytes: memchr finds each `<`, and the text between
    /// comments is copied a run at a time.
    static func stripComments(_ svg: [UInt8]) -> [UInt8] {
        svg.withUnsafeBufferPointer { bytes -> [UInt8] in
            guard let base = bytes.baseAddress else { return [] }
            let n = bytes.count
            var out: [UInt8] = []
            out.reserveCapacity(n)
            var copied = 0, i = 0
            while i < n, let lt = memchr(base + i, Int32(UInt8(ascii: "<")), n - i) {
                let at = base.distance(to: lt.assumingMemoryBound(to: UInt8.self))
                guard at + 3 < n, bytes[at + 1] == UInt8(ascii: "!"), bytes[at + 2] == UInt8(ascii: "-"), bytes[at + 3] == UInt8(ascii: "-") else {
                    i = at + 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<at]))
                var j = at + 4
                while j + 2 < n, !(bytes[j] == UInt8(ascii: "-") && bytes[j + 1] == UInt8(ascii: "-") && bytes[j + 2] == UInt8(ascii: ">")) { j += 1 }
                if j + 2 >= n { return out }          // an unterminated comment runs to the end
                i = j + 3
                if i < n, bytes[i] == UInt8(ascii: "\n") { i += 1 }
                copied = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<n]))
            return out
        }
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}

extension Set where Element == Character {
    static let whitespaces: Set<Character> = [" ", "\t", "\r"]
}
