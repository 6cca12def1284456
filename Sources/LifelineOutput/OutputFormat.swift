import Foundation
import LifelineModel

/// Every form lifeline can write a result in, in one list, with the commands that offer each one:
/// `run --format`, `export --formats` and `trace check --format` read their choices from here, and
/// their help and errors list them from here. A new format is a case, its summary and its commands;
/// the command that offers it then writes it (the compiler points at each `switch`).
package enum OutputFormat: String, CaseIterable, Sendable {
    case text, jsonl, github, dot, svg, html, mermaid, plantuml

    /// The commands that write files or text in a chosen format.
    package enum Command: String, Sendable { case run, export, check = "trace check" }

    /// The formats a command offers, in the order its help lists them (and `export` writes them).
    package static func offered(by command: Command) -> [OutputFormat] {
        switch command {
        case .run: [.text, .jsonl, .dot, .svg, .mermaid, .plantuml]
        case .export: [.svg, .html, .mermaid, .plantuml, .dot, .jsonl]
        case .check: [.text, .jsonl, .github, .svg, .html]
        }
    }

    /// What the format is, for the help of the commands that offer it.
    package var summary: String {
        switch self {
        case .text: "text for people"
        case .jsonl: "JSON Lines for programs"
        case .github: "annotations for a GitHub Actions workflow"
        case .dot: "Graphviz source"
        case .svg: "a drawn chart"
        case .html: "HTML: a page from trace check, a fragment to include in another page from export"
        case .mermaid: "Mermaid source"
        case .plantuml: "PlantUML source"
        }
    }

    /// One name, as the user typed it, among those `command` offers.
    package static func named(_ text: String, for command: Command) throws(Diagnostic) -> OutputFormat {
        let name = text.trimmingCharacters(in: .whitespaces)
        let offered = offered(by: command)
        guard let format = OutputFormat(rawValue: name), offered.contains(format) else {
            let others = allCases.filter { !offered.contains($0) }.map(\.rawValue)
            let note = others.contains(name) ? " (\(command.rawValue) does not write \(name))" : ""
            throw Diagnostic(nil, "unknown format '\(name)'\(note); formats are \(offered.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }

    /// Names, comma-separated (`export --formats`).
    package static func list(_ text: String, for command: Command) throws(Diagnostic) -> [OutputFormat] {
        var out: [OutputFormat] = []
        for raw in text.split(separator: ",", omittingEmptySubsequences: false) { out.append(try named(String(raw), for: command)) }
        return out
    }

    /// `name (summary)` for each format a command offers, for its help.
    package static func help(for command: Command) -> String {
        offered(by: command).map { "\($0.rawValue) (\($0.summary))" }.joined(separator: ", ")
    }
}
