import Foundation
import LifelineSite
import Testing

/// The checkout: this file is Tests/LifelineTestSupport/Fixtures.swift.
public let packageRoot: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")

/// The inputs lifeline ships with (its SwiftPM resources; the top-level folders are links to them).
public let shipped = packageRoot + "/Sources/LifelineResources/Resources"

/// The `lifeline` executable of the build under test: the one SwiftPM put beside the test bundle
/// (debug or release, whatever scratch path), never a fixed path.
public enum LifelineCommand {
    public static let binary: String = {
        #if os(Linux)
        let tests = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        #else
        let tests = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundlePath ?? CommandLine.arguments[0]
        #endif
        var dir = (tests as NSString).deletingLastPathComponent
        while !dir.isEmpty, dir != "/", !FileManager.default.isExecutableFile(atPath: dir + "/lifeline") {
            if dir.hasSuffix(".xctest") || dir.hasSuffix("Contents") || dir.hasSuffix("MacOS") { dir = (dir as NSString).deletingLastPathComponent } else { break }
        }
        return dir + "/lifeline"
    }()

    /// Runs the real command in `cwd`: its exit status and everything it printed (with `stdout`, a path
    /// standard output is written to, only standard error).
    public static func run(_ args: [String], in cwd: String, stdout: String? = nil, timeout: Double = 300,
                           sourceLocation: SourceLocation = #_sourceLocation) throws -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            Issue.record("\(binary) is missing: swift build builds it beside the tests", sourceLocation: sourceLocation)
            throw ProcessFailure("no lifeline binary")
        }
        return try runProcess(binary, args, timeout: timeout, in: cwd, stdout: stdout)
    }
}

/// Options for a build of the shipped inputs (quiet).
package func siteOptions(output: String = "memory") -> SiteBuild.Options {
    var o = SiteBuild.Options()
    o.scenarios = shipped + "/Scenarios"
    o.locales = shipped + "/Locales"
    o.templates = shipped + "/Templates"
    o.output = output
    o.log = { _ in }
    return o
}

/// The shipped site built once on disk for the whole run, shared by every test that only reads it.
/// A test that needs to change a page works on a copy (`copy(_:)`), never in this folder.
public actor SiteFixture {
    public static let shared = SiteFixture()
    private var build: Task<String, any Error>?

    /// The one build on disk, made once (later callers wait for the same build).
    public func output() async throws -> String {
        if build == nil {
            build = Task {
                let dir = try temporaryDirectory("site")
                _ = try await SiteBuild.run(siteOptions(output: dir + "/output"))
                return dir + "/output"
            }
        }
        return try await build!.value
    }
}

/// A copy of one page of a built site, with `extra` put before `</body>` and a `<base>` pointing at
/// the page's own folder, so its links and styles resolve while the shared site stays untouched.
public func instrumentedCopy(of page: String, adding extra: String) throws -> String {
    let folder = (page as NSString).deletingLastPathComponent
    let html = try String(contentsOfFile: page, encoding: .utf8)
        .replacingOccurrences(of: "<head>", with: "<head><base href=\"file://\(folder)/\">")
        .replacingOccurrences(of: "</body>", with: extra + "</body>")
    let copy = try temporaryDirectory("page") + "/" + (page as NSString).lastPathComponent
    try Data(html.utf8).write(to: URL(fileURLWithPath: copy))
    return copy
}

/// The value of `attribute` on the first element carrying it in a dumped DOM, or nil.
public func attributeValue(_ attribute: String, in dom: String) -> String? {
    guard let r = dom.range(of: attribute + "=\""), let end = dom[r.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(dom[r.upperBound..<end])
}
