import Foundation
import LifelineLanguage
import LifelineModel
import LifelineSite
import Testing

/// The UIKit stand-in (Tests/ProbeStandIn/UIKit/) as a module, for the probe and the examples.
enum UIKitStandIn {
    static let folder = packageRoot + "/Tests/ProbeStandIn"

    /// Builds the module into `dir` (UIKit.swiftmodule and libUIKit.a).
    static func build(into dir: String) async throws -> (ok: Bool, output: String) {
        let swiftc = try Tools.require("swiftc")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/UIKit").filter { $0.hasSuffix(".swift") }.sorted()
        let run = try await runProcessOffPool(swiftc, ["-swift-version", "6", "-parse-as-library", "-module-name", "UIKit", "-emit-module",
                                                       "-emit-module-path", dir + "/UIKit.swiftmodule", "-emit-library", "-static",
                                                       "-o", dir + "/libUIKit.a"] + files.map { folder + "/UIKit/" + $0 }, timeout: 600)
        return (run.status == 0, run.output)
    }
}

/// The callback pages' Swift examples compile (issue #21): each page's example is put into its context
/// (Tests/ProbeStandIn/Examples/<page>.swift, where the line `// <example>` is) and type-checked in
/// the Swift 6 language mode with the sample app (SampleApp.swift) against the UIKit stand-in
/// (UIKit/), as one module. An example that would not compile in an app fails, naming its page.
/// The English example is the one compiled: CallbackPageTests holds the other languages' code to it
/// (only the `//` comments differ, and a line comment cannot break the code around it).
@Suite struct ExampleTests {
    static let standIn = UIKitStandIn.folder
    static let exampleMarker = "// <example>", declarationMarker = "// <declaration>"

    /// One page's file: its context with the example (and, where asked, the declaration) in place.
    /// Linux has no Objective-C runtime, so `#selector(m)` is written `objcSelector(m)`.
    static func source(context: String, example: String, declaration: String) -> (text: String, exampleLine: Int)? {
        var lines: [String] = [], exampleLine: Int?
        for line in context.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = String(line.prefix { $0 == " " })
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let inserted = trimmed == exampleMarker ? example : trimmed == declarationMarker ? declaration : nil
            guard let inserted else { lines.append(String(line)); continue }
            if trimmed == exampleMarker { exampleLine = lines.count + 1 }
            lines += inserted.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        }
        guard let exampleLine else { return nil }
        return (lines.joined(separator: "\n").replacingOccurrences(of: "#selector(", with: "objcSelector("), exampleLine)
    }

    struct Failure: CustomStringConvertible { let page: String, message: String; var description: String { "\(page): \(message)" } }

    /// Type-checks the given examples (page slug → example) and returns what does not compile, by page.
    static func typeCheck(_ examples: [String: (example: String, declaration: String)]) async throws -> [Failure] {
        let dir = try temporaryDirectory("examples")
        let module = try await UIKitStandIn.build(into: dir)
        guard module.ok else { return [Failure(page: "the UIKit stand-in", message: module.output)] }
        var failures: [Failure] = [], files: [String] = [], starts: [String: (page: String, line: Int, count: Int)] = [:]
        try FileManager.default.createDirectory(atPath: dir + "/pages", withIntermediateDirectories: true)
        for (slug, page) in examples.sorted(by: { $0.key < $1.key }) {
            let contextFile = standIn + "/Examples/\(slug).swift"
            guard let context = try? String(contentsOfFile: contextFile, encoding: .utf8) else {
                failures.append(Failure(page: Self.page(slug), message: "no context: add \(contextFile) with the line \(exampleMarker)")); continue
            }
            guard let (text, line) = source(context: context, example: page.example, declaration: page.declaration) else {
                failures.append(Failure(page: Self.page(slug), message: "\(contextFile) has no line \(exampleMarker)")); continue
            }
            let path = dir + "/pages/\(slug).swift"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            files.append(path)
            starts[path] = (Self.page(slug), line, page.example.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
        let check = try await runProcessOffPool(try Tools.require("swiftc"), ["-typecheck", "-swift-version", "6", "-parse-as-library", "-I", dir,
                                                                              standIn + "/SampleApp.swift"] + files, timeout: 600)
        var byPage: [String: [String]] = [:]
        for line in check.output.split(separator: "\n") where line.contains(": error: ") {
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let start = starts[String(parts[0])], let n = Int(parts[1]) else {
                byPage["the sample app or the stand-in", default: []].append(String(line)); continue
            }
            let where_ = (start.line..<start.line + start.count).contains(n) ? "example line \(n - start.line + 1)" : "its context, line \(n)"
            byPage[start.page, default: []].append("\(where_):\(parts[3])")
        }
        if check.status != 0 && byPage.isEmpty { byPage["swiftc", default: []].append(check.output) }
        return failures + byPage.sorted { $0.key < $1.key }.map { Failure(page: $0.key, message: $0.value.joined(separator: "\n")) }
    }

    /// Each callback page's example by slug, and the overview's logging class (section 7) as "overview".
    static func pages() -> [String: (example: String, declaration: String)] {
        var pages = Dictionary(uniqueKeysWithValues: Callback.allCases.compactMap { c in
            locales.string(TextKey.callback(SiteText.slug(c), .example).raw, language: "en").map { (SiteText.slug(c), ($0, c.declaration)) }
        })
        pages["overview"] = locales.string(TextKey.overview("\(TextKey.overviewTrySection).code").raw, language: "en").map { ($0, "") }
        return pages
    }

    /// Where a page's example is shown.
    static func page(_ slug: String) -> String { slug == "overview" ? "lifecycle.html" : "callbacks/\(slug).html" }

    @Test(.needs("swiftc")) func everyCallbackPageHasAnExample() {
        #expect(Self.pages().count == Callback.allCases.count + 1, "every callback page and the overview")
        let contexts = (try? FileManager.default.contentsOfDirectory(atPath: Self.standIn + "/Examples")) ?? []
        let stale = contexts.filter { Self.pages()[String($0.dropLast(".swift".count))] == nil }
        #expect(stale.isEmpty, "contexts without a page: \(stale)")
    }

    @Test(.needs("swiftc")) func everyExampleCompilesInItsContext() async throws {
        let failures = try await Self.typeCheck(Self.pages())
        for f in failures { Issue.record("\(f)") }
        #expect(failures.isEmpty)
    }

    /// The check can fail: an example calling what its screen does not have is reported against its page and line.
    @Test(.needs("swiftc")) func anExampleThatWouldNotCompileIsNamed() async throws {
        let broken = "override func viewDidLoad() {\n    super.viewDidLoad()\n    tableView.reloadDta()\n}"
        var pages = Self.pages()
        pages["viewDidLoad"]?.example = broken
        let failures = try await Self.typeCheck(pages).filter { $0.page == "callbacks/viewDidLoad.html" }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("example line 3") == true, "\(failures)")
    }
}
