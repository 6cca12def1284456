import Foundation
import LifelineModel
import LifelineOutput
import LifelineTestSupport
import Testing

/// Issue #31, item 2 and 5: one `Diagnostic` for every problem a command reports, one list of output formats.
@Suite(.tags(.fast)) struct DiagnosticTests {
    @Test func aDiagnosticSaysWhereAsCompilersDo() {
        #expect(Diagnostic("a.yaml", line: 3, column: 7, "unknown key 'stpes'", suggestion: "did you mean 'steps'?").description
                == "a.yaml:3:7: error: unknown key 'stpes'; did you mean 'steps'?")
        #expect(Diagnostic("out", "this is a file, not a folder").description == "out: error: this is a file, not a folder")
        #expect(Diagnostic(nil, "--map takes Class=Name").description == "error: --map takes Class=Name")
        #expect(Diagnostic("x.yaml", line: 2, .warning, "no fr text").description == "x.yaml:2: warning: no fr text")
    }

    @Test func severalProblemsAreSaidInOrderWithTheirNotes() throws {
        let a = Diagnostic("a", line: 9, "late"), b = Diagnostic("b", line: 1, "early")
        var all = try #require(Diagnostic(all: [a, b]))
        all.notes = ["2 problem(s)"]
        #expect(all.description == "a:9: error: late\nb:1: error: early\n2 problem(s)")
        #expect(Diagnostic(all: []) == nil)
    }

    @Test func aScenarioMistakeIsSaidTheSameWay() {
        let e = LocatedError("unknown action 'pussh'", at: SourceLocation(file: "s.yaml", line: 4, column: 5), suggestion: "did you mean 'push'?")
        #expect(e.description == "s.yaml:4:5: error: unknown action 'pussh'; did you mean 'push'?")
        #expect(e.diagnostic.line == 4 && e.diagnostic.column == 5 && e.diagnostic.file == "s.yaml")
    }

    @Test func eachCommandOffersItsOwnFormatsFromOneList() throws {
        #expect(try OutputFormat.named("svg", for: .run) == .svg)
        #expect(try OutputFormat.list("svg, jsonl", for: .export) == [.svg, .jsonl])
        #expect(OutputFormat.offered(by: .export) == [.svg, .html, .mermaid, .plantuml, .dot, .jsonl])
        let refused = #expect(throws: Diagnostic.self) { try OutputFormat.named("github", for: .run) }
        #expect(refused?.message.contains("run does not write github") == true, "\(String(describing: refused))")
        let unknown = #expect(throws: Diagnostic.self) { try OutputFormat.named("json", for: .check) }
        #expect(unknown?.message == "unknown format 'json'; formats are text, jsonl, github, svg, html")
        // Every format is offered by some command: a case nobody writes would be a stub.
        let offered = Set([OutputFormat.Command.run, .export, .check].flatMap(OutputFormat.offered(by:)))
        #expect(offered == Set(OutputFormat.allCases))
    }
}
