import LifelineLanguage
import LifelineDiagrams

/// `trace check --format github`: each finding as a GitHub Actions workflow command, which the runner
/// shows as an annotation on the log's file and line (an error or a warning), in the pull request too.
enum GitHubAnnotations {
    /// `::error file=app.log,line=12,title=…::message`, escaped as the runner reads it.
    static func line(_ finding: Finding, path: String?, _ words: Words) -> String {
        var properties: [String] = []
        if let path { properties.append("file=" + property(path)) }
        if let line = finding.line { properties.append("line=\(line)") }
        properties.append("title=" + property("lifeline trace check: " + finding.kind.rawValue))
        let command = finding.severity == .error ? "error" : "warning"
        return "::\(command) \(properties.joined(separator: ","))::\(data(finding.message(words)))"
    }

    /// A message: `%`, CR and LF escaped (the runner's own rule for command data).
    static func data(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    /// A property value: as a message, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}
