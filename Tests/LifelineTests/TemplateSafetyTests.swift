import Foundation
@testable import LifelineOutput
import LifelineSite
import Testing

/// Issue #18: templates cannot insert text unescaped, and cannot blow up the check.
@Suite struct TemplateSafetyTests {
    /// A raw tag on text (a catalog string) is refused, naming the template, the line and the name.
    @Test func aRawTagOnTextIsRefused() async throws {
        let message = try await templateFailure("glossary") { $0.replacingOccurrences(of: "<dt", with: "{{{term}}}<dt") }
        #expect(message.contains("glossary.mustache:"), "\(message)")
        #expect(message.contains("'{{{term}}}' would insert 'term' without escaping, but it is text"), "\(message)")
        let ampersand = try await templateFailure("home") { $0 + "{{&ui.nav.home}}\n" }
        #expect(ampersand.contains("would insert 'ui.nav.home' without escaping"), "\(ampersand)")
    }

    /// Markup lifeline made, printed with an escaped tag, would show its tags as text: refused too.
    @Test func anEscapedTagOnMarkupIsRefused() async throws {
        let message = try await templateFailure("callback") { $0.replacingOccurrences(of: "{{{about}}}", with: "{{about}}") }
        #expect(message.contains("callback.mustache:11: error: 'about' is markup lifeline made; write {{{about}}}"), "\(message)")
    }

    /// 30,000 partials in a chain: an error naming the chain (it crashed with SIGSEGV after 10 GB).
    @Test func aDeepChainOfPartialsIsAnError() async throws {
        var extra: [String: String] = [:]
        for i in 0..<30_000 { extra["p\(i)"] = i == 29_999 ? "end\n" : "{{> p\(i + 1)}}\n" }
        let message = try await templateFailure("home", { "{{> p0}}\n" + $0 }, extra: extra)
        #expect(message.contains("error: partials nested deeper than 32 levels: "), "\(message.prefix(500))")
        #expect(message.contains("→ …") && message.contains(".mustache:1 →"), "the chain is named: \(message.prefix(500))")
    }

    /// Templates that each include the next one twice: unused, they are checked in linear time (the
    /// check used to walk every path: 24 levels took 20 s, 30 would take 20 minutes); included by a
    /// page, the expansion is refused instead of rendered.
    @Test func partialsThatDoubleAreCheckedOnceEach() async throws {
        var extra: [String: String] = [:]
        for i in 0..<30 { extra["d\(i)"] = i == 29 ? "leaf\n" : "{{> d\(i + 1)}}{{> d\(i + 1)}}\n" }
        let dir = try temporaryDirectory("doubling")
        try FileManager.default.copyItem(atPath: shipped + "/Templates", toPath: dir + "/Templates")
        for (name, text) in extra { try text.write(toFile: dir + "/Templates/\(name).mustache", atomically: true, encoding: .utf8) }
        var o = siteOptions()
        o.templates = dir + "/Templates"
        o.languages = [.english]
        _ = try await SiteBuild.run(o, into: MemoryOutput())
        let used = try await templateFailure("home", { "{{> d0}}\n" + $0 }, extra: extra)
        #expect(used.contains("includes partials more than 100000 times"), "\(used.prefix(300))")
    }

    /// Issue #32, B12: a list section nested in itself seven times (32^7 renders) ran past 120 s at
    /// 1.3 GB; the renders are counted and the page refused, naming the template and the line.
    @Test func nestedListSectionsAreBounded() async throws {
        let open = String(repeating: "{{#entries}}", count: 7), close = String(repeating: "{{/entries}}", count: 7)
        let message = try await templateFailure("glossary") { $0.replacingOccurrences(of: "{{#entries}}", with: open).replacingOccurrences(of: "{{/entries}}", with: close) }
        #expect(message.contains("glossary.mustache:4: error: this page renders sections more than 2000000 times"), "\(message.prefix(400))")
    }

    /// Issue #32: a 100 MB template took 1.9 GB to render; a template over 4 MB is refused before it is read.
    @Test func aHugeTemplateIsRefused() async throws {
        let message = try await templateFailure("glossary") { $0 + String(repeating: "x", count: 4_100_000) }
        #expect(message.contains("glossary.mustache: error: this template is 4.1 MB; a template is at most 4 MB"), "\(message.prefix(300))")
    }
}
