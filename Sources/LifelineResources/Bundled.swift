import Foundation

/// The program's own copy of its inputs — the String Catalogs, the templates with their assets, the
/// canonical scenarios and the rules' sources — installed by SwiftPM as a resource bundle beside the binary, so `lifeline`
/// works from any folder (a copy of `.build/release` is enough). Folders given on the command line
/// replace them.
public enum Bundled {
    public static var scenarios: String { folder("Scenarios") }
    public static var locales: String { folder("Locales") }
    public static var templates: String { folder("Templates") }
    /// The rules' sources (`RuleEvidence.fileName`).
    public static var evidence: String { folder("Evidence") + "/rule-sources.yaml" }

    /// `name` inside the resource bundle, or — when the bundle cannot be found — a path that does not
    /// exist and says what is missing, so reading it fails with an ordinary "no such folder" error.
    static func folder(_ name: String) -> String {
        guard let root = bundle else { return "(lifeline's resources: \(bundleNames[0]) beside the program)/\(name)" }
        return root + "/" + name
    }

    /// SwiftPM's names for the LifelineResources target's bundle: `Lifeline_LifelineResources.resources` on Linux,
    /// `Lifeline_LifelineResources.bundle` on macOS.
    static let bundleNames = ["Lifeline_LifelineResources.resources", "Lifeline_LifelineResources.bundle"]

    /// The bundle beside the running executable (links resolved), else the one SwiftPM built (tests).
    static let bundle: String? = {
        var dirs: [String] = []
        if let exe = executablePath { dirs.append((exe as NSString).deletingLastPathComponent) }
        dirs.append(Bundle.main.bundleURL.resolvingSymlinksInPath().path)
        for dir in dirs {
            for name in bundleNames {
                let candidates = [dir + "/" + name, dir + "/" + name + "/Contents/Resources"]
                for c in candidates where FileManager.default.fileExists(atPath: c + "/Locales") { return c }
            }
        }
        return nil
    }()

    private static var executablePath: String? {
        if let p = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return p }
        return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    }
}
