import Foundation
import LifelineSite

extension SiteServer {
    /// A page with the build's messages (escaped), each `file:line:column:` one followed by that line of the
    /// file with a caret under the column, as a compiler shows it; it reloads when the next build finishes.
    static func errorPage(_ messages: String) -> String {
        var body = ""
        var files: [String: [Substring]?] = [:]   // each file read once, however many messages name it
        for (i, line) in messages.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            body += SiteText.escape(String(line)) + "\n"
            if i < 50, let excerpt = excerpt(for: String(line), files: &files) { body += "<span class=\"excerpt\">" + SiteText.escape(excerpt) + "</span>" }
        }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Build failed · lifeline serve</title>
        <style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
        pre{white-space:pre-wrap;background:#fff4f4;color:#1d1b1b;border-left:4px solid #b3261e;padding:1rem}
        .excerpt{display:block;white-space:pre;overflow-x:auto;color:#5a2320;margin:.2rem 0 .6rem}
        @media (prefers-color-scheme: dark){body{background:#121212;color:#eee}pre{background:#2a1716;color:#f3dede}.excerpt{color:#ffb4ab}}</style>
        </head><body>
        <h1>The build failed</h1>
        <p>Fix the files named below and save: this page reloads when the next build finishes.</p>
        <pre data-lifeline="build-errors">\(body)</pre>
        \(tag)</body></html>

        """
    }

    /// `  12 | stpes:` and a caret under column 1, for a message that starts `file:12:1: `; nil when the
    /// message names no line, or the file cannot be read (or is over 4 MB: a scenario or a catalog is far smaller).
    static func excerpt(for message: String) -> String? {
        var files: [String: [Substring]?] = [:]
        return excerpt(for: message, files: &files)
    }

    static func excerpt(for message: String, files: inout [String: [Substring]?]) -> String? {
        guard let m = message.firstMatch(of: /^(?:error in step '[^']*': )?(.+?):(\d+):(\d+): (?:error|warning):/), let lineNumber = Int(m.2), let column = Int(m.3),
              lineNumber >= 1 else { return nil }
        let path = String(m.1)
        if files[path] == nil { files[path] = .some(lines(of: path)) }
        guard let lines = files[path] ?? nil, lineNumber <= lines.count else { return nil }
        let text = String(lines[lineNumber - 1].prefix(300)).replacingOccurrences(of: "\r", with: "").replacingOccurrences(of: "\t", with: " ")
        let gutter = String(lineNumber)
        let pad = String(repeating: " ", count: gutter.count)
        let caret = String(repeating: " ", count: max(0, min(column, text.count + 1) - 1)) + "^"
        return " \(gutter) | \(text)\n \(pad) | \(caret)"
    }

    /// The file's lines, or nil when it cannot be read or is over 4 MB.
    static func lines(of path: String) -> [Substring]? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 4_000_000,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
