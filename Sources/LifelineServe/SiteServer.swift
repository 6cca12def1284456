import FlyingFox
import FlyingSocks
import Foundation
import LifelineSite

/// The preview's HTTP side, on FlyingFox (a small server on Swift concurrency with no dependency of its
/// own; Hummingbird would bring SwiftNIO and minutes of build time for three routes):
/// - `GET /_lifeline/events`: server-sent events, one `build` event after each build (`LiveReload`);
/// - `GET /_lifeline/reload.js`: the script served pages get, which reloads on that event;
/// - any other `GET`/`HEAD`: a file of the built site. HTML gets the script before `</body>` (the site
///   on disk never has it). While the last build failed, pages are an error page with its messages.
/// Only 127.0.0.1 is bound; a path that leaves the site folder is a 404.
struct SiteServer {
    let root: String
    let reload: LiveReload

    static let script = """
    // lifeline serve: reload this page when a build finishes (server-sent events).
    (function () {
      if (!window.EventSource) return;
      new EventSource('/_lifeline/events').addEventListener('build', function () { location.reload(); });
    })();

    """
    static let tag = "<script src=\"/_lifeline/reload.js\"></script>"

    func routes(_ server: HTTPServer) async {
        await server.appendRoute("GET /_lifeline/events") { _ in
            let stream = await reload.subscribe()
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/event-stream", HTTPHeader("Cache-Control"): "no-store"],
                                body: HTTPBodySequence(from: EventBytes(events: stream)))
        }
        await server.appendRoute("GET /_lifeline/reload.js") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8"], body: Data(Self.script.utf8))
        }
        await server.appendRoute("GET,HEAD *") { request in await file(request.path) }
    }

    /// The file at `path` of the site, or a 404; a page while the last build failed is the error page.
    func file(_ path: String) async -> HTTPResponse {
        guard let file = resolve(path) else { return notFound(path) }
        let type = Self.contentType(file)
        if type.hasPrefix("text/html"), let failure = await reload.failure {
            return HTTPResponse(statusCode: .internalServerError, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"],
                                body: Data(Self.errorPage(failure).utf8))
        }
        guard var data = FileManager.default.contents(atPath: file) else { return notFound(path) }
        if type.hasPrefix("text/html") { data = Self.inject(data) }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, HTTPHeader("Cache-Control"): "no-store"], body: data)
    }

    /// The file a URL path names inside the site: percent-decoded, `..` refused, a folder's index.html.
    func resolve(_ path: String) -> String? {
        let decoded = path.removingPercentEncoding ?? path
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0 == "." || $0.contains("\0") }) else { return nil }
        var file = ([root] + parts.map(String.init)).joined(separator: "/")
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDir) else { return nil }
        if isDir.boolValue {
            file += "/index.html"
            guard FileManager.default.fileExists(atPath: file) else { return nil }
        }
        return file
    }

    func notFound(_ path: String) -> HTTPResponse {
        HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found: \(path)\n".utf8))
    }

    static func inject(_ html: Data) -> Data {
        let text = String(decoding: html, as: UTF8.self)
        guard let end = text.range(of: "</body>", options: .backwards) else { return Data((text + tag).utf8) }
        return Data(text.replacingCharacters(in: end, with: tag + "</body>").utf8)
    }

    /// A page with the build's messages (escaped), which reloads when the next build finishes.
    static func errorPage(_ messages: String) -> String {
        let escaped = SiteText.escape(messages)
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Build failed · lifeline serve</title>
        <style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap;background:#fff4f4;border-left:4px solid #b3261e;padding:1rem}</style>
        </head><body>
        <h1>The build failed</h1>
        <p>Fix the files named below and save: this page reloads when the next build finishes.</p>
        <pre data-lifeline="build-errors">\(escaped)</pre>
        \(tag)</body></html>

        """
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
