import Foundation

/// One HTTP/1.x request head, read with limits: the preview server only answers `GET` and `HEAD`
/// from a browser on this machine, so a head is small, and anything longer or slower is refused
/// before it costs anything (a request line of 100 KB once froze the server for seconds).
struct HTTPHead: Sendable {
    let method: String
    /// The request target's path, before `?`, still percent-encoded.
    let path: String
    let version: String
    let headers: [(name: String, value: String)]
    /// The request target after `?` ("" without one), still percent-encoded.
    var query = ""

    func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Why a head is refused: its status and a line of text.
    struct Refusal: Error, Equatable {
        let status: Int, message: String
    }

    struct Limits: Sendable {
        /// The request line (a browser's are far shorter; 8 KB is what common servers allow).
        var requestLine = 8192
        /// The whole head, request line and headers.
        var head = 16384
        /// From the connection's start to the head's end: an idle or trickling client is closed then.
        var seconds = 10.0
    }

    /// Where the head ends (after its blank line) in `bytes`, looking from `from`; nil if not yet there.
    static func end(in bytes: [UInt8], from: Int) -> Int? {
        var i = max(0, from - 3)
        while i < bytes.count {
            if bytes[i] == 10 {
                if i + 1 < bytes.count, bytes[i + 1] == 10 { return i + 2 }
                if i + 2 < bytes.count, bytes[i + 1] == 13, bytes[i + 2] == 10 { return i + 3 }
            }
            i += 1
        }
        return nil
    }

    /// Checks the limits on what has arrived so far, before the head is complete.
    static func checkPartial(_ bytes: [UInt8], limits: Limits) throws {
        let firstLine = bytes.firstIndex(of: 10) ?? bytes.count
        if firstLine > limits.requestLine { throw Refusal(status: 414, message: "the request line is longer than \(limits.requestLine) bytes") }
        if bytes.count > limits.head { throw Refusal(status: 431, message: "the request head is longer than \(limits.head) bytes") }
    }

    /// Parses a complete head (its bytes up to and including the blank line).
    static func parse(_ bytes: ArraySlice<UInt8>) throws -> HTTPHead {
        // Lines end in LF or CRLF (split on bytes: Swift reads CRLF as one character). Header values may
        // be Latin-1 by the old rules: a line is read as UTF-8 when it is, else as that.
        var lines = bytes.split(separator: 10, omittingEmptySubsequences: false).map { line -> Substring in
            let bare = line.last == 13 ? line.dropLast() : line
            return Substring(String(validating: bare, as: UTF8.self) ?? String(decoding: bare.map { UInt16($0) }, as: UTF16.self))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw Refusal(status: 400, message: "an empty request") }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", !parts[0].isEmpty, parts[1].hasPrefix("/") else {
            throw Refusal(status: 400, message: "a malformed request line")
        }
        var headers: [(String, String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex, line.first != " ", line.first != "\t" else {
                throw Refusal(status: 400, message: "a malformed header line")
            }
            headers.append((String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)))
        }
        let target = parts[1]
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPHead(method: String(parts[0]), path: pieces.first.map(String.init) ?? "/", version: String(parts[2]), headers: headers,
                        query: pieces.count > 1 ? String(pieces[1]) : "")
    }
}

/// What the server sends back: a status, headers, and the body as bytes (a file of the site is in
/// memory, `ServedSite`) or the live-reload event stream.
struct HTTPResponse: Sendable {
    enum Body: Sendable {
        case bytes(Data)
        case events
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(_ status: Int, _ headers: [(name: String, value: String)] = [], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status, [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Data((message + "\n").utf8)))
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 414: return "URI Too Long"
        case 421: return "Misdirected Request"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
