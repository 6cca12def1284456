import Foundation

/// A log as untrusted text: lines split on LF, CRLF or CR, a UTF-8 byte order mark dropped, read in
/// chunks so that memory stays bounded whatever the file's size, a line longer than `maxLine` bytes
/// reported and skipped, never kept.
package struct LogLines {
    package static let maxLine = 64 * 1024

    package enum Item {
        case line(number: Int, text: String)
        /// A line that is not UTF-8, or too long: what the reader tells the user instead.
        case unreadable(number: Int, why: LogReason)
    }

    /// Calls `body` with each line of `bytes` (a whole log in memory).
    package static func each<E: Error>(in bytes: some Collection<UInt8>, _ body: (Item) throws(E) -> Void) throws(E) {
        var splitter = Splitter()
        try splitter.feed(bytes, body)
        try splitter.finish(body)
    }

    struct Splitter {
        var pending: [UInt8] = []
        var number = 1
        var atStart = true
        var tooLong = false
        var lastWasCR = false

        /// A chunk in memory: the bytes between line breaks are appended as runs, not one at a time.
        mutating func feed<E: Error>(_ bytes: [UInt8], _ body: (Item) throws(E) -> Void) throws(E) {
            var i = 0
            let n = bytes.count
            while i < n {
                var j = i
                while j < n, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
                if j > i, !tooLong {
                    lastWasCR = false
                    pending.append(contentsOf: bytes[i..<j])
                    if pending.count > LogLines.maxLine { tooLong = true; pending = [] }
                } else if j > i {
                    lastWasCR = false
                }
                guard j < n else { return }
                try feed(CollectionOfOne(bytes[j]), body)
                i = j + 1
            }
        }

        mutating func feed<E: Error>(_ bytes: some Collection<UInt8>, _ body: (Item) throws(E) -> Void) throws(E) {
            for byte in bytes {
                if lastWasCR, byte == 0x0A { lastWasCR = false; continue }    // the LF of a CRLF
                lastWasCR = byte == 0x0D
                if byte == 0x0A || byte == 0x0D { try emit(body); continue }
                if tooLong { continue }
                pending.append(byte)
                if pending.count > LogLines.maxLine { tooLong = true; pending = [] }
            }
        }

        mutating func finish<E: Error>(_ body: (Item) throws(E) -> Void) throws(E) {
            if !pending.isEmpty || tooLong { try emit(body) }
        }

        private mutating func emit<E: Error>(_ body: (Item) throws(E) -> Void) throws(E) {
            defer { pending.removeAll(keepingCapacity: pending.count < 4096); number += 1; tooLong = false; atStart = false }
            if tooLong { return try body(.unreadable(number: number, why: .tooLong(kilobytes: LogLines.maxLine / 1024))) }
            var bytes = pending[...]
            if atStart, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return try body(.unreadable(number: number, why: .notUTF8))
            }
            try body(.line(number: number, text: text))
        }
    }
}

/// Text from a log made safe to show: escape sequences removed for reading, control characters made visible.
package enum LogText {
    /// The text without terminal escape sequences (colours, titles): CSI `ESC [ … final`, OSC `ESC ] … BEL`.
    package static func withoutEscapes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var out = String.UnicodeScalarView()
        var it = text.unicodeScalars.makeIterator()
        while let c = it.next() {
            guard c == "\u{1B}" else { out.append(c); continue }
            guard let kind = it.next() else { break }
            if kind == "[" {
                while let n = it.next(), !(0x40...0x7E).contains(n.value) {}
            } else if kind == "]" {
                var previous: Unicode.Scalar = " "
                while let n = it.next(), n != "\u{07}", !(previous == "\u{1B}" && n == "\\") { previous = n }
            }
        }
        return String(out)
    }

    /// Control characters shown as `\u{1B}`, so a log can neither drive the terminal nor break XML.
    package static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for c in text.unicodeScalars {
            if isControl(c) { out += "\\u{" + String(c.value, radix: 16, uppercase: true) + "}" } else { out.unicodeScalars.append(c) }
        }
        return out
    }

    /// C0 and C1 controls, and the invisible marks that reorder text (a log line could otherwise
    /// show a reader, on a terminal or a page, words in another order than they were logged).
    static func isControl(_ c: Unicode.Scalar) -> Bool {
        (c.value < 0x20 && c != "\t") || (0x7F...0x9F).contains(c.value) || bidiControls.contains(c.value)
    }

    static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
}
