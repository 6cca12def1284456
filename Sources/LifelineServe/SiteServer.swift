import Foundation
import LifelineSite
import LifelineOutput
#if canImport(Glibc)
import Glibc
#endif

/// The preview's routes, answered only to this machine's browser:
/// - the `Host` must be 127.0.0.1, localhost or [::1] on the bound port (anything else is a page on
///   another site reaching in by DNS rebinding: 421);
/// - `GET /_lifeline/events?page=<the page's path>`: server-sent events, a `build` event when the page
///   should reload (`LiveReload`); the page it names is rendered first by the next build;
/// - `GET /_lifeline/reload.js`: the script served pages get, which reloads on that event;
/// - any other `GET`/`HEAD`: a file of the last complete build, from memory (`ServedSite`). HTML gets
///   the script before `</body>` (the site on disk never has it). While the last build failed, pages are
///   an error page with its messages. A path that leaves the site or names a dot-file (the chart cache)
///   is a 404.
/// Every answer says `Cross-Origin-Resource-Policy: same-origin` and `nosniff`, so a page elsewhere
/// cannot run the site's scripts (the search index among them) as its own.
struct SiteServer: Sendable {
    let site: ServedSite
    let port: UInt16
    let reload: LiveReload

    static let script = """
    // lifeline serve: reload this page when a build has made it again (server-sent events).
    (function () {
      if (!window.EventSource) return;
      new EventSource('/_lifeline/events?page=' + encodeURIComponent(location.pathname))
        .addEventListener('build', function () { location.reload(); });
    })();

    """
    static let tag = "<script src=\"/_lifeline/reload.js\"></script>"
    static let common: [(name: String, value: String)] = [
        ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"), ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    /// Serves one connection: reads its request, answers, and streams events if it asked for them.
    func serve(_ client: Int32, listener: Listener) {
        let response: HTTPResponse
        var head = false, shown: String?
        do {
            let request = try listener.readHead(client)
            head = request.method == "HEAD"
            response = answer(request)
            shown = Self.shownPage(query: request.query)
        } catch {
            let refusal = error as? HTTPHead.Refusal ?? HTTPHead.Refusal(status: 400, message: "a malformed request")
            var r = HTTPResponse.text(refusal.status, refusal.message)
            r.headers += Self.common
            _ = Listener.write(r, to: client, head: false)
            Listener.linger(client)
            return
        }
        var full = response
        full.headers += Self.common
        let sent = Listener.write(full, to: client, head: head)
        if sent, !head, case .events = response.body { reload.stream(to: client, page: shown) }
    }

    /// The site's page an event stream's `page=` names (the browser's `location.pathname`): a path inside
    /// the site, a folder's index.html; nil for anything else (no parameter, a `..` or dot-file part).
    static func shownPage(query: String) -> String? {
        guard let pair = query.split(separator: "&").first(where: { $0.hasPrefix("page=") }), pair.count <= 2048,
              let value = String(pair.dropFirst("page=".count)).replacingOccurrences(of: "+", with: " ").removingPercentEncoding else { return nil }
        var parts = value.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.contains(where: { $0.hasPrefix(".") || $0.contains("\0") || $0.contains("\\") }) else { return nil }
        if parts.isEmpty || value.hasSuffix("/") { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    func answer(_ request: HTTPHead) -> HTTPResponse {
        guard allowedHost(request.header("Host")) else {
            return .text(421, "lifeline serve answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var r = HTTPResponse.text(405, "lifeline serve answers GET and HEAD only")
            r.headers.append(("Allow", "GET, HEAD"))
            return r
        }
        switch request.path {
        case "/_lifeline/events":
            return HTTPResponse(200, [("Content-Type", "text/event-stream")], body: .events)
        case "/_lifeline/reload.js":
            return HTTPResponse(200, [("Content-Type", "text/javascript; charset=utf-8")], body: .bytes(Data(Self.script.utf8)))
        default:
            return file(request.path)
        }
    }

    /// Whether a request's `Host` names this server on loopback (DNS rebinding sends the attacker's name).
    func allowedHost(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let names = ["127.0.0.1", "localhost", "[::1]"]
        return names.contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
    }

    /// The file at `path` of the site, or a 404; a page while the last build failed is the error page.
    func file(_ path: String) -> HTTPResponse {
        let type = Self.contentType(path.hasSuffix("/") ? "index.html" : path)
        // While a build fails, a page (or a folder) is the error page, even when the site is not there.
        let isPage = type.hasPrefix("text/html") || (path.split(separator: "/").last.map { !$0.contains(".") } ?? true)
        if let failure = reload.failure, isPage {
            return HTTPResponse(500, [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Data(Self.errorPage(failure).utf8)))
        }
        guard let (data, file) = find(path) else { return notFound(path, isPage: isPage) }
        let fileType = Self.contentType(file)
        return HTTPResponse(200, [("Content-Type", fileType)], body: .bytes(fileType.hasPrefix("text/html") ? Self.inject(data) : data))
    }

    /// The site's own 404 page for a page that is not there, as the published site answers; plain text for
    /// anything else.
    func notFound(_ path: String, isPage: Bool) -> HTTPResponse {
        guard isPage, let data = site.file("404.html") else { return .text(404, "not found: \(path.prefix(200))") }
        // Served at any depth, its links are the root's: its <base> (the published address, or none) becomes "/".
        var page = String(decoding: data, as: UTF8.self).replacing(/<base href="[^"]*">/, with: "")
        if let head = page.range(of: "<head>") { page.insert(contentsOf: "<base href=\"/\">", at: head.upperBound) }
        return HTTPResponse(404, [("Content-Type", "text/html; charset=utf-8")], body: .bytes(Self.inject(Data(page.utf8))))
    }

    /// The file of the built site a URL path names: percent-decoded, no `.`/`..` or dot-file part (the
    /// chart cache), a folder's index.html. Returns its bytes and its name inside the site.
    func find(_ path: String) -> (Data, String)? {
        let decoded = path.removingPercentEncoding ?? path
        var parts = decoded.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.contains(where: { $0.hasPrefix(".") || $0.contains("\0") || $0.contains("\\") }) else { return nil }
        if parts.isEmpty || decoded.hasSuffix("/") { parts.append("index.html") }
        let file = parts.joined(separator: "/")
        if let data = site.file(file) { return (data, file) }
        // A folder without its slash: its index page.
        return site.file(file + "/index.html").map { ($0, "index.html") }
    }

    static func inject(_ html: Data) -> Data {
        let text = String(decoding: html, as: UTF8.self)
        guard let end = text.range(of: "</body>", options: .backwards) else { return Data((text + tag).utf8) }
        return Data(text.replacingCharacters(in: end, with: tag + "</body>").utf8)
    }

    static func contentType(_ file: String) -> String {
        switch (file as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "png": return "image/png"
        case "txt", "dot", "mmd", "puml": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
