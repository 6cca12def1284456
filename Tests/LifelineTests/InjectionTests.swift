import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LifelineSite
import Testing
@testable import LifelineCharts

/// Issue #18: markup placed in any catalog string, any scenario text field or a device log's class
/// name never becomes markup in a page or a chart. Every value gets an element with an attribute no
/// page has (`data-injected`) and a script that would mark the document; the built site and the
/// `trace check` charts must show the injection only as text, and in Chromium no script runs.
@Suite struct InjectionTests {
    static let marker = "data-injected"
    static let payload = #"<img src=x data-injected="1" onerror="document.documentElement.setAttribute('data-pwned','1')">"#

    /// Copies the catalogs with the payload appended to every value of every language.
    func poisonedCatalogs(into dir: String) throws -> Int {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var count = 0
        func poison(_ node: Any) -> Any {
            if var dict = node as? [String: Any] {
                if let value = dict["value"] as? String, dict["state"] != nil { dict["value"] = value + Self.payload; count += 1; return dict }
                for (k, v) in dict { dict[k] = poison(v) }
                return dict
            }
            if let list = node as? [Any] { return list.map(poison) }
            return node
        }
        for name in ["Charts", "Site", "Content"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(shipped)/Locales/\(name).xcstrings"))
            let json = poison(try JSONSerialization.jsonObject(with: data))
            try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: "\(dir)/\(name).xcstrings"))
        }
        return count
    }

    /// A scenario whose every text field (title, summary, notes in two languages) carries the payload.
    func poisonedScenario(into dir: String) throws {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let p = Self.payload.replacingOccurrences(of: "'", with: "''")
        let yaml = """
        id: poisoned
        title: 'Title \(p)'
        summary: {en: 'Summary \(p)', fr: 'Résumé \(p)'}
        window:
          navigation: [List]
        steps:
          - launch
          - push: Detail
            note: {en: 'Note \(p)', ko: 'Note \(p)'}
          - pop
        """
        try Data(yaml.utf8).write(to: URL(fileURLWithPath: dir + "/poisoned.yaml"))
        for file in try FileManager.default.contentsOfDirectory(atPath: shipped + "/Scenarios") {
            try FileManager.default.copyItem(atPath: shipped + "/Scenarios/" + file, toPath: dir + "/" + file)
        }
    }

    /// Files (HTML and SVG) where the payload appears as markup.
    func offenders(_ files: [String: Data]) -> [String] {
        files.filter { ($0.key.hasSuffix(".html") || $0.key.hasSuffix(".svg")) && String(decoding: $0.value, as: UTF8.self).contains("<img src=x \(Self.marker)") }
            .keys.sorted()
    }

    @Test func nothingFromTheCatalogsOrScenariosBecomesMarkup() async throws {
        let dir = try temporaryDirectory("inject")
        let poisoned = try poisonedCatalogs(into: dir + "/Locales")
        #expect(poisoned > 1_500, "every catalog value carries the payload (\(poisoned))")
        try poisonedScenario(into: dir + "/Scenarios")
        var o = siteOptions(output: dir + "/site")
        o.locales = dir + "/Locales"
        o.scenarios = dir + "/Scenarios"
        o.languages = [.english, .init(rawValue: "ko")!]
        _ = try await SiteBuild.run(o)
        var built: [String: Data] = [:]
        for f in files(under: dir + "/site") { built[f] = FileManager.default.contents(atPath: dir + "/site/" + f) }
        #expect(offenders(built).isEmpty, "markup injected into \(offenders(built).prefix(10))")
        // The payload did reach the pages, as text.
        for page in ["en/callbacks/viewDidLoad.html", "en/scenarios/poisoned.html", "ko/index.html", "en/glossary.html", "en/states.html", "en/lifecycle.html"] {
            let text = String(decoding: built[page] ?? Data(), as: UTF8.self)
            #expect(text.contains("&lt;img src=x \(Self.marker)"), "\(page) shows the injected text escaped")
        }
        // In a real browser no injected script runs (search for it too: the results are built by script).
        guard Tools.canRun(["chromium"]) else { return }   // the static check above stands alone
        let control = dir + "/control.html"
        try Data("<!DOCTYPE html><html><head><title>c</title></head><body>\(Self.payload)</body></html>".utf8).write(to: URL(fileURLWithPath: control))
        #expect(try await ranScript("file://" + control), "the browser check can fail: the payload runs when inserted raw")
        for page in ["en/callbacks/viewDidLoad.html", "en/scenarios/poisoned.html", "en/index.html", "ko/glossary.html", "en/search.html?q=img"] {
            #expect(try await !ranScript("file://\(dir)/site/\(page)"), "\(page): an injected script ran")
        }
    }

    /// Whether the payload's script marked the document when Chromium loaded `url`.
    func ranScript(_ url: String) async throws -> Bool {
        let dom = try await Browser.dumpDOM(url, budget: 3000)
        #expect(dom.contains("<html"), "\(url) rendered")
        let html = dom.range(of: "<html").map { String(dom[$0.lowerBound...].prefix { $0 != ">" }) } ?? ""
        return html.contains("data-pwned")
    }

    /// A device log whose class names carry markup and control characters: the HTML and SVG of
    /// `trace check` show them as text, and the SVG stays well-formed XML.
    @Test func aLogsClassNamesNeverBecomeMarkup() throws {
        let dir = try temporaryDirectory("inject-log")
        let name = "A\u{1}\u{1b}[31m" + Self.payload
        let encoded = String(decoding: try JSONSerialization.data(withJSONObject: name, options: [.fragmentsAllowed]), as: UTF8.self)
        let lines = ["viewDidLoad", "viewWillAppear", "viewDidAppear"].enumerated().map { i, cb in
            #"{"seq":\#(i + 1),"actor":\#(encoded),"callback":"\#(cb)"}"#
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: dir + "/log.jsonl"))
        for format in ["html", "svg"] {
            let r = try LifelineCommand.run(["trace", "check", "log.jsonl", "--format", format, "--output", "out.\(format)"], in: dir)
            let text = (try? String(contentsOfFile: dir + "/out.\(format)", encoding: .utf8)) ?? ""
            #expect(!text.isEmpty, "\(format): \(r.output)")
            #expect(!text.contains("<img src=x \(Self.marker)"), "\(format): the class name became markup")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(format): a control character reached the file")
            if format == "svg" {
                let parser = XMLParser(data: Data(text.utf8))
                #expect(parser.parse(), "the SVG is well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
            }
        }
    }
}
