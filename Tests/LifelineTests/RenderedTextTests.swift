import Foundation
import LifelineTestSupport
import Testing

/// What a reader sees on every page of the built site, in every language: catalog text with code
/// spans is rendered, never shown with its backticks (issue #36: 36 scenario pages showed
/// `viewIsAppearing` in raw backticks, in every language).
@Suite struct RenderedTextTests {
    /// The page's visible text: scripts, styles, charts, code and attributes removed.
    static func visibleText(_ html: String) -> String {
        var text = html
        for element in ["script", "style", "svg", "pre", "code", "template"] {
            text = text.replacing(try! Regex("(?s)<\(element)\\b.*?</\(element)>"), with: " ")
        }
        return text.replacing(#/<[^>]*>/#, with: " ")
    }

    @Test func noPageShowsRawBackticks() async throws {
        let root = try await SiteFixture.shared.output()
        var shown: [String] = []
        for path in (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted() where path.hasSuffix(".html") {
            let html = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let text = Self.visibleText(html)
            if let r = text.firstRange(of: "`") {
                let from = text.index(r.lowerBound, offsetBy: -40, limitedBy: text.startIndex) ?? text.startIndex
                let to = text.index(r.upperBound, offsetBy: 40, limitedBy: text.endIndex) ?? text.endIndex
                shown.append("\(path): …" + text[from..<to].replacingOccurrences(of: "\n", with: " ") + "…")
            }
        }
        let list = shown.prefix(12).joined(separator: "\n")
        #expect(shown.isEmpty, "\(shown.count) pages show a backtick:\n\(list)")
    }
}
